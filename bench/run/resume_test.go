package run

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// A resume with nothing to do answers from summary.json without reading
// the pool or the rows, with the summary the full path gives; a results
// file or a selection that changed since takes the full path again.
func TestNoOpResumeSkipsReading(t *testing.T) {
	_, client, base := startMock(t, nil, 0)
	dir := t.TempDir()
	pool := writeInlinePool(t, dir, 6)
	opts := Options{Pool: pool, DataDir: dir, RunDir: filepath.Join(dir, "r"), Client: client, BaseURL: base,
		Model: "m", Method: MethodDirect, NoCache: true, Epochs: 2}
	full, err := Run(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(opts.RunDir, ResumeFile)); err != nil {
		t.Fatalf("a finished run leaves no %s: %v", ResumeFile, err)
	}
	// Damaged behind the stamps' back (same size, same time): only the
	// full path would read it, and fail.
	st, err := os.Stat(pool)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(pool, bytes.Repeat([]byte("x"), int(st.Size())), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(pool, st.ModTime(), st.ModTime()); err != nil {
		t.Fatal(err)
	}
	if !NothingToRun(opts) {
		t.Error("NothingToRun is false for a finished, unchanged run")
	}
	quick, err := Run(context.Background(), opts)
	if err != nil {
		t.Fatalf("no-op resume read the pool: %v", err)
	}
	a, _ := json.Marshal(full)
	b, _ := json.Marshal(quick)
	if string(a) != string(b) {
		t.Errorf("no-op resume's summary differs:\n%s\nfull path's:\n%s", b, a)
	}
	m, err := ReadManifest(opts.RunDir)
	if err != nil || m.Invocations != 2 {
		t.Errorf("manifest after the no-op resume: %+v, %v; want 2 invocations", m, err)
	}
	for _, c := range []struct {
		name   string
		change func(o *Options)
	}{
		{"more epochs", func(o *Options) { o.Epochs = 3 }},
		{"retry errors", func(o *Options) { o.RetryErrors = true }},
		{"results appended to", func(*Options) { appendFile(t, filepath.Join(opts.RunDir, ResultsFile), "\n") }},
	} {
		o := opts
		c.change(&o)
		if NothingToRun(o) {
			t.Errorf("%s: NothingToRun is true", c.name)
		}
		var pe *PoolError
		if _, err := Run(context.Background(), o); !errors.As(err, &pe) {
			t.Errorf("%s: %v, want the full path (which reads the unreadable pool)", c.name, err)
		}
	}
}
