package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A server that reports no usage gets estimated tokens, and --json and the
// trace say so; a reasoning model's text is in the trace, not the answer.
func TestJSONAndTraceMarkEstimatedUsage(t *testing.T) {
	_, base := startScript(t, `{"rules":[{"reply":"FINAL(done)","no_usage":true,"reasoning_content":"I thought hard"}]}`)
	prices := filepath.Join(t.TempDir(), "prices.json")
	if err := os.WriteFile(prices, []byte(`{"m": {"input_per_mtok": 1, "output_per_mtok": 2}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	trace := filepath.Join(t.TempDir(), "trace.jsonl")
	code, out, errOut := runCLI(t, "ctx", "--base-url", base, "--model", "m", "--eval", "gpython", "--prices", prices,
		"--trace", trace, "--json", "-q", "q")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got struct {
		Answer         string
		Usage          map[string]any
		UsageEstimated bool                      `json:"usage_estimated"`
		CostEstimated  bool                      `json:"cost_estimated"`
		UsageByModel   map[string]map[string]any `json:"usage_by_model"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if got.Answer != "done" || !got.UsageEstimated || !got.CostEstimated || got.Usage["usage_estimated"] != true ||
		got.Usage["cost_estimated"] != true || got.UsageByModel["m"]["usage_estimated"] != true {
		t.Errorf("--json = %s", out)
	}
	data, err := os.ReadFile(trace)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var e struct {
			Kind string
			Data map[string]any
		}
		if err := json.Unmarshal([]byte(line), &e); err != nil {
			t.Fatal(err)
		}
		if e.Kind == "llm.stop" {
			found = true
			if e.Data["usage_estimated"] != true || e.Data["cost_estimated"] != true || e.Data["reasoning"] != "I thought hard" {
				t.Errorf("llm.stop = %v", e.Data)
			}
		}
	}
	if !found {
		t.Fatal("trace has no llm.stop")
	}
}

// JSON integers from a structured sub-call stay integers in gpython, as in
// CPython: r["n"] indexes a list.
func TestSchemaIntegersInGpython(t *testing.T) {
	_, base := startScript(t, `{"rules":[
	 {"match":{"last_user":"^count"},"reply":"{\"n\": 2, \"x\": 1.5, \"xs\": [1, 2], \"w\": 3}"},
	 {"reply":"`+"```repl\\nr = llm_query('count', schema={'type': 'object', 'properties': {'n': {'type': 'integer'}, 'x': {'type': 'number'}, 'xs': {'type': 'array', 'items': {'type': 'integer'}}, 'w': {'type': 'number'}}, 'required': ['n', 'x', 'xs', 'w']})\\nFINAL(repr(['a', 'b', 'c'][r['n']]) + ' ' + repr(r['n']) + ' ' + repr(r['x']) + ' ' + repr(r['xs']) + ' ' + repr(r['w']))\\n```"+`"}]}`)
	trace := filepath.Join(t.TempDir(), "trace.jsonl")
	code, out, _ := runCLI(t, "ctx", "--base-url", base, "--model", "m", "--eval", "gpython", "--max-iterations", "1", "--trace", trace, "q")
	if code != 0 || strings.TrimSpace(out) != "'c' 2 1.5 [1, 2] 3" {
		data, _ := os.ReadFile(trace)
		var evals []string
		for _, line := range strings.Split(string(data), "\n") {
			if strings.Contains(line, `"eval.stop"`) {
				evals = append(evals, line)
			}
		}
		t.Fatalf("exit %d, stdout %q, code cells: %s", code, out, evals)
	}
}
