package run

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Run checks the whole pool before it creates anything: a missing context
// file is a *PoolError naming the file and line, and a changed setting on
// resume is a *DifferentRunError, so callers can tell the user's input
// from a failed run.
func TestRunInputErrorsAreTyped(t *testing.T) {
	dir := t.TempDir()
	_, client, base := startMock(t, nil, 0)
	pool := filepath.Join(dir, "pool", "tasks.jsonl")
	os.MkdirAll(filepath.Dir(pool), 0o755)
	os.WriteFile(pool, []byte(`{"task_id":"a","context":"the code is 1","query":"q","gold":"1","scorer":"contains"}
{"task_id":"b","context_path":"gone.txt","query":"q","gold":"1","scorer":"contains"}
`), 0o644)
	opts := Options{Pool: pool, DataDir: dir, RunDir: filepath.Join(dir, "r"), Client: client, BaseURL: base,
		Model: "m", Method: MethodDirect, NoCache: true}
	_, err := Run(context.Background(), opts)
	var pe *PoolError
	if !errors.As(err, &pe) || !strings.Contains(err.Error(), `tasks.jsonl line 2: task b: context_path "gone.txt"`) {
		t.Fatalf("err %v, want a *PoolError naming line 2 and gone.txt", err)
	}
	if _, err := os.Stat(opts.RunDir); err == nil {
		t.Error("the run directory was created for a pool that cannot run")
	}

	opts.Pool = writeInlinePool(t, dir, 1)
	if _, err := Run(context.Background(), opts); err != nil {
		t.Fatal(err)
	}
	opts.Model = "m2"
	_, err = Run(context.Background(), opts)
	var de *DifferentRunError
	if !errors.As(err, &de) || len(de.Diffs) != 1 || de.Diffs[0] != `model "m", now "m2"` {
		t.Fatalf("err %v, want a *DifferentRunError with the model's change", err)
	}
}
