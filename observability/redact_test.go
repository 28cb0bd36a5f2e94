package observability

import (
	"encoding/json"
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

type typedMsg struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

func TestRedactSink(t *testing.T) {
	const key = "gw-0123456789abcdef"
	var got collect
	sink := Redact(&got, key)
	sink.Emit(event.Event{RunID: "r", AgentID: "root", Kind: event.ContextWindow, Data: map[string]any{
		"messages": []typedMsg{{"user", "use key " + key}},
		"nested":   map[string]any{"list": []any{"x", "sk-abcdefghijklmnopqrstuvwxyz"}},
		"n":        3,
	}})
	sink.Emit(event.Event{RunID: "r", AgentID: "root", Kind: event.EvalStop, Data: map[string]any{"stdout": "clean", "n": 4}})
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
	if msgs := dataMessages(got.events[0].Data, "messages"); len(msgs) != 1 || msgs[0].Content != "use key "+Redacted {
		t.Errorf("messages after redaction: %+v", msgs)
	}
	// A clean event keeps its Go values untouched.
	if n, ok := got.events[1].Data["n"].(int); !ok || n != 4 {
		t.Errorf("clean event data changed: %#v", got.events[1].Data)
	}
}

func TestEnvSecrets(t *testing.T) {
	got := EnvSecrets([]string{"OPENAI_API_KEY=sk-1", "PATH=/bin", "HF_TOKEN=hf", "EMPTY_KEY=", "DB_PASSWORD=pw"})
	if strings.Join(got, ",") != "sk-1,hf,pw" {
		t.Errorf("EnvSecrets = %v", got)
	}
}
