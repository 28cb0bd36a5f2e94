package main

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rlm-go/rlm/bench/build"
	"github.com/rlm-go/rlm/internal/cli"
)

func newBuildCmd() *cobra.Command {
	var opts build.Options
	cmd := &cobra.Command{
		Use:   "build",
		Short: "Build a task pool (tasks.jsonl + contexts/) from a profile",
		Long: `Build a task pool from a profile: OUT/tasks.jsonl, one context file per task in
OUT/contexts/, and OUT/profile.json (the profile as resolved, for reproducibility).
The same profile, seed and inputs always give the same pool.

Built-in profiles (or pass a JSON file):
  starter       40 tasks, no network: S-NIAH at 2^13..2^15 tokens (12), OOLONG-style
                aggregation (10), OOLONG-Pairs-style pair listing (6) and Go code
                questions (12), all with computed gold answers. Documents come from
                the Go distribution ($(go env GOROOT)/src and /doc).
  seed          the seed's five delegation families over its five pulled texts,
                scored by self-assessment (run 'rlm-bench pull' first)
  sniah_sweep   S-NIAH from 2^13 to 2^20 tokens, no network
  full          every generated family at larger sizes plus delegation tasks over
                the Go spec and memory model, no network
  oolong_synth  rows of a pulled OOLONG synth parquet (pull --only oolong_synth_validation_0)
  longbench_v2  rows of pulled LongBench-v2 (pull --only longbench_v2)

Task lines carry task_id, family, source_ids, context_path, query, gold, scorer,
tags, metadata and, for delegation tasks, required_min_dispatches.`,
		Example: `  # the offline starter suite into ./bench_data/pools/starter
  rlm-bench build

  # the seed's delegation pool over pulled texts, another seed, 25 tasks
  rlm-bench pull && rlm-bench build --profile seed --seed 7 --count 25

  # your own profile, data and output directories
  rlm-bench build --profile profiles/mine.json --data /data/rlm --out pools/mine`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if opts.Count < 0 {
				return cli.Usagef("--count must not be negative, got %d", opts.Count)
			}
			if _, err := build.LoadProfile(opts.Profile); err != nil {
				return &cli.UsageError{Err: fmt.Errorf("--profile: %w", jsonErrorAt(fileOrEmpty(opts.Profile), err))}
			}
			opts.Progress = cmd.ErrOrStderr()
			pool, err := build.Run(cmd.Context(), opts)
			if errors.Is(err, fs.ErrNotExist) {
				// build only reads: a missing file is a missing input
				// (usually a source not pulled yet), not a failure.
				return &cli.UsageError{Err: err}
			}
			if err != nil {
				return err
			}
			var parts []string
			for _, f := range pool.Profile.Families {
				if n := pool.Counts[f]; n > 0 {
					parts = append(parts, fmt.Sprintf("%s %d", f, n))
				}
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%d tasks (%s) in %s\n", len(pool.Tasks), strings.Join(parts, ", "), pool.TasksPath)
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.Profile, "profile", "starter", "built-in profile `NAME` or profile JSON FILE")
	f.StringVar(&opts.DataDir, "data", build.DefaultDataDir, "data `DIR` written by pull (index.json, raw/)")
	f.StringVar(&opts.OutDir, "out", "", "pool `DIR` (default DATA/pools/<profile name>)")
	f.Int64Var(&opts.Seed, "seed", 0, "random seed `N` (default: the profile's seed)")
	f.IntVar(&opts.Count, "count", 0, "total number of tasks `N` (default: the profile's target_task_count)")
	return cmd
}
