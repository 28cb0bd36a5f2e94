package main

import (
	"fmt"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/ab"
	"github.com/rlm-go/rlm/bench/build"
	"github.com/rlm-go/rlm/bench/run"
	"github.com/rlm-go/rlm/internal/cli"
)

func newABCmd() *cobra.Command {
	var (
		opts          ab.Options
		profile       string
		minScoreDelta float64
		alpha         float64
		dataDir       string
	)
	cmd := &cobra.Command{
		Use:   "ab RUN_A RUN_B",
		Short: "Compare two runs task by task, with paired statistics and a promote/keep/reject decision",
		Long: `Compare two runs of the same task pool. Rows are paired by (task_id, epoch); only
paired rows are compared, and the report says what did not pair.

For the score difference B − A it reports the mean with SE and 95% t interval,
a seeded paired-bootstrap interval, paired t and Wilcoxon signed-rank p-values,
the exact McNemar test when scores are 0/1, standard errors clustered by source
document, win/tie/loss counts, per-family rows, cost/token/latency differences,
and a power note when the sample is too small to detect the observed effect.

Decision: reject if B has fewer self-assessments than min_assessment_volume
(only when rows carry them) or delegation coverage drops by more than
max_coverage_drop; promote if the gain is at least min_score_delta, the
(1 − alpha) paired interval excludes zero and, when rows carry an objective,
its gain is at least min_objective_delta; otherwise keep A. Thresholds come
from the defaults, then --profile (its ab_thresholds object), then flags.

RUN_A and RUN_B are run directories holding results.jsonl, run names under
DATA/runs (as rlm-bench run names them), or results.jsonl files. report.md, report.json and report.html are written to --out.`,
		Example: `  # compare a candidate prompt's run against the champion's
  rlm-bench ab runs/champion runs/candidate --out reports/cand-vs-champ

  # thresholds from a build profile, stricter score delta, JSON for scripts
  rlm-bench ab runs/a/results.jsonl runs/b/results.jsonl \
      --profile bench_data/pools/starter/profile.json --min-score-delta 0.05 --format json | jq .decision`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 2 {
				return cli.Usagef("want two runs, RUN_A and RUN_B (run directories, run names under DATA/runs, or results.jsonl files), got %d", len(args))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if opts.Format != "md" && opts.Format != "json" {
				return cli.Usagef("--format must be md or json, got %q", opts.Format)
			}
			if opts.Bootstrap < 0 {
				return cli.Usagef("--bootstrap must not be negative, got %d", opts.Bootstrap)
			}
			th := ab.DefaultThresholds()
			if profile != "" {
				var err error
				if th, err = ab.LoadProfile(profile, th); err != nil {
					return &cli.UsageError{Err: fmt.Errorf("--profile: %w", jsonErrorAt(profile, err))}
				}
			}
			if cmd.Flags().Changed("min-score-delta") {
				th.MinScoreDelta = minScoreDelta
			}
			if cmd.Flags().Changed("alpha") {
				th.Alpha = alpha
			}
			if err := th.Validate(); err != nil {
				return &cli.UsageError{Err: err}
			}
			runA, runB := resolveRun(args[0], dataDir), resolveRun(args[1], dataDir)
			if err := checkPairable(runA, runB); err != nil {
				return err
			}
			opts.RunA, opts.RunB, opts.Thresholds = runA, runB, th
			rep, err := ab.Run(cmd.Context(), opts)
			if err != nil {
				return err
			}
			if err := rep.Write(cmd.OutOrStdout(), opts.Format); err != nil {
				return err
			}
			if opts.OutDir != "" {
				fmt.Fprintf(cmd.ErrOrStderr(), "ab: report.md, report.json and report.html in %s\n", opts.OutDir)
			}
			return nil
		},
	}
	def := ab.DefaultThresholds()
	f := cmd.Flags()
	f.Int64Var(&opts.Seed, "seed", 1, "seed of the paired bootstrap")
	f.IntVar(&opts.Bootstrap, "bootstrap", 10000, "bootstrap resamples (0: the library default, 10000)")
	f.StringVar(&profile, "profile", "", "profile JSON whose ab_thresholds object sets the thresholds")
	f.Float64Var(&minScoreDelta, "min-score-delta", def.MinScoreDelta, "smallest mean score gain (B − A) that can promote B")
	f.Float64Var(&alpha, "alpha", def.Alpha, "significance level: the (1 − alpha) interval must exclude zero to promote")
	f.StringVar(&opts.OutDir, "out", "ab-report", `directory for report.md, report.json and report.html ("": write none)`)
	f.StringVar(&opts.Format, "format", "md", "what to print on stdout: md (summary) or json (report.json)")
	f.StringVar(&dataDir, "data", build.DefaultDataDir, "data `DIR` whose runs/ holds runs named by name")
	return cmd
}

// resolveRun turns a run name into DATA/runs/NAME when no file or directory
// of that name exists here; anything else is left for ab to read (and to
// report as missing).
func resolveRun(arg, dataDir string) string {
	if fileExists(arg) {
		return arg
	}
	if p := filepath.Join(dataDir, run.RunsDir, arg); fileExists(p) {
		return p
	}
	return arg
}

// checkPairable reads both runs' rows before anything is written, so a
// missing or malformed results file, or two runs with no (task, epoch) in
// common (runs of different pools), stop the comparison with a usage error
// instead of an empty report.
func checkPairable(runA, runB string) error {
	a, err := ab.LoadResults(runA)
	if err != nil {
		return &cli.UsageError{Err: fmt.Errorf("RUN_A: %w", err)}
	}
	b, err := ab.LoadResults(runB)
	if err != nil {
		return &cli.UsageError{Err: fmt.Errorf("RUN_B: %w", err)}
	}
	if len(a) == 0 || len(b) == 0 {
		empty := runA
		if len(a) > 0 {
			empty = runB
		}
		return cli.Usagef("%s has no result rows yet: finish the run (rlm-bench run resumes it) before comparing", empty)
	}
	keys := make(map[string]bool, len(a))
	for _, r := range a {
		keys[pairKey(r)] = true
	}
	for _, r := range b {
		if keys[pairKey(r)] {
			return nil
		}
	}
	return cli.Usagef("%s and %s share no (task_id, epoch): they look like runs of different pools (e.g. %s vs %s); compare two runs of the same pool",
		runA, runB, a[0].TaskID, b[0].TaskID)
}

func pairKey(r bench.Result) string { return fmt.Sprintf("%s\x00%d", r.TaskID, r.Epoch) }
