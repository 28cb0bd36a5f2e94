package synth

import (
	"testing"

	"github.com/rlm-go/rlm/observability"
)

// TestWriteRun checks the generator's shape: n agents, a finished root,
// a tree deeper than one level, and a listing of n runs.
func TestWriteRun(t *testing.T) {
	dir := t.TempDir()
	if err := WriteRun(dir, "big", 300); err != nil {
		t.Fatal(err)
	}
	files, _ := observability.OpenFileStore(dir)
	evs, err := files.ReadRun("big")
	if err != nil {
		t.Fatal(err)
	}
	info, agents := observability.Summarize(evs)
	if info.Agents != 300 || len(agents) != 300 || info.Status != "ok" {
		t.Fatalf("run: %d agents, status %s; want 300, ok", info.Agents, info.Status)
	}
	deepest := 0
	for _, a := range agents {
		deepest = max(deepest, a.Depth)
	}
	if deepest < 2 {
		t.Errorf("deepest agent at depth %d, want >= 2", deepest)
	}
	many := t.TempDir()
	if err := WriteRuns(many, 25); err != nil {
		t.Fatal(err)
	}
	mf, _ := observability.OpenFileStore(many)
	runs, err := mf.ListRuns()
	if err != nil || len(runs) != 25 {
		t.Fatalf("listed %d runs (%v), want 25", len(runs), err)
	}
}
