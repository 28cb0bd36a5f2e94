// Command rlm-bench is the research harness: pull corpora, build task
// pools, run them against OpenAI-compatible endpoints, compare runs with
// paired statistics and optimize prompt variants.
package main

import (
	"context"
	"errors"
	"fmt"
	"github.com/rlm-go/rlm/eval/backends"
	"os"
	"os/signal"
	"syscall"

	"github.com/rlm-go/rlm/internal/cli"
	"github.com/rlm-go/rlm/internal/engineflags"
	"github.com/spf13/cobra"
)

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
	os.Exit(execute(ctx, os.Args[1:]))
}

func newRootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:   "rlm-bench",
		Short: "Benchmark Recursive Language Models: pull, build, run, ab, optimize, logs",
		Long: `rlm-bench builds task pools, runs them against any OpenAI-compatible endpoint
(or the built-in mock), and compares runs with paired statistics.

Quick start, offline (builds the starter pool, runs it on the built-in mock):

  rlm-bench run --pool starter --model mock

Exit status: 0 on success, 1 when the work failed (an endpoint outage, a
failed source, a compat rate below --min-rate), 2 for a bad command line or
input file, 130 when interrupted.

The engine commands (run, optimize) read the endpoint's variables as rlm does:

` + engineflags.EnvironmentHelp("not read: rlm's --system-prompt; here run --variant and optimize --prompt",
			"not read: rlm-bench keeps its runs under --data, not rlm's run store"),
		SilenceUsage:  true,
		SilenceErrors: true,
		Version:       cli.Version(),
	}
	root.SetVersionTemplate(cli.VersionTemplate())
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error { return &cli.UsageError{Err: err} })
	for _, c := range verbs() {
		root.AddCommand(c)
	}
	cli.WrapArgErrors(root)
	return root
}

func execute(ctx context.Context, args []string) int {
	root := newRootCmd()
	root.SetArgs(args)
	cmd, err := root.ExecuteContextC(ctx)
	code := exitCode(ctx, cmd, err)
	switch {
	case code == exitInterrupted:
		fmt.Fprintln(os.Stderr, "rlm-bench: interrupted")
	case err != nil:
		fmt.Fprintln(os.Stderr, "rlm-bench:", err)
	}
	return code
}

// Exit statuses.
const (
	exitOK          = 0
	exitFailed      = 1
	exitUsage       = 2
	exitInterrupted = 130
)

// exitCode maps what a command returned to the exit status.
func exitCode(ctx context.Context, cmd *cobra.Command, err error) int {
	switch {
	case err == nil:
		return exitOK
	case cli.IsCommandLine(cmd, err):
		return exitUsage
	case errors.Is(err, context.Canceled) && ctx.Err() != nil:
		return exitInterrupted
	}
	return exitFailed
}
