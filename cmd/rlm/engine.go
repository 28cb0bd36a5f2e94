package main

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/internal/cli"
	"github.com/rlm-go/rlm/loop"
	"github.com/rlm-go/rlm/observability"
	"github.com/rlm-go/rlm/prompts"
	"github.com/spf13/pflag"
)

// bindEngineFlags registers the flags that shape an engine and where its
// events go; the query and chat commands share them.
func bindEngineFlags(f *pflag.FlagSet, opts *queryOptions) {
	opts.Endpoint.Bind(f)
	f.StringVar(&opts.Eval, "eval", "auto", "REPL backend: auto (CPython if found, else gpython), python, gpython, go")
	f.StringVar(&opts.Python, "python", "", "python3 interpreter for --eval python (default: python3 on PATH)")
	f.StringVar(&opts.SystemPrompt, "system-prompt", "", "system prompt file replacing the built-in one (env RLM_SYSTEM_PROMPT_PATH)")
	f.IntVar(&opts.MaxIterations, "max-iterations", 30, "model turns per agent before it must answer")
	f.IntVar(&opts.MaxDepth, "max-depth", 1, "recursion depth: 1 makes rlm_query a plain sub-model call; 2 lets it start child RLMs")
	f.DurationVar(&opts.EvalTimeout, "eval-timeout", 180*time.Second, "limit for one code cell")
	f.DurationVar(&opts.Timeout, "timeout", 0, "limit for the whole run, or for one chat message (0: none)")
	f.StringVar(&opts.Trace, "trace", "", "write every event to this JSONL file")
	f.BoolVarP(&opts.Quiet, "quiet", "q", false, "no progress on standard error")
	f.StringVar(&opts.DataDir, "data-dir", "", "where runs are recorded for rlm logs and rlm serve (default $XDG_STATE_HOME/rlm/runs)")
	f.BoolVar(&opts.NoStore, "no-store", false, "do not record runs on disk")
	f.BoolVar(&opts.Web, "web", false, "serve the live run view on loopback while the command runs")
	f.StringVar(&opts.WebAddr, "web-addr", "127.0.0.1:0", "address for --web")
	bindAgentFlags(f, opts)
}

// openSinks subscribes to bus where events go: progress on stderr, a
// --trace file, the run store, the live web view. Everything passes the
// redactor first. Callers open the engine before the sinks, so input
// errors leave no empty trace file or run record behind.
func openSinks(ctx context.Context, opts *queryOptions, bus *event.Bus) (func(), error) {
	var sinks event.Tee
	var closers []func()
	closeAll := func() {
		for i := len(closers) - 1; i >= 0; i-- {
			closers[i]()
		}
	}
	if !opts.Quiet {
		sinks = append(sinks, newProgress(opts.Err))
	}
	if opts.Trace != "" {
		f, err := os.Create(opts.Trace)
		if err != nil {
			return nil, &cli.UsageError{Err: fmt.Errorf("--trace: %w", err)}
		}
		closers = append(closers, func() { f.Close() })
		sinks = append(sinks, observability.NewJSONLWriter(f))
	}
	var files *observability.FileStore
	if !opts.NoStore {
		var err error
		if files, err = observability.OpenFileStore(opts.DataDir); err != nil {
			closeAll()
			return nil, cli.Usagef("--data-dir: %v", err)
		}
		closers = append(closers, func() { files.Close() })
		sinks = append(sinks, files)
	}
	if opts.Web {
		mem := observability.NewMemory(observability.MemoryOptions{})
		sinks = append(sinks, mem)
		srv, err := observability.NewServer(observability.ServerOptions{Memory: mem, Files: files, Addr: opts.WebAddr})
		if err == nil {
			err = srv.Listen()
		}
		if err != nil {
			closeAll()
			return nil, cli.Usagef("--web on %s: %v", opts.WebAddr, err)
		}
		closers = append(closers, func() { srv.Close() })
		go srv.Serve(ctx)
		fmt.Fprintln(opts.Err, "rlm: live view at", srv.URL())
	}
	secrets := append(secretsOf(opts), observability.EnvSecrets(os.Environ())...)
	bus.Subscribe(observability.Redact(sinks, secrets...))
	return closeAll, nil
}

// openEngine builds the endpoint, backend and engine the flags describe.
// The caller closes the returned endpoint.
func openEngine(ctx context.Context, opts *queryOptions, sink event.Sink, budget loop.Budget) (*loop.Engine, *cli.Opened, error) {
	if err := checkEngineFlags(opts); err != nil {
		return nil, nil, err
	}
	system := ""
	if path := firstNonEmpty(opts.SystemPrompt, opts.Getenv("RLM_SYSTEM_PROMPT_PATH")); path != "" {
		v, err := prompts.LoadVariant(path)
		if err != nil {
			return nil, nil, &cli.UsageError{Err: err}
		}
		system = v.Text
	}
	backend, err := cli.OpenBackend(opts.Eval, opts.Python)
	if err != nil {
		return nil, nil, err
	}
	ep, err := opts.Endpoint.Open(ctx, opts.Getenv)
	if err != nil {
		return nil, nil, err
	}
	cfg := loop.Config{
		Model: ep.Model, SubModel: ep.SubModel, Backend: backend, SystemPrompt: system,
		MaxIterations: opts.MaxIterations, MaxDepth: opts.MaxDepth, CellTimeout: opts.EvalTimeout,
		Sink: sink, Budget: budget,
	}
	if err := applyAgentFlags(opts, &cfg); err != nil {
		ep.Close()
		return nil, nil, err
	}
	engine, err := loop.New(ep.Client, cfg)
	if err != nil {
		ep.Close()
		return nil, nil, &cli.UsageError{Err: err}
	}
	if ep.IsMock && !opts.Quiet {
		fmt.Fprintln(opts.Err, "rlm: --model mock: answers come from the built-in dry-run mock, not a language model")
	}
	return engine, ep, nil
}

// checkEngineFlags refuses values the engine would silently replace with
// its defaults (0 and negative limits), so what runs is what was asked for.
func checkEngineFlags(opts *queryOptions) error {
	switch {
	case opts.MaxIterations < 1:
		return cli.Usagef("--max-iterations must be at least 1, got %d", opts.MaxIterations)
	case opts.MaxDepth < 1:
		return cli.Usagef("--max-depth must be at least 1, got %d", opts.MaxDepth)
	case opts.EvalTimeout <= 0:
		return cli.Usagef("--eval-timeout must be positive, got %s", opts.EvalTimeout)
	case opts.Timeout < 0:
		return cli.Usagef("--timeout must not be negative, got %s", opts.Timeout)
	case opts.MaxSubCalls < 0 || opts.MaxTokens < 0 || opts.MaxCostUSD < 0:
		return cli.Usagef("--max-sub-calls, --max-tokens and --max-cost must not be negative")
	case opts.MaxConsecutiveErrors < 0:
		return cli.Usagef("--max-consecutive-errors must not be negative, got %d", opts.MaxConsecutiveErrors)
	}
	return nil
}
