// Package mock is an OpenAI-compatible chat-completions server for tests and
// dry runs. It answers from a Script (rules matched against each request),
// or, without one, from a built-in deterministic policy that drives an RLM
// through the REPL and says plainly that it is a mock.
//
// It serves POST /v1/chat/completions (and /chat/completions), with SSE
// streaming and usage like a real server, and GET /v1/models. Tokens are
// counted as ceil(characters/4).
package mock

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"
)

const (
	roleSystem    = "system"
	roleUser      = "user"
	roleAssistant = "assistant"
)

// Message is one chat message as the server saw it. Content given as an
// array of parts is joined into one string. An assistant message may
// carry the tool calls it made; a tool message names the call it answers.
type Message struct {
	Role       string        `json:"role"`
	Content    string        `json:"content"`
	ToolCalls  []MessageCall `json:"tool_calls,omitempty"`
	ToolCallID string        `json:"tool_call_id,omitempty"`
}

// MessageCall is a tool call in an assistant message of the request.
type MessageCall struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Arguments string `json:"arguments"`
}

func (m *Message) UnmarshalJSON(data []byte) error {
	var raw struct {
		Role       string          `json:"role"`
		Content    json.RawMessage `json:"content"`
		ToolCallID string          `json:"tool_call_id"`
		ToolCalls  []struct {
			ID       string `json:"id"`
			Function struct {
				Name      string `json:"name"`
				Arguments string `json:"arguments"`
			} `json:"function"`
		} `json:"tool_calls"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return err
	}
	m.Role = raw.Role
	m.Content = ""
	m.ToolCallID = raw.ToolCallID
	m.ToolCalls = nil
	for _, c := range raw.ToolCalls {
		m.ToolCalls = append(m.ToolCalls, MessageCall{ID: c.ID, Name: c.Function.Name, Arguments: c.Function.Arguments})
	}
	if len(raw.Content) == 0 || string(raw.Content) == "null" {
		return nil
	}
	if raw.Content[0] == '"' {
		return json.Unmarshal(raw.Content, &m.Content)
	}
	var parts []struct {
		Type string `json:"type"`
		Text string `json:"text"`
	}
	if err := json.Unmarshal(raw.Content, &parts); err != nil {
		return fmt.Errorf("content: want a string or an array of parts: %w", err)
	}
	var b strings.Builder
	for _, p := range parts {
		b.WriteString(p.Text)
	}
	m.Content = b.String()
	return nil
}

// RecordedRequest is one chat request the server received.
type RecordedRequest struct {
	Time     time.Time
	Path     string
	Header   http.Header
	Body     []byte
	Model    string
	Messages []Message
	Stream   bool
}

type chatRequest struct {
	Model         string    `json:"model"`
	Messages      []Message `json:"messages"`
	Stream        bool      `json:"stream"`
	StreamOptions *struct {
		IncludeUsage bool `json:"include_usage"`
	} `json:"stream_options"`
	Tools []struct {
		Function struct {
			Name string `json:"name"`
		} `json:"function"`
	} `json:"tools"`
	ResponseFormat *struct {
		Type       string `json:"type"`
		JSONSchema *struct {
			Schema json.RawMessage `json:"schema"`
		} `json:"json_schema"`
	} `json:"response_format"`
	N                   *int     `json:"n"`
	MaxTokens           *int     `json:"max_tokens"`
	MaxCompletionTokens *int     `json:"max_completion_tokens"`
	Temperature         *float64 `json:"temperature"`
	ReasoningEffort     string   `json:"reasoning_effort"`
}

// last returns the content of the last message with the role.
func (r *chatRequest) last(role string) string {
	for i := len(r.Messages) - 1; i >= 0; i-- {
		if r.Messages[i].Role == role {
			return r.Messages[i].Content
		}
	}
	return ""
}

// system returns every system message joined, since some clients split the
// system prompt in parts.
func (r *chatRequest) system() string {
	var parts []string
	for _, m := range r.Messages {
		if m.Role == roleSystem || m.Role == "developer" {
			parts = append(parts, m.Content)
		}
	}
	return strings.Join(parts, "\n")
}

// Server is the mock endpoint. Set Latency before serving.
type Server struct {
	// Latency is added before every chat reply (for load tests); a request
	// cancelled meanwhile gets no reply.
	Latency time.Duration
	// MaxRecorded bounds how many requests Requests keeps (the most recent
	// ones); 0 keeps all, which suits tests but not a long-lived server.
	MaxRecorded int

	script     *Script
	requestSeq atomic.Int64

	mu       sync.Mutex
	fired    []int // per rule: how often it fired
	requests []RecordedRequest
	seq      int
	srv      *http.Server
	done     chan struct{}
}

// NewServer returns a server answering from script; a nil script uses the
// built-in dry-run policy for every request.
func NewServer(script *Script) *Server {
	s := &Server{script: script}
	if script != nil {
		s.fired = make([]int, len(script.Rules))
	}
	return s
}

// Requests returns a copy of the chat requests received so far.
func (s *Server) Requests() []RecordedRequest {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]RecordedRequest(nil), s.requests...)
}

// Start serves on addr (default 127.0.0.1:0) in the background and returns
// the base URL to give a client, e.g. http://127.0.0.1:41234/v1.
func (s *Server) Start(addr string) (string, error) {
	if addr == "" {
		addr = "127.0.0.1:0"
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return "", fmt.Errorf("mock server: %w", err)
	}
	srv := &http.Server{Handler: s, ReadHeaderTimeout: 10 * time.Second}
	done := make(chan struct{})
	s.mu.Lock()
	if s.srv != nil {
		s.mu.Unlock()
		ln.Close()
		return "", errors.New("mock server: already started")
	}
	s.srv, s.done = srv, done
	s.mu.Unlock()
	go func() {
		defer close(done)
		_ = srv.Serve(ln)
	}()
	return "http://" + ln.Addr().String() + "/v1", nil
}

// Close stops a server started with Start, dropping open connections, and
// waits for its accept loop to end. Safe to call more than once.
func (s *Server) Close() error {
	s.mu.Lock()
	srv, done := s.srv, s.done
	s.srv = nil
	s.mu.Unlock()
	if srv == nil {
		return nil
	}
	err := srv.Close()
	<-done
	return err
}

// ServeHTTP implements http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("X-Request-Id", fmt.Sprintf("req_mock_%d", s.requestSeq.Add(1)))
	switch {
	case r.URL.Path == "/v1/chat/completions" || r.URL.Path == "/chat/completions":
		if r.Method != http.MethodPost {
			writeError(w, http.StatusMethodNotAllowed, "use POST")
			return
		}
		s.chat(w, r)
	case r.URL.Path == "/v1/models" || r.URL.Path == "/models":
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, `{"object":"list","data":[{"id":"mock","object":"model","created":0,"owned_by":"rlm-mock"}]}`)
	default:
		writeError(w, http.StatusNotFound, "mock server serves POST /v1/chat/completions and GET /v1/models, not "+r.Method+" "+r.URL.Path)
	}
}

func (s *Server) chat(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		writeError(w, http.StatusBadRequest, "reading body: "+err.Error())
		return
	}
	var req chatRequest
	if err := json.Unmarshal(body, &req); err != nil {
		writeError(w, http.StatusBadRequest, "invalid JSON body: "+err.Error())
		return
	}
	if len(req.Messages) == 0 {
		writeError(w, http.StatusBadRequest, "messages: at least one message is required")
		return
	}
	if e := checkParams(body, &req); e != nil {
		writeAPIError(w, http.StatusBadRequest, e)
		return
	}
	if e := checkToolMessages(req.Messages); e != nil {
		writeAPIError(w, http.StatusBadRequest, e)
		return
	}

	s.mu.Lock()
	s.requests = append(s.requests, RecordedRequest{
		Time: time.Now(), Path: r.URL.Path, Header: r.Header.Clone(), Body: body,
		Model: req.Model, Messages: req.Messages, Stream: req.Stream,
	})
	if s.MaxRecorded > 0 && len(s.requests) > s.MaxRecorded {
		drop := len(s.requests) - s.MaxRecorded
		s.requests = append(s.requests[:0:0], s.requests[drop:]...)
	}
	s.seq++
	id := fmt.Sprintf("chatcmpl-mock-%d", s.seq)
	act := s.pick(&req)
	s.mu.Unlock()

	if !sleep(r, s.Latency+act.delay) {
		return
	}
	for k, v := range act.headers {
		w.Header().Set(k, v)
	}
	if act.status >= 400 {
		writeAPIError(w, act.status, &apiError{Message: act.err, Type: act.errType, Code: act.errCode})
		return
	}
	if len(act.toolCalls) > 0 {
		if missing := unofferedTool(&req, act.toolCalls); missing != "" {
			writeError(w, http.StatusBadRequest, fmt.Sprintf("mock: the script replies with a call to %q, which the request's tools do not offer", missing))
			return
		}
	}
	if act.streamErr != nil && !req.Stream {
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"error": act.streamErr})
		return
	}
	model := req.Model
	if model == "" {
		model = "mock"
	}
	c := act.completion(&req)
	if req.Stream {
		stream(w, id, model, c, act.streamErr, req.StreamOptions != nil && req.StreamOptions.IncludeUsage && !act.noUsage)
		return
	}
	choices := make([]any, c.n)
	for i := range choices {
		msg := map[string]any{"role": roleAssistant, "content": c.content}
		if len(c.toolCalls) > 0 {
			msg["tool_calls"] = c.toolCalls
			if c.content == "" {
				msg["content"] = nil
			}
		}
		if c.reasoning != "" {
			msg["reasoning_content"] = c.reasoning
		}
		choices[i] = map[string]any{"index": i, "message": msg, "finish_reason": c.finish}
	}
	out := map[string]any{
		"id":      id,
		"object":  "chat.completion",
		"created": time.Now().Unix(),
		"model":   model,
		"choices": choices,
	}
	if !act.noUsage {
		out["usage"] = c.usage
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(out)
}

// action is what to do with one request.
type action struct {
	reply   string
	delay   time.Duration
	status  int
	err     string
	headers map[string]string

	errCode, errType string
	toolCalls        []ToolCall
	noUsage          bool
	reasoning        string
	reasoningTokens  int
	finish           string
	streamErr        *ErrorBody
	// dryRun marks the built-in policy's reply, which a json_schema
	// request replaces with a value of the schema's shape.
	dryRun bool
}

// completion is the reply as sent: n choices of the same content, cut at
// the request's token limit.
type completion struct {
	content   string
	reasoning string
	toolCalls []any
	finish    string
	n         int
	usage     map[string]any
}

func (a *action) completion(req *chatRequest) completion {
	c := completion{content: a.reply, reasoning: a.reasoning, finish: a.finish, n: 1}
	if c.finish == "" {
		c.finish = "stop"
	}
	if a.dryRun && req.ResponseFormat != nil {
		switch req.ResponseFormat.Type {
		case "json_schema":
			if req.ResponseFormat.JSONSchema != nil {
				c.content = schemaValue(req.ResponseFormat.JSONSchema.Schema)
			}
		case "json_object":
			c.content = "{}"
		}
	}
	if req.N != nil && *req.N > 1 {
		c.n = *req.N
	}
	limit := req.MaxCompletionTokens
	if limit == nil {
		limit = req.MaxTokens
	}
	if limit != nil && *limit > 0 && tokens(c.content) > *limit {
		c.content = string([]rune(c.content)[:*limit*4])
		c.finish = "length"
	}
	for i, tc := range a.toolCalls {
		args := "{}"
		if tc.RawArguments != "" {
			args = tc.RawArguments
		} else if len(tc.Arguments) > 0 {
			var b bytes.Buffer
			if err := json.Compact(&b, tc.Arguments); err == nil {
				args = b.String()
			}
		}
		c.toolCalls = append(c.toolCalls, map[string]any{
			"index": i, "id": fmt.Sprintf("call_mock_%d", i), "type": "function",
			"function": map[string]any{"name": tc.Name, "arguments": args},
		})
		c.finish = "tool_calls"
	}
	completionTokens := c.n * (tokens(c.content) + a.reasoningTokens)
	c.usage = map[string]any{
		"prompt_tokens":     promptTokens(req.Messages),
		"completion_tokens": completionTokens,
		"total_tokens":      promptTokens(req.Messages) + completionTokens,
	}
	if a.reasoningTokens > 0 {
		c.usage["completion_tokens_details"] = map[string]int{"reasoning_tokens": c.n * a.reasoningTokens}
	}
	return c
}

func unofferedTool(req *chatRequest, calls []ToolCall) string {
	offered := map[string]bool{}
	for _, t := range req.Tools {
		offered[t.Function.Name] = true
	}
	for _, c := range calls {
		if !offered[c.Name] && !c.Unoffered {
			return c.Name
		}
	}
	return ""
}

// pick chooses the reply; s.mu must be held since rules count their firings.
func (s *Server) pick(req *chatRequest) action {
	if s.script != nil {
		for i := range s.script.Rules {
			rule := &s.script.Rules[i]
			if rule.Times > 0 && s.fired[i] >= rule.Times {
				continue
			}
			if !rule.matches(req) {
				continue
			}
			n := s.fired[i]
			s.fired[i]++
			a := action{delay: time.Duration(rule.DelayMS) * time.Millisecond, status: rule.Status, err: rule.Error, headers: rule.Headers,
				errCode: rule.ErrorCode, errType: rule.ErrorType, toolCalls: rule.ToolCalls, noUsage: rule.NoUsage,
				reasoning: rule.ReasoningContent, reasoningTokens: rule.ReasoningTokens, finish: rule.FinishReason, streamErr: rule.StreamError}
			switch {
			case len(rule.Replies) > 0:
				a.reply = rule.Replies[min(n, len(rule.Replies)-1)]
			case rule.Reply != nil:
				a.reply = *rule.Reply
			}
			if a.status >= 400 && a.err == "" {
				a.err = fmt.Sprintf("mock: injected HTTP %d (rule %d)", a.status, i)
			}
			return a
		}
		if s.script.DefaultReply != "" {
			return action{reply: s.script.DefaultReply}
		}
	}
	if offers(req, dryRunSearchTool) {
		return dryRunTools(req)
	}
	return action{reply: DryRunReply(req.Messages), dryRun: true}
}

// offers reports whether the request offers the tool.
func offers(req *chatRequest, name string) bool {
	for _, t := range req.Tools {
		if t.Function.Name == name {
			return true
		}
	}
	return false
}

// checkToolMessages refuses what OpenAI refuses of a conversation with
// tool calls: a tool message that answers no call of the assistant
// message before it, and a call left without its answer.
func checkToolMessages(msgs []Message) *apiError {
	var pending []string // calls of the last assistant message not yet answered
	for i, m := range msgs {
		if m.Role == "tool" {
			at := slicesIndex(pending, m.ToolCallID)
			if at < 0 {
				return &apiError{Message: fmt.Sprintf("Invalid parameter: messages[%d]: messages with role 'tool' must be a response to a preceding message with 'tool_calls' (no pending call %q).", i, m.ToolCallID),
					Param: fmt.Sprintf("messages.[%d].role", i)}
			}
			pending = append(pending[:at], pending[at+1:]...)
			continue
		}
		if e := unanswered(pending); e != nil {
			return e
		}
		for _, c := range m.ToolCalls {
			pending = append(pending, c.ID)
		}
	}
	return unanswered(pending)
}

func unanswered(pending []string) *apiError {
	if len(pending) == 0 {
		return nil
	}
	return &apiError{Message: "An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: " + strings.Join(pending, ", "),
		Param: "messages"}
}

func slicesIndex(xs []string, x string) int {
	for i, y := range xs {
		if y == x {
			return i
		}
	}
	return -1
}

// sleep waits d unless the request is cancelled first; it reports whether
// the reply should still be written.
func sleep(r *http.Request, d time.Duration) bool {
	if d <= 0 {
		return r.Context().Err() == nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-r.Context().Done():
		return false
	}
}

func stream(w http.ResponseWriter, id, model string, c completion, streamErr *ErrorBody, includeUsage bool) {
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	flusher, _ := w.(http.Flusher)
	created := time.Now().Unix()
	write := func(v any) {
		b, _ := json.Marshal(v)
		_, _ = fmt.Fprintf(w, "data: %s\n\n", b)
		if flusher != nil {
			flusher.Flush()
		}
	}
	send := func(choices []any, extra map[string]any) {
		chunk := map[string]any{
			"id": id, "object": "chat.completion.chunk", "created": created,
			"model": model, "choices": choices,
		}
		for k, v := range extra {
			chunk[k] = v
		}
		write(chunk)
	}
	for i := 0; i < c.n; i++ {
		delta := func(d map[string]any, finish any) []any {
			return []any{map[string]any{"index": i, "delta": d, "finish_reason": finish}}
		}
		send(delta(map[string]any{"role": roleAssistant, "content": ""}, nil), nil)
		for _, piece := range pieces(c.reasoning, 24) {
			send(delta(map[string]any{"reasoning_content": piece}, nil), nil)
		}
		for _, piece := range pieces(c.content, 24) {
			send(delta(map[string]any{"content": piece}, nil), nil)
		}
		if streamErr != nil {
			write(map[string]any{"error": streamErr})
			return
		}
		if len(c.toolCalls) > 0 {
			send(delta(map[string]any{"tool_calls": c.toolCalls}, nil), nil)
		}
		send(delta(map[string]any{}, c.finish), nil)
	}
	if includeUsage {
		send([]any{}, map[string]any{"usage": c.usage})
	}
	_, _ = io.WriteString(w, "data: [DONE]\n\n")
	if flusher != nil {
		flusher.Flush()
	}
}

// pieces cuts s into chunks of at most n runes, as a server streams tokens.
func pieces(s string, n int) []string {
	var out []string
	for len(s) > 0 {
		i, count := 0, 0
		for i < len(s) && count < n {
			_, size := utf8.DecodeRuneInString(s[i:])
			i += size
			count++
		}
		out = append(out, s[:i])
		s = s[i:]
	}
	return out
}

// apiError is OpenAI's error object; a nil Param or empty Code is sent
// as null.
type apiError struct {
	Message string
	Type    string
	Param   string
	Code    string
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeAPIError(w, status, &apiError{Message: msg})
}

// writeAPIError sends e with OpenAI's type and code for the status where e
// names none.
func writeAPIError(w http.ResponseWriter, status int, e *apiError) {
	if e.Message == "" {
		e.Message = http.StatusText(status)
	}
	if e.Type == "" {
		e.Type = "invalid_request_error"
		switch {
		case status >= 500:
			e.Type = "server_error"
		case status == http.StatusTooManyRequests:
			e.Type = "rate_limit_error"
		}
	}
	if e.Code == "" {
		e.Code = statusCodes[status]
		if e.Code == "" && status >= 500 {
			e.Code = "server_error"
		}
	}
	body := map[string]any{"message": e.Message, "type": e.Type, "param": nil, "code": nil}
	if e.Param != "" {
		body["param"] = e.Param
	}
	if e.Code != "" {
		body["code"] = e.Code
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{"error": body})
}

// statusCodes are the error codes OpenAI sends with these statuses.
var statusCodes = map[int]string{
	http.StatusUnauthorized:    "invalid_api_key",
	http.StatusForbidden:       "unsupported_country_region_territory",
	http.StatusNotFound:        "model_not_found",
	http.StatusTooManyRequests: "rate_limit_exceeded",
}

// tokens estimates a token count as ceil(characters/4).
func tokens(s string) int {
	return (utf8.RuneCountInString(s) + 3) / 4
}

func promptTokens(msgs []Message) int {
	n := 0
	for _, m := range msgs {
		n += utf8.RuneCountInString(m.Content)
	}
	return (n + 3) / 4
}
