package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// --max-cost needs a price table: without one every call costs $0 and the
// budget would never fire, so the flag alone is a usage error.
func TestCostBudgetNeedsPrices(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"run", "--model", "mock", "--data", dir, "--max-cost", "1"},
		{"optimize", "--model", "mock", "--out", filepath.Join(dir, "opt"), "--pool", writePool(t, dir, 3), "--max-cost", "1"},
	} {
		t.Run(args[0], func(t *testing.T) {
			code, _, stderr := runCLI(t, args...)
			if code != 2 || !strings.Contains(stderr, "--max-cost needs --prices") {
				t.Errorf("exit %d, stderr %q; want exit 2 explaining --prices", code, stderr)
			}
		})
	}
	if code, _, stderr := runCLI(t, "run", "--model", "mock", "--data", dir, "--max-tokens", "-1"); code != 2 || !strings.Contains(stderr, "must not be negative") {
		t.Errorf("negative budget: exit %d %q", code, stderr)
	}
}

// The per-task budget flags reach the engine and are recorded in run.json;
// resuming with another budget is refused.
func TestRunBudgetFlags(t *testing.T) {
	dir := t.TempDir()
	pool := writePool(t, dir, 1)
	script := filepath.Join(dir, "loop.json")
	// The model keeps calling llm_query and never answers: only the
	// sub-call budget stops it.
	os.WriteFile(script, []byte(`{"rules": [
		{"match": {"last_user": "zqxsubcall"}, "reply": "fine"},
		{"match": {}, "reply": "`+"```go\\nr := LLMQuery(\\\"zqxsubcall\\\")\\nfmt.Println(r)\\n```"+`"}
	]}`), 0o644)
	prices := filepath.Join(dir, "prices.json")
	os.WriteFile(prices, []byte(`{"mock": {"input_per_mtok": 1, "output_per_mtok": 1}}`), 0o644)
	runDir := filepath.Join(dir, "run")
	args := []string{"run", "--pool", pool, "--data", dir, "--out", runDir, "--model", "mock", "--mock-script", script,
		"--eval", "go", "--no-cache", "--max-iterations", "50", "--max-sub-calls", "2", "--max-tokens", "900000",
		"--max-cost", "3", "--prices", prices, "--task-timeout", "1m"}
	code, _, stderr := runCLI(t, args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	b, err := os.ReadFile(filepath.Join(runDir, "run.json"))
	if err != nil {
		t.Fatal(err)
	}
	var man map[string]any
	json.Unmarshal(b, &man)
	if man["max_sub_calls"] != 2.0 || man["max_tokens"] != 900000.0 || man["max_cost_usd"] != 3.0 || man["task_timeout"] != "1m0s" {
		t.Errorf("run.json budgets: %s", b)
	}
	// The model asks for a sub-call every iteration; the budget lets two
	// through (the engine fails the rest inside the REPL).
	res, _ := os.ReadFile(filepath.Join(runDir, "results.jsonl"))
	var row struct {
		SubCalls   int `json:"sub_calls"`
		Iterations int `json:"iterations"`
	}
	if err := json.Unmarshal(res, &row); err != nil || row.SubCalls != 2 || row.Iterations < 5 {
		t.Errorf("the sub-call budget did not reach the engine: %v\n%s", err, res)
	}
	args[len(args)-1] = "2m"
	// Exit 2 since issue 14 (a refused resume is the user's input to fix); it was 1.
	if code, _, stderr := runCLI(t, args...); code != 2 || !strings.Contains(stderr, `task_timeout "1m0s", now "2m0s"`) {
		t.Errorf("resume with another task timeout: exit %d %q", code, stderr)
	}
}
