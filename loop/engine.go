// Package loop runs Recursive Language Model agents: each agent keeps its
// input in a REPL session, asks the model for code, runs it, feeds back the
// truncated output and stops when the code sets a final answer. Sub-calls
// from code (llm_query, rlm_query) come back to the agent as host calls.
package loop

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	mrand "math/rand/v2"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rlm-go/rlm/broker"
	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/llm"
	"github.com/rlm-go/rlm/prompts"
)

var (
	// ErrNoAnswer means the run ended without a final answer.
	ErrNoAnswer = errors.New("the model gave no final answer")
	// ErrNoCode means two replies in a row had no code and no final answer.
	ErrNoCode = errors.New("no code block found after a retry; the model must reply with code that sets a final answer")
)

// BudgetError reports the budget a run exhausted. Partial holds the best
// answer available when it stopped (may be empty).
type BudgetError struct {
	Budget  string // iterations, depth, sub_calls, tokens, cost_usd, wall_clock, consecutive_errors
	Limit   string
	Used    string
	Partial string
}

func (e *BudgetError) Error() string {
	return fmt.Sprintf("%s budget exhausted (limit %s, used %s)", e.Budget, e.Limit, e.Used)
}

// Unwrap makes a run that ran out of iterations without an answer match
// ErrNoAnswer too, as it did before it named its budget.
func (e *BudgetError) Unwrap() error {
	if e.Budget == "iterations" {
		return ErrNoAnswer
	}
	return nil
}

// Engine runs RLM queries with one configuration. It is safe for concurrent
// use: each Run has its own agents, sessions and accounting.
type Engine struct {
	client ChatClient
	cfg    Config
	lang   eval.Language
	system string
	// codeTags is lang's <tag>code</tag> pattern, compiled once.
	codeTags *regexp.Regexp
	// toolsSystem is the tools strategy's system prompt; toolDefs are its
	// tools as sent to the model, toolByName the same by name.
	toolsSystem string
	toolDefs    []llm.Tool
	toolByName  map[string]toolSpec
}

// New returns an Engine. It fails when the backend is missing or the REPL
// language has no system prompt.
func New(client ChatClient, cfg Config) (*Engine, error) {
	if client == nil {
		return nil, errors.New("loop: no chat client")
	}
	if cfg.Strategy != StrategyREPL && cfg.Strategy != StrategyTools {
		return nil, fmt.Errorf("loop: unknown strategy %d", cfg.Strategy)
	}
	if cfg.Backend == nil && cfg.Strategy == StrategyREPL {
		return nil, errors.New("loop: no eval backend")
	}
	if cfg.Model == "" {
		return nil, errors.New("loop: no model")
	}
	if cfg.SubModel == "" {
		cfg.SubModel = cfg.Model
	}
	if cfg.MaxIterations <= 0 {
		cfg.MaxIterations = DefaultMaxIterations
	}
	if cfg.MaxDepth <= 0 {
		cfg.MaxDepth = DefaultMaxDepth
	}
	if cfg.CellTimeout <= 0 {
		cfg.CellTimeout = DefaultCellTimeout
	}
	if cfg.TruncateHead <= 0 {
		cfg.TruncateHead = DefaultTruncate
	}
	if cfg.TruncateTail <= 0 {
		cfg.TruncateTail = DefaultTruncate
	}
	if cfg.MaxConcurrentSubcalls <= 0 {
		cfg.MaxConcurrentSubcalls = DefaultMaxConcurrentSubcalls
	}
	if cfg.Sink == nil {
		cfg.Sink = event.Discard
	}
	if cfg.LMQueryTimeout <= 0 {
		cfg.LMQueryTimeout = DefaultLMQueryTimeout
	}
	if cfg.CompactAt == 0 {
		cfg.CompactAt = DefaultCompactAt
	}
	if cfg.ContextWindowTokens <= 0 {
		cfg.ContextWindowTokens = DefaultContextWindowTokens
	}
	if cfg.AssessmentSampleRate < 0 || cfg.AssessmentSampleRate > 1 {
		return nil, fmt.Errorf("loop: assessment sample rate %v is outside 0..1", cfg.AssessmentSampleRate)
	}
	e := &Engine{client: client, cfg: cfg}
	e.toolDefs, e.toolByName = builtinTools()
	// A prompt given in the configuration is the root strategy's; the
	// other strategy, reached through a child, keeps its built-in one.
	if cfg.Backend != nil {
		lang := cfg.Backend.Language()
		if err := lang.Check(); err != nil {
			return nil, fmt.Errorf("loop: backend %s: %w", cfg.Backend.Name(), err)
		}
		system := cfg.SystemPrompt
		if system == "" || cfg.Strategy != StrategyREPL {
			s, err := prompts.System(lang.Prompt)
			if err != nil {
				return nil, err
			}
			system = s
		}
		e.lang, e.system, e.codeTags = lang, system, cachedCodeTagRe(lang)
	}
	e.toolsSystem = cfg.SystemPrompt
	if e.toolsSystem == "" || cfg.Strategy != StrategyTools {
		s, err := prompts.System("tools")
		if err != nil {
			return nil, err
		}
		e.toolsSystem = s
	}
	return e, nil
}

// backendName names the REPL backend, or "" when the engine has none.
func (e *Engine) backendName() (name, version string) {
	if e.cfg.Backend == nil {
		return "", ""
	}
	return e.cfg.Backend.Name(), e.cfg.Backend.Version()
}

// Config returns the engine's configuration with defaults filled in.
func (e *Engine) Config() Config { return e.cfg }

// Run answers query over contexts. On a budget error the Result still
// carries usage and the partial answer.
func (e *Engine) Run(ctx context.Context, query string, contexts []string) (Result, error) {
	r := e.newRun()
	if e.cfg.Budget.MaxWallClock > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, e.cfg.Budget.MaxWallClock)
		defer cancel()
	}
	root := r.newAgent("", 0, query, contexts, e.cfg.Model)
	root.strategy = e.cfg.Strategy
	if err := root.slot.take(ctx, true); err != nil {
		return r.result(root, "", false, err), err
	}
	answer, failed, err := root.solve(ctx)
	root.slot.drop()
	err = r.wallClock(ctx, root, err)
	res := r.result(root, answer, failed, err)
	return res, err
}

// wallClock turns the end of the run's deadline into a BudgetError.
func (r *run) wallClock(ctx context.Context, root *agent, err error) error {
	max := r.engine.cfg.Budget.MaxWallClock
	if err != nil && max > 0 && errors.Is(ctx.Err(), context.DeadlineExceeded) {
		var be *BudgetError
		if errors.As(err, &be) {
			return err
		}
		return &BudgetError{Budget: "wall_clock", Limit: max.String(),
			Used: time.Since(r.start).Round(time.Millisecond).String(), Partial: root.partial()}
	}
	return err
}

// result summarizes the run after its root agent ended.
func (r *run) result(root *agent, answer string, failed bool, err error) Result {
	e := r.engine
	res := Result{
		RunID:                r.id,
		Answer:               answer,
		Failed:               failed,
		Iterations:           root.iteration,
		SubCalls:             int(r.subCalls.Load()),
		Usage:                r.tally.Total(),
		UsageByModel:         r.tally.ByModel(),
		UsageByDepth:         r.tally.ByDepth(),
		Duration:             time.Since(r.start),
		Strategy:             strategyField(root.strategy),
		Dispatches:           int(r.dispatches.Load()),
		AssessmentsTotal:     int(r.assessTotal.Load()),
		AssessmentsSatisfied: int(r.assessSatisfied.Load()),
	}
	res.Backend, res.BackendVersion = e.backendName()
	var be *BudgetError
	switch {
	case errors.As(err, &be):
		res.BudgetExhausted = be.Budget
		if res.Answer == "" {
			res.Answer = be.Partial
		}
	case root.outOfIterations:
		res.BudgetExhausted = "iterations"
	case r.subCallsRefused.Load():
		res.BudgetExhausted = "sub_calls"
	}
	return res
}

// strategyField is Result.Strategy: empty for the REPL, so its results
// keep their bytes.
func strategyField(s Strategy) string {
	if s == StrategyTools {
		return "tools"
	}
	return ""
}

// run is the state one Run shares across its tree of agents.
type run struct {
	engine   *Engine
	id       string
	start    time.Time
	tally    *llm.Tally
	broker   *broker.Broker
	subCalls atomic.Int64
	// subCallsRefused: a call was refused for the sub-call budget. The
	// budget is soft (the call raises in the code, the run goes on), so
	// the Result names it.
	subCallsRefused atomic.Bool
	agentSeq        atomic.Int64

	dispatches      atomic.Int64
	assessTotal     atomic.Int64
	assessSatisfied atomic.Int64

	rngMu sync.Mutex
	rng   *mrand.Rand
}

func (e *Engine) newRun() *run {
	r := &run{engine: e, id: NewRunID(time.Now()), start: time.Now(), tally: &llm.Tally{}}
	r.broker = broker.New(broker.Config{
		MaxJobsPerParent: e.cfg.MaxJobsPerParent,
		DefaultTimeout:   e.cfg.LMQueryTimeout,
		Sink:             stampSink{runID: r.id, next: e.cfg.Sink},
	})
	seed := e.cfg.AssessmentSeed
	if seed == 0 {
		seed = mrand.Uint64()
	}
	r.rng = mrand.New(mrand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	return r
}

// sample decides whether a new lm_query child is held to the assessment
// gates.
func (r *run) sample() bool {
	rate := r.engine.cfg.AssessmentSampleRate
	switch {
	case rate <= 0:
		return false
	case rate >= 1:
		return true
	}
	r.rngMu.Lock()
	defer r.rngMu.Unlock()
	return r.rng.Float64() < rate
}

// acquireSlot takes an agent slot from the configured limiter. wait makes
// it block (with ctx) instead of failing at once with *limiter.FullError.
func (r *run) acquireSlot(ctx context.Context, wait bool) (release func(), err error) {
	lim := r.engine.cfg.Limiter
	if lim == nil {
		return func() {}, nil
	}
	if wait {
		return lim.Acquire(ctx)
	}
	return lim.TryAcquire()
}

// stampSink gives the broker's events (which carry only the parent agent's
// id) the run and the agent's place in the tree.
type stampSink struct {
	runID string
	next  event.Sink
}

func (s stampSink) Emit(e event.Event) {
	e.RunID = s.runID
	e.Depth = strings.Count(e.AgentID, ".")
	if i := strings.LastIndexByte(e.AgentID, '.'); i > 0 {
		e.ParentID = e.AgentID[:i]
	}
	s.next.Emit(e)
}

func (r *run) emit(a *agent, data event.Payload) {
	e := event.Event{Time: time.Now(), RunID: r.id, Kind: data.EventKind(), Data: data}
	if a != nil {
		e.AgentID, e.ParentID, e.Depth, e.Iteration = a.id, a.parentID, a.depth, a.iteration
	}
	r.engine.cfg.Sink.Emit(e)
}

// checkBudget returns a BudgetError when the run has spent a budget.
func (r *run) checkBudget(partial string) error {
	b := r.engine.cfg.Budget
	total := r.tally.Total()
	switch {
	case b.MaxTokens > 0 && total.InputTokens+total.OutputTokens >= b.MaxTokens:
		return &BudgetError{Budget: "tokens", Limit: fmt.Sprint(b.MaxTokens),
			Used: fmt.Sprint(total.InputTokens + total.OutputTokens), Partial: partial}
	case b.MaxCostUSD > 0 && total.CostUSD >= b.MaxCostUSD:
		return &BudgetError{Budget: "cost_usd", Limit: fmt.Sprintf("%.4f", b.MaxCostUSD),
			Used: fmt.Sprintf("%.4f", total.CostUSD), Partial: partial}
	}
	return nil
}

// takeSubCall counts one sub-call against the run's budget. Tokens and
// cost are checked here too: one cell can fan out thousands of calls
// between two iterations.
func (r *run) takeSubCall() error {
	if err := r.checkBudget(""); err != nil {
		return err
	}
	n := r.subCalls.Add(1)
	if max := r.engine.cfg.Budget.MaxSubCalls; max > 0 && n > int64(max) {
		r.subCalls.Add(-1)
		r.subCallsRefused.Store(true)
		return &BudgetError{Budget: "sub_calls", Limit: fmt.Sprint(max), Used: fmt.Sprint(n - 1)}
	}
	return nil
}

// NewRunID names a run started at now: sortable by time, unique by a random
// suffix. rlm-bench's direct method names its runs the same way.
func NewRunID(now time.Time) string {
	var b [6]byte
	_, _ = rand.Read(b[:])
	return now.UTC().Format("20060102T150405") + "-" + hex.EncodeToString(b[:])
}

var _ eval.Host = (*agent)(nil)

// Host returns the host API of a fresh root agent without a conversation,
// for running code by hand (rlm eval): llm_query, rlm_query and lm_query
// work as they do inside a run (lm_query children end at their timeout).
func (e *Engine) Host() eval.Host {
	a := e.newRun().newAgent("", 0, "", nil, e.cfg.Model)
	a.ctx = context.Background()
	return a
}
