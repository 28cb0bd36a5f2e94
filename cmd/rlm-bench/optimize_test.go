package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// optimize shows progress inside a cycle: what it evaluates, then one line
// per task as bench/run finishes it, on stderr.
func TestOptimizeShowsTaskProgress(t *testing.T) {
	dir := t.TempDir()
	pool := writePool(t, dir, 10)
	code, stdout, stderr := runCLI(t, "optimize", "--model", "mock", "--method", "direct", "--pool", pool,
		"--data", dir, "--out", filepath.Join(dir, "opt"), "--max-cycles", "1", "--minibatch", "2", "--bootstrap", "100")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	if strings.Contains(stdout, "run: [") {
		t.Error("task progress went to stdout")
	}
	for _, want := range []string{
		`optimize: start prompt on validation: 3 of 3 tasks to run\n(run: \[[123]/3\] t\d+ e1 \w+ score [0-9.]+ [0-9.]+s.*\n){3}`,
		`optimize: cycle 1: parent \w+ on the minibatch: 2 of 2 tasks to run\n(run: \[[12]/2\] .*\n){2}`,
	} {
		if !regexp.MustCompile(want).MatchString(stderr) {
			t.Errorf("stderr lacks %q:\n%s", want, stderr)
		}
	}
}
