// Package llm talks to OpenAI-compatible chat-completion endpoints: the
// domain types (Message, Request, Response, Usage), a Client built on
// openai-go with retries, usage accounting and prices, and (in llm/mock) a
// scripted OpenAI-compatible server that tests and dry runs share.
package llm

import (
	"encoding/json"
	"time"
)

// Role of a message in a chat.
const (
	RoleSystem    = "system"
	RoleUser      = "user"
	RoleAssistant = "assistant"
	// RoleTool is a tool's result, answering one of the assistant's
	// ToolCalls by its ID.
	RoleTool = "tool"
)

// Message is one chat message. An assistant message may carry ToolCalls
// (its Content may then be empty); a tool message answers the call named
// by ToolCallID.
type Message struct {
	Role       string     `json:"role"`
	Content    string     `json:"content"`
	ToolCalls  []ToolCall `json:"tool_calls,omitempty"`
	ToolCallID string     `json:"tool_call_id,omitempty"`
}

// ToolCall is one function call a model asked for. Arguments is the JSON
// text as the model wrote it, which may not be valid JSON.
type ToolCall struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Arguments string `json:"arguments"`
}

// Tool is a function offered to the model (OpenAI "tools" of type
// function). Parameters is its arguments' JSON schema, an object.
type Tool struct {
	Name        string          `json:"name"`
	Description string          `json:"description,omitempty"`
	Parameters  json.RawMessage `json:"parameters,omitempty"`
}

// Request is one chat completion.
type Request struct {
	Model    string    `json:"model"`
	Messages []Message `json:"messages"`
	// MaxTokens caps the reply; zero leaves it to the server.
	MaxTokens int `json:"max_tokens,omitempty"`
	// Temperature is sent when non-nil.
	Temperature *float64 `json:"temperature,omitempty"`
	// Schema, when set, asks for a JSON reply following this JSON schema
	// (response_format json_schema).
	Schema json.RawMessage `json:"schema,omitempty"`
	// Tools are the functions the model may call; the reply's ToolCalls
	// hold its calls.
	Tools []Tool `json:"tools,omitempty"`
}

// Usage counts tokens of one or more calls.
type Usage struct {
	Calls        int   `json:"calls"`
	InputTokens  int64 `json:"input_tokens"`
	OutputTokens int64 `json:"output_tokens"`
	// ReasoningTokens is the part of OutputTokens a reasoning model spent
	// thinking (completion_tokens_details.reasoning_tokens); billed as
	// output, never shown.
	ReasoningTokens int64   `json:"reasoning_tokens,omitempty"`
	CostUSD         float64 `json:"cost_usd"`
	// Estimated is set when a server reported no usage for some call and
	// its tokens were estimated from characters (about 4 per token);
	// CostEstimated when such an estimate was priced into CostUSD. A sum
	// is estimated when any part is.
	Estimated     bool `json:"usage_estimated,omitempty"`
	CostEstimated bool `json:"cost_estimated,omitempty"`
}

// Add returns u + v.
func (u Usage) Add(v Usage) Usage {
	return Usage{
		Calls:           u.Calls + v.Calls,
		InputTokens:     u.InputTokens + v.InputTokens,
		OutputTokens:    u.OutputTokens + v.OutputTokens,
		ReasoningTokens: u.ReasoningTokens + v.ReasoningTokens,
		CostUSD:         u.CostUSD + v.CostUSD,
		Estimated:       u.Estimated || v.Estimated,
		CostEstimated:   u.CostEstimated || v.CostEstimated,
	}
}

// Response is a completed chat call.
type Response struct {
	// Content is the reply's text, the only part code is extracted from.
	Content string `json:"content"`
	// Reasoning is the reasoning text some servers send beside the reply
	// (reasoning_content, or reasoning): kept for traces, never parsed.
	Reasoning string        `json:"reasoning,omitempty"`
	Model     string        `json:"model"`
	Usage     Usage         `json:"usage"`
	Duration  time.Duration `json:"duration_ns"`
	// Attempts counts HTTP attempts including retries.
	Attempts int `json:"attempts"`
	// Cached is set when the reply came from a response cache.
	Cached bool `json:"cached,omitempty"`
	// ToolCalls are the functions the model called, in its order.
	ToolCalls []ToolCall `json:"tool_calls,omitempty"`
}
