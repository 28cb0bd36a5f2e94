// Package optimize searches for a better system prompt with a
// champion/candidate loop. Each cycle picks a parent prompt, scores it on a
// seeded minibatch of training tasks, proposes a child (a rule-based patch
// or a reflection model's rewrite), keeps the child only if it beats the
// parent on that same minibatch, and then scores it on the whole validation
// split. A Pareto front over validation tasks keeps prompts that win
// different tasks. At the end the champion is compared with the starting
// prompt on a held-out split by bench/ab.
//
// An optimize directory looks like this:
//
//	state.json        champion, candidates, lineage, spent budget (rewritten atomically)
//	lineage.jsonl     one line per cycle: parent, child, method, scores, accepted
//	variants/<h>.md   every prompt seen, named by its hash; usable as --variant
//	cache/evals/...   every task evaluation, keyed by (setup hash, variant hash, task, epoch);
//	                  rows with status "error" are kept apart (counted, never replayed)
//	clock.json        start and last-seen time of every session, for --max-time
//	cache/reflect/... every reflection reply, keyed by its request
//	test/*.jsonl      held-out rows of the start prompt and the champion
//	report.{md,json,html}  the final ab of champion against start
//	summary.json      what Run returned
//	STOP              create it to end the loop after the current cycle
package optimize

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/ab"
	"github.com/rlm-go/rlm/llm"
	"github.com/rlm-go/rlm/prompts"
)

// Proposal methods.
const (
	MethodRule    = "rule"
	MethodReflect = "reflect"
)

// Evaluator runs a prompt variant on tasks and scores the answers.
//
// Evaluate returns one result per task it finished, in any order, even when
// it also returns an error: when ctx is cancelled halfway, the finished
// rows are kept (and cached) so a restart does not pay for them again. tag
// is unique per (variant, task set) and may name a run directory.
type Evaluator interface {
	Evaluate(ctx context.Context, v prompts.Variant, tasks []bench.Task, tag string) ([]bench.Result, error)
}

// TraceSource is implemented by evaluators that keep a trace of each
// attempt (the REPL log of an RLM run). The excerpt feeds the rule
// buckets and the reflection model; without it they see only the answer
// and the error.
type TraceSource interface {
	Trace(tag string, r bench.Result) (string, error)
}

// ChatClient is what the reflection step needs of a language model.
type ChatClient interface {
	Chat(ctx context.Context, req llm.Request) (llm.Response, error)
}

// Budget bounds a search. Zero fields are unlimited, except that a search
// with no bound at all is refused (it would never end on its own).
type Budget struct {
	MaxCycles      int           `json:"max_cycles"`
	MaxMetricCalls int           `json:"max_metric_calls"` // task evaluations, held-out ones included
	MaxCostUSD     float64       `json:"max_cost_usd"`     // evaluations plus reflection calls
	MaxTime        time.Duration `json:"max_time_ns"`      // wall clock over all invocations
}

// Options configure a search.
type Options struct {
	OutDir    string // required; holds the state and everything else
	Tasks     []bench.Task
	Start     prompts.Variant // the starting prompt; its Text is what counts
	Evaluator Evaluator
	Method    string // rule (default) or reflect
	// Setup describes how the evaluator runs a task (model, sub-model,
	// endpoint host, method, backend, limits): a resumed search must have
	// the same, and evaluations are cached under its hash, so a score
	// measured one way is never replayed for another.
	Setup string

	// Reflector rewrites prompts for the reflect method.
	Reflector       ChatClient
	ReflectionModel string
	// Examples caps the failing trajectories shown to the reflection model
	// (default 4).
	Examples int

	Seed int64
	// TrainFrac and ValFrac split the pool after a seeded shuffle; the
	// rest is the held-out test split. Defaults 0.4 and 0.3.
	TrainFrac, ValFrac float64
	// Minibatch is the number of training tasks per cycle; default
	// len(train)/5 clamped to 3..8.
	Minibatch int
	// MaxIterations is the evaluated runs' iteration cap, so the rule
	// method can tell a run that hit it; 0 disables that signal.
	MaxIterations int

	Budget Budget
	// Force starts even when the budget cannot evaluate one candidate fully.
	Force bool

	Thresholds ab.Thresholds // final ab; zero means ab.DefaultThresholds
	Bootstrap  int           // final ab resamples; 0 means the ab default

	Progress io.Writer // one line per step; nil is silent
	Now      func() time.Time
}

// Errors a caller may branch on.
var (
	// ErrBudgetTooSmall: the budget cannot evaluate even one candidate
	// fully, and Force was not set.
	ErrBudgetTooSmall = errors.New("budget too small")
	// ErrStateMismatch: state.json was written by a search with another
	// pool, seed, method or start prompt.
	ErrStateMismatch = errors.New("optimize state does not match these options")
)

func (o *Options) setDefaults() error {
	if o.Method == "" {
		o.Method = MethodRule
	}
	if o.TrainFrac == 0 {
		o.TrainFrac = 0.4
	}
	if o.ValFrac == 0 {
		o.ValFrac = 0.3
	}
	if o.Examples <= 0 {
		o.Examples = 4
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Progress == nil {
		o.Progress = io.Discard
	}
	if o.Thresholds == (ab.Thresholds{}) {
		o.Thresholds = ab.DefaultThresholds()
	}
	switch {
	case o.OutDir == "":
		return errors.New("optimize: no output directory")
	case o.Evaluator == nil:
		return errors.New("optimize: no evaluator")
	case o.Method != MethodRule && o.Method != MethodReflect:
		return fmt.Errorf("optimize: method %q: want rule or reflect", o.Method)
	case o.Method == MethodReflect && o.Reflector == nil:
		return errors.New("optimize: method reflect needs a reflection model client")
	case o.Method == MethodReflect && o.ReflectionModel == "":
		return errors.New("optimize: method reflect needs a reflection model name")
	case o.TrainFrac <= 0 || o.ValFrac <= 0 || o.TrainFrac+o.ValFrac >= 1:
		return fmt.Errorf("optimize: train fraction %g and validation fraction %g must be positive and sum to less than 1 (the rest is the held-out test split)",
			o.TrainFrac, o.ValFrac)
	case o.Minibatch < 0:
		return fmt.Errorf("optimize: minibatch must not be negative, got %d", o.Minibatch)
	case o.Budget.MaxCycles < 0 || o.Budget.MaxMetricCalls < 0 || o.Budget.MaxCostUSD < 0 || o.Budget.MaxTime < 0:
		return errors.New("optimize: budgets must not be negative")
	case o.Budget == (Budget{}):
		return errors.New("optimize: no budget: set at least one of max cycles, max metric calls, max cost or max time")
	}
	if len(o.Start.Text) == 0 {
		return errors.New("optimize: the starting prompt is empty")
	}
	return o.Thresholds.Validate()
}
