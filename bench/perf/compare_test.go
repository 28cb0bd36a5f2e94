package perf

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"
)

// fakeReport is a perf report with one row per op: gpython and CPython
// medians in microseconds (CPython 0: not measured).
func fakeReport(rows map[string][2]int) Report {
	var rep Report
	for _, op := range []string{"split", "loop", "cell"} {
		t, ok := rows[op]
		if !ok {
			continue
		}
		row := Row{Op: op, Median: map[string]time.Duration{GPython: time.Duration(t[0]) * time.Microsecond}}
		if t[1] > 0 {
			row.Median[CPython] = time.Duration(t[1]) * time.Microsecond
			row.Ratio = float64(t[0]) / float64(t[1])
		}
		rep.Rows = append(rep.Rows, row)
	}
	return rep
}

func TestCompare(t *testing.T) {
	// Per round, per executable: split's ratio stays at 1.0 for the
	// baseline and 1.05 for the current (within 10%); loop's goes from 2.0
	// to 2.4 (worse by 20%), with one wild round each that the median
	// drops; cell has no CPython time, so its gpython time is compared.
	data := map[string][]map[string][2]int{
		"old": {
			{"split": {100, 100}, "loop": {200, 100}, "cell": {300, 0}},
			{"split": {100, 100}, "loop": {900, 100}, "cell": {300, 0}},
			{"split": {100, 100}, "loop": {200, 100}, "cell": {310, 0}},
		},
		"new": {
			{"split": {105, 100}, "loop": {240, 100}, "cell": {320, 0}},
			{"split": {105, 100}, "loop": {240, 100}, "cell": {320, 0}},
			{"split": {105, 100}, "loop": {100, 100}, "cell": {900, 0}},
		},
	}
	var order []string
	next := map[string]int{}
	measure := func(ctx context.Context, exe string, args []string) (Report, error) {
		if strings.Join(args, " ") != "--size 1MB" {
			t.Errorf("%s run with %q", exe, args)
		}
		order = append(order, exe)
		i := next[exe]
		next[exe]++
		return fakeReport(data[exe][i]), nil
	}
	c, err := Compare(context.Background(), CompareOptions{Current: "new", Baseline: "old", Args: []string{"--size", "1MB"}, Rounds: 3, Measure: measure})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(order, " "); got != "old new new old old new" {
		t.Errorf("run order %q: rounds must alternate which runs first", got)
	}
	want := []struct {
		op, measure string
		base, cur   float64
		regressed   bool
	}{
		{"split", "ratio", 1.0, 1.05, false},
		{"loop", "ratio", 2.0, 2.4, true},
		{"cell", "gpython", float64(300 * time.Microsecond), float64(320 * time.Microsecond), false},
	}
	if len(c.Rows) != len(want) {
		t.Fatalf("%d rows, want %d: %+v", len(c.Rows), len(want), c.Rows)
	}
	for i, w := range want {
		r := c.Rows[i]
		if r.Op != w.op || r.Measure != w.measure || !near(r.Baseline, w.base) || !near(r.Current, w.cur) || r.Regressed != w.regressed || !near(r.Change, w.cur/w.base) {
			t.Errorf("row %d: %+v, want %+v", i, r, w)
		}
	}
	if got := c.Regressions(); len(got) != 1 || got[0] != "loop" {
		t.Errorf("regressions %v, want [loop]", got)
	}
	var out bytes.Buffer
	if err := c.WriteTable(&out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "worse than the baseline by more than 10%: loop") {
		t.Errorf("table lacks the verdict:\n%s", out.String())
	}

	failing := func(ctx context.Context, exe string, args []string) (Report, error) {
		return Report{}, errors.New("exit status 2")
	}
	if _, err := Compare(context.Background(), CompareOptions{Current: "new", Baseline: "old", Rounds: 1, Measure: failing}); err == nil || !strings.Contains(err.Error(), "round 1, old: exit status 2") {
		t.Errorf("a failing run: %v", err)
	}
}

func near(a, b float64) bool { return a-b < 1e-9 && b-a < 1e-9 }
