package observability

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/event"
)

func TestRedactor(t *testing.T) {
	const key = "my-private-gateway-key-123"
	r := NewRedactor(key, "short", "")
	tests := []struct{ in, want string }{
		{"plain text", "plain text"},
		{"key=" + key + " end", "key=[REDACTED] end"},
		{"openai sk-proj-ABCDEFGHIJKLMNOPQRSTUVWX12 ok", "openai [REDACTED] ok"},
		{"Authorization: Bearer abcdefghijklmnopqrstuvwxyz012345", "Authorization: [REDACTED]"},
		{"aws AKIAABCDEFGHIJKLMNOP", "aws [REDACTED]"},
		{"sk-short stays", "sk-short stays"},
		{"a short word stays short", "a short word stays short"}, // secrets under 8 chars are ignored
	}
	for _, tt := range tests {
		if got := r.String(tt.in); got != tt.want {
			t.Errorf("String(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestRedactSink(t *testing.T) {
	const key = "gw-0123456789abcdef"
	var got collect
	sink := Redact(&got, key)
	// Data with a key its payload type lacks stays Raw; it is redacted too.
	sink.Emit(event.Event{RunID: "r", AgentID: "root", Kind: event.ContextWindow, Data: event.Raw{Of: event.ContextWindow,
		JSON: []byte(`{"messages":[{"role":"user","content":"use key ` + key + `"}],"nested":{"list":["x","sk-abcdefghijklmnopqrstuvwxyz"]},"n":3}`)}})
	clean := event.EvalStopData{Stdout: "clean", Block: 4}
	sink.Emit(event.Event{RunID: "r", AgentID: "root", Kind: event.EvalStop, Data: clean})
	if len(got.events) != 2 {
		t.Fatalf("got %d events", len(got.events))
	}
	b, _ := json.Marshal(got.events[0])
	s := string(b)
	if strings.Contains(s, key) || strings.Contains(s, "sk-abc") {
		t.Fatalf("secret leaked: %s", s)
	}
	if strings.Count(s, Redacted) != 2 {
		t.Errorf("want two redactions: %s", s)
	}
	if w, _ := event.As[event.ContextWindowData](got.events[0]); len(w.Messages) != 1 || w.Messages[0].Content != "use key "+Redacted {
		t.Errorf("messages after redaction: %+v", w.Messages)
	}
	// A clean event keeps its payload untouched.
	if d, ok := got.events[1].Data.(event.EvalStopData); !ok || !reflect.DeepEqual(d, clean) {
		t.Errorf("clean event data changed: %#v", got.events[1].Data)
	}
}

// A typed payload holding a secret comes back typed, redacted field by
// field, its other fields as they were.
func TestRedactTypedPayload(t *testing.T) {
	const key = "gw-0123456789abcdef"
	var got collect
	in := event.LLMStopData{Model: "m", CallDepth: 1, InputTokens: 1234567, CostUSD: 0.25, Reply: "the key is " + key + " <ok>"}
	Redact(&got, key).Emit(event.Event{RunID: "r", AgentID: "root", Kind: event.LLMStop, Data: in})
	d, ok := got.events[0].Data.(event.LLMStopData)
	want := in
	want.Reply = "the key is " + Redacted + " <ok>"
	if !ok || d != want {
		t.Errorf("redacted payload = %#v, want %#v", got.events[0].Data, want)
	}
}

func TestEnvSecrets(t *testing.T) {
	got := EnvSecrets([]string{"OPENAI_API_KEY=sk-1", "PATH=/bin", "HF_TOKEN=hf", "EMPTY_KEY=", "DB_PASSWORD=pw"})
	if strings.Join(got, ",") != "sk-1,hf,pw" {
		t.Errorf("EnvSecrets = %v", got)
	}
}

// TestShapePrefilterNeverHidesAKey: the cheap test in front of keyShapes may
// pass text the expression rejects, never the other way round.
func TestShapePrefilterNeverHidesAKey(t *testing.T) {
	keys := []string{
		"sk-" + strings.Repeat("aB3_-", 4), "sk-proj-" + strings.Repeat("x", 40),
		"AKIA" + strings.Repeat("Z9", 8), "AIza" + strings.Repeat("a-_", 12),
		"ghp_" + strings.Repeat("a1", 15), "gho_" + strings.Repeat("Q", 36), "ghs_" + strings.Repeat("0", 30),
		"xoxb-" + strings.Repeat("1-a", 4), "hf_" + strings.Repeat("k", 30),
		"Bearer " + strings.Repeat("t.~+/=", 4), "bEaReR\t" + strings.Repeat("Z", 20),
	}
	texts := []string{"", "task-17 through the high ridge", "ask-bearer", "{\"x\":\"", "gh", "sk-", "ghp", "bearer"}
	shapes := NewRedactor().shapes
	for _, k := range keys {
		for _, before := range texts {
			for _, after := range texts {
				b := []byte(before + k + after)
				if !shapes.Match(b) {
					t.Fatalf("test key %q does not match keyShapes", k)
				}
				if !mayHoldShape(b) {
					t.Errorf("prefilter hides %q", b)
				}
			}
		}
	}
	for _, clean := range []string{"task-17 through the high ridge", "the ghost_town, a bearer", "sk-short", "ghx_ no"} {
		want := shapes.MatchString(clean)
		if got := mayHoldShape([]byte(clean)); want && !got {
			t.Errorf("prefilter hides a match in %q", clean)
		}
	}
	if mayHoldShape([]byte("task-17 through the high ridge: " + strings.Repeat("lorem ipsum ", 100))) {
		t.Error("plain text passes the prefilter: it saves nothing")
	}
}
