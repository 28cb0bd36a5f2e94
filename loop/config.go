package loop

import (
	"context"
	"time"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/llm"
)

// ChatClient is what an agent needs of a language model.
type ChatClient interface {
	Chat(ctx context.Context, req llm.Request) (llm.Response, error)
}

// Config sets up an Engine. Zero values take the defaults noted.
type Config struct {
	Model    string // root model
	SubModel string // model for llm_query and children; default Model
	Backend  eval.Backend
	// SystemPrompt replaces the embedded prompt for the backend's language.
	SystemPrompt  string
	MaxIterations int           // default 30
	MaxDepth      int           // default 1: rlm_query at depth >= MaxDepth is a plain llm_query
	CellTimeout   time.Duration // default 180s
	// TruncateHead and TruncateTail bound the REPL output fed back to the
	// model (characters kept from the start and the end); default 6000 each.
	TruncateHead, TruncateTail int
	// MaxConcurrentSubcalls bounds llm_query_batched and rlm_query_batched
	// fan-out per agent; default 16.
	MaxConcurrentSubcalls int
	Sink                  event.Sink // default event.Discard
	Budget                Budget
}

// Budget limits a whole run (root and every child). Zero fields are unlimited.
type Budget struct {
	MaxSubCalls       int
	MaxTokens         int64
	MaxCostUSD        float64
	MaxWallClock      time.Duration
	MaxConsecutiveErr int
}

// Result is what a run produced.
type Result struct {
	RunID          string               `json:"run_id"`
	Answer         string               `json:"answer"`
	Failed         bool                 `json:"failed,omitempty"` // the model called fail(reason)
	Iterations     int                  `json:"iterations"`
	SubCalls       int                  `json:"sub_calls"`
	Usage          llm.Usage            `json:"usage"`
	UsageByModel   map[string]llm.Usage `json:"usage_by_model"`
	UsageByDepth   map[int]llm.Usage    `json:"usage_by_depth"`
	Duration       time.Duration        `json:"duration_ns"`
	Backend        string               `json:"backend"`
	BackendVersion string               `json:"backend_version"`
}
