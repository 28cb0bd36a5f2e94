package main

import (
	"context"
	"fmt"
	"os"

	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/internal/cli"
	"github.com/rlm-go/rlm/internal/engineflags"
	"github.com/rlm-go/rlm/loop"
	"github.com/rlm-go/rlm/observability"
	"github.com/spf13/pflag"
)

// bindEngineFlags registers the engine flags and where events go; the
// query and chat commands share them.
func bindEngineFlags(f *pflag.FlagSet, opts *queryOptions) {
	opts.Engine.Bind(f, engineflags.Endpoint|engineflags.Backend|engineflags.SystemPrompt|
		engineflags.Limits|engineflags.Timeout|engineflags.Agents|engineflags.Strategy)
	f.StringVar(&opts.Trace, "trace", "", "write every event to this JSONL file")
	f.BoolVarP(&opts.Quiet, "quiet", "q", false, "no progress on standard error")
	f.StringVar(&opts.DataDir, "data-dir", "", "where runs are recorded for rlm logs and rlm serve (default $XDG_STATE_HOME/rlm/runs)")
	f.BoolVar(&opts.NoStore, "no-store", false, "do not record runs on disk")
	f.BoolVar(&opts.Web, "web", false, "serve the live run view on loopback while the command runs; a one-shot run keeps it up afterwards until Ctrl-C")
	f.StringVar(&opts.WebAddr, "web-addr", "127.0.0.1:0", "address for --web")
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
	switch {
	case opts.Quiet:
	case opts.ErrIsTerminal:
		opts.status = newStatusLine(opts.Err)
		sinks = append(sinks, opts.status)
		closers = append(closers, opts.status.Stop)
	default:
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
		opts.webURL = srv.URL()
	}
	secrets := append(secretsOf(opts), observability.EnvSecrets(os.Environ())...)
	bus.Subscribe(observability.Redact(sinks, secrets...))
	return closeAll, nil
}

// openEngine builds the endpoint, backend and engine the flags describe.
// The caller closes the returned endpoint.
func openEngine(ctx context.Context, opts *queryOptions, sink event.Sink) (*loop.Engine, *engineflags.Opened, error) {
	engine, opened, err := opts.Engine.NewLoop(ctx, opts.Getenv, func(cfg *loop.Config) { cfg.Sink = sink })
	if err != nil {
		return nil, nil, err
	}
	if opened.Endpoint.IsMock && !opts.Quiet {
		fmt.Fprintln(opts.Err, "rlm: --model mock: answers come from the built-in dry-run mock, not a language model")
	}
	if !opts.Quiet {
		opened.WarnUnconfined(opts.Err, "rlm")
	}
	return engine, opened, nil
}
