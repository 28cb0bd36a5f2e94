package mock

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"regexp"
	"strings"
)

// Script is a parsed mock script: rules tried in order against every chat
// request, and a default reply for requests no rule matches.
//
// The file format is JSON:
//
//	{
//	  "rules": [
//	    {
//	      "match":   {"last_user": "REGEX", "system": "REGEX", "model": "REGEX", "any_message": "REGEX"},
//	      "reply":   "text",                 // or
//	      "replies": ["first", "second"],    // one per firing, the last repeats
//	      "delay_ms": 250,                   // wait before answering
//	      "status":  429,                    // inject an HTTP error status
//	      "error":   "slow down",            // its message (status defaults to 500)
//	      "headers": {"Retry-After": "1"},   // extra response headers
//	      "error_code": "context_length_exceeded", // the error's code (default: by status)
//	      "error_type": "invalid_request_error",   // the error's type (default: by status)
//	      "tool_calls": [{"name": "f", "arguments": {"x": 1}}], // reply with tool calls
//	                                         // ("raw_arguments": "{oops" sends a string as is;
//	                                         // "unoffered": true calls a tool not offered)
//	      "no_usage": true,                  // send no usage, like some servers
//	      "reasoning_content": "thoughts",   // a reasoning model's message field
//	      "reasoning_tokens": 30,            // completion_tokens_details.reasoning_tokens
//	      "finish_reason": "length",         // instead of "stop"
//	      "stream_error": {"message": "m", "type": "server_error", "code": "overloaded"},
//	                                         // an error inside the 200 reply (after the
//	                                         // reply's text when streaming)
//	      "times":   1                       // fire at most this often (0 = unlimited)
//	    }
//	  ],
//	  "default_reply": "text"
//	}
//
// Every match field given must match (Go RE2 syntax, unanchored; use (?s)
// to let . cross newlines). A rule whose times are used up is skipped, so
// "429, then 500, then success" is three rules in a row. A request no rule
// matches gets default_reply, or the built-in dry-run policy (see
// DryRunReply) when default_reply is empty.
type Script struct {
	// Name labels errors, usually the file name.
	Name         string `json:"-"`
	Rules        []Rule `json:"rules"`
	DefaultReply string `json:"default_reply,omitempty"`
}

// Rule is one scripted behaviour.
type Rule struct {
	Match   Match             `json:"match"`
	Reply   *string           `json:"reply,omitempty"`
	Replies []string          `json:"replies,omitempty"`
	DelayMS int               `json:"delay_ms,omitempty"`
	Status  int               `json:"status,omitempty"`
	Error   string            `json:"error,omitempty"`
	Headers map[string]string `json:"headers,omitempty"`
	Times   int               `json:"times,omitempty"`
	// ErrorCode and ErrorType replace the error's code and type, which
	// default to OpenAI's for the status.
	ErrorCode string `json:"error_code,omitempty"`
	ErrorType string `json:"error_type,omitempty"`
	// ToolCalls makes the reply call functions the request offered in
	// "tools"; the reply's finish_reason is then "tool_calls".
	ToolCalls []ToolCall `json:"tool_calls,omitempty"`
	// NoUsage leaves usage out of the reply.
	NoUsage bool `json:"no_usage,omitempty"`
	// ReasoningContent is sent as the message's reasoning_content and
	// ReasoningTokens added to completion_tokens, as reasoning models do.
	ReasoningContent string `json:"reasoning_content,omitempty"`
	ReasoningTokens  int    `json:"reasoning_tokens,omitempty"`
	// FinishReason replaces "stop".
	FinishReason string `json:"finish_reason,omitempty"`
	// StreamError is an error sent with HTTP 200: as the last event of a
	// stream (after the reply's text), or as the body of a plain reply.
	StreamError *ErrorBody `json:"stream_error,omitempty"`

	lastUser, system, model, anyMessage *regexp.Regexp
}

// ToolCall is one function call a scripted reply makes. RawArguments,
// when set, is sent as the arguments string verbatim (it need not be
// JSON: models sometimes send broken arguments).
//
// A call to a tool the request does not offer is refused (HTTP 400), as
// the script is then likely wrong; Unoffered sends it anyway, as a model
// that invents a tool name would.
type ToolCall struct {
	Name         string          `json:"name"`
	Arguments    json.RawMessage `json:"arguments,omitempty"`
	RawArguments string          `json:"raw_arguments,omitempty"`
	Unoffered    bool            `json:"unoffered,omitempty"`
}

// ErrorBody is an OpenAI error object. Code is usually a name
// ("rate_limit_exceeded"); some servers send the HTTP status as a number.
type ErrorBody struct {
	Message string `json:"message"`
	Type    string `json:"type,omitempty"`
	Code    any    `json:"code,omitempty"`
}

// Match selects requests. Empty fields match anything.
type Match struct {
	LastUser   string `json:"last_user,omitempty"`
	System     string `json:"system,omitempty"`
	Model      string `json:"model,omitempty"`
	AnyMessage string `json:"any_message,omitempty"`
}

// LoadScript reads and parses a script file.
func LoadScript(path string) (*Script, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("mock script: %w", err)
	}
	return ParseScript(path, data)
}

// ParseScript parses a script; name labels errors. Errors name the position
// (name:line:col) of JSON syntax errors, or the rule and field at fault.
func ParseScript(name string, data []byte) (*Script, error) {
	// Rules are decoded one by one so a mistake can name its rule index,
	// which is what a user editing a long script needs.
	var top struct {
		Rules        []json.RawMessage `json:"rules"`
		DefaultReply string            `json:"default_reply"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&top); err != nil {
		return nil, jsonError(name, data, "", err)
	}
	if dec.More() {
		at := int(dec.InputOffset())
		for at < len(data) && strings.ContainsRune(" \t\r\n", rune(data[at])) {
			at++
		}
		return nil, fmt.Errorf("%s:%s: unexpected data after the script object", name, position(data, at+1))
	}
	s := &Script{Name: name, DefaultReply: top.DefaultReply, Rules: make([]Rule, len(top.Rules))}
	for i, raw := range top.Rules {
		at := fmt.Sprintf("rules[%d]", i)
		d := json.NewDecoder(bytes.NewReader(raw))
		d.DisallowUnknownFields()
		r := &s.Rules[i]
		if err := d.Decode(r); err != nil {
			return nil, jsonError(name, raw, at, err)
		}
		if err := r.compile(); err != nil {
			return nil, fmt.Errorf("%s: %s.%w", name, at, err)
		}
	}
	return s, nil
}

func (r *Rule) compile() error {
	fields := []struct {
		name string
		src  string
		dst  **regexp.Regexp
	}{
		{"match.last_user", r.Match.LastUser, &r.lastUser},
		{"match.system", r.Match.System, &r.system},
		{"match.model", r.Match.Model, &r.model},
		{"match.any_message", r.Match.AnyMessage, &r.anyMessage},
	}
	for _, f := range fields {
		if f.src == "" {
			continue
		}
		re, err := regexp.Compile(f.src)
		if err != nil {
			return fmt.Errorf("%s: %v", f.name, err)
		}
		*f.dst = re
	}
	switch {
	case r.Reply != nil && len(r.Replies) > 0:
		return errors.New("reply: give either reply or replies, not both")
	case r.Status != 0 && (r.Status < 100 || r.Status > 599):
		return fmt.Errorf("status: %d is not an HTTP status", r.Status)
	case r.DelayMS < 0:
		return errors.New("delay_ms: must not be negative")
	case r.Times < 0:
		return errors.New("times: must not be negative (0 means unlimited)")
	case r.Error != "" && r.Status == 0:
		r.Status = http.StatusInternalServerError
	}
	for i, tc := range r.ToolCalls {
		if tc.Name == "" {
			return fmt.Errorf("tool_calls[%d].name: required", i)
		}
		if len(tc.Arguments) > 0 && !json.Valid(tc.Arguments) {
			return fmt.Errorf("tool_calls[%d].arguments: not JSON", i)
		}
	}
	if r.StreamError != nil && r.StreamError.Message == "" {
		return errors.New("stream_error.message: required")
	}
	if r.ReasoningTokens < 0 {
		return errors.New("reasoning_tokens: must not be negative")
	}
	if r.Reply == nil && len(r.Replies) == 0 && r.Status < 400 && len(r.ToolCalls) == 0 && r.StreamError == nil {
		return errors.New("reply: a rule needs reply, replies, tool_calls, stream_error or an error status")
	}
	return nil
}

// matches reports whether the rule applies to a request.
func (r *Rule) matches(req *chatRequest) bool {
	if r.model != nil && !r.model.MatchString(req.Model) {
		return false
	}
	if r.lastUser != nil && !r.lastUser.MatchString(req.last(roleUser)) {
		return false
	}
	if r.system != nil && !r.system.MatchString(req.system()) {
		return false
	}
	if r.anyMessage != nil {
		found := false
		for _, m := range req.Messages {
			if r.anyMessage.MatchString(m.Content) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// jsonError turns a decoding error into one that names where the problem is.
func jsonError(name string, data []byte, at string, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return fmt.Errorf("%s:%s: %v", name, position(data, int(syn.Offset)), syn)
	case errors.As(err, &typ):
		field := typ.Field
		if at != "" {
			field = at + "." + field
		}
		return fmt.Errorf("%s: %s: expected %s, found JSON %s", name, field, typ.Type, typ.Value)
	case errors.Is(err, io.ErrUnexpectedEOF):
		return fmt.Errorf("%s:%s: unexpected end of JSON input (unclosed bracket or string?)", name, position(data, len(data)+1))
	case errors.Is(err, io.EOF):
		return fmt.Errorf("%s: empty script: want a JSON object with \"rules\"", name)
	}
	if at != "" {
		return fmt.Errorf("%s: %s: %v", name, at, err)
	}
	return fmt.Errorf("%s: %v", name, err)
}

// position converts a byte offset into "line:col" (both from 1).
func position(data []byte, off int) string {
	if off > len(data)+1 {
		off = len(data) + 1
	}
	if off < 1 {
		off = 1
	}
	prefix := data[:off-1]
	line := 1 + bytes.Count(prefix, []byte("\n"))
	col := off - bytes.LastIndexByte(prefix, '\n') - 1
	return fmt.Sprintf("%d:%d", line, col)
}
