// Package rlm is the front door for Go programs that embed the Recursive
// Language Model engine: New builds an Engine from Options, Run answers a
// query over inputs far larger than a context window, and NewSession keeps
// a conversation whose REPL variables persist across messages.
//
// The inputs never enter the model's context: they live in a REPL session
// (a supervised worker process) as the variable context, which the model
// inspects with code, handing pieces to sub-models. Options take the same
// defaults as the rlm command (loop.Default*, llm.Default*), and New builds
// the engine with the same wiring the commands use.
package rlm

import (
	"context"
	"os"
	"time"

	"github.com/rlm-go/rlm/eval/backends"
	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/internal/engineflags"
	"github.com/rlm-go/rlm/llm"
	"github.com/rlm-go/rlm/llm/endpoint"
	"github.com/rlm-go/rlm/loop"
)

// RunIfWorker serves this process as an eval worker or sandbox launcher
// when the engine started it as one, and then returns true: main must
// return at once. Otherwise it returns false immediately. Sessions run in
// worker processes that are this same executable started with a hidden
// argument, so a program that embeds the engine calls it first thing in
// main, and a test binary in TestMain:
//
//	func main() {
//		if rlm.RunIfWorker() {
//			return
//		}
//		...
//	}
//
// With Options.InProcess no worker is started and the call is not needed.
func RunIfWorker() bool { return backends.RunIfChild() }

// MockModel is the model name that starts the built-in dry-run mock server
// on loopback: the whole engine runs, REPL included, without a model or a
// key, and every answer says "[mock]".
const MockModel = endpoint.MockModel

// Options configure an Engine. Zero values take the defaults noted, the
// same as the rlm command's flags; endpoint fields left empty fall back to
// the environment (RLM_BASE_URL, RLM_API_KEY, RLM_MODEL, RLM_SUB_MODEL,
// then OPENAI_BASE_URL and OPENAI_API_KEY).
type Options struct {
	// Model is the root model; MockModel runs the built-in mock.
	Model string
	// SubModel answers llm_query and runs child agents; default Model.
	SubModel string
	// BaseURL is an OpenAI-compatible endpoint root; default
	// https://api.openai.com/v1. Loopback endpoints need no APIKey.
	BaseURL string
	APIKey  string
	// Retries per model call on 429, 5xx, timeouts and connection errors:
	// 0 takes llm.DefaultRetries, negative means none.
	Retries int
	// RequestTimeout bounds one HTTP attempt; default
	// llm.DefaultRequestTimeout.
	RequestTimeout time.Duration
	// Prices turn usage into USD (Result.CostUSD) for the models listed.
	Prices map[string]llm.Price
	// MaxRetryWait caps one wait between attempts, a server's Retry-After
	// included; default llm.DefaultMaxRetryWait. OnRetryWait hears of
	// waits longer than llm.DefaultWaitNotice (default: nothing is said).
	MaxRetryWait time.Duration
	OnRetryWait  func(llm.Wait)
	// ReasoningEffort is sent to reasoning models as reasoning_effort.
	ReasoningEffort string

	// Eval names the REPL backend: "auto" (the default: CPython when
	// found, else the embedded gpython), "python", "gpython" or "go".
	Eval string
	// Python is the interpreter of the "python" backend; default python3
	// on PATH.
	Python string
	// InProcess runs the embedded interpreters (gpython, go) inside this
	// process instead of supervised worker processes: sessions start faster,
	// but model code that overflows the stack or exhausts memory ends the
	// program, and nothing is sandboxed. Without it, the program must call
	// RunIfWorker first thing in main (see RunIfWorker).
	InProcess bool
	// Sandbox is "auto" (the default: confine sessions where the platform
	// can), "on" (fail where it cannot) or "off".
	Sandbox string
	// MemoryLimit is each session's memory limit in bytes; 0 means the
	// backend's default (1 GiB for gpython and go).
	MemoryLimit int64
	// SystemPrompt replaces the built-in prompt of the backend's language.
	SystemPrompt string
	// Strategy is "repl" (the default: the model writes code a REPL runs)
	// or "tools" (typed tool calls, no code and no REPL backend).
	Strategy string

	MaxIterations int           // model turns per agent; default loop.DefaultMaxIterations
	MaxDepth      int           // recursion depth; default loop.DefaultMaxDepth
	EvalTimeout   time.Duration // limit of one code cell; default loop.DefaultCellTimeout

	// Budgets of one Run (or one Session.Send); zero is unlimited.
	// MaxCostUSD needs Prices.
	Timeout     time.Duration
	MaxSubCalls int
	MaxTokens   int64
	MaxCostUSD  float64

	// MaxConcurrentAgents caps agents running at once; 0 takes
	// loop.DefaultMaxConcurrentAgents, negative means no cap.
	MaxConcurrentAgents int
	// Workspace gives code ls/read_file/create_file/edit_file confined to
	// this directory; ReadOnly refuses the writes.
	Workspace string
	ReadOnly  bool

	// Events receives every event of every run (see package event);
	// default none.
	Events event.Sink
	// Getenv reads the environment fallbacks; default os.Getenv.
	Getenv func(string) string
}

// settings fills the engine settings the commands use from o, defaults
// kept for zero fields.
func (o Options) settings() *engineflags.Engine {
	s := engineflags.New()
	ep := &s.Endpoint
	ep.Model, ep.SubModel, ep.BaseURL, ep.APIKey, ep.Prices = o.Model, o.SubModel, o.BaseURL, o.APIKey, o.Prices
	switch {
	case o.Retries < 0:
		ep.Retries = 0
	case o.Retries > 0:
		ep.Retries = o.Retries
	}
	if o.RequestTimeout > 0 {
		ep.RequestTimeout = o.RequestTimeout
	}
	if o.MaxRetryWait > 0 {
		ep.MaxRetryWait = o.MaxRetryWait
	}
	ep.ReasoningEffort = o.ReasoningEffort
	// A library stays quiet on stderr unless asked.
	ep.OnWait = o.OnRetryWait
	if ep.OnWait == nil {
		ep.OnWait = func(llm.Wait) {}
	}
	if o.Eval != "" {
		s.Eval = o.Eval
	}
	s.Python, s.SystemPrompt = o.Python, o.SystemPrompt
	s.InProcess, s.MemoryLimit = o.InProcess, o.MemoryLimit
	if o.Sandbox != "" {
		s.Sandbox = o.Sandbox
	}
	if o.Strategy != "" {
		s.Strategy = o.Strategy
	}
	if o.MaxIterations != 0 {
		s.MaxIterations = o.MaxIterations
	}
	if o.MaxDepth != 0 {
		s.MaxDepth = o.MaxDepth
	}
	if o.EvalTimeout != 0 {
		s.EvalTimeout = o.EvalTimeout
	}
	s.Budget = loop.Budget{MaxWallClock: o.Timeout, MaxSubCalls: o.MaxSubCalls, MaxTokens: o.MaxTokens, MaxCostUSD: o.MaxCostUSD}
	switch {
	case o.MaxConcurrentAgents < 0:
		s.MaxConcurrentAgents = 0
	case o.MaxConcurrentAgents > 0:
		s.MaxConcurrentAgents = o.MaxConcurrentAgents
	}
	s.Workspace, s.ReadOnly = o.Workspace, o.ReadOnly
	return s
}

// Engine answers queries with one configuration. It is safe for concurrent
// use; Close it when done.
type Engine struct {
	loop   *loop.Engine
	opened *engineflags.Opened
}

// New checks opts, opens the REPL backend and the endpoint (starting the
// mock server for MockModel) and returns a ready Engine. Errors about a
// setting name the rlm command's flag of the same name (--max-depth for
// MaxDepth).
func New(opts Options) (*Engine, error) {
	getenv := opts.Getenv
	if getenv == nil {
		getenv = os.Getenv
	}
	eng, opened, err := opts.settings().NewLoop(context.Background(), getenv, func(cfg *loop.Config) {
		cfg.Sink = opts.Events
	})
	if err != nil {
		return nil, err
	}
	return &Engine{loop: eng, opened: opened}, nil
}

// Close releases the engine's endpoint (stopping the built-in mock server).
func (e *Engine) Close() error {
	e.opened.Close()
	return nil
}

// Model is the root model in use, after the environment fallbacks.
func (e *Engine) Model() string { return e.opened.Config.Model }

// Run answers query over contexts; each context is a REPL variable
// (context, or context_0, context_1, ... when there are several). On a
// budget error (*BudgetError) the Result still carries usage and the
// partial answer.
func (e *Engine) Run(ctx context.Context, query string, contexts ...string) (Result, error) {
	res, err := e.loop.Run(ctx, query, contexts)
	return resultOf(res), err
}

// Session is a conversation with one agent whose REPL variables and
// history persist across messages. One Send runs at a time.
type Session struct{ s *loop.Session }

// NewSession starts a conversation over contexts; Close it when done.
func (e *Engine) NewSession(ctx context.Context, contexts ...string) (*Session, error) {
	s, err := e.loop.NewSession(ctx, contexts)
	if err != nil {
		return nil, err
	}
	return &Session{s: s}, nil
}

// Send answers message in the ongoing conversation.
func (s *Session) Send(ctx context.Context, message string) (Result, error) {
	res, err := s.s.Send(ctx, message)
	return resultOf(res), err
}

// Close ends the session's REPL worker.
func (s *Session) Close() error { return s.s.Close() }

// Result is what one Run (or Send) produced.
type Result struct {
	Answer string
	// Failed is set when the model gave up (fail(reason)); Answer holds
	// the reason.
	Failed     bool
	RunID      string
	Iterations int
	SubCalls   int
	// BudgetExhausted names the budget the run ran out of (loop.Budget),
	// also a soft one (sub_calls, iterations) the run finished despite.
	BudgetExhausted string
	// Usage is the total over the run; UsageByModel splits it by model.
	Usage        llm.Usage
	UsageByModel map[string]llm.Usage
	// CostUSD is Usage's cost under Options.Prices. Usage.Estimated is set
	// when a server reported no usage for some call, so its tokens were
	// estimated from characters; CostEstimated when such an estimate was
	// priced into CostUSD.
	CostUSD       float64
	CostEstimated bool
	Duration      time.Duration
}

func resultOf(r loop.Result) Result {
	return Result{
		Answer: r.Answer, Failed: r.Failed, RunID: r.RunID, Iterations: r.Iterations, SubCalls: r.SubCalls,
		Usage: r.Usage, UsageByModel: r.UsageByModel, CostUSD: r.Usage.CostUSD, CostEstimated: r.Usage.CostEstimated,
		Duration: r.Duration, BudgetExhausted: r.BudgetExhausted,
	}
}

// BudgetError reports the budget a run exhausted.
type BudgetError = loop.BudgetError

// ErrNoAnswer means the run ended without a final answer.
var ErrNoAnswer = loop.ErrNoAnswer
