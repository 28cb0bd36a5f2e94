package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/chzyer/readline"

	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/internal/cli"
	"github.com/rlm-go/rlm/internal/engineflags"
	"github.com/rlm-go/rlm/llm"
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

Commands: /history (the conversation, without the system prompt), /status,
/vars (REPL variables), /quit.

On a terminal the prompt has line editing and history (arrow keys); Ctrl-C
clears the line at the prompt and stops the running turn during one, keeping
the session and its variables; a status line moves while a turn runs.`,
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

	lines, err := newLineReader(opts.IO)
	if err != nil {
		return err
	}
	defer lines.Close()
	if !opts.Quiet {
		hint := ""
		if lines.interactive() {
			hint = "; Ctrl-C clears the line or stops a turn"
		}
		fmt.Fprintf(opts.Err, "rlm chat: one message per line; /history, /status, /vars, /quit%s\n", hint)
	}
	for {
		raw, err := lines.ReadLine()
		if errors.Is(err, errLineCleared) {
			continue
		}
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		line := strings.TrimSpace(raw)
		switch {
		case line == "":
			continue
		case line == "/quit" || line == "/exit":
			return nil
		case line == "/history":
			for _, m := range sess.History() {
				if m.Role == llm.RoleSystem {
					continue // the system prompt is the engine's, not the conversation
				}
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
			if err := chatTurn(ctx, opts, sess, line); err != nil {
				return err
			}
		}
	}
}

// chatTurn sends one message. On a terminal Ctrl-C stops the turn alone:
// the session, its conversation and REPL variables stay for the next one.
func chatTurn(ctx context.Context, opts *queryOptions, sess *loop.Session, line string) error {
	turn, stopTurn := context.WithCancel(ctx)
	defer stopTurn()
	if opts.CatchInterrupt != nil && opts.InIsTerminal {
		release := opts.CatchInterrupt(stopTurn)
		defer release()
	}
	idle := opts.working()
	res, err := sess.Send(turn, line)
	idle()
	if res.Answer != "" {
		fmt.Fprintln(opts.Out, res.Answer)
	}
	if err == nil {
		return nil
	}
	if ctx.Err() != nil {
		return err
	}
	var be *loop.BudgetError
	switch {
	case turn.Err() != nil:
		fmt.Fprintln(opts.Err, "rlm: turn stopped; the session and its variables are kept")
	case errors.As(err, &be):
		fmt.Fprintln(opts.Err, "rlm: stopped early, the answer above is partial:", err)
	default:
		fmt.Fprintln(opts.Err, "rlm:", err)
	}
	return nil
}

// errLineCleared is Ctrl-C at the prompt: the line is dropped, the chat
// goes on.
var errLineCleared = errors.New("line cleared")

// lineReader reads the chat's messages: with line editing and history on
// a terminal, plainly from a pipe.
type lineReader interface {
	ReadLine() (string, error)
	Close() error
	interactive() bool
}

func newLineReader(io IO) (lineReader, error) {
	if f, ok := io.In.(*os.File); ok && io.InIsTerminal && f == os.Stdin {
		rl, err := readline.NewEx(&readline.Config{Prompt: "> ", Stdout: io.Err, Stderr: io.Err,
			HistoryLimit: 1000, InterruptPrompt: "^C", EOFPrompt: "\n"})
		if err != nil {
			return nil, fmt.Errorf("rlm chat: terminal: %w", err)
		}
		return terminalLines{rl}, nil
	}
	sc := bufio.NewScanner(io.In)
	sc.Buffer(make([]byte, 64*1024), 16<<20)
	return &pipedLines{sc: sc, prompt: io.InIsTerminal, err: io.Err}, nil
}

type terminalLines struct{ rl *readline.Instance }

func (t terminalLines) ReadLine() (string, error) {
	line, err := t.rl.Readline()
	if errors.Is(err, readline.ErrInterrupt) {
		return "", errLineCleared
	}
	return line, err
}

func (t terminalLines) Close() error      { return t.rl.Close() }
func (t terminalLines) interactive() bool { return true }

type pipedLines struct {
	sc     *bufio.Scanner
	prompt bool
	err    io.Writer
}

func (p *pipedLines) ReadLine() (string, error) {
	if p.prompt {
		fmt.Fprint(p.err, "> ")
	}
	if !p.sc.Scan() {
		if err := p.sc.Err(); err != nil {
			return "", err
		}
		return "", io.EOF
	}
	return p.sc.Text(), nil
}

func (p *pipedLines) Close() error      { return nil }
func (p *pipedLines) interactive() bool { return false }
