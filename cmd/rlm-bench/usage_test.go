package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func writeFile(t *testing.T, path, text string) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// A bad command line or input file exits 2 with a message naming the flag
// or file (and line), and writes nothing.
func TestCommandLineAndInputErrors(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	goodRun := filepath.Join(dir, "runA")
	writeFile(t, filepath.Join(goodRun, "results.jsonl"), `{"task_id":"t1","epoch":1,"score":1}`+"\n")
	otherPool := filepath.Join(dir, "runOther")
	writeFile(t, filepath.Join(otherPool, "results.jsonl"), `{"task_id":"x9","epoch":1,"score":0}`+"\n")
	badRows := filepath.Join(dir, "runBad")
	writeFile(t, filepath.Join(badRows, "results.jsonl"), `{"task_id":"t1","epoch":1,"score":1}`+"\n"+`{"task_id": "t2", "epoch": `+"\n")
	emptyRun := filepath.Join(dir, "runEmpty")
	writeFile(t, filepath.Join(emptyRun, "results.jsonl"), "")
	badPool := writeFile(t, filepath.Join(dir, "badpool", "tasks.jsonl"),
		`{"task_id":"a","context":"c","query":"q","gold":"g"}`+"\n"+`{"task_id": "b",`+"\n")
	emptyPool := writeFile(t, filepath.Join(dir, "empty.jsonl"), "")
	badProfile := writeFile(t, filepath.Join(dir, "profile.json"), "{\n  \"name\": \"x\",\n  \"families\": [\"sniah\"],\n}\n")
	badManifest := writeFile(t, filepath.Join(dir, "manifest.json"), "{\n \"version\": 1,\n \"sources\": [\n  {\"id\": \"a\"},\n ]\n}\n")
	abOut := filepath.Join(dir, "ab-out")
	optOut := filepath.Join(dir, "opt-out")
	pullOut := filepath.Join(dir, "pull-out")
	goodPool := writePool(t, dir, 12)

	for _, c := range []struct {
		name string
		args []string
		want string
	}{
		{"unknown verb", []string{"quickstart"}, `unknown command "quickstart"`},
		{"stray argument", []string{"run", "--model", "mock", "extra"}, `unknown command "extra"`},
		{"ab one run", []string{"ab", goodRun}, "want two runs"},
		{"ab missing run", []string{"ab", goodRun, filepath.Join(dir, "nope"), "--out", abOut}, "RUN_B: run " + filepath.Join(dir, "nope")},
		{"ab malformed row", []string{"ab", goodRun, badRows, "--out", abOut}, "runBad/results.jsonl:2:"},
		{"ab empty run", []string{"ab", goodRun, emptyRun, "--out", abOut}, "has no result rows yet"},
		{"ab runs of different pools", []string{"ab", goodRun, otherPool, "--out", abOut}, "share no (task_id, epoch)"},
		{"ab format", []string{"ab", goodRun, goodRun, "--format", "xml", "--out", abOut}, `--format must be md or json`},
		{"ab alpha", []string{"ab", goodRun, goodRun, "--alpha", "2", "--out", abOut}, "alpha"},
		{"ab malformed profile", []string{"ab", goodRun, goodRun, "--profile", badProfile, "--out", abOut}, "profile.json:4:1:"},
		{"ab bootstrap", []string{"ab", goodRun, goodRun, "--bootstrap", "-1", "--out", abOut}, "--bootstrap"},
		{"run malformed pool", []string{"run", "--model", "mock", "--data", data, "--pool", filepath.Dir(badPool)}, "tasks.jsonl line 2"},
		{"run missing pool", []string{"run", "--model", "mock", "--data", data, "--pool", filepath.Join(dir, "nope.jsonl")}, "not a tasks.jsonl file"},
		{"run empty pool", []string{"run", "--model", "mock", "--data", data, "--pool", emptyPool}, "no tasks"},
		{"run zero iterations", []string{"run", "--model", "mock", "--data", data, "--max-iterations", "0"}, "--max-iterations"},
		{"build malformed profile", []string{"build", "--profile", badProfile, "--data", data}, "profile.json:4:1:"},
		{"build unknown profile", []string{"build", "--profile", "nosuch", "--data", data}, `no built-in profile "nosuch"`},
		{"pull malformed manifest", []string{"pull", "--manifest", badManifest, "--out", pullOut}, "manifest.json:5:2:"},
		{"pull unknown source", []string{"pull", "--only", "oolong_synth", "--out", pullOut}, "--only oolong_synth: no such source"},
		{"optimize splits", []string{"optimize", "--model", "mock", "--pool", goodPool, "--out", optOut, "--train", "0.9"}, "--train 0.9 and --validation 0.3"},
		{"optimize no budget", []string{"optimize", "--model", "mock", "--pool", goodPool, "--out", optOut, "--max-cycles", "0"}, "no budget"},
		{"optimize budget too small", []string{"optimize", "--model", "mock", "--pool", goodPool, "--out", optOut, "--max-metric-calls", "2", "--eval", "gpython"}, "budget too small"},
		{"optimize missing pool", []string{"optimize", "--model", "mock", "--pool", filepath.Join(dir, "nope"), "--out", optOut}, "no such file or directory"},
		{"logs without run", []string{"logs", "--data", data}, "--run is required"},
		{"logs epoch without task", []string{"logs", "--run", goodRun, "--epoch", "2"}, "--epoch needs --task"},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, stdout, stderr := runCLI(t, c.args...)
			if code != 2 || !strings.Contains(stderr, c.want) {
				t.Errorf("exit %d, stderr %q; want exit 2 and %q", code, stderr, c.want)
			}
			if stdout != "" {
				t.Errorf("stdout %q; want nothing", stdout)
			}
		})
	}
	for _, p := range []string{abOut, optOut, pullOut, filepath.Join(data, "runs")} {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("%s was written by a command that failed on its input", p)
		}
	}
}

// ab takes run names as rlm-bench run prints them, and says where the
// report went on stderr, keeping stdout for the report itself.
func TestABRunNames(t *testing.T) {
	dir := t.TempDir()
	pool := writePool(t, dir, 2)
	for _, name := range []string{"a", "b"} {
		if code, _, stderr := runCLI(t, "run", "--pool", pool, "--model", "mock", "--eval", "gpython", "--data", dir, "--name", name); code != 0 {
			t.Fatalf("run %s: exit %d\n%s", name, code, stderr)
		}
	}
	out := filepath.Join(dir, "report")
	code, stdout, stderr := runCLI(t, "ab", "a", "b", "--data", dir, "--out", out, "--format", "json")
	if code != 0 || !strings.HasPrefix(stdout, "{") || !strings.Contains(stderr, "report.md, report.json and report.html in "+out) {
		t.Fatalf("exit %d\nstdout %.200s\nstderr %s", code, stdout, stderr)
	}
	if _, err := os.Stat(filepath.Join(out, "report.html")); err != nil {
		t.Error(err)
	}
}

func TestJSONErrorAt(t *testing.T) {
	dir := t.TempDir()
	path := writeFile(t, filepath.Join(dir, "p.json"), "{\n  \"a\": 1,\n  \"b\": ]\n}\n")
	for _, c := range []struct {
		name string
		err  error
		want string
	}{
		{"typed syntax error found again by parsing", os.ErrInvalid, path + ":3:8:"},
		{"nil stays nil", nil, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := jsonErrorAt(path, c.err)
			if c.err == nil {
				if got != nil {
					t.Fatalf("got %v, want nil", got)
				}
				return
			}
			if !strings.HasPrefix(got.Error(), c.want) {
				t.Fatalf("got %q, want prefix %q", got, c.want)
			}
		})
	}
	valid := writeFile(t, filepath.Join(dir, "ok.json"), `{"a": 1}`)
	if got := jsonErrorAt(valid, os.ErrInvalid); got != os.ErrInvalid {
		t.Errorf("an error unrelated to JSON syntax changed: %v", got)
	}
}
