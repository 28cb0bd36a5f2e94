package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/rlm-go/rlm/bench/ab"
)

func newABCmd() *cobra.Command {
	var (
		opts          ab.Options
		profile       string
		minScoreDelta float64
		alpha         float64
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

RUN_A and RUN_B are run directories holding results.jsonl, or the files
themselves. report.md, report.json and report.html are written to --out.`,
		Example: `  # compare a candidate prompt's run against the champion's
  rlm-bench ab runs/champion runs/candidate --out reports/cand-vs-champ

  # thresholds from a build profile, stricter score delta, JSON for scripts
  rlm-bench ab runs/a/results.jsonl runs/b/results.jsonl \
      --profile bench/profiles/optimize_v1.json --min-score-delta 0.05 --format json | jq .decision`,
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			if opts.Format != "md" && opts.Format != "json" {
				return fmt.Errorf("--format must be md or json, got %q", opts.Format)
			}
			th := ab.DefaultThresholds()
			if profile != "" {
				var err error
				if th, err = ab.LoadProfile(profile, th); err != nil {
					return err
				}
			}
			if cmd.Flags().Changed("min-score-delta") {
				th.MinScoreDelta = minScoreDelta
			}
			if cmd.Flags().Changed("alpha") {
				th.Alpha = alpha
			}
			if err := th.Validate(); err != nil {
				return err
			}
			opts.RunA, opts.RunB, opts.Thresholds = args[0], args[1], th
			rep, err := ab.Run(cmd.Context(), opts)
			if err != nil {
				return err
			}
			return rep.Write(cmd.OutOrStdout(), opts.Format)
		},
	}
	def := ab.DefaultThresholds()
	f := cmd.Flags()
	f.Int64Var(&opts.Seed, "seed", 1, "seed of the paired bootstrap")
	f.IntVar(&opts.Bootstrap, "bootstrap", 10000, "bootstrap resamples")
	f.StringVar(&profile, "profile", "", "profile JSON whose ab_thresholds object sets the thresholds")
	f.Float64Var(&minScoreDelta, "min-score-delta", def.MinScoreDelta, "smallest mean score gain (B − A) that can promote B")
	f.Float64Var(&alpha, "alpha", def.Alpha, "significance level: the (1 − alpha) interval must exclude zero to promote")
	f.StringVar(&opts.OutDir, "out", "ab-report", "directory for report.md, report.json and report.html")
	f.StringVar(&opts.Format, "format", "md", "what to print on stdout: md (summary) or json (report.json)")
	return cmd
}
