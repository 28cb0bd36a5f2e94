package observability

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/rlm-go/rlm/event"
)

// TestRunIndex checks that the index written as a run goes agrees with
// the file, and that a missing, stale or foreign-version index is rebuilt
// from the file rather than trusted.
func TestRunIndex(t *testing.T) {
	dir := t.TempDir()
	files, _ := OpenFileStore(dir)
	busRun("run-i", depth2Run(), files)
	path := files.path("run-i")
	evs, err := files.ReadRun("run-i")
	if err != nil {
		t.Fatal(err)
	}
	wantInfo, wantAgents := Summarize(evs)
	check := func(name string, ix *runIndex) {
		t.Helper()
		if len(ix.Entries) != len(evs) {
			t.Fatalf("%s: %d entries, file has %d events", name, len(ix.Entries), len(evs))
		}
		f, _ := os.Open(path)
		defer f.Close()
		got, err := readEntries(path, ix.Entries)
		if err != nil || len(got) != len(evs) || got[len(got)-1].ID != evs[len(evs)-1].ID {
			t.Fatalf("%s: lines read by offset: %d events, %v", name, len(got), err)
		}
		if ix.state.info.Agents != wantInfo.Agents || ix.state.info.Status != wantInfo.Status || len(ix.state.tree()) != len(wantAgents) {
			t.Errorf("%s: summary %+v, want %+v", name, ix.state.info, wantInfo)
		}
		if !ix.Finished {
			t.Errorf("%s: summary line not seen", name)
		}
	}
	stored := readIndexFile(path)
	if stored == nil {
		t.Fatal("no index stored when the run ended")
	}
	check("stored", stored)

	tests := []struct {
		name  string
		spoil func()
	}{
		{"missing", func() { os.Remove(indexPath(path)) }},
		{"other version", func() {
			ix, _ := loadIndex(path, nil, false)
			ix.Version = indexVersion + 1
			ix.save(path)
		}},
		{"file touched", func() { os.Chtimes(path, time.Now(), time.Now().Add(time.Hour)) }},
		{"longer than file", func() {
			ix, _ := loadIndex(path, nil, false)
			ix.Size += 100
			ix.save(path)
		}},
	}
	for _, tc := range tests {
		tc.spoil()
		ix, err := loadIndex(path, nil, false)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		check(tc.name, ix)
	}
	// A file that grew: the index extends from where it stopped.
	ix, _ := loadIndex(path, nil, false)
	f, _ := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(`{"id":999,"ts":"2026-11-03T10:00:09Z","run_id":"run-i","agent_id":"root","depth":0,"kind":"nudge","data":{"reason":"late"}}` + "\n")
	f.Close()
	grown, err := loadIndex(path, ix, false)
	if err != nil || len(grown.Entries) != len(evs)+1 || grown.Entries[len(evs)].ID != 999 {
		t.Fatalf("grown file: %d entries, %v", len(grown.Entries), err)
	}
	if _, err := os.Stat(filepath.Join(dir, indexDirName)); err != nil {
		t.Errorf("index directory: %v", err)
	}
}

// TestServerRunsPaged pages and filters the run list and pages events by
// cursor.
func TestServerRunsPaged(t *testing.T) {
	files, _ := OpenFileStore(t.TempDir())
	bus := event.NewBus(files)
	for _, id := range []string{"run-1", "run-2", "run-3"} {
		newRunWriter(bus, id).agent(depth2Run(), "", 0)
	}
	_, ts := newTestServer(t, ServerOptions{Files: files})
	var runs struct {
		Runs  []RunInfo
		Total int
	}
	getJSON(t, ts.URL+"/api/runs?limit=2&offset=1", 200, &runs)
	if runs.Total != 3 || len(runs.Runs) != 2 {
		t.Errorf("page of 2 from 1: %d runs of %d", len(runs.Runs), runs.Total)
	}
	getJSON(t, ts.URL+"/api/runs?q=RUN-2", 200, &runs)
	if runs.Total != 1 || runs.Runs[0].ID != "run-2" {
		t.Errorf("search run-2: %+v", runs.Runs)
	}
	getJSON(t, ts.URL+"/api/runs?status=failed", 200, &runs)
	if runs.Total != 0 {
		t.Errorf("status failed: %d runs", runs.Total)
	}
	var all []event.Event
	cursor := 0
	for {
		var page struct {
			Events     []event.Event
			NextCursor int `json:"next_cursor"`
			More       bool
		}
		getJSON(t, ts.URL+"/api/events?run=run-2&limit=7&cursor="+itoa(cursor), 200, &page)
		all = append(all, page.Events...)
		if !page.More {
			break
		}
		cursor = page.NextCursor
	}
	want, _ := files.ReadRun("run-2")
	if len(all) != len(want) || all[len(all)-1].ID != want[len(want)-1].ID {
		t.Errorf("paged %d events, file has %d", len(all), len(want))
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
