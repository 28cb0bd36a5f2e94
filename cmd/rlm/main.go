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
	Getenv       func(string) string
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
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	io := IO{In: os.Stdin, Out: os.Stdout, Err: os.Stderr, InIsTerminal: isTerminal(os.Stdin), Getenv: os.Getenv}
	os.Exit(execute(ctx, io, os.Args[1:]))
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
