package mock

import (
	"bufio"
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

// raw posts body and decodes the whole reply as OpenAI's shapes.
type rawReply struct {
	status int
	header http.Header
	body   struct {
		Choices []struct {
			Index   int `json:"index"`
			Message struct {
				Content          *string `json:"content"`
				ReasoningContent string  `json:"reasoning_content"`
				ToolCalls        []struct {
					ID       string `json:"id"`
					Type     string `json:"type"`
					Function struct {
						Name      string `json:"name"`
						Arguments string `json:"arguments"`
					} `json:"function"`
				} `json:"tool_calls"`
			} `json:"message"`
			FinishReason string `json:"finish_reason"`
		} `json:"choices"`
		Usage *struct {
			PromptTokens            int `json:"prompt_tokens"`
			CompletionTokens        int `json:"completion_tokens"`
			CompletionTokensDetails struct {
				ReasoningTokens int `json:"reasoning_tokens"`
			} `json:"completion_tokens_details"`
		} `json:"usage"`
		Error *struct {
			Message string  `json:"message"`
			Type    string  `json:"type"`
			Param   *string `json:"param"`
			Code    *string `json:"code"`
		} `json:"error"`
	}
}

func postRaw(t *testing.T, url string, body map[string]any) rawReply {
	t.Helper()
	b, _ := json.Marshal(body)
	res, err := http.Post(url+"/chat/completions", "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	r := rawReply{status: res.StatusCode, header: res.Header}
	if err := json.NewDecoder(res.Body).Decode(&r.body); err != nil {
		t.Fatalf("decoding reply: %v", err)
	}
	return r
}

func with(body map[string]any, kv ...any) map[string]any {
	for i := 0; i+1 < len(kv); i += 2 {
		body[kv[i].(string)] = kv[i+1]
	}
	return body
}

func TestToolCalls(t *testing.T) {
	url := start(t, NewServer(mustParse(t, `{"rules": [
	  {"match": {"last_user": "weather"}, "tool_calls": [{"name": "get_weather", "arguments": {"city": "Paris"}}]},
	  {"reply": "plain"}
	]}`)))
	tools := []any{map[string]any{"type": "function", "function": map[string]any{"name": "get_weather", "parameters": map[string]any{"type": "object"}}}}
	r := postRaw(t, url, with(chat("m", "user", "weather in Paris?"), "tools", tools))
	if r.status != 200 || len(r.body.Choices) != 1 {
		t.Fatalf("status %d, body %+v", r.status, r.body)
	}
	c := r.body.Choices[0]
	if c.FinishReason != "tool_calls" || len(c.Message.ToolCalls) != 1 || c.Message.Content != nil {
		t.Fatalf("choice = %+v", c)
	}
	tc := c.Message.ToolCalls[0]
	if tc.Type != "function" || tc.ID == "" || tc.Function.Name != "get_weather" || tc.Function.Arguments != `{"city":"Paris"}` {
		t.Errorf("tool call = %+v", tc)
	}
	// A tool the request did not offer is refused, as no model can call it.
	r = postRaw(t, url, chat("m", "user", "weather?"))
	if r.status != 400 || r.body.Error == nil || !strings.Contains(r.body.Error.Message, "get_weather") {
		t.Errorf("tool_calls without tools: %d %+v", r.status, r.body.Error)
	}
}

func TestSchemaShapedDryRun(t *testing.T) {
	url := start(t, NewServer(nil))
	schema := map[string]any{"type": "object", "properties": map[string]any{
		"n":     map[string]any{"type": "integer"},
		"name":  map[string]any{"type": "string"},
		"ok":    map[string]any{"type": "boolean"},
		"kind":  map[string]any{"type": "string", "enum": []any{"a", "b"}},
		"items": map[string]any{"type": "array", "items": map[string]any{"type": "number"}},
	}, "required": []any{"n", "name", "ok", "kind", "items"}, "additionalProperties": false}
	rf := map[string]any{"type": "json_schema", "json_schema": map[string]any{"name": "r", "strict": true, "schema": schema}}
	r := postRaw(t, url, with(chat("m", "user", "count them"), "response_format", rf))
	if r.status != 200 || len(r.body.Choices) != 1 || r.body.Choices[0].Message.Content == nil {
		t.Fatalf("status %d body %+v", r.status, r.body)
	}
	var got map[string]any
	if err := json.Unmarshal([]byte(*r.body.Choices[0].Message.Content), &got); err != nil {
		t.Fatalf("reply %q is not JSON: %v", *r.body.Choices[0].Message.Content, err)
	}
	if _, ok := got["n"].(float64); !ok || got["kind"] != "a" || got["ok"] != false || len(got) != 5 {
		t.Errorf("schema-shaped reply = %v", got)
	}
	if _, ok := got["name"].(string); !ok {
		t.Errorf("name = %v", got["name"])
	}
	// Scripted replies pass through untouched.
	url = start(t, NewServer(mustParse(t, `{"rules": [{"reply": "{\"n\": 7}"}]}`)))
	r = postRaw(t, url, with(chat("m", "user", "x"), "response_format", rf))
	if *r.body.Choices[0].Message.Content != `{"n": 7}` {
		t.Errorf("scripted = %q", *r.body.Choices[0].Message.Content)
	}
}

func TestNChoicesAndLengthLimit(t *testing.T) {
	url := start(t, NewServer(mustParse(t, `{"rules": [{"reply": "0123456789abcdefghij"}]}`)))
	r := postRaw(t, url, with(chat("m", "user", "x"), "n", 2))
	if len(r.body.Choices) != 2 || r.body.Choices[1].Index != 1 || *r.body.Choices[1].Message.Content != "0123456789abcdefghij" {
		t.Errorf("n=2: %+v", r.body.Choices)
	}
	if r.body.Usage.CompletionTokens != 10 {
		t.Errorf("n=2 completion tokens = %d, want 10 (both choices)", r.body.Usage.CompletionTokens)
	}
	for _, param := range []string{"max_tokens", "max_completion_tokens"} {
		r = postRaw(t, url, with(chat("m", "user", "x"), param, 2))
		c := r.body.Choices[0]
		if c.FinishReason != "length" || *c.Message.Content != "01234567" || r.body.Usage.CompletionTokens != 2 {
			t.Errorf("%s=2: finish %q content %q usage %+v", param, c.FinishReason, *c.Message.Content, r.body.Usage)
		}
	}
	r = postRaw(t, url, with(chat("m", "user", "x"), "max_tokens", 100))
	if c := r.body.Choices[0]; c.FinishReason != "stop" || *c.Message.Content != "0123456789abcdefghij" {
		t.Errorf("under the limit: %+v", c)
	}
}

func TestUnsupportedParameters(t *testing.T) {
	url := start(t, NewServer(mustParse(t, `{"rules": [{"reply": "ok"}]}`)))
	tests := []struct {
		name        string
		body        map[string]any
		param, code string
		message     string
	}{
		{"max_tokens on o3", with(chat("o3-mini", "user", "x"), "max_tokens", 5), "max_tokens", "unsupported_parameter",
			"Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead."},
		{"max_tokens on gpt-5", with(chat("gpt-5-mini", "user", "x"), "max_tokens", 5), "max_tokens", "unsupported_parameter",
			"Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead."},
		{"temperature on o1", with(chat("o1", "user", "x"), "temperature", 0.2), "temperature", "unsupported_value",
			"Unsupported value: 'temperature' does not support 0.2 with this model. Only the default (1) value is supported."},
		{"temperature 0 on gpt-5", with(chat("gpt-5", "user", "x"), "temperature", 0), "temperature", "unsupported_value",
			"Unsupported value: 'temperature' does not support 0 with this model. Only the default (1) value is supported."},
		{"unknown argument", with(chat("m", "user", "x"), "frobnicate", true), "", "",
			"Unrecognized request argument supplied: frobnicate"},
		{"known but not mocked", with(chat("m", "user", "x"), "logprobs", true), "logprobs", "unsupported_parameter", ""},
	}
	for _, tt := range tests {
		r := postRaw(t, url, tt.body)
		e := r.body.Error
		if r.status != 400 || e == nil || e.Type != "invalid_request_error" {
			t.Errorf("%s: %d %+v", tt.name, r.status, e)
			continue
		}
		if tt.message != "" && e.Message != tt.message {
			t.Errorf("%s: message %q\nwant %q", tt.name, e.Message, tt.message)
		}
		if tt.param != "" && (e.Param == nil || *e.Param != tt.param) || tt.code != "" && (e.Code == nil || *e.Code != tt.code) {
			t.Errorf("%s: param %v code %v", tt.name, e.Param, e.Code)
		}
	}
	// What those models do accept passes.
	for _, body := range []map[string]any{
		with(chat("o3-mini", "user", "x"), "max_completion_tokens", 5, "reasoning_effort", "low"),
		with(chat("gpt-5", "user", "x"), "temperature", 1),
		with(chat("gpt-4o", "user", "x"), "max_tokens", 5, "temperature", 0.2),
	} {
		if r := postRaw(t, url, body); r.status != 200 {
			t.Errorf("%v: %d %+v", body, r.status, r.body.Error)
		}
	}
}

func TestErrorCodesAndRequestID(t *testing.T) {
	url := start(t, NewServer(mustParse(t, `{"rules": [
	  {"match": {"last_user": "429"}, "status": 429},
	  {"match": {"last_user": "401"}, "status": 401},
	  {"match": {"last_user": "404"}, "status": 404},
	  {"match": {"last_user": "500"}, "status": 500},
	  {"match": {"last_user": "custom"}, "status": 400, "error": "bad", "error_code": "context_length_exceeded"},
	  {"reply": "ok"}
	]}`)))
	ids := map[string]bool{}
	for _, tt := range []struct{ q, code string }{
		{"429", "rate_limit_exceeded"}, {"401", "invalid_api_key"}, {"404", "model_not_found"},
		{"500", "server_error"}, {"custom", "context_length_exceeded"}, {"fine", ""},
	} {
		r := postRaw(t, url, chat("m", "user", tt.q))
		id := r.header.Get("X-Request-Id")
		if id == "" || ids[id] {
			t.Errorf("%s: x-request-id %q (seen before: %v)", tt.q, id, ids[id])
		}
		ids[id] = true
		if tt.code == "" {
			continue
		}
		if e := r.body.Error; e == nil || e.Code == nil || *e.Code != tt.code {
			t.Errorf("%s: error %+v, want code %q", tt.q, e, tt.code)
		}
	}
	res, err := http.Get(url + "/models")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.Header.Get("X-Request-Id") == "" {
		t.Error("GET /models has no x-request-id")
	}
}

func TestScriptedUsageReasoningAndStreamErrors(t *testing.T) {
	url := start(t, NewServer(mustParse(t, `{"rules": [
	  {"match": {"last_user": "nousage"}, "reply": "abcd", "no_usage": true},
	  {"match": {"last_user": "think"}, "reply": "done", "reasoning_content": "let me think", "reasoning_tokens": 30},
	  {"match": {"last_user": "cut"}, "reply": "partial", "finish_reason": "length"},
	  {"match": {"last_user": "fail"}, "reply": "half a rep", "stream_error": {"message": "overloaded", "type": "server_error", "code": "overloaded"}}
	]}`)))
	r := postRaw(t, url, chat("m", "user", "nousage"))
	if r.status != 200 || r.body.Usage != nil {
		t.Errorf("no_usage: %d usage %+v", r.status, r.body.Usage)
	}
	r = postRaw(t, url, chat("m", "user", "think"))
	c := r.body.Choices[0]
	if *c.Message.Content != "done" || c.Message.ReasoningContent != "let me think" ||
		r.body.Usage.CompletionTokens != 1+30 || r.body.Usage.CompletionTokensDetails.ReasoningTokens != 30 {
		t.Errorf("reasoning: %+v usage %+v", c, r.body.Usage)
	}
	if r = postRaw(t, url, chat("m", "user", "cut")); r.body.Choices[0].FinishReason != "length" {
		t.Errorf("finish_reason = %q", r.body.Choices[0].FinishReason)
	}
	// A non-streamed request gets the error as a 200 body, as such servers do.
	if r = postRaw(t, url, chat("m", "user", "fail")); r.status != 200 || r.body.Error == nil || r.body.Error.Code == nil || *r.body.Error.Code != "overloaded" {
		t.Errorf("stream_error without stream: %d %+v", r.status, r.body.Error)
	}

	b, _ := json.Marshal(with(chat("m", "user", "fail"), "stream", true))
	res, err := http.Post(url+"/chat/completions", "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var lines []string
	sc := bufio.NewScanner(res.Body)
	for sc.Scan() {
		if l := sc.Text(); strings.HasPrefix(l, "data: ") {
			lines = append(lines, strings.TrimPrefix(l, "data: "))
		}
	}
	if res.StatusCode != 200 || len(lines) < 2 {
		t.Fatalf("stream: %d %q", res.StatusCode, lines)
	}
	last := lines[len(lines)-1]
	if !strings.HasPrefix(last, `{"error":`) || !strings.Contains(last, `"code":"overloaded"`) || !strings.Contains(strings.Join(lines, ""), "half") {
		t.Errorf("stream ends %q", lines)
	}
}
