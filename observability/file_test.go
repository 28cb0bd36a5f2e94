package observability

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rlm-go/rlm/event"
)

func TestFileStoreRoundTrip(t *testing.T) {
	dir := t.TempDir()
	fs, err := OpenFileStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	busRun("20261103T100000-aaaa", depth2Run(), fs)
	fs.Emit(event.Event{RunID: "20261103T110000-bbbb", AgentID: "root", Kind: event.AgentStart,
		Data: event.AgentStartData{Query: "still going", Model: "m"}})
	if err := fs.Err(); err != nil {
		t.Fatal(err)
	}

	runs, err := fs.ListRuns()
	if err != nil {
		t.Fatal(err)
	}
	if len(runs) != 2 {
		t.Fatalf("runs = %+v", runs)
	}
	if runs[0].ID != "20261103T110000-bbbb" || runs[0].Status != "running" || runs[0].Query != "still going" {
		t.Errorf("live run = %+v", runs[0])
	}
	done := runs[1]
	if done.Status != "ok" || done.Answer != "cats and dogs" || done.Agents != 4 || done.CostUSD == 0 || done.DurationMS != 500 {
		t.Errorf("finished run = %+v", done)
	}

	events, err := fs.ReadRun("20261103T1000") // a unique prefix will do
	if err != nil {
		t.Fatal(err)
	}
	info, agents := Summarize(events)
	if info.Status != "ok" || len(agents) != 4 {
		t.Errorf("summary from file: %+v, %d agents", info, len(agents))
	}
	// Data came back through JSON: messages are still readable.
	msgs, ok := ContextAt(events, "root", 2)
	if !ok || len(msgs) != 4 || msgs[2].Role != "assistant" {
		t.Errorf("context at iteration 2 = %+v", msgs)
	}

	first, _ := os.ReadFile(filepath.Join(dir, "20261103T100000-aaaa.jsonl"))
	var meta map[string]any
	if err := json.Unmarshal(first[:bytes.IndexByte(first, '\n')], &meta); err != nil || meta["type"] != "meta" || meta["format"] != FileFormat {
		t.Errorf("first line = %v (%v)", meta, err)
	}

	if _, err := fs.ReadRun("2026"); err == nil || !strings.Contains(err.Error(), "ambiguous") {
		t.Errorf("ambiguous prefix: err = %v", err)
	}
	if _, err := fs.ReadRun("nope"); err == nil {
		t.Error("unknown run: no error")
	}
	fs.Close()
	runs, _ = fs.ListRuns()
	if runs[0].Status != "incomplete" {
		t.Errorf("a run left open by a closed store is %q, want incomplete", runs[0].Status)
	}
}

func TestFileStoreTruncatedLastLine(t *testing.T) {
	dir := t.TempDir()
	fs, _ := OpenFileStore(dir)
	busRun("r1", depth2Run(), fs)
	fs.Close()
	path := filepath.Join(dir, "r1.jsonl")
	all, _ := os.ReadFile(path)
	full, _ := fs.ReadRun("r1")
	// Cut the file in the middle of the last event line (the lines are
	// meta, events, summary and an empty remainder after the last newline).
	lines := bytes.SplitAfter(all, []byte("\n"))
	cut := 0
	for _, l := range lines[:len(lines)-3] {
		cut += len(l)
	}
	cut += 10
	if err := os.WriteFile(path, all[:cut], 0o600); err != nil {
		t.Fatal(err)
	}
	got, err := fs.ReadRun("r1")
	if err != nil {
		t.Fatalf("truncated last line: %v", err)
	}
	if len(got) != len(full)-1 {
		t.Errorf("read %d events, want %d", len(got), len(full)-1)
	}
	runs, err := fs.ListRuns()
	if err != nil || len(runs) != 1 || runs[0].Status != "incomplete" {
		t.Errorf("runs = %+v, %v", runs, err)
	}
}

// TestFileStoreSurvivesKill writes from a child process that is killed
// with SIGKILL mid-run; everything it wrote before must read back.
func TestFileStoreSurvivesKill(t *testing.T) {
	if dir := os.Getenv("RLM_OBS_CRASH_DIR"); dir != "" {
		crashWriter(dir)
		return
	}
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestFileStoreSurvivesKill$")
	cmd.Env = append(os.Environ(), "RLM_OBS_CRASH_DIR="+dir)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// The child prints the id of each event once Emit returned.
	var last int
	buf := make([]byte, 4096)
	var acc string
	deadline := time.Now().Add(20 * time.Second)
	for last < 300 && time.Now().Before(deadline) {
		n, err := stdout.Read(buf)
		acc += string(buf[:n])
		if i := strings.LastIndex(strings.TrimRight(acc, "\n"), "\n"); i >= 0 {
			fmt.Sscan(strings.TrimSpace(acc[i:]), &last)
		}
		if err != nil {
			break
		}
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	if last < 300 {
		t.Fatalf("child wrote only %d events before the deadline", last)
	}
	fs, _ := OpenFileStore(dir)
	events, err := fs.ReadRun("crash")
	if err != nil {
		t.Fatalf("read after kill: %v", err)
	}
	if len(events) < last {
		t.Fatalf("after kill: %d events read, child had written %d", len(events), last)
	}
	for i, e := range events {
		if e.ID != uint64(i+1) {
			t.Fatalf("event %d has id %d: a gap", i, e.ID)
		}
	}
	runs, err := fs.ListRuns()
	if err != nil || len(runs) != 1 || runs[0].Status != "incomplete" {
		t.Errorf("runs after kill = %+v, %v", runs, err)
	}
}

func crashWriter(dir string) {
	fs, err := OpenFileStore(dir)
	if err != nil {
		os.Exit(2)
	}
	bus := event.NewBus(fs)
	bus.Emit(event.Event{RunID: "crash", AgentID: "root", Kind: event.AgentStart, Data: event.AgentStartData{Query: "q"}})
	for i := 2; ; i++ {
		bus.Emit(event.Event{RunID: "crash", AgentID: "root", Iteration: i, Kind: event.EvalStop,
			Data: event.EvalStopData{Stdout: strings.Repeat("x", 200)}})
		fmt.Println(i)
		time.Sleep(time.Millisecond)
	}
}

func TestFileStoreSweep(t *testing.T) {
	dir := t.TempDir()
	fs, _ := OpenFileStore(dir)
	busRun("old", depth2Run(), fs)
	busRun("new", depth2Run(), fs)
	fs.Emit(event.Event{RunID: "live", AgentID: "root", Kind: event.AgentStart})
	past := time.Now().Add(-48 * time.Hour)
	for _, n := range []string{"old", "live"} {
		os.Chtimes(filepath.Join(dir, n+".jsonl"), past, past)
	}
	removed, err := fs.Sweep(24 * time.Hour)
	if err != nil || removed != 1 {
		t.Fatalf("removed %d, %v", removed, err)
	}
	runs, _ := fs.ListRuns()
	var ids []string
	for _, r := range runs {
		ids = append(ids, r.ID)
	}
	if strings.Join(ids, ",") != "live,new" && strings.Join(ids, ",") != "new,live" {
		t.Errorf("left after sweep: %v (the open run must stay)", ids)
	}
}

func TestJSONLWriter(t *testing.T) {
	var buf bytes.Buffer
	w := NewJSONLWriter(&buf)
	busRun("r", depth2Run(), w)
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	var n int
	for i, l := range lines {
		var e event.Event
		if err := json.Unmarshal([]byte(l), &e); err != nil || e.RunID != "r" {
			t.Fatalf("line %d: %v %+v", i+1, err, e)
		}
		n++
	}
	if n < 50 {
		t.Errorf("only %d lines", n)
	}
}

func TestDefaultDataDir(t *testing.T) {
	t.Setenv("XDG_STATE_HOME", "/x/state")
	if got := DefaultDataDir(); got != "/x/state/rlm/runs" {
		t.Errorf("with XDG_STATE_HOME: %s", got)
	}
	t.Setenv("XDG_STATE_HOME", "")
	t.Setenv("HOME", "/h")
	if got := DefaultDataDir(); got != "/h/.local/state/rlm/runs" {
		t.Errorf("without: %s", got)
	}
}

// A trace line is the bytes json.Marshal gives the event, HTML escaping
// included, whatever form its data has.
func TestMarshalLineIsJSONMarshal(t *testing.T) {
	when := time.Date(2026, 11, 26, 17, 0, 0, 0, time.UTC)
	for _, data := range []event.Payload{
		nil,
		event.Raw{Of: event.EvalStop, JSON: []byte(`{"stdout":"a < b && c > d","n":1}`)},
		event.Raw{Of: event.EvalStop, JSON: []byte(" { \"spaced\" : [1, 2],\n \"sep\": \"\u2028\u2029\" } ")},
		event.Raw{Of: event.EvalStop, JSON: []byte(`{}`)},
		event.Raw{Of: event.EvalStop},
		event.EvalStopData{Stdout: "<script>&amp;</script>"},
	} {
		e := event.Event{ID: 7, Time: when, RunID: "r", AgentID: "a", Kind: event.EvalStop, Data: data}
		want, werr := json.Marshal(e)
		got, gerr := marshalLine(e)
		if (werr != nil) != (gerr != nil) || string(got) != string(want) {
			t.Errorf("data %#v:\n got %s (%v)\nwant %s (%v)", data, got, gerr, want, werr)
		}
	}
	bad := event.Event{Kind: event.EvalStop, Data: event.Raw{Of: event.EvalStop, JSON: []byte(`{"x":`)}}
	if _, err := marshalLine(bad); err == nil {
		t.Error("invalid raw data marshalled")
	}
}
