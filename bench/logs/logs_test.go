package logs

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/bench/run"
	"github.com/rlm-go/rlm/event"
)

func TestReadTrace(t *testing.T) {
	ok := `{"id":1,"ts":"2025-01-01T00:00:00Z","run_id":"r","agent_id":"root","depth":0,"kind":"llm.start"}`
	for _, c := range []struct {
		name, content string
		events        int
		err           string
	}{
		{"clean", ok + "\n" + ok + "\n", 2, ""},
		{"cut last line", ok + "\n" + ok[:30], 1, ""},
		{"damage in the middle", ok + "\n{oops\n" + ok + "\n", 0, "line 2"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), "trace.jsonl")
			os.WriteFile(p, []byte(c.content), 0o644)
			evs, err := ReadTrace(p)
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Fatalf("err %v, want %q", err, c.err)
				}
				return
			}
			if err != nil || len(evs) != c.events {
				t.Fatalf("%d events, %v; want %d", len(evs), err, c.events)
			}
		})
	}
}

func TestShowErrors(t *testing.T) {
	data := t.TempDir()
	runDir := filepath.Join(data, "runs", "r1")
	os.MkdirAll(runDir, 0o755)
	os.WriteFile(filepath.Join(runDir, "results.jsonl"), []byte(`{"task_id":"a","epoch":1,"status":"ok","score":1}`+"\n"), 0o644)
	for _, c := range []struct {
		name string
		opts Options
		want string
	}{
		{"unknown run lists known ones", Options{Run: "r2", DataDir: data}, "runs there: r1"},
		{"epoch without task", Options{Run: "r1", DataDir: data, Epoch: 2}, "--epoch needs --task"},
		{"unknown epoch", Options{Run: "r1", DataDir: data, Task: "a", Epoch: 2}, "no epoch 2"},
		{"unknown task", Options{Run: "r1", DataDir: data, Task: "b"}, `no task "b"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			c.opts.Out = &bytes.Buffer{}
			err := Show(c.opts)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("err %v, want %q", err, c.want)
			}
		})
	}
	var out bytes.Buffer
	if err := Show(Options{Run: "r1", DataDir: data, Task: "a", Out: &out}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "status ok") || !strings.Contains(out.String(), "trace (0 events") {
		t.Errorf("task view:\n%s", out.String())
	}
}

func TestDataLinePrintsListsAsJSON(t *testing.T) {
	e := event.Event{Kind: event.ContextWindow, Data: event.ContextWindowData{
		Messages: []event.Message{{Role: "user", Content: "a <b> c"}}, SizeChars: 7,
	}}
	got := dataLine(e)
	want := ` from=0 messages=[{"content":"a <b> c","role":"user"}] size_chars=7`
	if got != want {
		t.Fatalf("dataLine = %q\nwant      %q", got, want)
	}
}

// A bench task's trace is found by its directory's path in either layout:
// the directory itself, or the run's traces.jsonl through index.jsonl.
func TestReadTaskTraceBothLayouts(t *testing.T) {
	line := `{"id":1,"run_id":"r1","agent_id":"root","kind":"llm.start","ts":"2025-01-01T00:00:00Z","depth":0}` + "\n"
	dir := t.TempDir()
	packed := filepath.Join(dir, "packed")
	os.MkdirAll(packed, 0o755)
	os.WriteFile(filepath.Join(packed, run.TracesFile), []byte(line+line), 0o644)
	os.WriteFile(filepath.Join(packed, run.LogsFile), nil, 0o644)
	os.WriteFile(filepath.Join(packed, run.AnswersFile), nil, 0o644)
	idx := fmt.Sprintf(`{"task_id":"a/b","epoch":1,"blocks":[[0,%d],[0,0],[0,0]],"row":true}`+"\n"+
		`{"task_id":"c","epoch":2,"blocks":[[%d,%d],[0,0],[0,0]],"row":true}`+"\n", len(line), len(line), len(line))
	os.WriteFile(filepath.Join(packed, run.IndexFile), []byte(idx), 0o644)
	old := filepath.Join(dir, "old")
	os.MkdirAll(filepath.Join(old, "tasks", "c", "e2"), 0o755)
	os.WriteFile(filepath.Join(old, "tasks", "c", "e2", "trace.jsonl"), []byte(line), 0o644)
	for _, c := range []struct {
		path string
		ok   bool
	}{
		{filepath.Join(packed, "tasks", "a_b", "e1"), true},
		{filepath.Join(packed, "tasks", "c", "e2", "trace.jsonl"), true},
		{filepath.Join(old, "tasks", "c", "e2"), true},
		{filepath.Join(packed, "tasks", "c", "e1"), false},
		{filepath.Join(dir, "elsewhere"), false},
	} {
		evs, ok, err := ReadTaskTrace(c.path)
		if ok != c.ok || err != nil || (ok && (len(evs) != 1 || evs[0].RunID != "r1")) {
			t.Errorf("%s: %d events, ok %v, %v; want ok %v and one event", c.path, len(evs), ok, err, c.ok)
		}
	}
}
