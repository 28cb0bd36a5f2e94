package loop

import (
	"context"
	"time"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/internal/shell"
	"github.com/rlm-go/rlm/limiter"
	"github.com/rlm-go/rlm/llm"
)

// ChatClient is what an agent needs of a language model.
type ChatClient interface {
	Chat(ctx context.Context, req llm.Request) (llm.Response, error)
}

// Defaults of an agent, applied by New to zero Config fields. The commands
// and the rlm package show and use these same values.
const (
	DefaultMaxIterations         = 30
	DefaultMaxDepth              = 1
	DefaultCellTimeout           = 180 * time.Second
	DefaultTruncate              = 6000 // characters kept from each end of REPL output
	DefaultMaxConcurrentSubcalls = 16
	DefaultLMQueryTimeout        = 180 * time.Second
	DefaultCompactAt             = 0.85
	DefaultContextWindowTokens   = 100000
	// DefaultMaxConcurrentAgents is the agent cap the commands and the rlm
	// package give Config.Limiter; New itself leaves a nil Limiter uncapped.
	DefaultMaxConcurrentAgents = 8
)

// Strategy is how an agent explores its inputs. The user-facing names
// ("repl", "tools") belong to the commands, which map them here.
type Strategy int

const (
	// StrategyREPL (the default): the model writes code that a REPL
	// session runs.
	StrategyREPL Strategy = iota
	// StrategyTools: the model calls typed tools (OpenAI tools) and a
	// reply without tool calls is its answer; no code runs.
	StrategyTools
)

// Config sets up an Engine. Zero values take the defaults noted.
type Config struct {
	Model    string // root model
	SubModel string // model for llm_query and children; default Model
	// Backend runs the REPL strategy's code; the tools strategy needs
	// none (without one its rlm_subquery cannot start REPL children).
	Backend eval.Backend
	// Strategy is the root agent's and, unless a call says otherwise,
	// its children's.
	Strategy Strategy
	// SystemPrompt replaces the embedded prompt for the backend's language.
	SystemPrompt  string
	MaxIterations int           // default DefaultMaxIterations
	MaxDepth      int           // default DefaultMaxDepth: rlm_query at depth >= MaxDepth is a plain llm_query
	CellTimeout   time.Duration // default DefaultCellTimeout
	// TruncateHead and TruncateTail bound the REPL output fed back to the
	// model (characters kept from the start and the end); default 6000 each.
	TruncateHead, TruncateTail int
	// MaxConcurrentSubcalls bounds llm_query_batched and rlm_query_batched
	// fan-out per agent; default 16.
	MaxConcurrentSubcalls int
	Sink                  event.Sink // default event.Discard
	Budget                Budget

	// Limiter caps agents running at once (root and children, each holding
	// a slot for its life); nil means no cap. By default a full limiter
	// fails lm_query/rlm_query at once with an error the model reads;
	// BlockOnAgentLimit makes children wait for a slot instead.
	Limiter           *limiter.Limiter
	BlockOnAgentLimit bool
	// LMQueryTimeout bounds one async child (lm_query); default 180s.
	LMQueryTimeout time.Duration
	// MaxJobsPerParent bounds the lm_query jobs one agent holds; default 2000.
	MaxJobsPerParent int
	// AssessmentSampleRate is the share (0..1) of lm_query children that
	// must rate their dispatch (assess_dispatch) and be rated by their
	// parent (assess_lm_query) before their answers are final.
	AssessmentSampleRate float64
	// AssessmentSeed seeds the sampling; zero picks a random seed.
	AssessmentSeed uint64
	// CompactAt is the share of ContextWindowTokens at which the
	// conversation moves into the REPL variable compacted_history; default
	// 0.85, negative disables compaction.
	CompactAt float64
	// ContextWindowTokens is the model's window (tokens ≈ chars/4);
	// default 100000.
	ContextWindowTokens int
	// Workspace gives code ls/read_file/create_file/edit_file, rg,
	// find_files and bash inside Dir.
	Workspace Workspace
}

// Workspace confines file host calls to Dir. An empty Dir turns them off.
type Workspace struct {
	Dir      string
	ReadOnly bool
	// Shell serves bash; it must confine commands to Dir (read-only with
	// ReadOnly) and keep the network from them. Nil refuses bash, saying
	// ShellOff: why this run has no shell (sessions are not sandboxed).
	Shell    Shell
	ShellOff string
}

// Shell runs a workspace shell command (internal/shell's *Shell).
type Shell interface {
	Run(ctx context.Context, command string, timeout time.Duration) (shell.Result, error)
}

// Budget limits a whole run (root and every child): children draw from
// what the run has left. Zero fields are unlimited. Iterations and depth
// are bounded by Config.MaxIterations and Config.MaxDepth.
//
// Tokens, cost, wall clock and consecutive errors are hard: the run stops
// with a *BudgetError carrying the partial answer. Sub-calls are soft: the
// call past the limit raises inside the cell and the model may still
// finish; Result.BudgetExhausted says "sub_calls" either way. Iterations
// end with one last-chance turn; an answer from it is kept (BudgetExhausted
// "iterations"), none ends the run with an "iterations" *BudgetError.
type Budget struct {
	MaxSubCalls       int
	MaxTokens         int64
	MaxCostUSD        float64
	MaxWallClock      time.Duration
	MaxConsecutiveErr int
}

// Result is what a run produced.
type Result struct {
	RunID      string `json:"run_id"`
	Answer     string `json:"answer"`
	Failed     bool   `json:"failed,omitempty"` // the model called fail(reason)
	Iterations int    `json:"iterations"`
	SubCalls   int    `json:"sub_calls"`
	// BudgetExhausted names the budget the run ran out of (see Budget),
	// also when a soft one (sub_calls, iterations) let it finish.
	BudgetExhausted string               `json:"budget_exhausted,omitempty"`
	Usage           llm.Usage            `json:"usage"`
	UsageByModel    map[string]llm.Usage `json:"usage_by_model"`
	UsageByDepth    map[int]llm.Usage    `json:"usage_by_depth"`
	Duration        time.Duration        `json:"duration_ns"`
	Backend         string               `json:"backend"`
	BackendVersion  string               `json:"backend_version"`
	// Strategy is set for a run of the tools strategy (absent: the REPL).
	Strategy string `json:"strategy,omitempty"`
	// Dispatches counts lm_query children started in the run.
	Dispatches int `json:"dispatches"`
	// AssessmentsTotal counts recorded assessments (assess_dispatch by
	// children and assess_lm_query by parents); AssessmentsSatisfied those
	// with verdict "satisfied".
	AssessmentsTotal     int `json:"assessments_total"`
	AssessmentsSatisfied int `json:"assessments_satisfied"`
}
