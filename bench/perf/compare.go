package perf

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"text/tabwriter"
	"time"
)

// MaxSlowdown is how much worse than the baseline's a ratio may get before
// Compare calls it a regression: the 10% of issue 17's "what must hold".
const MaxSlowdown = 0.10

// CompareOptions configures Compare.
type CompareOptions struct {
	// Current and Baseline are rlm-bench executables. Each is run as
	// `EXE perf --json ARGS...` once per round.
	Current, Baseline string
	// Args are the perf flags both are run with (--size, --runs, --python).
	Args []string
	// Rounds of one run each; the comparison takes the median across
	// rounds. Default 5.
	Rounds int
	// Measure runs one executable's perf and returns its report; nil runs
	// it as a process (MeasureExe).
	Measure func(ctx context.Context, exe string, args []string) (Report, error)
	// Progress, when set, gets a line per run.
	Progress io.Writer
}

// Comparison is the outcome of Compare.
type Comparison struct {
	Current    string        `json:"current"`
	Baseline   string        `json:"baseline"`
	Args       []string      `json:"args"`
	Rounds     int           `json:"rounds"`
	LoadBefore string        `json:"load_before,omitempty"`
	LoadAfter  string        `json:"load_after,omitempty"`
	Rows       []CompareRow  `json:"rows"`
	Elapsed    time.Duration `json:"elapsed_ns"`
}

// CompareRow is one operation across the rounds of both executables.
type CompareRow struct {
	Op string `json:"op"`
	// Measure is what is compared: "ratio" (gpython over CPython, the
	// figure the targets are on) or "gpython" (the gpython time, for an
	// operation without a CPython timing).
	Measure string `json:"measure"`
	// Baseline and Current are the medians across rounds of that measure
	// (a ratio, or nanoseconds).
	Baseline float64 `json:"baseline"`
	Current  float64 `json:"current"`
	// Change is Current over Baseline: above 1 is worse.
	Change float64 `json:"change"`
	// GPython is the median gpython time per executable, for reading a
	// ratio's change: its own time, not CPython's, is what a change to
	// the interpreter moves.
	GPython map[string]time.Duration `json:"gpython_ns"`
	// Regressed is set when Change exceeds 1 + MaxSlowdown.
	Regressed bool `json:"regressed"`
}

// Compare runs the perf of two executables in alternating order, round
// after round, so that a change of machine load hits both, and compares
// each operation's gpython/CPython ratio across them.
func Compare(ctx context.Context, opts CompareOptions) (Comparison, error) {
	if opts.Rounds <= 0 {
		opts.Rounds = 5
	}
	if opts.Measure == nil {
		opts.Measure = MeasureExe
	}
	start := time.Now()
	cmp := Comparison{Current: opts.Current, Baseline: opts.Baseline, Args: opts.Args, Rounds: opts.Rounds, LoadBefore: LoadAvg()}
	reports := map[string][]Report{}
	for round := range opts.Rounds {
		order := []string{opts.Baseline, opts.Current}
		if round%2 == 1 {
			order[0], order[1] = order[1], order[0]
		}
		for _, exe := range order {
			rep, err := opts.Measure(ctx, exe, opts.Args)
			if err != nil {
				return cmp, fmt.Errorf("round %d, %s: %w", round+1, exe, err)
			}
			reports[exe] = append(reports[exe], rep)
			if opts.Progress != nil {
				fmt.Fprintf(opts.Progress, "round %d/%d: %s done (load %s)\n", round+1, opts.Rounds, exe, LoadAvg())
			}
		}
	}
	cmp.Rows = compareRows(reports[opts.Baseline], reports[opts.Current])
	cmp.LoadAfter = LoadAvg()
	cmp.Elapsed = time.Since(start)
	return cmp, nil
}

// compareRows lines up the operations the baseline measured with the
// current ones, in the baseline's order.
func compareRows(base, cur []Report) []CompareRow {
	if len(base) == 0 {
		return nil
	}
	var rows []CompareRow
	for _, r := range base[0].Rows {
		bRatio, bG := opSeries(base, r.Op)
		cRatio, cG := opSeries(cur, r.Op)
		if len(cG) == 0 {
			continue // an operation the current perf no longer has
		}
		row := CompareRow{Op: r.Op, Measure: "ratio",
			GPython: map[string]time.Duration{"baseline": Median(bG), "current": Median(cG)}}
		if len(bRatio) == len(base) && len(cRatio) == len(cur) {
			row.Baseline, row.Current = Median(bRatio), Median(cRatio)
		} else {
			row.Measure = "gpython"
			row.Baseline, row.Current = float64(Median(bG)), float64(Median(cG))
		}
		if row.Baseline > 0 {
			row.Change = row.Current / row.Baseline
			row.Regressed = row.Change > 1+MaxSlowdown
		}
		rows = append(rows, row)
	}
	return rows
}

// opSeries is op's ratio and gpython median in each report that has them.
func opSeries(reps []Report, op string) (ratios []float64, gpython []time.Duration) {
	for _, rep := range reps {
		for _, row := range rep.Rows {
			if row.Op != op {
				continue
			}
			if row.Ratio > 0 {
				ratios = append(ratios, row.Ratio)
			}
			if g, ok := row.Median[GPython]; ok {
				gpython = append(gpython, g)
			}
		}
	}
	return ratios, gpython
}

// MeasureExe runs `exe perf --json args...` and reads its report.
func MeasureExe(ctx context.Context, exe string, args []string) (Report, error) {
	cmd := exec.CommandContext(ctx, exe, append([]string{"perf", "--json"}, args...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return Report{}, fmt.Errorf("%w: %s", err, firstLine(stderr.String()))
	}
	var rep Report
	if err := json.Unmarshal(out, &rep); err != nil {
		return Report{}, fmt.Errorf("its perf --json is not a report: %w", err)
	}
	if len(rep.Rows) == 0 {
		return Report{}, fmt.Errorf("its perf --json has no operations")
	}
	return rep, nil
}

// Regressions lists the operations whose change passes MaxSlowdown.
func (c Comparison) Regressions() []string {
	var ops []string
	for _, r := range c.Rows {
		if r.Regressed {
			ops = append(ops, r.Op)
		}
	}
	return ops
}

// WriteTable prints the comparison as an aligned table and a verdict.
func (c Comparison) WriteTable(w io.Writer) error {
	fmt.Fprintf(w, "baseline %s\ncurrent  %s\nperf %s, %d rounds alternated, medians across rounds", c.Baseline, c.Current, strings.Join(c.Args, " "), c.Rounds)
	if c.LoadBefore != "" {
		fmt.Fprintf(w, ", load %s -> %s", c.LoadBefore, c.LoadAfter)
	}
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "op\tmeasure\tbaseline\tcurrent\tchange\tgpython baseline\tgpython current\t\t")
	for _, r := range c.Rows {
		b, cu := fmt.Sprintf("%.3fx", r.Baseline), fmt.Sprintf("%.3fx", r.Current)
		if r.Measure == "gpython" {
			b, cu = fmtDur(time.Duration(r.Baseline)), fmtDur(time.Duration(r.Current))
		}
		verdict := ""
		if r.Regressed {
			verdict = fmt.Sprintf("worse by more than %.0f%%", MaxSlowdown*100)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%.3f\t%s\t%s\t%s\t\n", r.Op, r.Measure, b, cu, r.Change,
			fmtDur(r.GPython["baseline"]), fmtDur(r.GPython["current"]), verdict)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if bad := c.Regressions(); len(bad) > 0 {
		_, err := fmt.Fprintf(w, "worse than the baseline by more than %.0f%%: %s (elapsed %s)\n", MaxSlowdown*100, strings.Join(bad, ", "), c.Elapsed.Round(time.Second))
		return err
	}
	_, err := fmt.Fprintf(w, "no operation worse than the baseline by more than %.0f%% (elapsed %s)\n", MaxSlowdown*100, c.Elapsed.Round(time.Second))
	return err
}
