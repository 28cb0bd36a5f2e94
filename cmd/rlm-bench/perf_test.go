package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/bench/perf"
	"github.com/rlm-go/rlm/internal/cli"
)

func TestPerfCmd(t *testing.T) {
	root := newRootCmd()
	var out bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&bytes.Buffer{})
	root.SetArgs([]string{"perf", "--size", "256KB", "--runs", "1", "--json"})
	if err := root.ExecuteContext(context.Background()); err != nil {
		t.Fatal(err)
	}
	var rep perf.Report
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatalf("--json printed %q: %v", out.String(), err)
	}
	if rep.Size != 256<<10 || rep.Runs != 1 || len(rep.Rows) == 0 {
		t.Fatalf("report: size %d runs %d rows %d", rep.Size, rep.Runs, len(rep.Rows))
	}
	for _, row := range rep.Rows {
		if row.Median[perf.GPython] <= 0 {
			t.Errorf("%s: no gpython time", row.Op)
		}
	}

	root = newRootCmd()
	root.SetOut(&bytes.Buffer{})
	root.SetErr(&bytes.Buffer{})
	root.SetArgs([]string{"perf", "--size", "lots"})
	if err := root.ExecuteContext(context.Background()); !cli.IsUsage(err) {
		t.Fatalf("--size lots: %v, want a usage error", err)
	}

	for _, args := range [][]string{
		{"perf", "--baseline", filepath.Join(t.TempDir(), "missing")},
		{"perf", "--baseline", os.Args[0], "--rounds", "0"},
	} {
		if code, _, stderr := runCLI(t, args...); code != 2 || !strings.Contains(stderr, "--") {
			t.Errorf("%v: exit %d, %q; want a usage error (2) naming the flag", args, code, stderr)
		}
	}
}
