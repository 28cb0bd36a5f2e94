package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/internal/cli"
	"github.com/rlm-go/rlm/loop"
	"github.com/rlm-go/rlm/observability"
	"github.com/rlm-go/rlm/prompts"
	"github.com/spf13/cobra"
)

type queryOptions struct {
	IO
	Endpoint      cli.Endpoint
	ContextFiles  []string
	Eval          string
	Python        string
	SystemPrompt  string
	MaxIterations int
	MaxDepth      int
	EvalTimeout   time.Duration
	Timeout       time.Duration
	MaxSubCalls   int
	MaxTokens     int64
	MaxCostUSD    float64
	JSON          bool
	Trace         string
	Quiet         bool
	DataDir       string
	NoStore       bool
	Web           bool
	WebAddr       string
	agentFlags
}

func newQueryCmd(io IO) *cobra.Command {
	opts := &queryOptions{IO: io}
	cmd := &cobra.Command{
		Use:   "rlm [flags] QUERY",
		Short: "Answer a question over a large input with a Recursive Language Model",
		Long: `rlm answers QUERY over the input given with --context (repeatable) or on
standard input. The input never enters the model's context window: it sits in
a REPL variable the model inspects with code, handing pieces to sub-models.

The answer goes to standard output, progress to standard error.
Exit status: 0 with an answer, 1 without one, 2 on bad usage or input.`,
		Example: `  rlm --model mock "What is the magic number?" < big.txt
  rlm --base-url http://127.0.0.1:8000/v1 --model qwen3 --context book.txt "Who is the narrator?"
  RLM_API_KEY=... rlm --model gpt-5 --sub-model gpt-5-mini --context a.txt --context b.txt --json "Compare them"`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return cli.Usagef("want exactly one QUERY argument, got %d (quote the question)", len(args))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			return runQuery(cmd, opts, args[0])
		},
	}
	f := cmd.Flags()
	opts.Endpoint.Bind(f)
	f.StringArrayVarP(&opts.ContextFiles, "context", "c", nil, "input file (repeatable; - for standard input); default: standard input when it is not a terminal")
	f.StringVar(&opts.Eval, "eval", "auto", "REPL backend: auto (CPython if found, else gpython), python, gpython, go")
	f.StringVar(&opts.Python, "python", "", "python3 interpreter for --eval python (default: python3 on PATH)")
	f.StringVar(&opts.SystemPrompt, "system-prompt", "", "system prompt file replacing the built-in one (env RLM_SYSTEM_PROMPT_PATH)")
	f.IntVar(&opts.MaxIterations, "max-iterations", 30, "model turns per agent before it must answer")
	f.IntVar(&opts.MaxDepth, "max-depth", 1, "recursion depth: 1 makes rlm_query a plain sub-model call; 2 lets it start child RLMs")
	f.DurationVar(&opts.EvalTimeout, "eval-timeout", 180*time.Second, "limit for one code cell")
	f.DurationVar(&opts.Timeout, "timeout", 0, "limit for the whole run (0: none)")
	f.IntVar(&opts.MaxSubCalls, "max-sub-calls", 0, "limit on llm_query/rlm_query calls in the whole run (0: none)")
	f.Int64Var(&opts.MaxTokens, "max-tokens", 0, "limit on tokens in the whole run (0: none)")
	f.Float64Var(&opts.MaxCostUSD, "max-cost", 0, "limit on cost in USD in the whole run, with --prices (0: none)")
	f.BoolVar(&opts.JSON, "json", false, `print {"answer","run_id","iterations","usage","cost_usd","duration_ms",...} instead of the answer`)
	f.StringVar(&opts.Trace, "trace", "", "write every event of the run to this JSONL file")
	f.BoolVarP(&opts.Quiet, "quiet", "q", false, "no progress on standard error")
	f.StringVar(&opts.DataDir, "data-dir", "", "where runs are recorded for rlm logs and rlm serve (default $XDG_STATE_HOME/rlm/runs)")
	f.BoolVar(&opts.NoStore, "no-store", false, "do not record the run on disk")
	f.BoolVar(&opts.Web, "web", false, "serve the live run view on loopback while the run goes on")
	f.StringVar(&opts.WebAddr, "web-addr", "127.0.0.1:0", "address for --web")
	bindAgentFlags(f, opts)
	return cmd
}

func runQuery(cmd *cobra.Command, opts *queryOptions, query string) error {
	ctx := cmd.Context()
	if strings.TrimSpace(query) == "" {
		return cli.Usagef("QUERY is empty")
	}
	contexts, err := readContexts(opts.IO, opts.ContextFiles)
	if err != nil {
		return err
	}
	system := ""
	if path := firstNonEmpty(opts.SystemPrompt, opts.Getenv("RLM_SYSTEM_PROMPT_PATH")); path != "" {
		v, err := prompts.LoadVariant(path)
		if err != nil {
			return &cli.UsageError{Err: err}
		}
		system = v.Text
	}
	backend, err := cli.OpenBackend(opts.Eval, opts.Python)
	if err != nil {
		return err
	}
	ep, err := opts.Endpoint.Open(ctx, opts.Getenv)
	if err != nil {
		return err
	}
	defer ep.Close()

	var sinks []event.Sink
	if !opts.Quiet {
		sinks = append(sinks, newProgress(opts.Err))
	}
	if opts.Trace != "" {
		f, err := os.Create(opts.Trace)
		if err != nil {
			return &cli.UsageError{Err: fmt.Errorf("--trace: %w", err)}
		}
		defer f.Close()
		sinks = append(sinks, observability.NewJSONLWriter(f))
	}
	var files *observability.FileStore
	if !opts.NoStore {
		if files, err = observability.OpenFileStore(opts.DataDir); err != nil {
			return cli.Usagef("--data-dir: %v", err)
		}
		defer files.Close()
		sinks = append(sinks, files)
	}
	if opts.Web {
		mem := observability.NewMemory(observability.MemoryOptions{})
		sinks = append(sinks, mem)
		srv, err := observability.NewServer(observability.ServerOptions{Memory: mem, Files: files, Addr: opts.WebAddr})
		if err != nil {
			return cli.Usagef("--web: %v", err)
		}
		if err := srv.Listen(); err != nil {
			return cli.Usagef("--web-addr %s: %v", opts.WebAddr, err)
		}
		defer srv.Close()
		go srv.Serve(ctx)
		fmt.Fprintln(opts.Err, "rlm: live view at", srv.URL())
	}
	bus := event.NewBus()
	secrets := append(secretsOf(opts), observability.EnvSecrets(os.Environ())...)
	bus.Subscribe(observability.Redact(multiSink(sinks), secrets...))

	cfg := loop.Config{
		Model: ep.Model, SubModel: ep.SubModel, Backend: backend, SystemPrompt: system,
		MaxIterations: opts.MaxIterations, MaxDepth: opts.MaxDepth, CellTimeout: opts.EvalTimeout,
		Sink: bus,
		Budget: loop.Budget{MaxSubCalls: opts.MaxSubCalls, MaxTokens: opts.MaxTokens,
			MaxCostUSD: opts.MaxCostUSD, MaxWallClock: opts.Timeout},
	}
	if err := applyAgentFlags(opts, &cfg); err != nil {
		return err
	}
	engine, err := loop.New(ep.Client, cfg)
	if err != nil {
		return &cli.UsageError{Err: err}
	}
	if ep.IsMock && !opts.Quiet {
		fmt.Fprintln(opts.Err, "rlm: --model mock: answers come from the built-in dry-run mock, not a language model")
	}
	res, runErr := engine.Run(ctx, query, contexts)
	if opts.JSON {
		out := map[string]any{
			"answer": res.Answer, "run_id": res.RunID, "iterations": res.Iterations, "usage": res.Usage,
			"usage_by_model": res.UsageByModel, "usage_by_depth": res.UsageByDepth, "sub_calls": res.SubCalls,
			"cost_usd": res.Usage.CostUSD, "duration_ms": res.Duration.Milliseconds(),
			"backend": res.Backend, "backend_version": res.BackendVersion, "failed": res.Failed,
			"dispatches": res.Dispatches, "assessments_total": res.AssessmentsTotal,
			"assessments_satisfied": res.AssessmentsSatisfied,
		}
		if runErr != nil {
			out["error"] = runErr.Error()
		}
		enc := json.NewEncoder(opts.Out)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			return err
		}
	} else if res.Answer != "" {
		fmt.Fprintln(opts.Out, res.Answer)
	}
	if runErr != nil {
		var be *loop.BudgetError
		if errors.As(runErr, &be) && res.Answer != "" {
			fmt.Fprintln(opts.Err, "rlm: stopped early, the answer above is partial:", runErr)
			return exitError{exitNoAnswer}
		}
		return runErr
	}
	if res.Failed {
		fmt.Fprintln(opts.Err, "rlm: the model gave up (fail):", res.Answer)
		return exitError{exitNoAnswer}
	}
	return nil
}

// readContexts reads --context files, or standard input when no file is
// named and it is not a terminal.
func readContexts(io IO, files []string) ([]string, error) {
	if len(files) == 0 {
		if io.InIsTerminal || io.In == nil {
			return nil, nil
		}
		files = []string{"-"}
	}
	var out []string
	stdinUsed := false
	for _, f := range files {
		var b []byte
		var err error
		if f == "-" {
			if stdinUsed {
				return nil, cli.Usagef("--context -: standard input named twice")
			}
			stdinUsed = true
			b, err = readAll(io.In)
		} else {
			b, err = os.ReadFile(f)
		}
		if err != nil {
			return nil, cli.Usagef("cannot read context %s: %v", f, err)
		}
		out = append(out, string(b))
	}
	return out, nil
}

func readAll(r io.Reader) ([]byte, error) { return io.ReadAll(r) }

func secretsOf(opts *queryOptions) []string {
	return []string{opts.Endpoint.APIKey, opts.Getenv("RLM_API_KEY"), opts.Getenv("OPENAI_API_KEY")}
}

func firstNonEmpty(s ...string) string {
	for _, x := range s {
		if x != "" {
			return x
		}
	}
	return ""
}

type multiSink []event.Sink

func (m multiSink) Emit(e event.Event) {
	for _, s := range m {
		s.Emit(e)
	}
}

// progress prints one short line per notable event.
type progress struct {
	mu sync.Mutex
	w  io.Writer
}

func newProgress(w io.Writer) *progress { return &progress{w: w} }

func (p *progress) Emit(e event.Event) {
	indent := strings.Repeat("  ", e.Depth)
	var line string
	switch e.Kind {
	case event.LLMStop:
		if errMsg, ok := e.Data["error"]; ok {
			line = fmt.Sprintf("model call failed: %v", errMsg)
			break
		}
		if d, _ := e.Data["call_depth"].(int); d != e.Depth {
			return // sub-calls are summarized by subcall.stop
		}
		line = fmt.Sprintf("iteration %d: model %v %vms, %v→%v tokens", e.Iteration, e.Data["model"],
			e.Data["duration_ms"], e.Data["input_tokens"], e.Data["output_tokens"])
	case event.EvalStop:
		line = fmt.Sprintf("iteration %d: code block %v %v in %vms", e.Iteration, toInt(e.Data["block"])+1, e.Data["status"], e.Data["duration_ms"])
	case event.SubcallStart:
		if e.Data["kind"] != "rlm_query" {
			return
		}
		line = fmt.Sprintf("child agent %v started", e.Data["child_agent"])
	case event.AgentEnd:
		line = fmt.Sprintf("agent %s done: %v", e.AgentID, e.Data["status"])
	case event.Nudge, event.BudgetExceeded:
		line = fmt.Sprintf("%s %v", e.Kind, e.Data)
	default:
		return
	}
	p.mu.Lock()
	fmt.Fprintf(p.w, "%s[%s] %s\n", indent, e.AgentID, line)
	p.mu.Unlock()
}

func toInt(v any) int {
	switch x := v.(type) {
	case int:
		return x
	case float64:
		return int(x)
	}
	return 0
}
