package observability

import (
	"bytes"
	"encoding/json"
	"regexp"
	"sort"
	"strings"

	"github.com/rlm-go/rlm/event"
)

// Redacted replaces every secret found in an event.
const Redacted = "[REDACTED]"

// minSecretLen keeps short values (an empty or placeholder key) from
// blanking every occurrence of a common word.
const minSecretLen = 8

// keyShapes match credentials by their look, for keys nobody passed in.
var keyShapes = []string{
	`sk-[A-Za-z0-9_-]{20,}`,                // OpenAI, Anthropic, OpenRouter, ...
	`AKIA[0-9A-Z]{16}`,                     // AWS access key id
	`AIza[0-9A-Za-z_-]{35}`,                // Google API key
	`gh[pousr]_[A-Za-z0-9]{30,}`,           // GitHub tokens
	`xox[abprs]-[A-Za-z0-9-]{10,}`,         // Slack tokens
	`hf_[A-Za-z0-9]{30,}`,                  // Hugging Face
	`(?i)bearer\s+[A-Za-z0-9._~+/=-]{20,}`, // Authorization headers
}

// mayHoldShape reports whether b holds the start of some key shape: a test
// far cheaper than the expression, which is run only over what passes it
// (most events hold no key). False means keyShapes cannot match.
func mayHoldShape(b []byte) bool {
	for _, p := range []string{"AKIA", "AIza", "xox", "hf_"} {
		if bytes.Contains(b, []byte(p)) {
			return true
		}
	}
	// "sk-" and "gh" are common in text ("task-1", "through"): look past them.
	if occurs(b, "sk-", func(rest []byte) bool { return keyRun(rest) >= 20 }) ||
		occurs(b, "gh", func(rest []byte) bool {
			return len(rest) >= 2 && strings.IndexByte("pousr", rest[0]) >= 0 && rest[1] == '_'
		}) {
		return true
	}
	for i := 0; ; i++ {
		j := bytes.IndexAny(b[i:], "bB")
		if j < 0 {
			return false
		}
		i += j
		if i+6 <= len(b) && bytes.EqualFold(b[i:i+6], []byte("bearer")) {
			return true
		}
	}
}

// occurs reports whether some occurrence of lit in b is followed by bytes
// that pass next.
func occurs(b []byte, lit string, next func(rest []byte) bool) bool {
	for {
		i := bytes.Index(b, []byte(lit))
		if i < 0 {
			return false
		}
		b = b[i+len(lit):]
		if next(b) {
			return true
		}
	}
}

// keyRun is how many of b's first bytes may be part of an sk- key.
func keyRun(b []byte) int {
	for i, c := range b {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '-') {
			return i
		}
	}
	return len(b)
}

// Redactor replaces secrets in strings and events.
type Redactor struct {
	secrets []string // longest first, so a key containing another goes whole
	shapes  *regexp.Regexp
}

// NewRedactor returns a Redactor for the given secrets (API keys from the
// environment and flags) plus common key shapes. Secrets shorter than 8
// characters are ignored.
func NewRedactor(secrets ...string) *Redactor {
	r := &Redactor{shapes: regexp.MustCompile(strings.Join(keyShapes, "|"))}
	seen := map[string]bool{}
	for _, s := range secrets {
		s = strings.TrimSpace(s)
		if len(s) >= minSecretLen && !seen[s] {
			seen[s] = true
			r.secrets = append(r.secrets, s)
		}
	}
	sort.Slice(r.secrets, func(i, j int) bool { return len(r.secrets[i]) > len(r.secrets[j]) })
	return r
}

// EnvSecrets picks the values of environment entries ("NAME=value") whose
// names look like credentials: *KEY*, *TOKEN*, *SECRET*, *PASSWORD*.
func EnvSecrets(environ []string) []string {
	var out []string
	for _, kv := range environ {
		name, value, ok := strings.Cut(kv, "=")
		if !ok || value == "" {
			continue
		}
		up := strings.ToUpper(name)
		for _, w := range []string{"KEY", "TOKEN", "SECRET", "PASSWORD"} {
			if strings.Contains(up, w) {
				out = append(out, value)
				break
			}
		}
	}
	return out
}

// String returns s with every secret replaced.
func (r *Redactor) String(s string) string {
	for _, sec := range r.secrets {
		if strings.Contains(s, sec) {
			s = strings.ReplaceAll(s, sec, Redacted)
		}
	}
	if mayHoldShape([]byte(s)) && r.shapes.MatchString(s) {
		s = r.shapes.ReplaceAllString(s, Redacted)
	}
	return s
}

func (r *Redactor) contains(b []byte) bool {
	for _, sec := range r.secrets {
		if bytes.Contains(b, []byte(sec)) {
			return true
		}
	}
	return mayHoldShape(b) && r.shapes.Match(b)
}

// Event returns e with secrets replaced in every string field and every
// string inside Data. Data is rebuilt from JSON only when it holds a
// secret, so clean events keep their payload as it was.
func (r *Redactor) Event(e event.Event) event.Event {
	e, _ = r.EventJSON(e)
	return e
}

// EventJSON is Event that also returns the data as JSON when it held no
// secret (the encoding the check was made on, which is what encoding the
// event writes for it), so a sink that writes events need not encode the
// data again. It returns nil for no data and for data it rebuilt.
func (r *Redactor) EventJSON(e event.Event) (event.Event, []byte) {
	e.RunID, e.AgentID, e.ParentID = r.String(e.RunID), r.String(e.AgentID), r.String(e.ParentID)
	if e.Data == nil {
		return e, nil
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(e.Data); err != nil {
		e.Data = dataNote(e.Kind, "redaction_error", "event data could not be checked for secrets: "+err.Error())
		return e, nil
	}
	if !r.contains(buf.Bytes()) && !r.escapedSecret() {
		return e, bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
	}
	dec := json.NewDecoder(&buf)
	dec.UseNumber()
	var data any
	if err := dec.Decode(&data); err != nil {
		e.Data = dataNote(e.Kind, "redaction_error", err.Error())
		return e, nil
	}
	buf.Reset()
	if err := enc.Encode(r.walk(data)); err != nil {
		e.Data = dataNote(e.Kind, "redaction_error", err.Error())
		return e, nil
	}
	e.Data = event.DecodeData(e.Kind, bytes.TrimSuffix(buf.Bytes(), []byte("\n")))
	return e, nil
}

// escapedSecret reports whether some secret has characters JSON escapes,
// so the quick byte check on encoded data could miss it.
func (r *Redactor) escapedSecret() bool {
	for _, s := range r.secrets {
		if strings.ContainsAny(s, "\"\\") || strings.ContainsFunc(s, func(c rune) bool { return c < 0x20 }) {
			return true
		}
	}
	return false
}

func (r *Redactor) walk(v any) any {
	switch x := v.(type) {
	case string:
		return r.String(x)
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, val := range x {
			out[r.String(k)] = r.walk(val)
		}
		return out
	case []any:
		for i := range x {
			x[i] = r.walk(x[i])
		}
		return x
	}
	return v
}

// Redact wraps next so every event it receives has secrets replaced
// first. Put it in front of every store, trace file and the web view.
func Redact(next event.Sink, secrets ...string) event.Sink {
	r := NewRedactor(secrets...)
	return event.SinkFunc(func(e event.Event) { next.Emit(r.Event(e)) })
}
