package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/bench"
)

// TestRunToolsStarterAndAB: the starter pool runs with the tools strategy
// on the mock's dry-run policy, every task to an answer; the tools rows
// score S-NIAH at least as well as the REPL's; and ab compares the two runs.
func TestRunToolsStarterAndAB(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the starter pool")
	}
	dir := t.TempDir()
	t.Chdir(dir)
	data := filepath.Join(dir, "data")
	rows := map[string][]bench.Result{}
	for _, c := range []struct{ method, run string }{
		{"tools", "default-mock-tools"},
		{"rlm", "default-mock-rlm-gpython"},
	} {
		code, out, stderr := runCLI(t, "run", "--pool", "starter", "--model", "mock", "--data", data, "--eval", "gpython", "--method", c.method)
		if code != 0 {
			t.Fatalf("--method %s: exit %d\n%s", c.method, code, stderr)
		}
		if !strings.Contains(out, "| sniah ") {
			t.Errorf("--method %s: no summary table:\n%s", c.method, out)
		}
		r, _, err := bench.ReadResults(filepath.Join(data, "runs", c.run, "results.jsonl"))
		if err != nil || len(r) != 40 {
			t.Fatalf("--method %s: %d rows, %v; want the 40 starter tasks", c.method, len(r), err)
		}
		rows[c.method] = r
	}
	sniah := map[string]float64{}
	for method, rs := range rows {
		for _, r := range rs {
			if r.Method != method {
				t.Errorf("%s row %s records method %q", method, r.TaskID, r.Method)
			}
			if method == "tools" && r.Status != "ok" {
				t.Errorf("tools task %s ended %s: %s", r.TaskID, r.Status, r.Error)
			}
			if r.Family == "sniah" {
				sniah[method] += r.Score
			}
		}
	}
	t.Logf("S-NIAH score sums on the dry-run mock: tools %.2f, rlm %.2f (of 12)", sniah["tools"], sniah["rlm"])
	if sniah["tools"] < sniah["rlm"] || sniah["tools"] == 0 {
		t.Errorf("tools scores S-NIAH %.2f, the REPL %.2f: the dry run should find the needles with context_search", sniah["tools"], sniah["rlm"])
	}

	code, _, stderr := runCLI(t, "ab", "default-mock-rlm-gpython", "default-mock-tools", "--data", data, "--out", "ab-repl-vs-tools")
	if code != 0 {
		t.Fatalf("ab: exit %d\n%s", code, stderr)
	}
	report, err := os.ReadFile(filepath.Join(dir, "ab-repl-vs-tools", "report.md"))
	if err != nil || !strings.Contains(string(report), "default-mock-tools") {
		t.Errorf("ab report: %v\n%.500s", err, report)
	}
}

func TestRunStrategyFlags(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"run", "--model", "mock", "--data", dir, "--strategy", "shell"}, `--strategy "shell"`},
		{[]string{"run", "--model", "mock", "--data", dir, "--method", "direct", "--strategy", "tools"}, "--strategy tools is for the engine"},
	} {
		code, _, stderr := runCLI(t, c.args...)
		if code != 2 || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and %q", c.args, code, stderr, c.want)
		}
	}
}
