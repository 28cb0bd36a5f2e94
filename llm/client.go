package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/packages/respjson"
	"github.com/openai/openai-go/v3/packages/ssestream"
	"github.com/openai/openai-go/v3/shared"
)

// ChatClient is anything that completes a chat; Client and CachedClient
// satisfy it.
type ChatClient interface {
	Chat(ctx context.Context, req Request) (Response, error)
}

// Client talks to one OpenAI-compatible endpoint. It retries on its own
// (openai-go's retries are off) because openai-go does not retry an attempt
// that ran out of time, and because a run needs the attempt count and an
// error that names the endpoint. Safe for concurrent use.
type Client struct {
	cfg      Config
	endpoint string
	chat     openai.ChatCompletionService
}

// NewClient checks cfg and builds a client. Only cfg is used: the OPENAI_*
// environment variables openai-go would read are ignored, so the caller's
// resolution (flags, then RLM_*, then OPENAI_*) is the only one.
func NewClient(cfg Config) (*Client, error) {
	cfg.setDefaults()
	base := strings.TrimRight(strings.TrimSpace(cfg.BaseURL), "/")
	if base == "" {
		return nil, errors.New("llm: no base URL: set --base-url, RLM_BASE_URL or OPENAI_BASE_URL")
	}
	if !strings.HasPrefix(base, "http://") && !strings.HasPrefix(base, "https://") {
		return nil, fmt.Errorf("llm: base URL %q must start with http:// or https://", cfg.BaseURL)
	}
	hc := cfg.HTTPClient
	if hc == nil {
		// No Client.Timeout: each attempt has its own deadline, and a
		// client-wide one would also cut long streams.
		hc = &http.Client{Transport: http.DefaultTransport}
		if t, ok := http.DefaultTransport.(*http.Transport); ok {
			t = t.Clone()
			// Sub-calls fan out to one host; the default of 2 idle
			// connections per host would make most of them redial.
			t.MaxIdleConnsPerHost = 64
			hc.Transport = t
		}
	}
	if err := CheckReasoningEffort(cfg.ReasoningEffort); err != nil {
		return nil, fmt.Errorf("llm: reasoning effort %w", err)
	}
	cfg.BaseURL = base
	// The service is built from explicit options only; openai.NewClient
	// would prepend options read from OPENAI_* variables.
	opts := []option.RequestOption{
		option.WithBaseURL(base + "/"),
		option.WithHTTPClient(hc),
		option.WithMaxRetries(0),
	}
	if cfg.APIKey != "" {
		opts = append(opts, option.WithAPIKey(cfg.APIKey))
	}
	return &Client{
		cfg:      cfg,
		endpoint: base + "/chat/completions",
		chat:     openai.NewChatCompletionService(opts...),
	}, nil
}

// Endpoint is the URL the client posts to.
func (c *Client) Endpoint() string { return c.endpoint }

// APIError is a call that failed for good: a status that is not worth
// retrying, or retries exhausted. Status is 0 when no HTTP response came
// (connection refused, attempt timed out). InStream marks an error the
// server sent inside a reply with status 200 (an SSE event, or the body of
// a plain reply); Type and Code are the error object's, when it had them.
// The client's API key never appears in Message.
type APIError struct {
	Endpoint string
	Status   int
	Message  string
	Attempts int
	Type     string
	Code     string
	InStream bool
}

func (e *APIError) Error() string {
	var b strings.Builder
	b.WriteString("POST ")
	b.WriteString(e.Endpoint)
	b.WriteString(": ")
	switch {
	case e.InStream && e.Status == http.StatusOK:
		b.WriteString("error in stream")
	case e.Status > 0:
		fmt.Fprintf(&b, "HTTP %d", e.Status)
	default:
		b.WriteString("no response")
	}
	if e.Attempts > 1 {
		fmt.Fprintf(&b, " after %d attempts", e.Attempts)
	}
	if e.Message != "" {
		b.WriteString(": ")
		b.WriteString(e.Message)
	}
	// An HTTP status already says what kind of failure it was; an error
	// inside a 200 reply has only its type and code to say it.
	if (e.InStream || e.Status == http.StatusOK) && (e.Type != "" || e.Code != "") {
		var parts []string
		if e.Type != "" {
			parts = append(parts, "type "+e.Type)
		}
		if e.Code != "" {
			parts = append(parts, "code "+e.Code)
		}
		b.WriteString(" (" + strings.Join(parts, ", ") + ")")
	}
	return b.String()
}

// Temporary reports whether the status is one the client retries, so a
// caller can tell a rate limit that outlasted the retries from a bad request.
func (e *APIError) Temporary() bool {
	if e.InStream || e.Status == http.StatusOK {
		return inStreamRetryable(e.Type, e.Code)
	}
	return retryableStatus(e.Status) || e.Status == 0
}

func retryableStatus(s int) bool {
	return s == http.StatusTooManyRequests || s == http.StatusRequestTimeout || s >= 500
}

// inStreamRetryable judges an error sent with status 200 by its type and
// code, the only signs it has: client mistakes (a bad key, model or
// request, some servers' numeric 4xx codes) are final; the rest (overload,
// server errors, unknown) are retried like a 5xx.
func inStreamRetryable(typ, code string) bool {
	if n, err := strconv.Atoi(code); err == nil && n >= 400 && n < 500 {
		return n == http.StatusTooManyRequests || n == http.StatusRequestTimeout
	}
	switch typ {
	case "invalid_request_error", "authentication_error", "permission_error", "not_found_error":
		return code == "rate_limit_exceeded"
	}
	switch code {
	case "invalid_api_key", "model_not_found", "context_length_exceeded", "unsupported_parameter",
		"unsupported_value", "invalid_value", "insufficient_quota":
		return false
	}
	return true
}

// attemptError is one failed attempt.
type attemptError struct {
	status     int
	msg        string
	typ, code  string
	inStream   bool
	retryable  bool
	retryAfter time.Duration // from the server; -1 when absent
}

// redact removes the client's API key from text a server sent: some echo
// the key they refused, and error text reaches stderr, chat histories and
// the model's own code.
func (c *Client) redact(s string) string {
	if key := strings.TrimSpace(c.cfg.APIKey); len(key) >= 8 {
		s = strings.ReplaceAll(s, key, "[REDACTED]")
	}
	return s
}

// Chat sends one chat completion, retrying as configured.
func (c *Client) Chat(ctx context.Context, req Request) (Response, error) {
	start := time.Now()
	if req.Model == "" {
		return Response{}, errors.New("llm: request has no model: set --model or RLM_MODEL")
	}
	params, err := c.params(req)
	if err != nil {
		return Response{}, err
	}
	var last *attemptError
	for attempt := 1; ; attempt++ {
		attemptStart := time.Now()
		resp, aerr := c.attempt(ctx, params)
		if ctx.Err() != nil {
			return Response{Attempts: attempt, Duration: time.Since(start)}, fmt.Errorf("POST %s: %w", c.endpoint, context.Cause(ctx))
		}
		if aerr == nil {
			resp.Attempts = attempt
			resp.Duration = time.Since(start)
			if resp.Model == "" {
				resp.Model = req.Model
			}
			resp.Usage.Calls = 1
			if resp.Usage.InputTokens == 0 && resp.Usage.OutputTokens == 0 {
				// Servers that report no usage would otherwise make
				// budgets blind; estimate like the mock does, and say
				// so. Before pricing, so a cost budget sees the estimate
				// too.
				resp.Usage.InputTokens, resp.Usage.OutputTokens = estimateTokens(req), int64(ceilQuarter(resp.Content)+ceilQuarter(resp.Reasoning)+callsQuarter(resp.ToolCalls))
				resp.Usage.Estimated = true
			}
			p, ok := c.cfg.Prices[req.Model]
			if !ok {
				p, ok = c.cfg.Prices[resp.Model]
			}
			if ok {
				resp.Usage.CostUSD = p.Cost(resp.Usage)
				resp.Usage.CostEstimated = resp.Usage.Estimated
			}
			return resp, nil
		}
		last = aerr
		fail := func() (Response, error) {
			return Response{Attempts: attempt, Duration: time.Since(start)},
				&APIError{Endpoint: c.endpoint, Status: last.status, Message: c.redact(last.msg), Attempts: attempt,
					Type: last.typ, Code: last.code, InStream: last.inStream}
		}
		if !aerr.retryable || attempt > c.cfg.MaxRetries {
			return fail()
		}
		wait := c.backoff(attempt, aerr.retryAfter)
		if dl, ok := ctx.Deadline(); ok && time.Until(dl) < wait {
			// Sleeping into the caller's deadline would only turn a clear
			// server error into a vague timeout.
			return fail()
		}
		// A long wait is said, and so is a long failed attempt: a hung
		// endpoint times out once per attempt and would otherwise be
		// minutes without a word.
		took := time.Since(attemptStart)
		hung := aerr.status == 0 && took > c.cfg.WaitNotice // no answer at all, for that long
		if c.cfg.OnWait != nil && (wait > c.cfg.WaitNotice || hung) {
			w := Wait{Endpoint: c.endpoint, Status: aerr.status, Code: aerr.code, Message: c.redact(aerr.msg),
				Retry: attempt, MaxRetries: c.cfg.MaxRetries, Duration: wait}
			if hung {
				w.Took = took
			}
			if aerr.retryAfter > 0 {
				w.RetryAfter = aerr.retryAfter
			}
			c.cfg.OnWait(w)
		}
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return Response{Attempts: attempt, Duration: time.Since(start)}, fmt.Errorf("POST %s: %w", c.endpoint, context.Cause(ctx))
		case <-t.C:
		}
	}
}

// backoff is the wait before retry number n (from 1): the server's
// Retry-After when given, else full jitter.
func (c *Client) backoff(n int, retryAfter time.Duration) time.Duration {
	limit := c.cfg.MaxRetryWait
	if limit <= 0 {
		limit = DefaultMaxRetryWait
	}
	if retryAfter >= 0 {
		// Honoured, but bounded: a confused server must not park a run
		// for hours.
		return min(retryAfter, limit)
	}
	ceil := c.cfg.BackoffBase
	for i := 1; i < n && ceil < c.cfg.BackoffMax; i++ {
		ceil *= 2
	}
	ceil = min(ceil, c.cfg.BackoffMax, limit)
	return rand.N(ceil + 1)
}

func (c *Client) params(req Request) (openai.ChatCompletionNewParams, error) {
	p := openai.ChatCompletionNewParams{Model: shared.ChatModel(req.Model)}
	for i, m := range req.Messages {
		switch m.Role {
		case RoleSystem:
			p.Messages = append(p.Messages, openai.SystemMessage(m.Content))
		case RoleUser:
			p.Messages = append(p.Messages, openai.UserMessage(m.Content))
		case RoleAssistant:
			if len(m.ToolCalls) == 0 {
				p.Messages = append(p.Messages, openai.AssistantMessage(m.Content))
				break
			}
			am := openai.ChatCompletionAssistantMessageParam{}
			if m.Content != "" {
				am.Content.OfString = openai.String(m.Content)
			}
			for _, tc := range m.ToolCalls {
				am.ToolCalls = append(am.ToolCalls, openai.ChatCompletionMessageToolCallUnionParam{
					OfFunction: &openai.ChatCompletionMessageFunctionToolCallParam{ID: tc.ID,
						Function: openai.ChatCompletionMessageFunctionToolCallFunctionParam{Name: tc.Name, Arguments: tc.Arguments}}})
			}
			p.Messages = append(p.Messages, openai.ChatCompletionMessageParamUnion{OfAssistant: &am})
		case RoleTool:
			if m.ToolCallID == "" {
				return p, fmt.Errorf("llm: messages[%d]: a tool message needs the tool_call_id it answers", i)
			}
			p.Messages = append(p.Messages, openai.ToolMessage(m.Content, m.ToolCallID))
		default:
			return p, fmt.Errorf("llm: messages[%d]: unknown role %q (want system, user, assistant or tool)", i, m.Role)
		}
	}
	for i, t := range req.Tools {
		fn := shared.FunctionDefinitionParam{Name: t.Name}
		if t.Description != "" {
			fn.Description = openai.String(t.Description)
		}
		if len(t.Parameters) > 0 {
			var params map[string]any
			if err := json.Unmarshal(t.Parameters, &params); err != nil {
				return p, fmt.Errorf("llm: tools[%d] (%s): parameters are not a JSON object: %v", i, t.Name, err)
			}
			fn.Parameters = params
		}
		p.Tools = append(p.Tools, openai.ChatCompletionFunctionTool(fn))
	}
	if req.MaxTokens > 0 {
		// OpenAI's reasoning models refuse max_tokens; other servers
		// (vLLM, llama.cpp, older proxies) may not know the newer name.
		if openAIReasoningModel(req.Model) {
			p.MaxCompletionTokens = openai.Int(int64(req.MaxTokens))
		} else {
			p.MaxTokens = openai.Int(int64(req.MaxTokens))
		}
	}
	if c.cfg.ReasoningEffort != "" {
		p.ReasoningEffort = shared.ReasoningEffort(c.cfg.ReasoningEffort)
	}
	if req.Temperature != nil {
		p.Temperature = openai.Float(*req.Temperature)
	}
	if len(req.Schema) > 0 {
		var schema map[string]any
		if err := json.Unmarshal(req.Schema, &schema); err != nil {
			return p, fmt.Errorf("llm: schema is not a JSON object: %v", err)
		}
		p.ResponseFormat = openai.ChatCompletionNewParamsResponseFormatUnion{
			OfJSONSchema: &shared.ResponseFormatJSONSchemaParam{
				JSONSchema: shared.ResponseFormatJSONSchemaJSONSchemaParam{
					Name:   "response",
					Strict: openai.Bool(true),
					Schema: schema,
				},
			},
		}
	}
	if c.cfg.Stream {
		p.StreamOptions.IncludeUsage = openai.Bool(true)
	}
	return p, nil
}

// attempt makes one HTTP attempt under its own deadline.
func (c *Client) attempt(ctx context.Context, p openai.ChatCompletionNewParams) (Response, *attemptError) {
	actx, cancel := context.WithTimeout(ctx, c.cfg.RequestTimeout)
	defer cancel()
	var raw *http.Response
	var resp Response
	var err error
	if c.cfg.Stream {
		resp, err = c.streamed(actx, p, &raw)
	} else {
		var cc *openai.ChatCompletion
		cc, err = c.chat.New(actx, p, option.WithResponseInto(&raw))
		if err == nil {
			if len(cc.Choices) == 0 {
				if e := bodyError(cc.JSON.ExtraFields["error"].Raw(), false); e != nil {
					return resp, e
				}
				return resp, &attemptError{status: http.StatusOK, msg: "reply has no choices", retryAfter: -1}
			}
			msg := cc.Choices[0].Message
			resp.Content = msg.Content
			for _, tc := range msg.ToolCalls {
				resp.ToolCalls = append(resp.ToolCalls, ToolCall{ID: tc.ID, Name: tc.Function.Name, Arguments: tc.Function.Arguments})
			}
			resp.Reasoning = reasoningText(msg.JSON.ExtraFields)
			resp.Model = cc.Model
			resp.Usage = usageOf(cc.Usage)
		}
	}
	if err == nil {
		return resp, nil
	}
	if ctx.Err() != nil {
		return resp, &attemptError{msg: ctx.Err().Error(), retryAfter: -1}
	}
	if actx.Err() != nil {
		return resp, &attemptError{msg: fmt.Sprintf("attempt timed out after %s", c.cfg.RequestTimeout), retryable: true, retryAfter: -1}
	}
	var streamErr *ssestream.StreamError
	if errors.As(err, &streamErr) {
		if e := bodyError(gjsonError(streamErr.Event.Data), true); e != nil {
			return resp, e
		}
	}
	var apiErr *openai.Error
	if errors.As(err, &apiErr) {
		e := statusError(apiErr.StatusCode, apiErr.Message, apiErr.Response)
		e.typ, e.code = apiErr.Type, apiErr.Code
		return resp, e
	}
	if raw != nil && raw.StatusCode >= 400 {
		// An error body openai-go could not parse (plain text, HTML from a
		// proxy): the status still decides.
		return resp, statusError(raw.StatusCode, "", raw)
	}
	if raw != nil && raw.StatusCode < 300 && !c.cfg.Stream {
		return resp, &attemptError{status: raw.StatusCode, msg: "unreadable reply: " + err.Error(), retryAfter: -1}
	}
	// No response, or a stream cut short: the connection failed. The
	// url.Error's own "Post URL" prefix would repeat what APIError says.
	var uerr *url.Error
	if errors.As(err, &uerr) {
		err = uerr.Err
	}
	return resp, &attemptError{msg: err.Error(), retryable: true, retryAfter: -1}
}

func statusError(status int, msg string, res *http.Response) *attemptError {
	if msg == "" && res != nil && res.Body != nil {
		b, _ := io.ReadAll(io.LimitReader(res.Body, 2048))
		msg = strings.TrimSpace(string(b))
	}
	if msg == "" {
		msg = http.StatusText(status)
	}
	if utf8.RuneCountInString(msg) > 500 {
		msg = string([]rune(msg)[:500]) + "..."
	}
	return &attemptError{status: status, msg: msg, retryable: retryableStatus(status), retryAfter: retryAfter(res)}
}

// retryAfter reads Retry-After-Ms, then Retry-After (seconds or an HTTP
// date); -1 when neither is usable.
func retryAfter(res *http.Response) time.Duration {
	if res == nil {
		return -1
	}
	if v := res.Header.Get("Retry-After-Ms"); v != "" {
		if ms, err := strconv.ParseFloat(v, 64); err == nil && ms >= 0 {
			return time.Duration(ms * float64(time.Millisecond))
		}
	}
	v := strings.TrimSpace(res.Header.Get("Retry-After"))
	if v == "" {
		return -1
	}
	if s, err := strconv.ParseFloat(v, 64); err == nil && s >= 0 {
		return time.Duration(s * float64(time.Second))
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(time.Until(t), 0)
	}
	return -1
}

func (c *Client) streamed(ctx context.Context, p openai.ChatCompletionNewParams, raw **http.Response) (Response, error) {
	s := c.chat.NewStreaming(ctx, p, option.WithResponseInto(raw))
	defer s.Close()
	var resp Response
	var b, reasoning strings.Builder
	// Tool calls arrive in pieces keyed by index: the first piece names
	// the call, later ones extend its arguments.
	var calls []ToolCall
	var args []strings.Builder
	for s.Next() {
		chunk := s.Current()
		if chunk.Model != "" {
			resp.Model = chunk.Model
		}
		if len(chunk.Choices) > 0 {
			b.WriteString(chunk.Choices[0].Delta.Content)
			reasoning.WriteString(reasoningText(chunk.Choices[0].Delta.JSON.ExtraFields))
			for _, tc := range chunk.Choices[0].Delta.ToolCalls {
				i := int(tc.Index)
				if i < 0 || i > 1024 {
					continue
				}
				for len(calls) <= i {
					calls = append(calls, ToolCall{})
					args = append(args, strings.Builder{})
				}
				if tc.ID != "" {
					calls[i].ID = tc.ID
				}
				if tc.Function.Name != "" {
					calls[i].Name = tc.Function.Name
				}
				args[i].WriteString(tc.Function.Arguments)
			}
		}
		if chunk.Usage.PromptTokens > 0 || chunk.Usage.CompletionTokens > 0 {
			resp.Usage = usageOf(chunk.Usage)
		}
	}
	if err := s.Err(); err != nil {
		return Response{}, err
	}
	resp.Content = b.String()
	resp.Reasoning = reasoning.String()
	for i := range calls {
		calls[i].Arguments = args[i].String()
		resp.ToolCalls = append(resp.ToolCalls, calls[i])
	}
	return resp, nil
}

// usageOf reads a reply's usage. OpenAI counts reasoning tokens inside
// completion_tokens; a server reporting more reasoning than completion
// tokens evidently counted them apart, so they are added.
func usageOf(u openai.CompletionUsage) Usage {
	out := Usage{InputTokens: u.PromptTokens, OutputTokens: u.CompletionTokens,
		ReasoningTokens: u.CompletionTokensDetails.ReasoningTokens}
	if out.ReasoningTokens > out.OutputTokens {
		out.OutputTokens += out.ReasoningTokens
	}
	return out
}

// reasoningText is the reasoning a server sent beside the reply text:
// reasoning_content (DeepSeek, vLLM, ...) or reasoning (OpenRouter, Ollama).
func reasoningText(extra map[string]respjson.Field) string {
	for _, name := range []string{"reasoning_content", "reasoning"} {
		f, ok := extra[name]
		if !ok {
			continue
		}
		var s string
		if json.Unmarshal([]byte(f.Raw()), &s) == nil && s != "" {
			return s
		}
	}
	return ""
}

// openAIReasoningModel reports whether model names one of OpenAI's
// reasoning models (o1, o3-mini, o4-mini, gpt-5, gpt-5-mini, ...; a
// provider prefix such as "openai/" is ignored), which take
// max_completion_tokens instead of max_tokens.
func openAIReasoningModel(model string) bool {
	if i := strings.LastIndexByte(model, '/'); i >= 0 {
		model = model[i+1:]
	}
	if strings.HasPrefix(model, "gpt-5") {
		return true
	}
	return len(model) >= 2 && model[0] == 'o' && model[1] >= '0' && model[1] <= '9'
}

// gjsonError is the "error" member of an SSE event's data.
func gjsonError(data []byte) string {
	var ev struct {
		Error json.RawMessage `json:"error"`
	}
	if json.Unmarshal(data, &ev) != nil {
		return ""
	}
	return string(ev.Error)
}

// bodyError reads an error object sent with status 200, inside a stream or
// as a plain reply's body; nil when raw is not one.
func bodyError(raw string, inStream bool) *attemptError {
	if raw == "" || raw == "null" {
		return nil
	}
	var e struct {
		Message string          `json:"message"`
		Type    string          `json:"type"`
		Code    json.RawMessage `json:"code"`
	}
	if err := json.Unmarshal([]byte(raw), &e); err != nil {
		// A bare string, as some servers send.
		var msg string
		if json.Unmarshal([]byte(raw), &msg) != nil {
			return nil
		}
		e.Message = msg
	}
	code := strings.Trim(string(e.Code), `"`)
	if code == "null" {
		code = ""
	}
	msg := e.Message
	if msg == "" {
		msg = "the server sent an error with no message"
	}
	if utf8.RuneCountInString(msg) > 500 {
		msg = string([]rune(msg)[:500]) + "..."
	}
	return &attemptError{status: http.StatusOK, msg: msg, typ: e.Type, code: code, inStream: inStream,
		retryable: inStreamRetryable(e.Type, code), retryAfter: -1}
}

func ceilQuarter(s string) int { return (utf8.RuneCountInString(s) + 3) / 4 }

func callsQuarter(calls []ToolCall) int {
	n := 0
	for _, c := range calls {
		n += ceilQuarter(c.Name + c.Arguments)
	}
	return n
}

func estimateTokens(req Request) int64 {
	n := 0
	for _, m := range req.Messages {
		n += utf8.RuneCountInString(m.Content)
		for _, tc := range m.ToolCalls {
			n += len(tc.Name) + utf8.RuneCountInString(tc.Arguments)
		}
	}
	return int64((n + 3) / 4)
}

// CheckReasoningEffort refuses a reasoning effort no OpenAI-compatible
// server takes; "" (the server's default) is fine. Callers add the flag or
// setting name in front of the message (`%q: want ...`).
func CheckReasoningEffort(effort string) error {
	switch effort {
	case "", "none", "minimal", "low", "medium", "high", "xhigh":
		return nil
	}
	return fmt.Errorf("%q: want none, minimal, low, medium, high or xhigh", effort)
}
