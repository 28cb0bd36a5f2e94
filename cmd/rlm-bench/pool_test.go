package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A pool whose task names a missing context file, or an unknown scorer,
// is refused before anything runs: exit 2 naming the file and line, and no
// run directory (so no error row a rerun would skip).
func TestRunValidatesPoolBeforeRunning(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "pool", "docs", "a.txt"), "the code is 7\n")
	for _, c := range []struct {
		name, line2, want string
	}{
		{"missing context file", `{"task_id":"b","context_path":"docs/missing.txt","query":"q","gold":"7","scorer":"contains"}`,
			`tasks.jsonl line 2: task b: context_path "docs/missing.txt"`},
		{"context path is a directory", `{"task_id":"b","context_path":"docs","query":"q","gold":"7","scorer":"contains"}`,
			"is not a regular file"},
		{"unknown scorer", `{"task_id":"b","context_path":"docs/a.txt","query":"q","gold":"7","scorer":"nosuch"}`,
			`tasks.jsonl line 2: unknown scorer "nosuch"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			pool := writeFile(t, filepath.Join(dir, "pool", "tasks.jsonl"),
				`{"task_id":"a","context_path":"docs/a.txt","query":"q","gold":"7","scorer":"contains"}`+"\n"+c.line2+"\n")
			data := filepath.Join(t.TempDir(), "data")
			code, stdout, stderr := runCLI(t, "run", "--model", "mock", "--method", "direct", "--data", data, "--pool", pool)
			if code != 2 || !strings.Contains(stderr, c.want) {
				t.Fatalf("exit %d, stderr %q; want exit 2 and %q", code, stderr, c.want)
			}
			if stdout != "" {
				t.Errorf("stdout %q, want nothing", stdout)
			}
			if _, err := os.Stat(filepath.Join(data, "runs")); err == nil {
				t.Error("a run directory was written for a pool that cannot run")
			}
		})
	}
}

// Resuming a run directory with other settings is the user's input to fix:
// exit 2, not 1.
func TestRunChangedSettingsExit2(t *testing.T) {
	dir := t.TempDir()
	pool := writePool(t, dir, 2)
	args := []string{"run", "--model", "mock", "--method", "direct", "--data", dir, "--pool", pool, "--name", "x"}
	if code, _, stderr := runCLI(t, append(args, "--context-window", "1000")...); code != 0 {
		t.Fatalf("first run: exit %d\n%s", code, stderr)
	}
	code, _, stderr := runCLI(t, append(args, "--context-window", "2000")...)
	if code != 2 || !strings.Contains(stderr, "holds a different run") || !strings.Contains(stderr, "context_window 1000, now 2000") {
		t.Fatalf("exit %d, stderr %q; want exit 2 and a different-run error", code, stderr)
	}
}

// Empty, binary and non-UTF-8 context files run, but each gets one warning
// on stderr with its path, however many tasks and epochs read it.
func TestRunWarnsAboutOddContexts(t *testing.T) {
	dir := t.TempDir()
	docs := filepath.Join(dir, "pool", "docs")
	writeFile(t, filepath.Join(docs, "good.txt"), "the code is 7\n")
	writeFile(t, filepath.Join(docs, "empty.txt"), "")
	writeFile(t, filepath.Join(docs, "bin.dat"), "PK\x03\x04\x00\x00the code is 7")
	writeFile(t, filepath.Join(docs, "latin1.txt"), "caf\xe9 cr\xe8me, the code is 7\n")
	var lines []string
	for i, f := range []string{"good.txt", "empty.txt", "bin.dat", "latin1.txt", "latin1.txt"} {
		lines = append(lines, `{"task_id":"t`+string(rune('0'+i))+`","context_path":"docs/`+f+`","query":"What is the code?","gold":"7","scorer":"contains"}`)
	}
	pool := writeFile(t, filepath.Join(dir, "pool", "tasks.jsonl"), strings.Join(lines, "\n")+"\n")
	code, _, stderr := runCLI(t, "run", "--model", "mock", "--method", "direct", "--data", dir, "--pool", pool, "--epochs", "2")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	for _, c := range []struct{ file, why string }{
		{"empty.txt", "is empty"},
		{"bin.dat", "looks binary"},
		{"latin1.txt", "is not valid UTF-8: 2 invalid bytes read as U+FFFD"},
	} {
		path := filepath.Join(docs, c.file)
		if n := strings.Count(stderr, "warning: context file "+path+" "); n != 1 {
			t.Errorf("%d warnings for %s, want 1\n%s", n, path, stderr)
		}
		if !strings.Contains(stderr, path+" "+c.why) {
			t.Errorf("no %q warning for %s\n%s", c.why, path, stderr)
		}
	}
	if strings.Contains(stderr, "good.txt") {
		t.Errorf("a good context file was warned about\n%s", stderr)
	}
}
