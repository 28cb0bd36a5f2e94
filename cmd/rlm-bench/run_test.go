package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/run"
)

// TestHelperProcess is rlm-bench itself when re-executed by a test with
// RLM_BENCH_HELPER=1: arguments come JSON-encoded in RLM_BENCH_ARGS.
func TestHelperProcess(t *testing.T) {
	if os.Getenv("RLM_BENCH_HELPER") != "1" {
		t.Skip("helper process for subprocess tests")
	}
	var args []string
	if err := json.Unmarshal([]byte(os.Getenv("RLM_BENCH_ARGS")), &args); err != nil {
		fmt.Fprintln(os.Stderr, "bad RLM_BENCH_ARGS:", err)
		os.Exit(3)
	}
	os.Exit(execute(context.Background(), args))
}

func helperCmd(t *testing.T, args ...string) *exec.Cmd {
	t.Helper()
	js, _ := json.Marshal(args)
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProcess$")
	cmd.Env = append(os.Environ(), "RLM_BENCH_HELPER=1", "RLM_BENCH_ARGS="+string(js))
	return cmd
}

// runCLI runs the root command in-process and returns its exit status and
// output.
func runCLI(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	root := newRootCmd()
	var out, errb bytes.Buffer
	root.SetArgs(args)
	root.SetOut(&out)
	root.SetErr(&errb)
	ctx := context.Background()
	cmd, err := root.ExecuteContextC(ctx)
	code = exitCode(ctx, cmd, err)
	if err != nil {
		errb.WriteString(err.Error())
	}
	return code, out.String(), errb.String()
}

func writePool(t *testing.T, dir string, n int) string {
	t.Helper()
	tasks := make([]bench.Task, n)
	for i := range tasks {
		tasks[i] = bench.Task{
			TaskID: fmt.Sprintf("t%03d", i), Family: "f",
			Context: fmt.Sprintf("no digits here\nthe code is %d\n", 500+i),
			Query:   "What is the code?", Gold: json.RawMessage(fmt.Sprintf(`"%d"`, 500+i)), Scorer: "contains",
		}
	}
	p := filepath.Join(dir, "tasks.jsonl")
	if err := bench.WriteTasks(p, tasks); err != nil {
		t.Fatal(err)
	}
	return p
}

func countLines(path string) int {
	b, _ := os.ReadFile(path)
	return bytes.Count(b, []byte("\n"))
}

// TestRunSurvivesSIGKILL kills a run halfway with SIGKILL, runs the same
// command again and checks that every (task, epoch) is recorded exactly once.
func TestRunSurvivesSIGKILL(t *testing.T) {
	dir := t.TempDir()
	pool := writePool(t, dir, 24)
	script := filepath.Join(dir, "slow.json")
	// Every reply waits 80 ms, so the run takes ~1 s at concurrency 4 and
	// the kill lands mid-run.
	os.WriteFile(script, []byte(`{"rules": [{"match": {}, "delay_ms": 80, "reply": "[mock] the code is 500"}]}`), 0o644)
	runDir := filepath.Join(dir, "run")
	args := []string{"run", "--pool", pool, "--data", dir, "--out", runDir, "--model", "mock",
		"--mock-script", script, "--method", "direct", "--concurrency", "4", "--epochs", "2", "--no-cache"}

	cmd := helperCmd(t, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	results := filepath.Join(runDir, "results.jsonl")
	deadline := time.Now().Add(20 * time.Second)
	for countLines(results) < 12 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
	killed := countLines(results)
	if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() || killed < 12 || killed >= 48 {
		t.Fatalf("want a run killed halfway; got %d rows, state %v; stderr:\n%s", killed, cmd.ProcessState, stderr.String())
	}

	cmd = helperCmd(t, args...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("resume: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "resuming") {
		t.Errorf("resume did not say it resumed:\n%s", out)
	}
	rows, warn, err := bench.ReadResults(results)
	if err != nil || warn != "" {
		t.Fatalf("results.jsonl: %v %s", err, warn)
	}
	seen := map[string]int{}
	for _, r := range rows {
		seen[fmt.Sprintf("%s#%d", r.TaskID, r.Epoch)]++
		if r.Status != "ok" || r.Answer != "[mock] the code is 500" {
			t.Errorf("%s e%d: status %s answer %q", r.TaskID, r.Epoch, r.Status, r.Answer)
		}
	}
	for i := range 24 {
		for e := 1; e <= 2; e++ {
			if k := fmt.Sprintf("t%03d#%d", i, e); seen[k] != 1 {
				t.Errorf("%s recorded %d times, want exactly once", k, seen[k])
			}
		}
	}
	if len(rows) != 48 {
		t.Errorf("%d rows, want 48 (killed with %d)", len(rows), killed)
	}
	// Each row's trace and answer are whole in the run's append-only
	// files, whatever the kill cut off.
	recs := run.OpenTaskRecords(runDir)
	for _, r := range rows {
		trace, err := recs.Read(r.TaskID, r.Epoch, run.TraceFile)
		if err != nil || !strings.Contains(string(trace), r.RunID) || !strings.HasSuffix(string(trace), "}\n") {
			t.Errorf("%s e%d: trace without its run %s (%v):\n%s", r.TaskID, r.Epoch, r.RunID, err, trace)
		}
		if ans, err := recs.Read(r.TaskID, r.Epoch, run.AnswerFile); err != nil || string(ans) != r.Answer {
			t.Errorf("%s e%d: answer %q (%v), row says %q", r.TaskID, r.Epoch, ans, err, r.Answer)
		}
	}
	if entries, _ := os.ReadDir(runDir); len(entries) > 10 {
		t.Errorf("%d entries in the run directory, want a few files whatever the pool's size", len(entries))
	}
}

func TestRunLockedDirectory(t *testing.T) {
	dir := t.TempDir()
	pool := writePool(t, dir, 8)
	script := filepath.Join(dir, "slow.json")
	os.WriteFile(script, []byte(`{"rules": [{"match": {}, "delay_ms": 300, "reply": "[mock] slow"}]}`), 0o644)
	runDir := filepath.Join(dir, "run")
	args := []string{"run", "--pool", pool, "--data", dir, "--out", runDir, "--model", "mock",
		"--mock-script", script, "--method", "direct", "--concurrency", "1", "--no-cache"}
	first := helperCmd(t, args...)
	if err := first.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { first.Process.Kill(); first.Wait() }()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if b, _ := os.ReadFile(filepath.Join(runDir, "run.lock")); len(b) > 0 {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	code, _, stderr := runCLI(t, args...)
	if code != 1 || !strings.Contains(stderr, "in use by another rlm-bench run") {
		t.Fatalf("second run: exit %d, stderr %q; want the in-use error", code, stderr)
	}
}

// TestRunStarterAndLogs is the README quickstart, end to end in-process:
// the starter pool is built, run on the built-in mock, summarized, and
// inspected with logs.
func TestRunStarterAndLogs(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the starter pool")
	}
	data := t.TempDir()
	code, out, stderr := runCLI(t, "run", "--pool", "starter", "--model", "mock", "--data", data, "--eval", "gpython")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	for _, want := range []string{"| all ", "| sniah ", "| code_qa ", "results: "} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	runDir := filepath.Join(data, "runs", "default-mock-rlm-gpython")
	rows, _, err := bench.ReadResults(filepath.Join(runDir, "results.jsonl"))
	if err != nil || len(rows) != 40 {
		t.Fatalf("%d rows, %v; want the 40 starter tasks", len(rows), err)
	}

	code, out, stderr = runCLI(t, "run", "--pool", "starter", "--model", "mock", "--data", data, "--eval", "gpython", "--json")
	var sum struct {
		Overall   struct{ N int } `json:"overall"`
		Missing   int             `json:"missing"`
		Isolation string          `json:"isolation"`
		Sandbox   string          `json:"sandbox"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &sum) != nil || sum.Overall.N != 40 || sum.Missing != 0 {
		t.Fatalf("re-run --json: exit %d, n %d\n%s%s", code, sum.Overall.N, out, stderr)
	}
	if sum.Isolation != "worker" || sum.Sandbox == "" {
		t.Errorf("--json isolation %q, sandbox %q; want a worker and its sandbox mode", sum.Isolation, sum.Sandbox)
	}

	code, out, stderr = runCLI(t, "logs", "--data", data, "--run", "default-mock-rlm-gpython")
	if code != 0 || strings.Count(out, "\n") < 40 || !strings.Contains(out, rows[0].TaskID) {
		t.Fatalf("logs list: exit %d\n%s%s", code, out, stderr)
	}
	code, out, stderr = runCLI(t, "logs", "--run", runDir, "--task", rows[0].TaskID, "--tail", "3")
	if code != 0 || !strings.Contains(out, "answer: ") || !strings.Contains(out, "trace (3 events") {
		t.Fatalf("logs task: exit %d\n%s%s", code, out, stderr)
	}
	code, out, _ = runCLI(t, "logs", "--run", runDir, "--task", rows[0].TaskID, "--json")
	var views []struct {
		TaskID string            `json:"task_id"`
		Events []json.RawMessage `json:"events"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &views) != nil || len(views) != 1 || len(views[0].Events) == 0 {
		t.Fatalf("logs --json: exit %d\n%s", code, out)
	}
	code, _, stderr = runCLI(t, "logs", "--run", runDir, "--task", "nope")
	if code != 2 || !strings.Contains(stderr, `no task "nope"`) {
		t.Errorf("unknown task: exit %d %q", code, stderr)
	}
}

func TestRunUsageErrors(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"run", "--bogus"}, 2, "unknown flag: --bogus"},
		{[]string{"run", "--method", "both", "--model", "mock"}, 2, `--method "both"`},
		{[]string{"run", "--concurrency", "0", "--model", "mock"}, 2, "--concurrency"},
		{[]string{"run", "--variant", filepath.Join(dir, "missing.txt"), "--model", "mock"}, 2, "--variant"},
		{[]string{"run", "--eval", "cobol", "--model", "mock", "--data", dir}, 2, `--eval "cobol"`},
		{[]string{"logs"}, 2, `--run is required`},
		{[]string{"logs", "--run", "nothing-here", "--data", dir}, 2, `no run "nothing-here"`},
		{[]string{"logs", "--run", "x", "--tail", "many"}, 2, "invalid argument"},
	} {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			code, _, stderr := runCLI(t, c.args...)
			if code != c.code || !strings.Contains(stderr, c.want) {
				t.Errorf("exit %d, stderr %q; want exit %d and %q", code, stderr, c.code, c.want)
			}
		})
	}
}

// A run whose sessions are not sandboxed says so at start-up and in its
// --json summary, never silently; --in-process is one such run.
func TestRunSaysWhenUnconfined(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the starter pool")
	}
	data := t.TempDir()
	code, out, stderr := runCLI(t, "run", "--pool", "starter", "--model", "mock", "--data", data,
		"--eval", "gpython", "--in-process", "--limit", "1", "--json")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	if !strings.Contains(stderr, "rlm-bench run: sandbox: none (") {
		t.Errorf("stderr does not say the sessions are unconfined:\n%s", stderr)
	}
	var sum struct {
		Isolation     string          `json:"isolation"`
		Sandbox       string          `json:"sandbox"`
		SandboxReason string          `json:"sandbox_reason"`
		Worker        json.RawMessage `json:"worker"`
	}
	if err := json.Unmarshal([]byte(out), &sum); err != nil {
		t.Fatal(err)
	}
	if sum.Isolation != "in-process" || sum.Sandbox != "none" || !strings.Contains(sum.SandboxReason, "--in-process") || sum.Worker != nil {
		t.Errorf("--json: isolation %q sandbox %q reason %q worker %s", sum.Isolation, sum.Sandbox, sum.SandboxReason, sum.Worker)
	}
}
