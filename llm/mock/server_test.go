package mock

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

func start(t *testing.T, s *Server) string {
	t.Helper()
	url, err := s.Start("")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return url
}

func mustParse(t *testing.T, src string) *Script {
	t.Helper()
	s, err := ParseScript("script.json", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

type reply struct {
	status  int
	header  http.Header
	content string
	usage   map[string]int
	errMsg  string
}

func post(t *testing.T, url string, body any) reply {
	t.Helper()
	b, _ := json.Marshal(body)
	res, err := http.Post(url+"/chat/completions", "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var out struct {
		Choices []struct {
			Message struct{ Content string }
		}
		Usage map[string]int
		Error struct{ Message string }
	}
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil {
		t.Fatalf("decoding reply: %v", err)
	}
	r := reply{status: res.StatusCode, header: res.Header, usage: out.Usage, errMsg: out.Error.Message}
	if len(out.Choices) > 0 {
		r.content = out.Choices[0].Message.Content
	}
	return r
}

func chat(model string, msgs ...string) map[string]any {
	var m []map[string]string
	for i := 0; i+1 < len(msgs); i += 2 {
		m = append(m, map[string]string{"role": msgs[i], "content": msgs[i+1]})
	}
	return map[string]any{"model": model, "messages": m}
}

func TestScriptRules(t *testing.T) {
	s := NewServer(mustParse(t, `{
	  "rules": [
	    {"match": {"model": "^small$", "last_user": "(?i)capital"}, "reply": "Paris"},
	    {"match": {"system": "pirate"}, "replies": ["arr 1", "arr 2"]},
	    {"match": {"any_message": "once"}, "reply": "first time", "times": 1},
	    {"match": {"last_user": "once"}, "reply": "again"}
	  ],
	  "default_reply": "default"
	}`))
	url := start(t, s)
	tests := []struct {
		name string
		body map[string]any
		want string
	}{
		{"model and last_user", chat("small", "user", "What is the CAPITAL of France?"), "Paris"},
		{"model mismatch", chat("large", "user", "capital?"), "default"},
		{"last_user is the last one", chat("small", "user", "capital?", "assistant", "x", "user", "thanks"), "default"},
		{"replies in order", chat("m", "system", "talk like a pirate", "user", "hi"), "arr 1"},
		{"second reply", chat("m", "system", "talk like a pirate", "user", "hi"), "arr 2"},
		{"last reply repeats", chat("m", "system", "talk like a pirate", "user", "hi"), "arr 2"},
		{"times 1", chat("m", "user", "once"), "first time"},
		{"times exhausted", chat("m", "user", "once"), "again"},
	}
	for _, tt := range tests {
		got := post(t, url, tt.body)
		if got.status != 200 || got.content != tt.want {
			t.Errorf("%s: got %d %q, want 200 %q", tt.name, got.status, got.content, tt.want)
		}
	}
	if n := len(s.Requests()); n != len(tests) {
		t.Errorf("recorded %d requests, want %d", n, len(tests))
	}
	if r := s.Requests()[0]; r.Model != "small" || r.Messages[0].Content != "What is the CAPITAL of France?" || !bytes.Contains(r.Body, []byte("CAPITAL")) {
		t.Errorf("recorded request = %+v", r)
	}
}

func TestInjectedStatus(t *testing.T) {
	s := NewServer(mustParse(t, `{"rules": [
	  {"status": 429, "error": "slow down", "headers": {"Retry-After": "1", "Retry-After-Ms": "20"}, "times": 1},
	  {"status": 500, "times": 1},
	  {"reply": "ok"}
	]}`))
	url := start(t, s)
	r := post(t, url, chat("m", "user", "hi"))
	if r.status != 429 || r.errMsg != "slow down" || r.header.Get("Retry-After") != "1" || r.header.Get("Retry-After-Ms") != "20" {
		t.Errorf("first: %d %q headers %v", r.status, r.errMsg, r.header)
	}
	r = post(t, url, chat("m", "user", "hi"))
	if r.status != 500 || !strings.Contains(r.errMsg, "500") {
		t.Errorf("second: %d %q", r.status, r.errMsg)
	}
	if r = post(t, url, chat("m", "user", "hi")); r.status != 200 || r.content != "ok" {
		t.Errorf("third: %d %q", r.status, r.content)
	}
}

func TestDelayAndLatency(t *testing.T) {
	s := NewServer(mustParse(t, `{"rules": [{"match": {"last_user": "slow"}, "reply": "late", "delay_ms": 150}, {"reply": "fast"}]}`))
	s.Latency = 50 * time.Millisecond
	url := start(t, s)
	t0 := time.Now()
	if r := post(t, url, chat("m", "user", "slow")); r.content != "late" {
		t.Fatalf("got %q", r.content)
	}
	if d := time.Since(t0); d < 200*time.Millisecond {
		t.Errorf("delay+latency reply took %v, want >= 200ms", d)
	}
	t0 = time.Now()
	post(t, url, chat("m", "user", "quick"))
	if d := time.Since(t0); d < 50*time.Millisecond {
		t.Errorf("latency-only reply took %v, want >= 50ms", d)
	}
}

func TestDelayRespectsCancellation(t *testing.T) {
	s := NewServer(mustParse(t, `{"rules": [{"reply": "never", "delay_ms": 60000}]}`))
	url := start(t, s)
	before := runtime.NumGoroutine()
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	b, _ := json.Marshal(chat("m", "user", "hi"))
	req, _ := http.NewRequestWithContext(ctx, "POST", url+"/chat/completions", bytes.NewReader(b))
	t0 := time.Now()
	if _, err := http.DefaultClient.Do(req); err == nil {
		t.Fatal("want an error from the cancelled request")
	}
	if d := time.Since(t0); d > 2*time.Second {
		t.Errorf("cancel took %v", d)
	}
	http.DefaultClient.CloseIdleConnections()
	settle(t, before)
}

// settle waits for the goroutine count to drop back to before.
func settle(t *testing.T, before int) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		t.Errorf("%d goroutines left, %d before", n, before)
	}
}

func TestStreaming(t *testing.T) {
	text := strings.Repeat("streamed words ", 10)
	s := NewServer(mustParse(t, `{"rules": [{"reply": "`+text+`"}]}`))
	url := start(t, s)
	for _, includeUsage := range []bool{true, false} {
		body := chat("m", "user", "abcdefgh")
		body["stream"] = true
		if includeUsage {
			body["stream_options"] = map[string]any{"include_usage": true}
		}
		b, _ := json.Marshal(body)
		res, err := http.Post(url+"/chat/completions", "application/json", bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		if ct := res.Header.Get("Content-Type"); ct != "text/event-stream" {
			t.Errorf("content type %q", ct)
		}
		var got strings.Builder
		var usage map[string]int
		chunks, done := 0, false
		sc := bufio.NewScanner(res.Body)
		for sc.Scan() {
			line := sc.Text()
			if !strings.HasPrefix(line, "data: ") {
				continue
			}
			data := strings.TrimPrefix(line, "data: ")
			if data == "[DONE]" {
				done = true
				continue
			}
			var c struct {
				Choices []struct{ Delta struct{ Content string } }
				Usage   map[string]int
			}
			if err := json.Unmarshal([]byte(data), &c); err != nil {
				t.Fatalf("chunk %q: %v", data, err)
			}
			chunks++
			if len(c.Choices) > 0 {
				got.WriteString(c.Choices[0].Delta.Content)
			} else {
				usage = c.Usage
			}
		}
		res.Body.Close()
		if got.String() != text || !done || chunks < 4 {
			t.Errorf("include_usage=%v: content %q done=%v chunks=%d", includeUsage, got.String(), done, chunks)
		}
		want := map[string]int{"prompt_tokens": 2, "completion_tokens": (len(text) + 3) / 4, "total_tokens": 2 + (len(text)+3)/4}
		if includeUsage && !equalUsage(usage, want) {
			t.Errorf("usage %v, want %v", usage, want)
		}
		if !includeUsage && usage != nil {
			t.Errorf("usage chunk sent without include_usage: %v", usage)
		}
	}
}

func equalUsage(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

func TestUsageAndModels(t *testing.T) {
	url := start(t, NewServer(mustParse(t, `{"rules": [{"reply": "12345"}]}`)))
	r := post(t, url, chat("m", "system", "abcd", "user", "e"))
	if r.usage["prompt_tokens"] != 2 || r.usage["completion_tokens"] != 2 || r.usage["total_tokens"] != 4 {
		t.Errorf("usage = %v", r.usage)
	}
	res, err := http.Get(url + "/models")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != 200 || !strings.Contains(string(b), `"id":"mock"`) {
		t.Errorf("models: %d %s", res.StatusCode, b)
	}
	res, err = http.Get(url + "/nothing")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 404 {
		t.Errorf("unknown path: %d", res.StatusCode)
	}
}

func TestContentParts(t *testing.T) {
	s := NewServer(mustParse(t, `{"rules": [{"match": {"last_user": "^hello world$"}, "reply": "joined"}]}`))
	url := start(t, s)
	body := map[string]any{"model": "m", "messages": []any{map[string]any{"role": "user", "content": []any{
		map[string]string{"type": "text", "text": "hello "}, map[string]string{"type": "text", "text": "world"},
	}}}}
	if r := post(t, url, body); r.content != "joined" {
		t.Errorf("got %q", r.content)
	}
}

func TestParseScriptErrors(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"syntax", "{\n  \"rules\": [\n    {\"reply\": \"a\",}\n  ]\n}", "script.json:3:19: invalid character '}'"},
		{"truncated", "{\"rules\": [", "script.json:1:12: unexpected end of JSON input"},
		{"bad regex", `{"rules": [{"reply": "a"}, {"reply": "b"}, {"match": {"last_user": "(unclosed"}, "reply": "c"}]}`, "script.json: rules[2].match.last_user: error parsing regexp"},
		{"unknown rule field", `{"rules": [{"repy": "a"}]}`, `script.json: rules[0]: json: unknown field "repy"`},
		{"unknown top field", `{"rulez": []}`, `unknown field "rulez"`},
		{"wrong type", `{"rules": [{"reply": "a", "delay_ms": "10"}]}`, "script.json: rules[0].delay_ms: expected int, found JSON string"},
		{"both replies", `{"rules": [{"reply": "a", "replies": ["b"]}]}`, "rules[0].reply: give either reply or replies"},
		{"no reply", `{"rules": [{"match": {"model": "x"}}]}`, "rules[0].reply: a rule needs reply"},
		{"bad status", `{"rules": [{"status": 1000}]}`, "rules[0].status: 1000 is not an HTTP status"},
		{"empty", ``, "script.json: empty script"},
		{"trailing", `{"rules": []} {}`, "script.json:1:15: unexpected data"},
	}
	for _, tt := range tests {
		_, err := ParseScript("script.json", []byte(tt.src))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: got %v, want it to contain %q", tt.name, err, tt.want)
		}
	}
}

func TestLoadScript(t *testing.T) {
	p := filepath.Join(t.TempDir(), "s.json")
	if err := os.WriteFile(p, []byte(`{"rules": [{"error": "boom"}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := LoadScript(p)
	if err != nil {
		t.Fatal(err)
	}
	if s.Name != p || s.Rules[0].Status != 500 {
		t.Errorf("script = %+v", s)
	}
	if _, err := LoadScript(p + ".missing"); err == nil || !strings.Contains(err.Error(), "s.json.missing") {
		t.Errorf("missing file error = %v", err)
	}
}

func TestDryRunOverHTTP(t *testing.T) {
	url := start(t, NewServer(nil))
	query := "Which CITY hosted the 1968 olympics?"
	py := post(t, url, chat("mock",
		"system", "You are a recursive language model.\nREPL language: Python\n",
		"user", "Context: a string of 1000 characters.\n\nQuery: "+query))
	for _, want := range []string{"[mock]", "```repl\n", `mock_words = ["city", "hosted", "1968", "olympics"]`, "context.split(", "print("} {
		if !strings.Contains(py.content, want) {
			t.Errorf("python turn 1 lacks %q:\n%s", want, py.content)
		}
	}
	py2 := post(t, url, chat("mock",
		"system", "REPL language: Python",
		"user", "Query: "+query, "assistant", py.content, "user", "output"))
	for _, want := range []string{"```repl\n", `FINAL_VAR("mock_answer")`, `"ready": True`, "[mock] no line of the context matches the query"} {
		if !strings.Contains(py2.content, want) {
			t.Errorf("python turn 2 lacks %q:\n%s", want, py2.content)
		}
	}
	goReply := post(t, url, chat("mock", "system", "REPL language: Go", "user", "Query: "+query))
	for _, want := range []string{"[mock]", "```go\n", "strings.Split(context", "fmt.Printf("} {
		if !strings.Contains(goReply.content, want) {
			t.Errorf("go turn 1 lacks %q:\n%s", want, goReply.content)
		}
	}
	goReply2 := post(t, url, chat("mock", "system", "REPL language: Go", "user", "Query: "+query, "assistant", "x", "user", "y"))
	if !strings.Contains(goReply2.content, "Final(mockAnswer)") {
		t.Errorf("go turn 2 lacks Final:\n%s", goReply2.content)
	}
}

func TestDryRunSubCall(t *testing.T) {
	tests := []struct{ prompt, want string }{
		{"Summarise this.\nThe code is 8812 here.\nMore 99.", "[mock] The code is 8812 here."},
		{"no digits at all", "[mock] no digits at all"},
		{strings.Repeat("x", 200), "[mock] " + strings.Repeat("x", 120)},
		{"", "[mock] empty prompt"},
	}
	for _, tt := range tests {
		got := DryRunReply([]Message{{Role: roleSystem, Content: "be brief"}, {Role: roleUser, Content: tt.prompt}})
		if got != tt.want {
			t.Errorf("DryRunReply(%q) = %q, want %q", tt.prompt, got, tt.want)
		}
	}
}

func TestQueryWords(t *testing.T) {
	got := queryWords("Context info: Query: nothing\n\nQuery: What is the Magic number, and where's the magic?")
	want := []string{"magic", "number"}
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("queryWords = %q, want %q", got, want)
	}
}

func TestMaxRecorded(t *testing.T) {
	s := NewServer(mustParse(t, `{"rules": [{"reply": "r"}]}`))
	s.MaxRecorded = 2
	url := start(t, s)
	for _, q := range []string{"a", "b", "c"} {
		post(t, url, chat("m", "user", q))
	}
	got := s.Requests()
	if len(got) != 2 || got[0].Messages[0].Content != "b" || got[1].Messages[0].Content != "c" {
		t.Errorf("recorded %+v", got)
	}
}
