package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/run"
)

// crashKind is one way a scripted model's code ends its worker: the reply
// that does it, per backend, and the causes the engine may name for it.
type crashKind struct {
	name    string
	replies map[string]string // backend -> the model's reply on its first turn
	causes  []string          // acceptable scripted answers, each naming a cause
}

// The causes the scripted model answers with. Each rule fires only when the
// engine's feedback (the last user message) names that cause, so a crash
// row's answer says what the engine reported, not what the script assumed.
const (
	causeStackOverflow = "cause: worker died of a stack overflow"
	causeWorkerOOM     = "cause: worker died out of memory"
	causeRecursionErr  = "cause: RecursionError raised, worker alive"
	causeMemoryErr     = "cause: MemoryError raised, worker alive"
	causeUnexpected    = "cause: unexpected feedback"
)

var crashKinds = []crashKind{
	{
		// Recursion no depth counter sees: a generator delegating to
		// itself (gpython), and encoding/json over a 10^7-deep value
		// (yaegi's own call-depth check does not cover native code).
		name: "crashrecurse",
		replies: map[string]string{
			"gpython": "```repl\ndef g(n):\n    yield from g(n + 1)\nnext(g(0))\n```",
			"go":      "```go\nvar v any = 0\nfor i := 0; i < 10000000; i++ {\n\tv = []any{v}\n}\nb, err := json.Marshal(v)\nfmt.Println(len(b), err)\n```",
		},
		causes: []string{causeStackOverflow, causeWorkerOOM, causeRecursionErr},
	},
	{
		// A terabyte asked for in one allocation no pre-check sees.
		name: "crashalloc",
		replies: map[string]string{
			"gpython": "```repl\nx = 'a'.ljust(2**40)\nprint(len(x))\n```",
			"go":      "```go\nvar b strings.Builder\nb.Grow(1 << 40)\nfmt.Println(b.Cap())\n```",
		},
		causes: []string{causeWorkerOOM, causeMemoryErr},
	},
}

// writeCrashPool writes 16 tasks: 12 the dry-run mock answers correctly
// and 4 (two of each crashKind) whose scripted code crashes its worker.
// It returns the pool's path and the ids of the crashing tasks by kind.
func writeCrashPool(t *testing.T, dir string) (string, map[string]string) {
	t.Helper()
	var tasks []bench.Task
	crashing := map[string]string{} // task id -> kind
	for i := range 16 {
		if i%4 == 3 {
			kind := crashKinds[(i/4)%len(crashKinds)].name
			id := fmt.Sprintf("%s%02d", kind, i)
			crashing[id] = kind
			tasks = append(tasks, bench.Task{
				TaskID: id, Family: "crash",
				Context: "no digits here\nthe code is 4242\n",
				// The marker in the query is what the script's rules
				// match; the gold is a number the crash answers lack.
				Query: fmt.Sprintf("What is the code? (%s)", kind),
				Gold:  json.RawMessage(`"4242"`), Scorer: "contains",
			})
			continue
		}
		tasks = append(tasks, bench.Task{
			TaskID: fmt.Sprintf("ok%02d", i), Family: "ok",
			Context: fmt.Sprintf("no digits here\nthe code is %d\n", 700+i),
			Query:   "What is the code?", Gold: json.RawMessage(fmt.Sprintf(`"%d"`, 700+i)), Scorer: "contains",
		})
	}
	p := filepath.Join(dir, "tasks.jsonl")
	if err := bench.WriteTasks(p, tasks); err != nil {
		t.Fatal(err)
	}
	return p, crashing
}

// writeCrashScript scripts the crashing tasks for backend; every other
// request falls through to the dry-run policy, which answers the rest.
func writeCrashScript(t *testing.T, dir, backend string) string {
	t.Helper()
	type match struct {
		LastUser   string `json:"last_user,omitempty"`
		AnyMessage string `json:"any_message,omitempty"`
	}
	type rule struct {
		Match match  `json:"match"`
		Reply string `json:"reply"`
	}
	var rules []rule
	for _, k := range crashKinds {
		// The first user message ends with "Query: ..."; later ones are
		// the REPL's feedback.
		rules = append(rules, rule{match{LastUser: `Query: `, AnyMessage: k.name}, k.replies[backend]})
	}
	rules = append(rules,
		rule{match{LastUser: `(?s)worker died.*stack overflow`, AnyMessage: "crash"}, "FINAL(" + causeStackOverflow + ")"},
		rule{match{LastUser: `(?s)worker died.*out of memory`, AnyMessage: "crash"}, "FINAL(" + causeWorkerOOM + ")"},
		rule{match{LastUser: `RecursionError|maximum call depth`, AnyMessage: "crash"}, "FINAL(" + causeRecursionErr + ")"},
		rule{match{LastUser: `MemoryError|memory limit`, AnyMessage: "crash"}, "FINAL(" + causeMemoryErr + ")"},
		rule{match{AnyMessage: "crash"}, "FINAL(" + causeUnexpected + ")"},
	)
	b, err := json.Marshal(map[string]any{"rules": rules})
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, "script-"+backend+".json")
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestCrashingTasksDoNotEndTheRun is issue 13's "what must hold" 2: at -j 8,
// a quarter of the pool's tasks crash or exhaust their worker (Go fatal
// stack overflow, a terabyte allocation); every other task still completes
// correctly, each crashing task gets a row naming the cause, the summary
// counts them, and rlm-bench exits normally. rlm-bench runs as a
// subprocess (this test binary, re-executed) so a run that died would fail
// the test instead of ending it.
func TestCrashingTasksDoNotEndTheRun(t *testing.T) {
	if testing.Short() {
		t.Skip("runs two pools of 16 tasks with crashing workers")
	}
	for _, backend := range []string{"gpython", "go"} {
		t.Run(backend, func(t *testing.T) {
			dir := t.TempDir()
			pool, crashing := writeCrashPool(t, dir)
			script := writeCrashScript(t, dir, backend)
			runArgs := func(out string, extra ...string) []string {
				return append([]string{"run", "--pool", pool, "--data", dir, "--out", out, "--model", "mock",
					"--mock-script", script, "--eval", backend, "-j", "8", "--no-cache", "--json"}, extra...)
			}
			runDir := filepath.Join(dir, "run")
			args := runArgs(runDir)

			var stdout, stderr bytes.Buffer
			cmd := helperCmd(t, args...)
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			if err := cmd.Run(); err != nil {
				t.Fatalf("rlm-bench %s: %v (want exit 0)\nstderr:\n%s", strings.Join(args, " "), err, tail(stderr.String(), 3000))
			}

			rows, warn, err := bench.ReadResults(filepath.Join(runDir, "results.jsonl"))
			if err != nil || warn != "" {
				t.Fatalf("results.jsonl: %v %s", err, warn)
			}
			seen := map[string]int{}
			for _, r := range rows {
				seen[r.TaskID]++
				kind, crashed := crashing[r.TaskID]
				if !crashed {
					if r.Status != "ok" || !r.Correct || r.Score != 1 {
						t.Errorf("%s: status %s score %.2f answer %q error %q; want a correct row", r.TaskID, r.Status, r.Score, r.Answer, r.Error)
					}
					continue
				}
				if r.Correct || r.Score != 0 {
					t.Errorf("%s: scored %.2f (correct %v); a crashed task must score 0", r.TaskID, r.Score, r.Correct)
				}
				k := kindNamed(kind)
				if text := r.Answer + " " + r.Error; !containsAny(text, k.causes) {
					t.Errorf("%s (%s): status %s answer %q error %q; want the cause, one of %q",
						r.TaskID, kind, r.Status, r.Answer, r.Error, k.causes)
				}
				trace, _ := run.ReadTaskFile(runDir, r.TaskID, 1, run.TraceFile)
				t.Logf("%s (%s): status %s, answer %q; engine said: %s", r.TaskID, kind, r.Status, r.Answer, engineCause(string(trace)))
			}
			for _, id := range taskIDs(pool, t) {
				if seen[id] != 1 {
					t.Errorf("%s: %d rows, want exactly one", id, seen[id])
				}
			}

			var sum struct {
				Rows, Missing int
				Overall       struct{ N, Correct int }
				Failures      []struct {
					Reason string
					Count  int
				}
			}
			if err := json.Unmarshal(stdout.Bytes(), &sum); err != nil {
				t.Fatalf("--json summary: %v\n%s", err, stdout.String())
			}
			failed := 0
			for _, f := range sum.Failures {
				failed += f.Count
			}
			if sum.Rows != 16 || sum.Missing != 0 || sum.Overall.N != 16 || sum.Overall.Correct != 12 || failed != 4 {
				t.Errorf("summary: rows %d missing %d n %d correct %d failures %d (%+v); want 16, 0, 16, 12, 4",
					sum.Rows, sum.Missing, sum.Overall.N, sum.Overall.Correct, failed, sum.Failures)
			}

			// The same pool with --in-process, for the record only: the
			// interpreter shares the engine's runtime there, so a Go fatal
			// error is expected to end the whole run.
			inDir := filepath.Join(dir, "run-in-process")
			in := helperCmd(t, runArgs(inDir, "--in-process")...)
			var inErr bytes.Buffer
			in.Stderr = &inErr
			runErr := in.Run()
			inRows, _, _ := bench.ReadResults(filepath.Join(inDir, "results.jsonl"))
			t.Logf("--in-process: %v, %d of 16 rows written; stderr: %q", exitOf(runErr), len(inRows), fatalLine(inErr.String()))
		})
	}
}

func kindNamed(name string) crashKind {
	for _, k := range crashKinds {
		if k.name == name {
			return k
		}
	}
	panic("no crash kind " + name)
}

func containsAny(s string, subs []string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// engineCause is the first error the engine fed back about a dead worker
// or a caught exhaustion, from a task's trace.
func engineCause(trace string) string {
	for _, key := range []string{"worker died", "RecursionError", "MemoryError", "maximum call depth"} {
		if i := strings.Index(trace, key); i >= 0 {
			start := max(0, i-60)
			end := min(len(trace), i+120)
			return trace[start:end]
		}
	}
	return "(no cause in the trace)"
}

func taskIDs(pool string, t *testing.T) []string {
	t.Helper()
	tasks, err := bench.ReadTasks(pool)
	if err != nil {
		t.Fatal(err)
	}
	ids := make([]string, len(tasks))
	for i, task := range tasks {
		ids[i] = task.TaskID
	}
	return ids
}

func exitOf(err error) string {
	var ee *exec.ExitError
	switch {
	case err == nil:
		return "exit 0"
	case errors.As(err, &ee):
		return ee.ProcessState.String()
	}
	return err.Error()
}

// fatalLine is the Go runtime's fatal error line of a dead process's
// stderr, else its first line.
func fatalLine(stderr string) string {
	for line := range strings.Lines(stderr) {
		if strings.HasPrefix(line, "fatal error") || strings.HasPrefix(line, "runtime:") {
			return strings.TrimSpace(line)
		}
	}
	first, _, _ := strings.Cut(stderr, "\n")
	return first
}

func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[len(s)-n:]
}
