package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// ab refuses to compare a run with itself, names its report directory
// after the two runs, and never overwrites a report: the default directory
// gets a suffix (and says so), an explicit --out holding one is refused.
func TestABSameRunAndReportDirectory(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	data := filepath.Join(dir, "data")
	for _, name := range []string{"champion", "candidate"} {
		var rows strings.Builder
		for i := range 6 {
			fmt.Fprintf(&rows, `{"task_id":"t%d","epoch":1,"family":"f","score":%d}`+"\n", i, i%2)
		}
		writeFile(t, filepath.Join(data, "runs", name, "results.jsonl"), rows.String())
	}
	champ := filepath.Join(data, "runs", "champion")

	for _, args := range [][]string{
		{"ab", "champion", "champion", "--data", data},
		{"ab", champ, filepath.Join(champ, "results.jsonl")},
		{"ab", champ + "/", "champion", "--data", data},
	} {
		code, _, stderr := runCLI(t, args...)
		if code != 2 || !strings.Contains(stderr, "same run") {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 refusing the same run", args, code, stderr)
		}
	}

	code, _, stderr := runCLI(t, "ab", "champion", "candidate", "--data", data)
	if code != 0 || !strings.Contains(stderr, "in ab-champion-vs-candidate") {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	first, err := os.ReadFile(filepath.Join(dir, "ab-champion-vs-candidate", "report.md"))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "ab-champion-vs-candidate", "report.md"), []byte("kept\n"), 0o644)
	code, _, stderr = runCLI(t, "ab", "champion", "candidate", "--data", data)
	if code != 0 || !strings.Contains(stderr, "ab-champion-vs-candidate already holds a report; writing to ab-champion-vs-candidate-2 instead") {
		t.Fatalf("second ab: exit %d, stderr %q", code, stderr)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "ab-champion-vs-candidate", "report.md")); string(b) != "kept\n" {
		t.Error("the first report was overwritten")
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "ab-champion-vs-candidate-2", "report.md")); string(b) != string(first) {
		t.Error("the second report is not in ab-champion-vs-candidate-2")
	}

	code, stdout, stderr := runCLI(t, "ab", "champion", "candidate", "--data", data, "--out", "ab-champion-vs-candidate")
	if code != 2 || stdout != "" || !strings.Contains(stderr, "--out ab-champion-vs-candidate already holds a report") {
		t.Errorf("explicit --out over a report: exit %d, stderr %q; want exit 2", code, stderr)
	}
}
