package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/internal/cli"
	"github.com/rlm-go/rlm/limiter"
	"github.com/rlm-go/rlm/loop"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// agentFlags are the options for sub-agents, gates, compaction and the
// workspace, shared by the query and chat commands.
type agentFlags struct {
	Workspace            string
	ReadOnly             bool
	MaxConcurrentAgents  int
	AssessmentSampleRate float64
	CompactAt            float64
	ContextWindow        int
	MaxConsecutiveErrors int
}

func bindAgentFlags(f *pflag.FlagSet, opts *queryOptions) {
	a := &opts.agentFlags
	f.StringVar(&a.Workspace, "workspace", "", "give code ls/read_file/create_file/edit_file confined to this directory")
	f.BoolVar(&a.ReadOnly, "read-only", false, "with --workspace: refuse create_file and edit_file")
	f.IntVar(&a.MaxConcurrentAgents, "max-concurrent-agents", 8, "agents (root and children) running at once; 0: no limit")
	f.Float64Var(&a.AssessmentSampleRate, "assessment-sample-rate", 0, "share (0..1) of lm_query children held to assessment gates")
	f.Float64Var(&a.CompactAt, "compact-at", 0.85, "compact the conversation at this share of --context-window (negative: never)")
	f.IntVar(&a.ContextWindow, "context-window", 100000, "the model's context window in tokens (about characters/4)")
	f.IntVar(&a.MaxConsecutiveErrors, "max-consecutive-errors", 0, "stop after this many failing code steps in a row (0: no limit)")
}

// applyAgentFlags checks the agent flags and sets the config fields they
// control.
func applyAgentFlags(opts *queryOptions, cfg *loop.Config) error {
	a := opts.agentFlags
	if a.ReadOnly && a.Workspace == "" {
		return cli.Usagef("--read-only needs --workspace DIR")
	}
	if a.Workspace != "" {
		if st, err := os.Stat(a.Workspace); err != nil || !st.IsDir() {
			return cli.Usagef("--workspace %s: not a directory", a.Workspace)
		}
	}
	if a.MaxConcurrentAgents < 0 {
		return cli.Usagef("--max-concurrent-agents must be 0 or more, got %d", a.MaxConcurrentAgents)
	}
	if a.MaxConcurrentAgents > 0 {
		lim, err := limiter.New(a.MaxConcurrentAgents)
		if err != nil {
			return &cli.UsageError{Err: err}
		}
		cfg.Limiter = lim
	}
	if a.AssessmentSampleRate < 0 || a.AssessmentSampleRate > 1 {
		return cli.Usagef("--assessment-sample-rate must be within 0..1, got %v", a.AssessmentSampleRate)
	}
	if a.CompactAt == 0 || a.CompactAt > 1 {
		return cli.Usagef("--compact-at must be within (0, 1], or negative to disable, got %v", a.CompactAt)
	}
	if a.ContextWindow <= 0 {
		return cli.Usagef("--context-window must be positive, got %d", a.ContextWindow)
	}
	cfg.Workspace = loop.Workspace{Dir: a.Workspace, ReadOnly: a.ReadOnly}
	cfg.AssessmentSampleRate = a.AssessmentSampleRate
	cfg.CompactAt = a.CompactAt
	cfg.ContextWindowTokens = a.ContextWindow
	cfg.Budget.MaxConsecutiveErr = a.MaxConsecutiveErrors
	return nil
}

func newChatCmd(io IO) *cobra.Command {
	opts := &queryOptions{IO: io}
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
	if err := checkEngineFlags(opts); err != nil {
		return err
	}
	var contexts []string
	if len(opts.ContextFiles) > 0 {
		var err error
		if contexts, err = readContexts(opts.IO, opts.ContextFiles); err != nil {
			return err
		}
	}
	bus := event.NewBus()
	engine, ep, err := openEngine(ctx, opts, bus, loop.Budget{MaxWallClock: opts.Timeout})
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
