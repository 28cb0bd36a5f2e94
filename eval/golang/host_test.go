package golang

import (
	"context"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rlm-go/rlm/broker"
	"github.com/rlm-go/rlm/eval"
)

// TestStatusReadsEveryKey keeps LMStatus in step with broker.Status.Map: a
// key added there must be read here.
func TestStatusReadsEveryKey(t *testing.T) {
	start := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	st := broker.Status{ChildID: "root.c1", State: broker.StateOK, Payload: "42", Sampled: true, Polled: true,
		AssessmentRequired: true, Assessment: &broker.Assessment{Verdict: "satisfied", Reason: "fine"},
		StartedAt: start, EndedAt: start.Add(1500 * time.Millisecond)}
	m := st.Map()
	read := []string{"id", "state", "payload", "error", "sampled", "polled", "assessment_required", "duration_ms", "assessment"}
	sort.Strings(read)
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if strings.Join(keys, ",") != strings.Join(read, ",") {
		t.Fatalf("broker status keys %v; LMStatus reads %v", keys, read)
	}
	s := &session{}
	got := s.status("PollLMQuery", m)
	want := LMStatus{ID: "root.c1", State: "ok", Payload: "42", Sampled: true, Polled: true, AssessmentRequired: true,
		DurationMS: 1500, Verdict: "satisfied", Reason: "fine"}
	if got != want {
		t.Fatalf("got %+v\nwant %+v", got, want)
	}
	if got := s.status("PollLMQuery", broker.Status{ChildID: "c2", State: broker.StateRunning}.Map()); got.State != "running" || got.Payload != "" || got.Verdict != "" {
		t.Fatalf("running status read as %+v", got)
	}
}

// TestHostResultShapes runs every helper against a host returning what the
// loop returns, and checks the panics that wrong shapes and errors become.
func TestHostResultShapes(t *testing.T) {
	results := map[string]any{
		eval.CallLs:             []any{"a.txt", "dir/"},
		eval.CallReadFile:       "text\n",
		eval.CallCreateFile:     map[string]any{"path": "n.txt", "bytes": int64(2), "created": true},
		eval.CallEditFile:       map[string]any{"path": "n.txt", "blocks": int64(1), "bytes": int64(3)},
		eval.CallLMQuery:        "root.c1",
		eval.CallPollLMQuery:    broker.Status{ChildID: "root.c1", State: broker.StateRunning}.Map(),
		eval.CallCancelLMQuery:  broker.Status{ChildID: "root.c1", State: broker.StateCancelled, Error: "cancelled by parent"}.Map(),
		eval.CallAwaitLMQuery:   broker.Status{ChildID: "root.c1", State: broker.StateOK, Payload: "done", Polled: true}.Map(),
		eval.CallAssessLMQuery:  map[string]any{"id": "root.c1", "verdict": "satisfied", "recorded": true},
		eval.CallAssessDispatch: map[string]any{"verdict": "satisfied", "recorded": true},
	}
	var calls []string
	host := eval.HostFunc(func(ctx context.Context, name string, args map[string]any) (any, error) {
		calls = append(calls, name)
		return results[name], nil
	})
	s := newTestSession(t, eval.SessionConfig{Host: host})
	r := run(t, s, `var names []string = Ls()
var text string = ReadFile("a.txt")
CreateFile("n.txt", "hi")
EditFile("n.txt", "blocks")
id := LMQuery("task", "large")
var st LMStatus = PollLMQuery(id)
cs := CancelLMQuery(id)
var payload string = AwaitLMQuery(id, 100)
AssessLMQuery(id, "satisfied", "ok")
AssessDispatch("satisfied", "clear")
fmt.Printf("%q %q %s %s|%s|%s\n", names, text, st.State, cs, payload, st)`)
	if want := "[\"a.txt\" \"dir/\"] \"text\\n\" running root.c1 cancelled: cancelled by parent|done|root.c1 running\n"; r.Error != "" || r.Stdout != want {
		t.Fatalf("stdout %q error %q\nwant %q", r.Stdout, r.Error, want)
	}
	if len(calls) != 10 {
		t.Fatalf("calls %v", calls)
	}

	results[eval.CallLs] = "not a list"
	results[eval.CallAwaitLMQuery] = broker.Status{ChildID: "root.c1", State: broker.StateError, Error: "model failed"}.Map()
	results[eval.CallPollLMQuery] = nil
	for _, tc := range []struct{ code, want string }{
		{`Ls()`, "panic: Ls: the host returned string, not a list of names"},
		{`AwaitLMQuery("root.c1")`, "panic: AwaitLMQuery: lm_query root.c1 error: model failed"},
		{`PollLMQuery("root.c1")`, "panic: PollLMQuery: the host returned <nil>, not a status"},
	} {
		if r := run(t, s, tc.code); r.Error != tc.want {
			t.Errorf("%s: error %q, want %q", tc.code, r.Error, tc.want)
		}
	}
}

// TestCompactionForms runs the code loop/compact.go emits for the Go
// backend: declare on first compaction, append after, and each form as the
// other's fallback (after a restart, or over a user's own variable).
func TestCompactionForms(t *testing.T) {
	lit := func(s string) string { return strconv.Quote(s) }
	declare := func(s string) string { return "var compactedHistory = " + lit(s) }
	appendTo := func(s string) string { return "compactedHistory += \"\\n---\\n\" + " + lit(s) }
	first := "Role: user\nsays \"hi\" with `ticks`, \\ and é\x00"
	second := "Role: assistant\n```go\nx := 1\n```"

	s := newTestSession(t, eval.SessionConfig{})
	if r := run(t, s, appendTo(first)); !strings.Contains(r.Error, "undefined: compactedHistory") {
		t.Fatalf("append before declaring: %q, want an undefined error so the loop falls back", r.Error)
	}
	for _, code := range []string{declare(first), "n := len(compactedHistory)", appendTo(second)} {
		if r := run(t, s, code); r.Error != "" {
			t.Fatalf("%.40q: %s", code, r.Error)
		}
	}
	r := run(t, s, "fmt.Print(compactedHistory == "+lit(first+"\n---\n"+second)+", n)")
	if r.Error != "" || r.Stdout != "true "+strconv.Itoa(len(first)) {
		t.Fatalf("history after two compactions: stdout %q error %q", r.Stdout, r.Error)
	}
	// A second declaration replaces the value instead of failing.
	if r := run(t, s, declare("again")+"\nfmt.Print(compactedHistory)"); r.Error != "" || r.Stdout != "again" {
		t.Fatalf("redeclared: stdout %q error %q", r.Stdout, r.Error)
	}
	// The variable is visible from functions declared afterwards.
	if r := run(t, s, "func hist() int { return len(compactedHistory) }\nfmt.Print(hist())"); r.Error != "" || r.Stdout != "5" {
		t.Fatalf("from a function: stdout %q error %q", r.Stdout, r.Error)
	}
}
