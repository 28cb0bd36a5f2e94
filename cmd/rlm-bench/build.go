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
` + builtinProfilesHelp() + `
Task lines carry task_id, family, source_ids, context_path, query, gold, scorer,
tags, metadata and, for delegation tasks, required_min_dispatches.

Task families (a profile's "families"):
` + familiesHelp(),
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

// builtinProfilesHelp lists the built-in profiles as build knows them.
func builtinProfilesHelp() string {
	var b strings.Builder
	for _, p := range build.BuiltinProfileSummaries() {
		for i, line := range strings.Split(p.Summary, "\n") {
			name := ""
			if i == 0 {
				name = p.Name
			}
			fmt.Fprintf(&b, "  %-13s %s\n", name, line)
		}
	}
	return b.String()
}

// familiesHelp lists the task families as build knows them.
func familiesHelp() string {
	var b strings.Builder
	for _, f := range build.Families() {
		d, _ := build.FamilyDescription(f)
		fmt.Fprintf(&b, "  %-29s %s\n", f, d)
	}
	return strings.TrimRight(b.String(), "\n")
}
