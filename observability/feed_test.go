package observability

import (
	"bytes"
	"encoding/gob"
	"encoding/json"
	"os"
	"testing"
	"time"

	"github.com/rlm-go/rlm/event"
)

// TestEventsFeedView checks that view=feed sends each event's feed row:
// the same events as the full view, with only the fields a row shows, from
// a run file and from memory alike.
func TestEventsFeedView(t *testing.T) {
	files, _ := OpenFileStore(t.TempDir())
	mem := NewMemory(MemoryOptions{})
	newRunWriter(event.NewBus(mem, files), "run-f").agent(depth2Run(), "", 0)
	feedKeys := map[string]bool{"id": true, "ts": true, "agent_id": true, "iteration": true, "kind": true, "data": true}
	dataKeys := map[string]bool{"status": true, "kind": true, "child_agent": true, "child_id": true, "reason": true, "error": true, "duration_ms": true}
	tests := []struct {
		name string
		opts ServerOptions
		run  string
	}{
		{"file", ServerOptions{Files: files}, "run-f"},
		{"memory", ServerOptions{Memory: mem}, "run-f"},
		{"memory, newest run", ServerOptions{Memory: mem}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, ts := newTestServer(t, tc.opts)
			var full struct{ Events []map[string]json.RawMessage }
			var feed struct {
				Events []map[string]json.RawMessage
				Next   uint64
			}
			getJSON(t, ts.URL+"/api/events?run="+tc.run, 200, &full)
			getJSON(t, ts.URL+"/api/events?view=feed&run="+tc.run, 200, &feed)
			if len(full.Events) < 10 || len(feed.Events) != len(full.Events) {
				t.Fatalf("feed has %d events, full view %d", len(feed.Events), len(full.Events))
			}
			children := 0
			for i, row := range feed.Events {
				whole := full.Events[i]
				for k, v := range row {
					if !feedKeys[k] {
						t.Errorf("event %s: feed row has %q", whole["id"], k)
					} else if k != "data" && !bytes.Equal(v, whole[k]) {
						t.Errorf("event %s: feed %s %s, event has %s", whole["id"], k, v, whole[k])
					}
				}
				for _, k := range []string{"id", "ts", "agent_id", "kind"} {
					if row[k] == nil {
						t.Errorf("event %s: feed row lacks %q", whole["id"], k)
					}
				}
				var d, wd map[string]json.RawMessage
				json.Unmarshal(row["data"], &d)
				json.Unmarshal(whole["data"], &wd)
				for k, v := range d {
					if !dataKeys[k] || !bytes.Equal(v, wd[k]) {
						t.Errorf("event %s: feed data %s=%s, event has %s", whole["id"], k, v, wd[k])
					}
				}
				for k := range dataKeys {
					if wd[k] != nil && d[k] == nil {
						t.Errorf("event %s: feed data lacks %s", whole["id"], k)
					}
				}
				if d["child_agent"] != nil {
					children++
				}
			}
			if children == 0 {
				t.Error("no feed row names a child agent")
			}
			var page struct {
				Events []map[string]json.RawMessage
				Next   uint64
			}
			getJSON(t, ts.URL+"/api/events?view=feed&since=5&limit=3&run="+tc.run, 200, &page)
			if len(page.Events) != 3 || string(page.Events[0]["id"]) != "6" || page.Next != 8 {
				t.Errorf("feed page after 5: %d rows, first %s, next %d", len(page.Events), page.Events[0]["id"], page.Next)
			}
			getJSON(t, ts.URL+"/api/events?view=bogus&run="+tc.run, 400, nil)
		})
	}
}

// TestStoredRunSummaries checks that a new store over a directory lists
// its runs from the stored summaries while their files are unchanged, and
// reads a file again once its size or time changed.
func TestStoredRunSummaries(t *testing.T) {
	dir := t.TempDir()
	files, _ := OpenFileStore(dir)
	busRun("run-s", depth2Run(), files)
	if err := files.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(files.summariesPath()); err != nil {
		t.Fatalf("no summaries stored when the run ended: %v", err)
	}
	path := files.path("run-s")
	st, _ := os.Stat(path)
	orig, _ := os.ReadFile(path)

	// Same size and time, other content: the stored summary is believed,
	// which shows the file was not read.
	spoiled := bytes.Repeat([]byte{' '}, len(orig))
	spoiled[len(spoiled)-1] = '\n'
	if err := os.WriteFile(path, spoiled, 0o600); err != nil {
		t.Fatal(err)
	}
	os.Chtimes(path, st.ModTime(), st.ModTime())
	fresh, _ := OpenFileStore(dir)
	runs, err := fresh.ListRuns()
	if err != nil || len(runs) != 1 || runs[0].ID != "run-s" || runs[0].Answer != "cats and dogs" {
		t.Fatalf("listed from stored summaries: %+v, %v", runs, err)
	}

	// The file's time changed: it is read again, and is no run now.
	os.Chtimes(path, st.ModTime(), st.ModTime().Add(time.Minute))
	again, _ := OpenFileStore(dir)
	if runs, err := again.ListRuns(); err != nil || len(runs) != 0 {
		t.Fatalf("listed after the file changed: %+v, %v", runs, err)
	}
	if err := os.WriteFile(path, orig, 0o600); err != nil {
		t.Fatal(err)
	}
	runs, err = again.ListRuns()
	if err != nil || len(runs) != 1 || runs[0].Answer != "cats and dogs" {
		t.Fatalf("listed after the file was restored: %+v, %v", runs, err)
	}
	// A run file removed is dropped from the stored summaries.
	os.Remove(path)
	if runs, _ := again.ListRuns(); len(runs) != 0 {
		t.Errorf("listed a removed run: %+v", runs)
	}
	var stored storedSummaries
	f, _ := os.Open(again.summariesPath())
	defer f.Close()
	if err := gob.NewDecoder(f).Decode(&stored); err != nil || len(stored.Runs) != 0 {
		t.Errorf("stored summaries after removal: %+v, %v", stored.Runs, err)
	}
}
