package llm_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rlm-go/rlm/llm"
)

func TestUsageEstimatedWhenServerSendsNone(t *testing.T) {
	_, url := serve(t, `{"rules": [
	  {"match": {"last_user": "silent"}, "reply": "12345678", "no_usage": true},
	  {"reply": "12345678"}
	]}`)
	prices := map[string]llm.Price{"m": {InputPerMTok: 2.5, OutputPerMTok: 10}}
	for _, stream := range []bool{false, true} {
		c := newClient(t, llm.Config{BaseURL: url, Prices: prices, Stream: stream})
		est, err := c.Chat(context.Background(), ask("silent"+strings.Repeat("x", 394)))
		if err != nil {
			t.Fatal(err)
		}
		if u := est.Usage; !u.Estimated || !u.CostEstimated || u.InputTokens != 100 || u.OutputTokens != 2 || u.CostUSD == 0 {
			t.Errorf("stream=%v: estimated usage = %+v, want marked estimates", stream, u)
		}
		counted, err := c.Chat(context.Background(), ask("counted"))
		if err != nil {
			t.Fatal(err)
		}
		if u := counted.Usage; u.Estimated || u.CostEstimated {
			t.Errorf("stream=%v: counted usage marked estimated: %+v", stream, u)
		}
		sum := counted.Usage.Add(est.Usage)
		if !sum.Estimated || !sum.CostEstimated || sum.Calls != 2 {
			t.Errorf("sum = %+v: a total with an estimated part is estimated", sum)
		}
		if s := counted.Usage.Add(counted.Usage); s.Estimated || s.CostEstimated {
			t.Errorf("sum of counted = %+v", s)
		}
		b, _ := json.Marshal(est.Usage)
		if !strings.Contains(string(b), `"usage_estimated":true`) || !strings.Contains(string(b), `"cost_estimated":true`) {
			t.Errorf("JSON %s", b)
		}
		if b, _ := json.Marshal(counted.Usage); strings.Contains(string(b), "estimated") {
			t.Errorf("counted usage JSON %s mentions estimates", b)
		}
	}
	var tally llm.Tally
	tally.Add("m", 0, llm.Usage{Calls: 1, InputTokens: 1})
	tally.Add("m", 1, llm.Usage{Calls: 1, InputTokens: 1, Estimated: true})
	if !tally.Total().Estimated || !tally.ByModel()["m"].Estimated || tally.ByDepth()[0].Estimated {
		t.Errorf("tally: total %+v by depth %+v", tally.Total(), tally.ByDepth())
	}
}

func TestReasoningTokensAndContent(t *testing.T) {
	_, url := serve(t, `{"rules": [{"reply": "FINAL(4)", "reasoning_content": "2+2 is 4; FINAL(5) was wrong", "reasoning_tokens": 30}]}`)
	prices := map[string]llm.Price{"m": {InputPerMTok: 0, OutputPerMTok: 1e6}}
	for _, stream := range []bool{false, true} {
		c := newClient(t, llm.Config{BaseURL: url, Prices: prices, Stream: stream})
		resp, err := c.Chat(context.Background(), ask("q"))
		if err != nil {
			t.Fatal(err)
		}
		u := resp.Usage
		// "FINAL(4)" is 2 tokens; the 30 reasoning tokens are part of the
		// output, as OpenAI counts and bills them.
		if u.ReasoningTokens != 30 || u.OutputTokens != 32 || u.CostUSD != 32 || u.Estimated {
			t.Errorf("stream=%v: usage = %+v", stream, u)
		}
		if resp.Content != "FINAL(4)" || !strings.HasPrefix(resp.Reasoning, "2+2 is 4") {
			t.Errorf("stream=%v: content %q reasoning %q", stream, resp.Content, resp.Reasoning)
		}
	}
	sum := llm.Usage{ReasoningTokens: 3}.Add(llm.Usage{ReasoningTokens: 4})
	if sum.ReasoningTokens != 7 {
		t.Errorf("sum = %+v", sum)
	}
}

func TestReasoningModelParams(t *testing.T) {
	srv, url := serve(t, `{"rules": [{"reply": "ok"}]}`)
	temp := 0.3
	tests := []struct {
		name    string
		cfg     llm.Config
		req     llm.Request
		present []string
		absent  []string
	}{
		{"o3-mini takes max_completion_tokens", llm.Config{}, llm.Request{Model: "o3-mini", MaxTokens: 50},
			[]string{`"max_completion_tokens":50`}, []string{"max_tokens\"", "temperature"}},
		{"gpt-5 with an effort", llm.Config{ReasoningEffort: "low"}, llm.Request{Model: "gpt-5-mini", MaxTokens: 9},
			[]string{`"max_completion_tokens":9`, `"reasoning_effort":"low"`}, []string{"max_tokens\"", "temperature"}},
		{"provider prefix", llm.Config{}, llm.Request{Model: "openai/o4-mini", MaxTokens: 5},
			[]string{`"max_completion_tokens":5`}, []string{"max_tokens\""}},
		{"other models keep max_tokens", llm.Config{}, llm.Request{Model: "gpt-4o", MaxTokens: 50, Temperature: &temp},
			[]string{`"max_tokens":50`, `"temperature":0.3`}, []string{"max_completion_tokens", "reasoning_effort"}},
		{"no temperature unless set", llm.Config{}, llm.Request{Model: "llama-3"},
			nil, []string{"temperature", "max_tokens", "max_completion_tokens"}},
	}
	for _, tt := range tests {
		tt.cfg.BaseURL = url
		c := newClient(t, tt.cfg)
		tt.req.Messages = []llm.Message{{Role: llm.RoleUser, Content: "q"}}
		if _, err := c.Chat(context.Background(), tt.req); err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		reqs := srv.Requests()
		body := string(reqs[len(reqs)-1].Body)
		for _, s := range tt.present {
			if !strings.Contains(body, s) {
				t.Errorf("%s: body %s lacks %s", tt.name, body, s)
			}
		}
		for _, s := range tt.absent {
			if strings.Contains(body, s) {
				t.Errorf("%s: body %s has %s", tt.name, body, s)
			}
		}
	}
	if _, err := llm.NewClient(llm.Config{BaseURL: url, ReasoningEffort: "extreme"}); err == nil || !strings.Contains(err.Error(), "reasoning effort") {
		t.Errorf("bad effort: err = %v", err)
	}
}

func TestStreamErrorReported(t *testing.T) {
	tests := []struct {
		name     string
		rule     string
		stream   bool
		attempts int
		want     []string
	}{
		{"server error in stream is retried", `{"message": "overloaded, try later", "type": "server_error", "code": "overloaded"}`, true, 2,
			[]string{"error in stream", "server_error", "overloaded", "overloaded, try later"}},
		{"auth error in stream is not", `{"message": "No auth credentials found", "code": 401}`, true, 1,
			[]string{"error in stream", "401", "No auth credentials found"}},
		{"invalid request in a 200 body", `{"message": "bad messages", "type": "invalid_request_error", "code": "invalid_value"}`, false, 1,
			[]string{"HTTP 200", "invalid_request_error", "invalid_value", "bad messages"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv, url := serve(t, `{"rules": [{"reply": "partial ", "stream_error": `+tt.rule+`}]}`)
			c := newClient(t, llm.Config{BaseURL: url, Stream: tt.stream, MaxRetries: 1})
			_, err := c.Chat(context.Background(), ask("q"))
			var apiErr *llm.APIError
			if !errors.As(err, &apiErr) {
				t.Fatalf("err = %v", err)
			}
			if apiErr.Attempts != tt.attempts || len(srv.Requests()) != tt.attempts {
				t.Errorf("attempts %d, requests %d, want %d", apiErr.Attempts, len(srv.Requests()), tt.attempts)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q lacks %q", err, w)
				}
			}
			if strings.Contains(err.Error(), "no response") || strings.Contains(err.Error(), "received error while streaming") {
				t.Errorf("error %q reads as a lost connection", err)
			}
		})
	}
}

func TestClientErrorsNeverRetried(t *testing.T) {
	for _, status := range []int{400, 401, 403, 404} {
		for _, stream := range []bool{false, true} {
			srv, url := serve(t, `{"rules": [{"status": `+itoa(status)+`}]}`)
			c := newClient(t, llm.Config{BaseURL: url, Stream: stream})
			_, err := c.Chat(context.Background(), ask("q"))
			var apiErr *llm.APIError
			if !errors.As(err, &apiErr) || apiErr.Status != status || apiErr.Attempts != 1 || len(srv.Requests()) != 1 || (status != 400 && apiErr.Code == "") {
				t.Errorf("status %d stream %v: err = %v (%+v), requests %d", status, stream, err, apiErr, len(srv.Requests()))
			}
		}
	}
}

func TestAPIKeyRedactedFromErrors(t *testing.T) {
	const key = "sk-proj-abcdefghijklmnopqrstuvwxyz012345"
	for _, tt := range []struct {
		name, rule string
		stream     bool
	}{
		{"HTTP 401", `{"status": 401, "error": "Incorrect API key provided: ` + key + `. Find your key at ..."}`, false},
		{"in stream", `{"reply": "x", "stream_error": {"message": "key ` + key + ` revoked", "code": "invalid_api_key"}}`, true},
	} {
		_, url := serve(t, `{"rules": [`+tt.rule+`]}`)
		c := newClient(t, llm.Config{BaseURL: url, APIKey: key, Stream: tt.stream})
		_, err := c.Chat(context.Background(), ask("q"))
		var apiErr *llm.APIError
		if !errors.As(err, &apiErr) {
			t.Fatalf("%s: err = %v", tt.name, err)
		}
		if strings.Contains(err.Error(), key) || strings.Contains(apiErr.Message, key) || !strings.Contains(err.Error(), "[REDACTED]") {
			t.Errorf("%s: error %q", tt.name, err)
		}
	}
}

func TestRetryWaitCappedAndReported(t *testing.T) {
	_, url := serve(t, `{"rules": [
	  {"status": 429, "error": "slow down", "headers": {"Retry-After": "3600"}, "times": 1},
	  {"reply": "ok"}
	]}`)
	var mu sync.Mutex
	var waits []llm.Wait
	c := newClient(t, llm.Config{BaseURL: url, MaxRetryWait: 200 * time.Millisecond, WaitNotice: time.Millisecond,
		OnWait: func(w llm.Wait) { mu.Lock(); waits = append(waits, w); mu.Unlock() }})
	t0 := time.Now()
	resp, err := c.Chat(context.Background(), ask("q"))
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(t0); d > 5*time.Second || resp.Attempts != 2 {
		t.Errorf("took %v over %d attempts: the hour's Retry-After must be capped", d, resp.Attempts)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(waits) != 1 {
		t.Fatalf("waits = %+v, want one notice", waits)
	}
	w := waits[0]
	if w.Duration != 200*time.Millisecond || w.Retry != 1 || w.MaxRetries != llm.DefaultRetries || w.Status != 429 ||
		w.Code != "rate_limit_exceeded" || w.RetryAfter != time.Hour {
		t.Errorf("wait = %+v", w)
	}
	want := "waiting 200ms before retry 1 of 4: 429 rate_limit_exceeded from " + url + "/chat/completions (the server asked for 1h0m0s; capped by the maximum retry wait)"
	if w.String() != want {
		t.Errorf("notice %q\nwant   %q", w.String(), want)
	}

	// Short waits stay quiet under the default 5s notice threshold.
	_, url = serve(t, `{"rules": [{"status": 500, "times": 1}, {"reply": "ok"}]}`)
	quiet := 0
	c = newClient(t, llm.Config{BaseURL: url, OnWait: func(llm.Wait) { quiet++ }})
	if _, err := c.Chat(context.Background(), ask("q")); err != nil || quiet != 0 {
		t.Errorf("err %v, %d notices for a millisecond wait", err, quiet)
	}
}

// A hung endpoint is not silent: each attempt that times out after the
// notice threshold is announced, with how long it ran, though the backoff
// that follows is short.
func TestHungEndpointIsAnnounced(t *testing.T) {
	_, url := serve(t, `{"rules": [{"reply": "late", "delay_ms": 2000, "times": 2}, {"reply": "ok"}]}`)
	var mu sync.Mutex
	var waits []llm.Wait
	c := newClient(t, llm.Config{BaseURL: url, RequestTimeout: 150 * time.Millisecond, WaitNotice: 100 * time.Millisecond,
		OnWait: func(w llm.Wait) { mu.Lock(); waits = append(waits, w); mu.Unlock() }})
	if _, err := c.Chat(context.Background(), ask("q")); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(waits) != 2 {
		t.Fatalf("notices = %+v, want one per timed-out attempt (2)", waits)
	}
	for i, w := range waits {
		if w.Took < 150*time.Millisecond || w.Retry != i+1 || !strings.Contains(w.String(), "after an attempt of") {
			t.Errorf("notice %d = %+v (%q)", i, w, w.String())
		}
	}
}
