package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/internal/cli"
	"github.com/rlm-go/rlm/internal/engineflags"
	"github.com/rlm-go/rlm/loop"
	"github.com/spf13/cobra"
)

func newChatCmd(io IO) *cobra.Command {
	opts := &queryOptions{IO: io, Engine: engineflags.New()}
	cmd := &cobra.Command{
		Use:   "chat [flags]",
		Short: "Talk to an RLM in a terminal session whose REPL variables persist",
		Long: `rlm chat reads one message per line from standard input and answers each with
the same agent: its REPL variables and conversation carry over. Inputs given
with --context are in the REPL as context.

Commands: /history (the conversation), /status, /vars (REPL variables), /quit.`,
		Example: `  rlm chat --model mock --context book.txt
  rlm chat --workspace . --read-only --model qwen3 --base-url http://127.0.0.1:8000/v1`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runChat(cmd, opts)
		},
	}
	f := cmd.Flags()
	bindEngineFlags(f, opts)
	f.StringArrayVarP(&opts.ContextFiles, "context", "c", nil, "input file in the REPL as context (repeatable)")
	return cmd
}

func runChat(cmd *cobra.Command, opts *queryOptions) error {
	ctx := cmd.Context()
	if opts.In == nil {
		return cli.Usagef("rlm chat reads messages from standard input, which is missing")
	}
	if err := opts.Engine.Check(); err != nil {
		return err
	}
	var contexts []string
	if len(opts.ContextFiles) > 0 {
		var err error
		if contexts, err = readContexts(opts.IO, opts.Engine.Inputs(), opts.ContextFiles); err != nil {
			return err
		}
	}
	bus := event.NewBus()
	engine, ep, err := openEngine(ctx, opts, bus)
	if err != nil {
		return err
	}
	defer ep.Close()
	closeSinks, err := openSinks(ctx, opts, bus)
	if err != nil {
		return err
	}
	defer closeSinks()
	sess, err := engine.NewSession(ctx, contexts)
	if err != nil {
		return err
	}
	defer sess.Close()

	if !opts.Quiet {
		fmt.Fprintln(opts.Err, "rlm chat: one message per line; /history, /status, /vars, /quit")
	}
	in := bufio.NewScanner(opts.In)
	in.Buffer(make([]byte, 64*1024), 16<<20)
	prompt := func() {
		if opts.InIsTerminal {
			fmt.Fprint(opts.Err, "> ")
		}
	}
	for prompt(); in.Scan(); prompt() {
		line := strings.TrimSpace(in.Text())
		switch {
		case line == "":
			continue
		case line == "/quit" || line == "/exit":
			return nil
		case line == "/history":
			for _, m := range sess.History() {
				fmt.Fprintf(opts.Out, "--- %s\n%s\n", m.Role, m.Content)
			}
		case line == "/status":
			enc := json.NewEncoder(opts.Out)
			enc.SetIndent("", "  ")
			if err := enc.Encode(sess.Status()); err != nil {
				return err
			}
		case line == "/vars":
			vars, err := sess.Vars(ctx)
			if err != nil {
				fmt.Fprintln(opts.Err, "rlm: /vars:", err)
				continue
			}
			fmt.Fprintln(opts.Out, vars)
		case strings.HasPrefix(line, "/"):
			fmt.Fprintf(opts.Err, "rlm: unknown command %s; use /history, /status, /vars or /quit\n", line)
		default:
			res, err := sess.Send(ctx, line)
			if res.Answer != "" {
				fmt.Fprintln(opts.Out, res.Answer)
			}
			if err != nil {
				if ctx.Err() != nil {
					return err
				}
				var be *loop.BudgetError
				if errors.As(err, &be) {
					fmt.Fprintln(opts.Err, "rlm: stopped early, the answer above is partial:", err)
				} else {
					fmt.Fprintln(opts.Err, "rlm:", err)
				}
			}
		}
	}
	return in.Err()
}
