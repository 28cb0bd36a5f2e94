// Command rlm-bench is the research harness: pull corpora, build task
// pools, run them against OpenAI-compatible endpoints, compare runs with
// paired statistics and optimize prompt variants.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/rlm-go/rlm/internal/cli"
	"github.com/spf13/cobra"
)

func main() {
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

Quick start, offline: rlm-bench quickstart`,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error { return &cli.UsageError{Err: err} })
	for _, c := range verbs() {
		c.SetFlagErrorFunc(func(c *cobra.Command, err error) error { return &cli.UsageError{Err: err} })
		root.AddCommand(c)
	}
	return root
}

func execute(ctx context.Context, args []string) int {
	root := newRootCmd()
	root.SetArgs(args)
	_, err := root.ExecuteContextC(ctx)
	if err == nil {
		return 0
	}
	fmt.Fprintln(os.Stderr, "rlm-bench:", err)
	if cli.IsUsage(err) {
		return 2
	}
	if errors.Is(err, context.Canceled) {
		return 130
	}
	return 1
}
