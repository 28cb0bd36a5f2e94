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
// (connection refused, attempt timed out).
type APIError struct {
	Endpoint string
	Status   int
	Message  string
	Attempts int
}

func (e *APIError) Error() string {
	var b strings.Builder
	b.WriteString("POST ")
	b.WriteString(e.Endpoint)
	b.WriteString(": ")
	if e.Status > 0 {
		fmt.Fprintf(&b, "HTTP %d", e.Status)
	} else {
		b.WriteString("no response")
	}
	if e.Attempts > 1 {
		fmt.Fprintf(&b, " after %d attempts", e.Attempts)
	}
	if e.Message != "" {
		b.WriteString(": ")
		b.WriteString(e.Message)
	}
	return b.String()
}

// Temporary reports whether the status is one the client retries, so a
// caller can tell a rate limit that outlasted the retries from a bad request.
func (e *APIError) Temporary() bool {
	return retryableStatus(e.Status) || e.Status == 0
}

func retryableStatus(s int) bool {
	return s == http.StatusTooManyRequests || s == http.StatusRequestTimeout || s >= 500
}

// attemptError is one failed attempt.
type attemptError struct {
	status     int
	msg        string
	retryable  bool
	retryAfter time.Duration // from the server; -1 when absent
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
				// budgets blind; estimate like the mock does. Before
				// pricing, so a cost budget sees the estimate too.
				resp.Usage.InputTokens, resp.Usage.OutputTokens = estimateTokens(req), int64(ceilQuarter(resp.Content))
				resp.Usage.Estimated = true
			}
			if p, ok := c.cfg.Prices[req.Model]; ok {
				resp.Usage.CostUSD = p.Cost(resp.Usage)
			} else if p, ok := c.cfg.Prices[resp.Model]; ok {
				resp.Usage.CostUSD = p.Cost(resp.Usage)
			}
			return resp, nil
		}
		last = aerr
		fail := func() (Response, error) {
			return Response{Attempts: attempt, Duration: time.Since(start)},
				&APIError{Endpoint: c.endpoint, Status: last.status, Message: last.msg, Attempts: attempt}
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
	if retryAfter >= 0 {
		// Honoured, but bounded: a confused server must not park a run
		// for hours.
		return min(retryAfter, max(c.cfg.BackoffMax, time.Minute))
	}
	ceil := c.cfg.BackoffBase
	for i := 1; i < n && ceil < c.cfg.BackoffMax; i++ {
		ceil *= 2
	}
	ceil = min(ceil, c.cfg.BackoffMax)
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
			p.Messages = append(p.Messages, openai.AssistantMessage(m.Content))
		default:
			return p, fmt.Errorf("llm: messages[%d]: unknown role %q (want system, user or assistant)", i, m.Role)
		}
	}
	if req.MaxTokens > 0 {
		p.MaxTokens = openai.Int(int64(req.MaxTokens))
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
				return resp, &attemptError{status: http.StatusOK, msg: "reply has no choices", retryAfter: -1}
			}
			resp.Content = cc.Choices[0].Message.Content
			resp.Model = cc.Model
			resp.Usage.InputTokens = cc.Usage.PromptTokens
			resp.Usage.OutputTokens = cc.Usage.CompletionTokens
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
	var apiErr *openai.Error
	if errors.As(err, &apiErr) {
		return resp, statusError(apiErr.StatusCode, apiErr.Message, apiErr.Response)
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
	var b strings.Builder
	for s.Next() {
		chunk := s.Current()
		if chunk.Model != "" {
			resp.Model = chunk.Model
		}
		if len(chunk.Choices) > 0 {
			b.WriteString(chunk.Choices[0].Delta.Content)
		}
		if chunk.Usage.PromptTokens > 0 || chunk.Usage.CompletionTokens > 0 {
			resp.Usage.InputTokens = chunk.Usage.PromptTokens
			resp.Usage.OutputTokens = chunk.Usage.CompletionTokens
		}
	}
	if err := s.Err(); err != nil {
		return Response{}, err
	}
	resp.Content = b.String()
	return resp, nil
}

func ceilQuarter(s string) int { return (utf8.RuneCountInString(s) + 3) / 4 }

func estimateTokens(req Request) int64 {
	n := 0
	for _, m := range req.Messages {
		n += utf8.RuneCountInString(m.Content)
	}
	return int64((n + 3) / 4)
}
