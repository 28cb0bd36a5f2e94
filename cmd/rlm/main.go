// Command rlm answers questions over inputs far larger than a context
// window with a Recursive Language Model, and serves the tools around it:
// a mock endpoint, a REPL tester, logs and a web view.
package main

import (
	"context"
	"errors"
	"fmt"
	"github.com/rlm-go/rlm/eval/backends"
	"io"
	"os"
	"os/signal"
	"sync"
	"syscall"

	"github.com/rlm-go/rlm/internal/cli"
	"github.com/spf13/cobra"
)

// IO is where a command reads and writes; tests substitute buffers.
type IO struct {
	In       io.Reader
	Out, Err io.Writer
	// InIsTerminal reports whether In is interactive (then it is not read as context).
	InIsTerminal bool
	// ErrIsTerminal reports whether Err is a terminal: progress is then a
	// live status line instead of one line per event.
	ErrIsTerminal bool
	Getenv        func(string) string
	// CatchInterrupt, when set, routes Ctrl-C to handle instead of ending
	// the command, until release is called (rlm chat stops one turn).
	CatchInterrupt func(handle func()) (release func())
}

func main() {
	// Eval workers and sandbox launchers are this binary re-executed with a
	// hidden argument: serve as one, before anything else.
	if backends.RunIfChild() {
		return
	}
	// Best effort: model code (CPython runs as this user) must not read our
	// environment, API key included, from /proc.
	_ = cli.Harden()
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM)
	defer stop()
	ctx, intr := catchInterrupts(ctx)
	io := IO{In: os.Stdin, Out: os.Stdout, Err: os.Stderr, InIsTerminal: isTerminal(os.Stdin),
		ErrIsTerminal: isTerminal(os.Stderr), Getenv: os.Getenv, CatchInterrupt: intr.catch}
	os.Exit(execute(ctx, io, os.Args[1:]))
}

// interrupts turns SIGINT into the cancellation of the command's context,
// unless a handler has caught it for a while.
type interrupts struct {
	mu      sync.Mutex
	handler func()
}

// catchInterrupts returns ctx, cancelled on the first uncaught SIGINT;
// after that a second Ctrl-C ends the process as usual.
func catchInterrupts(parent context.Context) (context.Context, *interrupts) {
	ctx, cancel := context.WithCancel(parent)
	in := &interrupts{}
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt)
	go func() {
		for range ch {
			in.mu.Lock()
			h := in.handler
			in.mu.Unlock()
			if h != nil {
				h()
				continue
			}
			signal.Stop(ch)
			cancel()
			return
		}
	}()
	return ctx, in
}

func (in *interrupts) catch(handle func()) (release func()) {
	in.mu.Lock()
	in.handler = handle
	in.mu.Unlock()
	return func() {
		in.mu.Lock()
		in.handler = nil
		in.mu.Unlock()
	}
}

// Exit statuses.
const (
	exitOK       = 0
	exitNoAnswer = 1
	exitUsage    = 2
	// exitInterrupted is the shell's status for a command ended by SIGINT.
	exitInterrupted = 130
)

func execute(ctx context.Context, io IO, args []string) int {
	root := newRootCmd(io)
	root.SetArgs(args)
	root.SetIn(io.In)
	root.SetOut(io.Out)
	root.SetErr(io.Err)
	cmd, err := root.ExecuteContextC(ctx)
	if err == nil {
		return exitOK
	}
	var ex exitError
	if errors.As(err, &ex) {
		return ex.code
	}
	if errors.Is(err, context.Canceled) && ctx.Err() != nil {
		fmt.Fprintln(io.Err, "rlm: interrupted")
		return exitInterrupted
	}
	fmt.Fprintln(io.Err, "rlm:", err)
	if cli.IsCommandLine(cmd, err) || isFlagError(err) {
		if cmd != nil && isFlagError(err) {
			fmt.Fprintf(io.Err, "Run '%s --help' for usage.\n", cmd.CommandPath())
		}
		return exitUsage
	}
	return exitNoAnswer
}

// exitError carries an exit status for a failure already reported.
type exitError struct{ code int }

func (e exitError) Error() string { return fmt.Sprintf("exit status %d", e.code) }

// flagError marks cobra's own argument and flag errors.
type flagError struct{ error }

func isFlagError(err error) bool {
	var f flagError
	return errors.As(err, &f)
}

func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

func newRootCmd(io IO) *cobra.Command {
	root := newQueryCmd(io)
	root.Version = cli.Version()
	root.SetVersionTemplate(cli.VersionTemplate())
	root.SilenceUsage = true
	root.SilenceErrors = true
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error { return flagError{err} })
	root.AddCommand(newMockServerCmd(io))
	root.AddCommand(newEvalCmd(io))
	root.AddCommand(newChatCmd(io))
	root.AddCommand(newServeCmd(io))
	root.AddCommand(newLogsCmd())
	cli.WrapArgErrors(root)
	return root
}
