// Package bench is the research harness: task pools (pull, build), runs with
// scorers, paired comparisons (ab) and prompt optimization. Its subpackages
// hold one verb each; the types they share live here.
package bench

import (
	"encoding/json"

	"github.com/rlm-go/rlm/llm"
)

// Task is one line of a task pool (JSONL). Exactly one of Context and
// ContextPath is set; ContextPath is relative to the pool file's directory
// unless absolute.
type Task struct {
	TaskID      string          `json:"task_id"`
	Family      string          `json:"family"`
	SourceIDs   []string        `json:"source_ids,omitempty"`
	ContextPath string          `json:"context_path,omitempty"`
	Context     string          `json:"context,omitempty"`
	Query       string          `json:"query"`
	Gold        json.RawMessage `json:"gold,omitempty"`   // string, number, list or object, as the scorer expects
	Scorer      string          `json:"scorer,omitempty"` // a name registered in bench/score; empty means exact
	Tags        []string        `json:"tags,omitempty"`
	Metadata    map[string]any  `json:"metadata,omitempty"`
	// RequiredMinDispatches is the seed's delegation requirement.
	RequiredMinDispatches int `json:"required_min_dispatches,omitempty"`
}

// Result is one row of results.jsonl: one (task, epoch) attempt.
type Result struct {
	TaskID       string   `json:"task_id"`
	Epoch        int      `json:"epoch"`
	Family       string   `json:"family"`
	SourceIDs    []string `json:"source_ids"`
	Variant      string   `json:"variant"` // prompt variant name (file base name or "default")
	Model        string   `json:"model"`
	SubModel     string   `json:"sub_model,omitempty"`
	Method       string   `json:"method"`  // rlm or direct
	Backend      string   `json:"backend"` // eval backend name, "" for direct
	Status       string   `json:"status"`  // ok, error, no_answer, budget
	Answer       string   `json:"answer"`
	Gold         any      `json:"gold"`
	Score        float64  `json:"score"` // 0..1
	Correct      bool     `json:"correct"`
	InputTokens  int64    `json:"input_tokens"`
	OutputTokens int64    `json:"output_tokens"`
	CostUSD      float64  `json:"cost_usd"`
	LatencyMS    int64    `json:"latency_ms"`
	Iterations   int      `json:"iterations"`
	SubCalls     int      `json:"sub_calls"`
	Error        string   `json:"error,omitempty"`
	// Self-assessment fields of the seed's delegation tasks.
	Dispatches         int     `json:"dispatches,omitempty"`
	AssessmentsTotal   int     `json:"assessments_total,omitempty"`
	AssessmentsSatisfd int     `json:"assessments_satisfied,omitempty"`
	Objective          float64 `json:"objective,omitempty"`
	RunAt              string  `json:"run_at,omitempty"` // RFC 3339
	// RunID is the engine run's id, as in every event of its trace;
	// TracePath is that trace, relative to the run directory.
	RunID     string `json:"run_id,omitempty"`
	TracePath string `json:"trace_path,omitempty"`
	// RootUsage counts the root agent's own calls (the root model);
	// SubUsage everything below it: llm_query sub-calls and child agents
	// (the sub-model). Together they make InputTokens, OutputTokens and
	// CostUSD. UsageByModel splits the same total by model name.
	RootUsage    llm.Usage            `json:"root_usage,omitzero"`
	SubUsage     llm.Usage            `json:"sub_usage,omitzero"`
	UsageByModel map[string]llm.Usage `json:"usage_by_model,omitempty"`
	// UsageEstimated is set when a call of the task got no usage from the
	// server, so the tokens are estimated from characters; CostEstimated
	// when a cost was computed from such estimates.
	UsageEstimated bool `json:"usage_estimated,omitempty"`
	CostEstimated  bool `json:"cost_estimated,omitempty"`
}
