package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/spf13/cobra"

	"github.com/rlm-go/rlm/bench/ab"
	"github.com/rlm-go/rlm/bench/build"
	"github.com/rlm-go/rlm/bench/logs"
	"github.com/rlm-go/rlm/bench/run"
	"github.com/rlm-go/rlm/internal/cli"
)

func newMergeCmd() *cobra.Command {
	var dataDir string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "merge RUN",
		Short: "Merge the shards of a sharded run into one results.jsonl and summary",
		Long: `Read every shard of RUN (RUN/shards/K-of-N, written by rlm-bench run --shard)
and write it as one run at RUN's top: results.jsonl (every pair's row, in pool
order), run.json and summary.json / summary.md, each replaced atomically. The
shards' settings must be equal. Pairs with no row yet, listed by shard, and
pairs with rows in two shards make the command exit 1 after writing; run the
listed shards again (they resume) and merge again.

summary, logs and ab read a sharded run as one without merging; merge is for
tools that want one results.jsonl. RUN is a run directory or a run name under
DATA/runs.`,
		Example: `  rlm-bench merge default-mock-rlm-gpython
  rlm-bench merge bench_data/runs/sweep --json`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			dir, err := logs.ResolveRunDir(args[0], dataDir)
			if err != nil {
				return &cli.UsageError{Err: err}
			}
			if !run.IsSharded(dir) {
				return cli.Usagef("%s is not a sharded run (no %s/K-of-N directories): nothing to merge", dir, run.ShardsDir)
			}
			l, sum, err := run.Merge(dir)
			var mismatch *run.ShardMismatchError
			if errors.As(err, &mismatch) {
				return &cli.UsageError{Err: err}
			}
			if sum == nil {
				return err
			}
			for _, w := range l.Warnings {
				fmt.Fprintln(cmd.ErrOrStderr(), "merge:", w)
			}
			if werr := printSummary(cmd.OutOrStdout(), sum, asJSON); werr != nil {
				return werr
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "merge: %d shards, %d rows into %s/%s\n", len(l.Shards), len(l.Rows), dir, run.ResultsFile)
			return err
		},
	}
	cmd.Flags().StringVar(&dataDir, "data", build.DefaultDataDir, "data `DIR` whose runs/ holds runs named by name")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print summary.json instead of the tables")
	return cmd
}

func newSummaryCmd() *cobra.Command {
	var dataDir string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "summary RUN",
		Short: "Print a run's summary (a sharded run's shards as one run)",
		Long: `Print the summary of RUN, as rlm-bench run prints it at the end, without writing
anything: for a sharded run, over all its shards, exactly what an unsharded run
with the same rows gives. Missing and duplicate pairs are reported on stderr.
RUN is a run directory or a run name under DATA/runs.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			dir, err := logs.ResolveRunDir(args[0], dataDir)
			if err != nil {
				return &cli.UsageError{Err: err}
			}
			l, err := loadRun(dir, cmd.ErrOrStderr())
			if err != nil {
				return &cli.UsageError{Err: err}
			}
			sum, err := l.Summary()
			if err != nil {
				return &cli.UsageError{Err: err}
			}
			return printSummary(cmd.OutOrStdout(), sum, asJSON)
		},
	}
	cmd.Flags().StringVar(&dataDir, "data", build.DefaultDataDir, "data `DIR` whose runs/ holds runs named by name")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print summary.json instead of the tables")
	return cmd
}

func printSummary(w io.Writer, sum *run.Summary, asJSON bool) error {
	if asJSON {
		b, err := sum.JSON()
		if err != nil {
			return err
		}
		_, err = w.Write(b)
		return err
	}
	_, err := fmt.Fprint(w, sum.Markdown())
	return err
}

// loadRun reads a run directory, sharded or not, and says on warn what a
// sharded one lacks or holds twice.
func loadRun(dir string, warn io.Writer) (*run.Loaded, error) {
	l, err := run.Load(dir)
	if err != nil {
		return nil, err
	}
	for _, w := range l.Warnings {
		fmt.Fprintln(warn, "rlm-bench:", w)
	}
	if len(l.Missing) > 0 || len(l.Duplicates) > 0 {
		fmt.Fprintln(warn, "rlm-bench:", (&run.IncompleteError{Dir: dir, Missing: l.Missing, Duplicates: l.Duplicates}).Error())
	}
	return l, nil
}

// abLoader reads ab's runs: a sharded run directory as one run, anything
// else as ab always has.
func abLoader(warn io.Writer) func(string) ([]ab.Row, error) {
	// Each run is read once: checkPairable's reading is the comparison's.
	var mu sync.Mutex
	loaded := map[string][]ab.Row{}
	return func(path string) ([]ab.Row, error) {
		mu.Lock()
		rows, ok := loaded[path]
		mu.Unlock()
		if ok {
			return rows, nil
		}
		if !run.IsSharded(path) {
			var err error
			if rows, err = ab.LoadRows(path); err != nil {
				return nil, err
			}
		} else {
			// Runs load at once; their warnings go out one at a time.
			var buf bytes.Buffer
			l, err := loadRun(path, &buf)
			mu.Lock()
			warn.Write(buf.Bytes())
			mu.Unlock()
			if err != nil {
				return nil, err
			}
			rows = ab.RowsOf(l.Rows)
		}
		mu.Lock()
		loaded[path] = rows
		mu.Unlock()
		return rows, nil
	}
}
