package main

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"

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
max_coverage_drop, or if the (1 − alpha) paired interval lies wholly below zero
(a significant regression); promote if the gain is at least min_score_delta, the
(1 − alpha) paired interval excludes zero and, when rows carry an objective,
its gain is at least min_objective_delta; otherwise keep A. Thresholds come
from the defaults, then --profile (its ab_thresholds object), then flags.

RUN_A and RUN_B are run directories holding results.jsonl, run names under
DATA/runs (as rlm-bench run names them), or results.jsonl files; comparing a
run with itself is refused. report.md, report.json and report.html are written
to --out, by default ab-<A>-vs-<B> named after the two runs. A report is never
overwritten: the default directory gets a suffix (-2, -3, …) when it already
holds one, and an --out that already holds one is refused.`,
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
			if os.Getenv("GOGC") == "" {
				// ab's heap is mostly rows it keeps to the end, so the
				// collector's default headroom (as much again) is mostly
				// peak RSS. GOGC overrides.
				defer debug.SetGCPercent(debug.SetGCPercent(abGCPercent))
			}
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
			if sameRun(runA, runB) {
				return cli.Usagef("RUN_A and RUN_B are the same run (%s): compare two different runs", runA)
			}
			load := abLoader(cmd.ErrOrStderr())
			if err := checkPairable(runA, runB, load); err != nil {
				return err
			}
			if !cmd.Flags().Changed("out") {
				opts.OutDir = defaultABOut(runA, runB)
			}
			if opts.OutDir != "" {
				out, err := freshOutDir(opts.OutDir, !cmd.Flags().Changed("out"))
				if err != nil {
					return err
				}
				if out != opts.OutDir {
					fmt.Fprintf(cmd.ErrOrStderr(), "ab: %s already holds a report; writing to %s instead\n", opts.OutDir, out)
				}
				opts.OutDir = out
			}
			opts.RunA, opts.RunB, opts.Thresholds, opts.Load = runA, runB, th, load
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
	f.StringVar(&opts.OutDir, "out", "", "`DIR` for report.md, report.json and report.html (default ab-<A>-vs-<B>, with -2, -3, … added when taken; an --out already holding a report is refused; \"\" writes none)")
	f.StringVar(&opts.Format, "format", "md", "what to print on stdout: md (summary) or json (report.json)")
	f.StringVar(&dataDir, "data", build.DefaultDataDir, "data `DIR` whose runs/ holds runs named by name")
	return cmd
}

// abGCPercent is the collector's target while ab runs: a heap a quarter
// again its live rows before a collection, instead of twice (at 300,000
// rows a run: peak RSS 276 MB instead of 354, for the same CPU time).
const abGCPercent = 25

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
func checkPairable(runA, runB string, load func(string) ([]ab.Row, error)) error {
	// Both runs are read at once, one core each.
	var b []ab.Row
	var errB error
	done := make(chan struct{})
	go func() {
		defer close(done)
		b, errB = load(runB)
	}()
	a, err := load(runA)
	<-done
	if err != nil {
		return &cli.UsageError{Err: fmt.Errorf("RUN_A: %w", err)}
	}
	if errB != nil {
		return &cli.UsageError{Err: fmt.Errorf("RUN_B: %w", errB)}
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

func pairKey(r ab.Row) string { return fmt.Sprintf("%s\x00%d", r.TaskID, r.Epoch) }

// sameRun reports whether two run arguments name the same results file.
func sameRun(runA, runB string) bool {
	resolve := func(p string) (string, error) {
		if run.IsSharded(p) {
			return p, nil // the directory itself: it may have no results.jsonl
		}
		return ab.ResolveResults(p)
	}
	pa, errA := resolve(runA)
	pb, errB := resolve(runB)
	if errA != nil || errB != nil {
		return false // checkPairable names what is missing
	}
	sa, errA := os.Stat(pa)
	sb, errB := os.Stat(pb)
	return errA == nil && errB == nil && os.SameFile(sa, sb)
}

// runLabel is a run's name for the report directory: the run directory's
// base name (the parent's, for a results.jsonl path).
func runLabel(path string) string {
	p := filepath.Clean(path)
	if st, err := os.Stat(p); err == nil && !st.IsDir() {
		p = filepath.Dir(p)
	}
	if abs, err := filepath.Abs(p); err == nil {
		p = abs
	}
	name := strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_', r == '.':
			return r
		}
		return '_'
	}, filepath.Base(p))
	if strings.Trim(name, "._") == "" {
		return "run"
	}
	return name
}

// defaultABOut is where a comparison's report goes when --out is not
// given: named after the two runs, in the current directory.
func defaultABOut(runA, runB string) string {
	return "ab-" + runLabel(runA) + "-vs-" + runLabel(runB)
}

// hasReport reports whether dir already holds any of ab's report files.
func hasReport(dir string) bool {
	for _, f := range []string{"report.md", "report.json", "report.html"} {
		if fileExists(filepath.Join(dir, f)) {
			return true
		}
	}
	return false
}

// freshOutDir returns a directory that holds no report yet: dir itself,
// or, when suffix is allowed, the first free dir-2, dir-3, …; without
// suffix a dir holding a report is a usage error.
func freshOutDir(dir string, suffix bool) (string, error) {
	if !hasReport(dir) {
		return dir, nil
	}
	if !suffix {
		return "", cli.Usagef("--out %s already holds a report; pick another directory or remove it", dir)
	}
	for i := 2; ; i++ {
		d := fmt.Sprintf("%s-%d", dir, i)
		if !hasReport(d) {
			return d, nil
		}
	}
}
