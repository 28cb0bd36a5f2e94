package run

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/observability"
)

// The task trace, written from the redactor's one encoding of each event's
// data, holds the same bytes as the plain pipeline (a redacting sink in
// front of a JSONL writer) for clean and for redacted data, and the log
// line never shows a secret.
func TestTaskTraceMatchesRedactedJSONL(t *testing.T) {
	const secret = "sk-test-0123456789abcdefSECRET"
	ts := time.Date(2026, 11, 26, 12, 0, 0, 123456789, time.UTC)
	events := []event.Event{
		{ID: 1, Time: ts, RunID: "r", AgentID: "a", Kind: event.AgentStart, Data: event.AgentStartData{Query: "<b>tags</b> & \"quotes\" é \u2028", Model: "m", ContextChars: 12}},
		{ID: 2, Time: ts, RunID: "r", AgentID: "a", Depth: 1, Iteration: 2, Kind: event.IterationStart},
		{ID: 3, Time: ts, RunID: "r", AgentID: "a", Iteration: 2, Kind: event.EvalStop, Data: event.EvalStopData{Block: 1, Stdout: "key " + secret + " <x>", Locals: map[string]string{"k": secret, "a": "1"}, Status: "ok"}},
		{ID: 4, Time: ts, RunID: "r", AgentID: "a", Iteration: 2, Kind: event.EvalStop, Data: event.EvalStopData{Stdout: "no secret here", Locals: map[string]string{"z": "1", "b": "<&>"}, Status: "error"}},
		{ID: 5, Time: ts, RunID: "r", AgentID: "a", Kind: event.Kind("custom.kind"), Data: event.Raw{Of: event.Kind("custom.kind"), JSON: []byte(`{"b":1,"a":"<"}`)}},
	}
	var want bytes.Buffer
	plain := observability.Redact(observability.NewJSONLWriter(&want), secret)
	l := newTaskLogs(observability.NewRedactor(secret))
	for _, e := range events {
		plain.Emit(e)
		l.bus.Emit(e)
	}
	trace, log, _ := l.blocks("", false)
	if !bytes.Equal(trace, want.Bytes()) {
		t.Fatalf("trace differs from the redacting JSONL pipeline:\n got %s\nwant %s", trace, want.Bytes())
	}
	if bytes.Contains(trace, []byte(secret)) || bytes.Contains(log, []byte(secret)) {
		t.Fatalf("a secret reached the trace or the log:\n%s\n%s", trace, log)
	}
	lines := strings.Split(strings.TrimSpace(string(log)), "\n")
	if len(lines) != len(events) {
		t.Fatalf("%d log lines for %d events:\n%s", len(lines), len(events), log)
	}
	for i, want := range []string{"query=<b>tags</b> & \"quotes\" é", "iteration.start d1 i2 a", "stdout=key [REDACTED", "stdout=no secret here", "a=< b=1"} {
		if !strings.Contains(lines[i], want) {
			t.Errorf("log line %d %q lacks %q", i, lines[i], want)
		}
	}
}
