package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/rlm-go/rlm/bench"
)

// TestLiveStarter runs a few starter tasks against the endpoint the
// environment names (RLM_LIVE=1 and RLM_API_KEY or OPENAI_API_KEY; model
// RLM_MODEL, default gpt-4o-mini) and checks the run is complete and scored.
func TestLiveStarter(t *testing.T) {
	if os.Getenv("RLM_LIVE") != "1" {
		t.Skip("live test: set RLM_LIVE=1 and RLM_API_KEY to run against a real endpoint")
	}
	if os.Getenv("RLM_API_KEY") == "" && os.Getenv("OPENAI_API_KEY") == "" {
		t.Skip("live test: RLM_LIVE=1 but no RLM_API_KEY or OPENAI_API_KEY")
	}
	model := os.Getenv("RLM_MODEL")
	if model == "" {
		model = "gpt-4o-mini"
	}
	data := t.TempDir()
	code, out, errOut := runCLI(t, "run", "--pool", "starter", "--data", data, "--model", model,
		"--limit", "4", "--name", "live", "--max-iterations", "10")
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, out, errOut)
	}
	rows, _, err := bench.ReadResults(filepath.Join(data, "runs", "live", "results.jsonl"))
	if err != nil || len(rows) != 4 {
		t.Fatalf("%d rows, %v", len(rows), err)
	}
	for _, r := range rows {
		if r.InputTokens == 0 || r.Status == "error" {
			t.Fatalf("row %s: status %s, %d input tokens, error %s", r.TaskID, r.Status, r.InputTokens, r.Error)
		}
	}
}
