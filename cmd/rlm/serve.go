package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/internal/cli"
	"github.com/rlm-go/rlm/internal/engineflags"
	"github.com/rlm-go/rlm/observability"
)

func newServeCmd(io IO) *cobra.Command {
	var addr, dataDir, token string
	var contextFiles []string
	chatOpts := &queryOptions{IO: io, Engine: engineflags.New()}
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Serve the run viewer over the stored runs",
		Long: `Serve a web page showing the runs stored under the data directory: the runs list,
each run's agent tree (live while a run is being written), iteration cards, context
windows and events. It binds 127.0.0.1 by default; binding any other address requires
a token (--token, or one is generated and printed).

With --model (or RLM_MODEL) the page's chat panel drives one RLM session whose REPL
variables persist across messages; its runs appear in the list as they happen.

The page reads a JSON API that scripts can use too: GET /api/runs, GET
/api/runs/ID; and with --model, POST /api/chat (Content-Type: application/json,
body {"message": "..."}) starts a turn and answers 202, GET /api/chat returns
the conversation and whether a turn is still running, POST /api/chat/stop
cancels it. Requests other than GET must be application/json.

Slow and idle clients are cut off: a request's headers must arrive within 10s
and its body within 30s, a response be written within 60s (the live event
stream bounds each write instead), and a keep-alive connection idle for 30s
is closed.`,
		Example: `  rlm serve
  rlm serve --model mock --context book.txt
  curl -s -H 'Content-Type: application/json' -d '{"message": "Who narrates?"}' http://127.0.0.1:8417/api/chat`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			files, err := observability.OpenFileStore(dataDir)
			if err != nil {
				return err
			}
			defer files.Close()
			ctx, stop := signal.NotifyContext(cmdContext(cmd), os.Interrupt, syscall.SIGTERM)
			defer stop()
			chat, closeChat, err := serveChat(ctx, chatOpts, contextFiles, files)
			if err != nil {
				return err
			}
			defer closeChat()
			srv, err := observability.NewServer(observability.ServerOptions{Files: files, Addr: addr, Token: token, Chat: chat})
			if err != nil {
				return &cli.UsageError{Err: err}
			}
			if err := srv.Listen(); err != nil {
				// A taken port or a malformed --addr: the user picks another.
				return cli.Usagef("--addr %s: %v", addr, err)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "rlm runs from %s\nopen %s\n", files.Dir(), srv.URL())
			return srv.Serve(ctx)
		},
	}
	cmd.Flags().StringVar(&addr, "addr", "127.0.0.1:8417", "address to listen on")
	cmd.Flags().StringVar(&dataDir, "data-dir", "", "run files directory (default "+observability.DefaultDataDir()+")")
	cmd.Flags().StringVar(&token, "token", "", "token every request must carry (generated when binding beyond loopback)")
	chatOpts.Engine.Bind(cmd.Flags(), engineflags.Endpoint|engineflags.Backend)
	chatOpts.Engine.ReadSystemPromptEnv()
	cmd.Flags().StringArrayVarP(&contextFiles, "context", "c", nil, "input file in the chat session's REPL (repeatable)")
	return cmd
}

func cmdContext(cmd *cobra.Command) context.Context {
	if ctx := cmd.Context(); ctx != nil {
		return ctx
	}
	return context.Background()
}

// serveChat starts the chat session the page drives, when a model is named.
// Its events go to the run store so the page shows its runs.
func serveChat(ctx context.Context, opts *queryOptions, contextFiles []string, files *observability.FileStore) (observability.ChatFunc, func(), error) {
	if opts.Engine.Endpoint.ModelFrom(opts.Getenv) == "" {
		return nil, func() {}, nil
	}
	contexts, err := readContexts(IO{InIsTerminal: true}, opts.Engine.Inputs(), contextFiles)
	if err != nil {
		return nil, nil, err
	}
	opts.Quiet = true // the page shows the runs; the terminal shows only the address
	bus := event.NewBus(observability.Redact(files, append(secretsOf(opts), observability.EnvSecrets(os.Environ())...)...))
	engine, ep, err := openEngine(ctx, opts, bus)
	if err != nil {
		return nil, nil, err
	}
	sess, err := engine.NewSession(ctx, contexts)
	if err != nil {
		ep.Close()
		return nil, nil, err
	}
	chat := func(ctx context.Context, message string) (string, error) {
		res, err := sess.Send(ctx, message)
		return res.Answer, err
	}
	return chat, func() { sess.Close(); ep.Close() }, nil
}
