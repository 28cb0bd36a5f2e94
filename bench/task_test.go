package bench

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/bench/score"
)

func writeFile(t *testing.T, dir, name, body string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestReadTasks(t *testing.T) {
	tests := []struct {
		name    string
		body    string
		want    int
		wantErr string
	}{
		{"ok with blank lines", "\n" + `{"task_id":"a","query":"q","context":"c"}` + "\n\n" + `{"task_id":"b","query":"q","context_path":"x.txt"}` + "\n", 2, ""},
		{"missing query", `{"task_id":"a","query":"q","context":"c"}` + "\n\n" + `{"task_id":"b","context":"c"}`, 0, `pool.jsonl line 3: missing "query"`},
		{"invalid json", `{"task_id":"a","query":"q","context":"c"}` + "\n{oops\n", 0, "pool.jsonl line 2: invalid JSON"},
		{"duplicate", `{"task_id":"a","query":"q","context":"c"}` + "\n" + `{"task_id":"b","query":"q","context":"c"}` + "\n" + `{"task_id":"a","query":"q","context":"c"}`, 0, `line 3: duplicate task_id "a" (first on line 1)`},
		{"no context", `{"task_id":"a","query":"q"}`, 0, `line 1: needs one of "context" or "context_path"`},
		{"both contexts", `{"task_id":"a","query":"q","context":"c","context_path":"p"}`, 0, "has both"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := writeFile(t, t.TempDir(), "pool.jsonl", tt.body)
			got, err := ReadTasks(p)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want it to contain %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != tt.want {
				t.Fatalf("got %d tasks, want %d", len(got), tt.want)
			}
		})
	}
}

func TestWriteTasksRoundTripAndLoadContext(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "ctx.txt", "from file")
	in := []Task{
		{TaskID: "a", Family: "f", Query: "q <&>", Context: "inline", Gold: json.RawMessage(`["x"]`), Tags: []string{"t"}, Metadata: map[string]any{"depth": 0.5}},
		{TaskID: "b", Family: "f", Query: "q", ContextPath: "ctx.txt", RequiredMinDispatches: 2},
	}
	p := filepath.Join(dir, "tasks.jsonl")
	if err := WriteTasks(p, in); err != nil {
		t.Fatal(err)
	}
	raw, _ := os.ReadFile(p)
	if !strings.Contains(string(raw), "q <&>") {
		t.Errorf("HTML escaping should be off: %s", raw)
	}
	out, err := ReadTasks(p)
	if err != nil {
		t.Fatal(err)
	}
	if len(out) != 2 || string(out[0].Gold) != `["x"]` || out[1].RequiredMinDispatches != 2 || out[0].Metadata["depth"] != 0.5 {
		t.Fatalf("round trip mismatch: %+v", out)
	}
	for i, want := range []string{"inline", "from file"} {
		got, err := out[i].LoadContext(dir)
		if err != nil || got != want {
			t.Errorf("LoadContext(%s) = %q, %v; want %q", out[i].TaskID, got, err, want)
		}
	}
	if _, err := (Task{TaskID: "z", ContextPath: "missing.txt"}).LoadContext(dir); err == nil || !strings.Contains(err.Error(), "task z") {
		t.Errorf("missing context file: err = %v", err)
	}
	if err := WriteTasks(p, []Task{{TaskID: "bad", Context: "c"}}); err == nil {
		t.Error("WriteTasks accepted a task without a query")
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp") {
			t.Errorf("temporary file left behind: %s", e.Name())
		}
	}
}

func TestReadResults(t *testing.T) {
	row := `{"task_id":"a","epoch":0,"score":1}`
	tests := []struct {
		name, body  string
		want        int
		wantWarning bool
		wantErr     string
	}{
		{"clean", row + "\n" + row + "\n", 2, false, ""},
		{"truncated last line", row + "\n" + row + "\n" + `{"task_id":"b","epo`, 2, true, ""},
		{"truncated last line then blank", row + "\n" + `{"task_id":"b"` + "\n\n", 1, true, ""},
		{"damage in the middle", row + "\n{\"task\n" + row + "\n", 0, false, "results.jsonl line 2: invalid JSON"},
		{"missing task id", `{"epoch":1}` + "\n" + row, 0, false, `line 1: missing "task_id"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := writeFile(t, t.TempDir(), "results.jsonl", tt.body)
			got, warn, err := ReadResults(p)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != tt.want || (warn != "") != tt.wantWarning {
				t.Fatalf("got %d rows, warning %q; want %d rows, warning=%v", len(got), warn, tt.want, tt.wantWarning)
			}
		})
	}
}

func TestLatestResults(t *testing.T) {
	rows := []Result{
		{TaskID: "a", Epoch: 1, Status: "error"},
		{TaskID: "b", Epoch: 1, Status: "ok"},
		{TaskID: "a", Epoch: 2, Status: "ok"},
		{TaskID: "a", Epoch: 1, Status: "ok", Score: 1},
	}
	got := LatestResults(rows)
	if len(got) != 3 || got[0].TaskID != "a" || got[0].Epoch != 1 || got[0].Status != "ok" || got[0].Score != 1 ||
		got[1].TaskID != "b" || got[2].Epoch != 2 {
		t.Errorf("LatestResults = %+v; want a#1 (the later ok row), b#1, a#2", got)
	}
}

func TestReadTasksRejectsUnknownScorer(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pool.jsonl")
	os.WriteFile(path, []byte(`{"task_id":"a","query":"q","context":"c","scorer":"exact"}`+"\n"+
		`{"task_id":"b","query":"q","context":"c","scorer":"f1"}`+"\n"), 0o644)
	_, err := ReadTasks(path)
	if err == nil || !strings.Contains(err.Error(), "pool.jsonl line 2") || !strings.Contains(err.Error(), `unknown scorer "f1"`) {
		t.Fatalf("err = %v", err)
	}
}

// A task may name any registered scorer and nothing else; the error lists
// what the registry holds.
func TestTaskScorerValidationFollowsRegistry(t *testing.T) {
	names := append([]string{""}, score.Names()...)
	for _, name := range names {
		task := Task{TaskID: "a", Query: "q", Context: "c", Scorer: name}
		if err := task.validate(); err != nil {
			t.Errorf("scorer %q: %v", name, err)
		}
	}
	for _, name := range []string{"f1", "Exact", "self-assessment"} {
		task := Task{TaskID: "a", Query: "q", Context: "c", Scorer: name}
		want := `unknown scorer "` + name + `" (want one of ` + strings.Join(score.Names(), ", ") + ")"
		if err := task.validate(); err == nil || err.Error() != want {
			t.Errorf("scorer %q: err = %v, want %q", name, err, want)
		}
	}
}
