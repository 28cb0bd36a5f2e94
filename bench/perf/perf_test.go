package perf

import (
	"bytes"
	"context"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// TestRunSmall runs the whole suite once on a 1 MB context: every row must
// have a positive time for gpython (and for CPython when python3 exists)
// and the table must name every op.
func TestRunSmall(t *testing.T) {
	_, lookErr := exec.LookPath("python3")
	rep, err := Run(context.Background(), Options{Size: 1 << 20, Runs: 1, HostCalls: 20})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Rows) != len(ops(1<<20, 20)) {
		t.Fatalf("got %d rows, want %d", len(rep.Rows), len(ops(1<<20, 20)))
	}
	for _, row := range rep.Rows {
		if row.Median[GPython] <= 0 {
			t.Errorf("%s: gpython median %v", row.Op, row.Median[GPython])
		}
		if lookErr == nil && row.Median[CPython] <= 0 {
			t.Errorf("%s: cpython median %v (cpython error %q)", row.Op, row.Median[CPython], rep.CPythonError)
		}
		if row.Status == "" {
			t.Errorf("%s: no status", row.Op)
		}
	}
	var buf bytes.Buffer
	if err := rep.WriteTable(&buf); err != nil {
		t.Fatal(err)
	}
	for _, o := range ops(1<<20, 20) {
		if !strings.Contains(buf.String(), o.name) {
			t.Errorf("table lacks %s:\n%s", o.name, buf.String())
		}
	}
}

func TestMedian(t *testing.T) {
	for _, tc := range []struct {
		in   []time.Duration
		want time.Duration
	}{
		{nil, 0},
		{[]time.Duration{5}, 5},
		{[]time.Duration{9, 1, 5}, 5},
		{[]time.Duration{4, 1, 3, 2}, 2},
		{[]time.Duration{7, 7, 1, 100, 7}, 7},
	} {
		if got := Median(tc.in); got != tc.want {
			t.Errorf("Median(%v) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

func TestTargetStatus(t *testing.T) {
	ms := time.Millisecond
	for _, tc := range []struct {
		t    target
		med  map[string]time.Duration
		want string
	}{
		{target{ratio: 3}, map[string]time.Duration{GPython: 3 * ms, CPython: ms}, Met},
		{target{ratio: 3}, map[string]time.Duration{GPython: 4 * ms, CPython: ms}, Missed},
		{target{ratio: 3}, map[string]time.Duration{GPython: 4 * ms}, Unknown},
		{target{backend: GPython, max: ms}, map[string]time.Duration{GPython: ms / 2}, Met},
		{target{backend: GPython, max: ms}, map[string]time.Duration{GPython: ms}, Missed},
		{target{backend: CPython, max: ms}, map[string]time.Duration{GPython: ms / 2}, Unknown},
	} {
		if got := tc.t.status(tc.med); got != tc.want {
			t.Errorf("%s with %v: %s, want %s", tc.t, tc.med, got, tc.want)
		}
	}
}

func TestParseSize(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int
		ok   bool
	}{
		{"50MB", 50 << 20, true},
		{"50mb", 50 << 20, true},
		{"512KiB", 512 << 10, true},
		{"1G", 1 << 30, true},
		{"1000000", 1000000, true},
		{"1.5M", 3 << 19, true},
		{"", 0, false},
		{"-1MB", 0, false},
		{"fifty", 0, false},
		{"100GB", 0, false},
	} {
		got, err := ParseSize(tc.in)
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("ParseSize(%q) = %d, %v; want %d, ok=%v", tc.in, got, err, tc.want, tc.ok)
		}
	}
}

func TestText(t *testing.T) {
	a, b := Text(100000), Text(100000)
	if len(a) != 100000 || a != b {
		t.Fatalf("Text is not %d deterministic bytes (len %d)", 100000, len(a))
	}
	if strings.Contains(a, "zebra") {
		t.Fatal("the find benchmark's needle must not occur in the text")
	}
	if strings.Count(a, "\n") < 1000 {
		t.Fatalf("want lines of about 80 characters, got %d newlines", strings.Count(a, "\n"))
	}
}
