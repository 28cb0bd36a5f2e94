package llm_test

import (
	"context"
	"encoding/json"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/rlm-go/rlm/llm"
	"github.com/rlm-go/rlm/llm/mock"
)

// serve starts a mock server for script (JSON) over loopback.
func serve(t testing.TB, script string) (*mock.Server, string) {
	t.Helper()
	var s *mock.Script
	if script != "" {
		var err error
		if s, err = mock.ParseScript("script.json", []byte(script)); err != nil {
			t.Fatal(err)
		}
	}
	srv := mock.NewServer(s)
	url, err := srv.Start("")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	return srv, url
}

func newClient(t testing.TB, cfg llm.Config) *llm.Client {
	t.Helper()
	if cfg.BackoffBase == 0 {
		cfg.BackoffBase = time.Millisecond
		cfg.BackoffMax = 5 * time.Millisecond
	}
	c, err := llm.NewClient(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func ask(text string) llm.Request {
	return llm.Request{Model: "m", Messages: []llm.Message{{Role: llm.RoleUser, Content: text}}}
}

func TestRetryThenSuccess(t *testing.T) {
	srv, url := serve(t, `{"rules": [
	  {"status": 429, "error": "rate limited", "times": 1},
	  {"status": 500, "error": "oops", "times": 1},
	  {"reply": "the answer"}
	]}`)
	c := newClient(t, llm.Config{BaseURL: url})
	resp, err := c.Chat(context.Background(), ask("q"))
	if err != nil {
		t.Fatal(err)
	}
	if resp.Content != "the answer" || resp.Attempts != 3 || resp.Duration <= 0 {
		t.Errorf("resp = %+v", resp)
	}
	if n := len(srv.Requests()); n != 3 {
		t.Errorf("server saw %d requests, want 3", n)
	}
}

func TestRetriesExhausted(t *testing.T) {
	_, url := serve(t, `{"rules": [{"status": 500, "error": "backend on fire"}]}`)
	c := newClient(t, llm.Config{BaseURL: url, MaxRetries: 2})
	_, err := c.Chat(context.Background(), ask("q"))
	var apiErr *llm.APIError
	if !errors.As(err, &apiErr) {
		t.Fatalf("err = %v (%T), want *llm.APIError", err, err)
	}
	if apiErr.Status != 500 || apiErr.Attempts != 3 || apiErr.Endpoint != url+"/chat/completions" {
		t.Errorf("APIError = %+v", apiErr)
	}
	want := "POST " + url + "/chat/completions: HTTP 500 after 3 attempts: backend on fire"
	if err.Error() != want {
		t.Errorf("Error() = %q\nwant      %q", err.Error(), want)
	}
}

func TestNoRetryOnClientError(t *testing.T) {
	for _, status := range []int{400, 401, 404, 422} {
		srv, url := serve(t, `{"rules": [{"status": `+itoa(status)+`, "error": "bad"}]}`)
		c := newClient(t, llm.Config{BaseURL: url})
		_, err := c.Chat(context.Background(), ask("q"))
		var apiErr *llm.APIError
		if !errors.As(err, &apiErr) || apiErr.Status != status || apiErr.Attempts != 1 || len(srv.Requests()) != 1 {
			t.Errorf("status %d: err = %v, requests %d", status, err, len(srv.Requests()))
		}
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

func TestRetryAfterHonoured(t *testing.T) {
	tests := []struct {
		name    string
		headers string
		min     time.Duration
	}{
		{"Retry-After-Ms", `{"Retry-After-Ms": "300"}`, 250 * time.Millisecond},
		{"Retry-After seconds", `{"Retry-After": "1"}`, 900 * time.Millisecond},
		{"Retry-After-Ms wins", `{"Retry-After-Ms": "200", "Retry-After": "30"}`, 150 * time.Millisecond},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, url := serve(t, `{"rules": [{"status": 429, "headers": `+tt.headers+`, "times": 1}, {"reply": "ok"}]}`)
			c := newClient(t, llm.Config{BaseURL: url})
			t0 := time.Now()
			resp, err := c.Chat(context.Background(), ask("q"))
			if err != nil {
				t.Fatal(err)
			}
			if d := time.Since(t0); d < tt.min || d > tt.min+5*time.Second {
				t.Errorf("took %v, want at least %v (and not the 30s Retry-After)", d, tt.min)
			}
			if resp.Attempts != 2 {
				t.Errorf("attempts = %d", resp.Attempts)
			}
		})
	}
}

func TestRetryAfterBeyondDeadlineFailsFast(t *testing.T) {
	_, url := serve(t, `{"rules": [{"status": 429, "error": "later", "headers": {"Retry-After": "30"}}]}`)
	c := newClient(t, llm.Config{BaseURL: url})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	t0 := time.Now()
	_, err := c.Chat(ctx, ask("q"))
	var apiErr *llm.APIError
	if !errors.As(err, &apiErr) || apiErr.Status != 429 {
		t.Fatalf("err = %v, want the 429 as *APIError", err)
	}
	if d := time.Since(t0); d > time.Second {
		t.Errorf("took %v: should not sleep into the deadline", d)
	}
}

func TestAttemptTimeoutRetried(t *testing.T) {
	srv, url := serve(t, `{"rules": [{"reply": "too late", "delay_ms": 2000, "times": 1}, {"reply": "in time"}]}`)
	c := newClient(t, llm.Config{BaseURL: url, RequestTimeout: 150 * time.Millisecond})
	resp, err := c.Chat(context.Background(), ask("q"))
	if err != nil {
		t.Fatal(err)
	}
	if resp.Content != "in time" || resp.Attempts != 2 || len(srv.Requests()) != 2 {
		t.Errorf("resp = %+v, requests %d", resp, len(srv.Requests()))
	}
}

func TestAttemptTimeoutExhausted(t *testing.T) {
	_, url := serve(t, `{"rules": [{"reply": "never", "delay_ms": 5000}]}`)
	c := newClient(t, llm.Config{BaseURL: url, RequestTimeout: 50 * time.Millisecond, MaxRetries: 1})
	_, err := c.Chat(context.Background(), ask("q"))
	var apiErr *llm.APIError
	if !errors.As(err, &apiErr) || apiErr.Status != 0 || apiErr.Attempts != 2 {
		t.Fatalf("err = %v", err)
	}
	t.Log(err)
	if !strings.Contains(err.Error(), url+"/chat/completions") || !strings.Contains(err.Error(), "timed out after 50ms") {
		t.Errorf("Error() = %q", err.Error())
	}
}

func TestConnectionErrorNamesEndpoint(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	url := "http://" + ln.Addr().String() + "/v1"
	ln.Close() // nothing listens there now
	c := newClient(t, llm.Config{BaseURL: url, MaxRetries: 2})
	_, err = c.Chat(context.Background(), ask("q"))
	var apiErr *llm.APIError
	if !errors.As(err, &apiErr) || apiErr.Attempts != 3 || apiErr.Status != 0 {
		t.Fatalf("err = %v", err)
	}
	msg := err.Error()
	t.Log(msg)
	if !strings.HasPrefix(msg, "POST "+url+"/chat/completions: no response after 3 attempts: ") || !strings.Contains(msg, "refused") {
		t.Errorf("Error() = %q", msg)
	}
}

func TestCancelStopsPromptly(t *testing.T) {
	_, url := serve(t, `{"rules": [{"reply": "slow", "delay_ms": 60000}]}`)
	hc := &http.Client{Transport: http.DefaultTransport.(*http.Transport).Clone()}
	c := newClient(t, llm.Config{BaseURL: url, HTTPClient: hc})
	before := runtime.NumGoroutine()
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	t0 := time.Now()
	_, err := c.Chat(ctx, ask("q"))
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	if d := time.Since(t0); d > time.Second {
		t.Errorf("cancel took %v", d)
	}
	if !strings.Contains(err.Error(), url) {
		t.Errorf("err %q does not name the endpoint", err)
	}
	hc.CloseIdleConnections()
	settle(t, before)
}

func TestCancelDuringBackoff(t *testing.T) {
	_, url := serve(t, `{"rules": [{"status": 503}]}`)
	c := newClient(t, llm.Config{BaseURL: url, BackoffBase: 10 * time.Second, BackoffMax: 10 * time.Second})
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	t0 := time.Now()
	_, err := c.Chat(ctx, ask("q"))
	if !errors.Is(err, context.Canceled) || time.Since(t0) > time.Second {
		t.Errorf("err = %v after %v", err, time.Since(t0))
	}
}

func settle(t *testing.T, before int) {
	t.Helper()
	deadline := time.Now().Add(3 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		buf := make([]byte, 1<<16)
		t.Errorf("%d goroutines left, %d before:\n%s", n, before, buf[:runtime.Stack(buf, true)])
	}
}

func TestStreamingUsage(t *testing.T) {
	reply := strings.Repeat("a streamed reply ", 8)
	srv, url := serve(t, `{"rules": [{"reply": "`+reply+`"}]}`)
	c := newClient(t, llm.Config{BaseURL: url, Stream: true, Prices: map[string]llm.Price{"m": {InputPerMTok: 1e6, OutputPerMTok: 2e6}}})
	req := llm.Request{Model: "m", Messages: []llm.Message{
		{Role: llm.RoleSystem, Content: "12345678"},
		{Role: llm.RoleUser, Content: "1234"},
	}}
	resp, err := c.Chat(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	out := int64((len(reply) + 3) / 4)
	want := llm.Usage{Calls: 1, InputTokens: 3, OutputTokens: out, CostUSD: 3 + 2*float64(out)}
	if resp.Content != reply || resp.Usage != want || resp.Model != "m" {
		t.Errorf("resp = %+v, want content %q usage %+v", resp, reply, want)
	}
	body := string(srv.Requests()[0].Body)
	if !strings.Contains(body, `"stream":true`) || !strings.Contains(body, `"include_usage":true`) {
		t.Errorf("request body %s", body)
	}
}

func TestStreamingRetried(t *testing.T) {
	_, url := serve(t, `{"rules": [{"status": 502, "times": 1}, {"reply": "ok"}]}`)
	c := newClient(t, llm.Config{BaseURL: url, Stream: true})
	resp, err := c.Chat(context.Background(), ask("q"))
	if err != nil || resp.Content != "ok" || resp.Attempts != 2 {
		t.Errorf("resp = %+v, err = %v", resp, err)
	}
}

func TestUsageAndCost(t *testing.T) {
	_, url := serve(t, `{"rules": [{"reply": "12345678"}]}`)
	prices := map[string]llm.Price{"m": {InputPerMTok: 2.5, OutputPerMTok: 10}}
	c := newClient(t, llm.Config{BaseURL: url, Prices: prices})
	resp, err := c.Chat(context.Background(), ask(strings.Repeat("x", 400)))
	if err != nil {
		t.Fatal(err)
	}
	want := llm.Usage{Calls: 1, InputTokens: 100, OutputTokens: 2, CostUSD: (100*2.5 + 2*10) / 1e6}
	if resp.Usage != want {
		t.Errorf("usage = %+v, want %+v", resp.Usage, want)
	}
	other := ask("q")
	other.Model = "unpriced"
	if resp, _ := c.Chat(context.Background(), other); resp.Usage.CostUSD != 0 || resp.Usage.InputTokens == 0 {
		t.Errorf("unpriced model usage = %+v", resp.Usage)
	}
}

func TestRequestFields(t *testing.T) {
	srv, url := serve(t, `{"rules": [{"reply": "{\"n\": 1}"}]}`)
	c := newClient(t, llm.Config{BaseURL: url, APIKey: "sk-explicit"})
	temp := 0.25
	req := llm.Request{
		Model:       "m",
		Messages:    []llm.Message{{Role: llm.RoleSystem, Content: "s"}, {Role: llm.RoleUser, Content: "u"}, {Role: llm.RoleAssistant, Content: "a"}, {Role: llm.RoleUser, Content: "u2"}},
		MaxTokens:   77,
		Temperature: &temp,
		Schema:      json.RawMessage(`{"type":"object","properties":{"n":{"type":"integer"}},"required":["n"],"additionalProperties":false}`),
	}
	if _, err := c.Chat(context.Background(), req); err != nil {
		t.Fatal(err)
	}
	rec := srv.Requests()[0]
	var body struct {
		MaxTokens      int     `json:"max_tokens"`
		Temperature    float64 `json:"temperature"`
		ResponseFormat struct {
			Type       string `json:"type"`
			JSONSchema struct {
				Name   string          `json:"name"`
				Strict bool            `json:"strict"`
				Schema json.RawMessage `json:"schema"`
			} `json:"json_schema"`
		} `json:"response_format"`
	}
	if err := json.Unmarshal(rec.Body, &body); err != nil {
		t.Fatal(err)
	}
	rf := body.ResponseFormat
	if body.MaxTokens != 77 || body.Temperature != 0.25 || rf.Type != "json_schema" || !rf.JSONSchema.Strict || rf.JSONSchema.Name == "" || !strings.Contains(string(rf.JSONSchema.Schema), `"required":["n"]`) {
		t.Errorf("body = %s", rec.Body)
	}
	if len(rec.Messages) != 4 || rec.Messages[2].Role != "assistant" {
		t.Errorf("messages = %+v", rec.Messages)
	}
	if got := rec.Header.Get("Authorization"); got != "Bearer sk-explicit" {
		t.Errorf("Authorization = %q", got)
	}
}

func TestOpenAIEnvDoesNotLeak(t *testing.T) {
	t.Setenv("OPENAI_BASE_URL", "http://127.0.0.1:1/v1")
	t.Setenv("OPENAI_API_KEY", "sk-from-env")
	t.Setenv("OPENAI_ORG_ID", "org-env")
	t.Setenv("OPENAI_CUSTOM_HEADERS", "X-Leak: yes")
	srv, url := serve(t, `{"rules": [{"reply": "ok"}]}`)
	c := newClient(t, llm.Config{BaseURL: url})
	if _, err := c.Chat(context.Background(), ask("q")); err != nil {
		t.Fatal(err)
	}
	h := srv.Requests()[0].Header
	for _, name := range []string{"Authorization", "Openai-Organization", "X-Leak"} {
		if v := h.Get(name); v != "" {
			t.Errorf("header %s = %q leaked from the environment", name, v)
		}
	}
}

func TestNewClientErrors(t *testing.T) {
	for _, cfg := range []llm.Config{{}, {BaseURL: "localhost:8080/v1"}} {
		if _, err := llm.NewClient(cfg); err == nil || !strings.Contains(err.Error(), "base URL") {
			t.Errorf("NewClient(%+v) err = %v", cfg, err)
		}
	}
	c := newClient(t, llm.Config{BaseURL: "http://127.0.0.1:1/v1/"})
	if c.Endpoint() != "http://127.0.0.1:1/v1/chat/completions" {
		t.Errorf("endpoint %q", c.Endpoint())
	}
	if _, err := c.Chat(context.Background(), llm.Request{}); err == nil || !strings.Contains(err.Error(), "no model") {
		t.Errorf("empty model err = %v", err)
	}
	bad := ask("q")
	bad.Messages[0].Role = "function"
	if _, err := c.Chat(context.Background(), bad); err == nil || !strings.Contains(err.Error(), `messages[0]: unknown role "function"`) {
		t.Errorf("bad role err = %v", err)
	}
	// "tool" is a role since the tools strategy, but only answering a call.
	bad.Messages[0].Role = llm.RoleTool
	if _, err := c.Chat(context.Background(), bad); err == nil || !strings.Contains(err.Error(), "messages[0]: a tool message needs the tool_call_id") {
		t.Errorf("tool message without id err = %v", err)
	}
}

func TestPlainTextErrorBody(t *testing.T) {
	ts := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.WriteHeader(http.StatusBadGateway)
		w.Write([]byte("<html>bad gateway from proxy</html>"))
	})}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go ts.Serve(ln)
	t.Cleanup(func() { ts.Close() })
	c := newClient(t, llm.Config{BaseURL: "http://" + ln.Addr().String() + "/v1", MaxRetries: 1})
	_, err = c.Chat(context.Background(), ask("q"))
	var apiErr *llm.APIError
	if !errors.As(err, &apiErr) || apiErr.Status != 502 || apiErr.Attempts != 2 || !strings.Contains(apiErr.Message, "bad gateway from proxy") {
		t.Errorf("err = %v", err)
	}
}

func BenchmarkChatRoundTrip(b *testing.B) {
	_, url := serve(b, `{"rules": [{"reply": "a short reply of a few words"}]}`)
	for _, stream := range []bool{false, true} {
		name := "json"
		if stream {
			name = "stream"
		}
		b.Run(name, func(b *testing.B) {
			c := newClient(b, llm.Config{BaseURL: url, Stream: stream})
			req := ask(strings.Repeat("context line\n", 100))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := c.Chat(context.Background(), req); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// A server that reports no usage still gets a price: the token estimate
// fills the usage before the cost is computed, so --max-cost can fire.
func TestCostFromEstimatedUsage(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"id":"c1","object":"chat.completion","created":0,"model":"m",` +
			`"choices":[{"index":0,"message":{"role":"assistant","content":"12345678"},"finish_reason":"stop"}]}`))
	}))
	defer srv.Close()
	prices := map[string]llm.Price{"m": {InputPerMTok: 2.5, OutputPerMTok: 10}}
	c := newClient(t, llm.Config{BaseURL: srv.URL, Prices: prices})
	resp, err := c.Chat(context.Background(), ask(strings.Repeat("x", 400)))
	if err != nil {
		t.Fatal(err)
	}
	want := llm.Usage{Calls: 1, InputTokens: 100, OutputTokens: 2, CostUSD: (100*2.5 + 2*10) / 1e6, Estimated: true, CostEstimated: true}
	if resp.Usage != want {
		t.Errorf("usage = %+v, want %+v (estimated tokens, priced)", resp.Usage, want)
	}
}
