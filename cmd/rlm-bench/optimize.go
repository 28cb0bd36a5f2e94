package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/ab"
	"github.com/rlm-go/rlm/bench/build"
	"github.com/rlm-go/rlm/bench/optimize"
	"github.com/rlm-go/rlm/bench/optimize/runeval"
	"github.com/rlm-go/rlm/bench/run"
	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/internal/cli"
	"github.com/rlm-go/rlm/internal/engineflags"
	"github.com/rlm-go/rlm/prompts"
)

const optimizeLong = `Search for a better system prompt with a champion/candidate loop.

The pool is shuffled with --seed and split into train, validation and a
held-out test split. Each cycle picks a parent prompt, runs it on a minibatch
of training tasks and proposes a child:

  --propose rule     bucket why the parent failed (max iterations, timeout, no
                     code, invalid final answer, code error, wrong answer) and
                     append the guidance section of the most frequent reason
  --propose reflect  a reflection model reads the failing trajectories (query,
                     answer, gold, score, error, trace excerpt) and rewrites the
                     prompt; parents are drawn from the Pareto front over
                     validation tasks, weighted by how many tasks each wins

A child is kept only if it scores strictly higher than its parent on the same
minibatch; it is then scored on the whole validation split and becomes the
champion if its mean beats the champion's. At the end the champion and the
starting prompt run on the held-out split and are compared with ab
(report.md, report.json, report.html in --out).

Budgets: --max-cycles, --max-metric-calls (task evaluations, the held-out ones
included), --max-cost, --max-time. A budget too small to evaluate even one
candidate fully is refused unless --force.

Everything is resumable: state.json, every evaluation and every reflection
reply are kept in --out; run the same command again after an interruption and
nothing is paid twice. A prompt is never evaluated twice: a proposal that
repeats one already evaluated (compared with white space normalised) is
recorded and skipped, the rule method tries the next failure reason's patch,
and three cycles in a row of repeats end the search. Progress goes to stderr:
what each step evaluates, then one line per task. Create OUT/STOP to end the search after the current
cycle. Every prompt is in OUT/variants/<hash>.md, usable as run --variant, and
OUT/lineage.jsonl records each cycle.`

const optimizeExample = `  # offline, against the built-in mock
  rlm-bench optimize --pool bench_data/pools/starter --model mock --out opt/mock --max-cycles 3

  # reflective mutation with a stronger reflection model, 400 task evaluations
  rlm-bench optimize --pool pools/mine --model gpt-4o-mini --propose reflect \
      --reflection-model gpt-4o --max-metric-calls 400 --max-cost 5 --out opt/reflect`

// optimizeCmdOptions are rlm-bench optimize's flags and what the command
// needs from outside (the environment and where it writes).
type optimizeCmdOptions struct {
	Search     optimize.Options
	Run        run.Options // how each task evaluation runs
	Engine     *engineflags.Engine
	Thresholds ab.Thresholds
	Pool       string
	PromptPath string
	// ReflectionModel defaults to the --model in use.
	ReflectionModel string
	JSON            bool
	// CheckThresholds is set when --min-score-delta or --alpha was given.
	CheckThresholds bool

	Getenv   func(string) string
	Out, Err io.Writer
}

func newOptimizeCmd() *cobra.Command {
	opts := &optimizeCmdOptions{Engine: engineflags.New(), Thresholds: ab.DefaultThresholds(), Getenv: cli.Getenv}
	cmd := &cobra.Command{
		Use:     "optimize",
		Short:   "Search for a better system prompt: rule patches or reflective rewrites, scored on held-out tasks",
		Long:    optimizeLong,
		Example: optimizeExample,
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Out, opts.Err = cmd.OutOrStdout(), cmd.ErrOrStderr()
			opts.CheckThresholds = cmd.Flags().Changed("min-score-delta") || cmd.Flags().Changed("alpha")
			return runOptimize(cmd.Context(), opts)
		},
	}
	bindOptimizeFlags(cmd.Flags(), opts)
	return cmd
}

func bindOptimizeFlags(f *pflag.FlagSet, opts *optimizeCmdOptions) {
	so, th := &opts.Search, &opts.Thresholds
	f.StringVar(&opts.Pool, "pool", filepath.Join(build.DefaultDataDir, build.PoolsDir, "starter"), "tasks.jsonl `FILE` or pool DIR")
	f.StringVar(&so.OutDir, "out", "", "optimize `DIR`: state, variants, lineage, caches, reports (required; the same DIR resumes)")
	f.StringVar(&opts.PromptPath, "prompt", "", "starting system prompt `FILE` (default: the built-in prompt of the REPL language)")
	f.StringVar(&so.Method, "propose", optimize.MethodRule, "how candidates are proposed: rule or reflect")
	f.StringVar(&opts.ReflectionModel, "reflection-model", "", "model that rewrites prompts for --propose reflect (default: --model)")
	f.IntVar(&so.Examples, "reflection-examples", 4, "failing trajectories shown to the reflection model")
	f.Int64Var(&so.Seed, "seed", 1, "seed of the splits, minibatches, parent choice and the final bootstrap")
	f.Float64Var(&so.TrainFrac, "train", 0.4, "fraction of the pool for training minibatches")
	f.Float64Var(&so.ValFrac, "validation", 0.3, "fraction of the pool for validation (the rest is held out)")
	f.IntVar(&so.Minibatch, "minibatch", 0, "training tasks per cycle (default: train size / 5, clamped to 3..8)")
	f.IntVar(&so.Budget.MaxCycles, "max-cycles", 10, "cycles (proposals) at most; 0 = no limit")
	f.IntVar(&so.Budget.MaxMetricCalls, "max-metric-calls", 0, "task evaluations at most, held-out ones included; 0 = no limit")
	f.Float64Var(&so.Budget.MaxCostUSD, "max-cost", 0, "USD at most (needs --prices); 0 = no limit")
	f.DurationVar(&so.Budget.MaxTime, "max-time", 0, "wall clock at most over all invocations, e.g. 2h; 0 = no limit")
	f.BoolVar(&so.Force, "force", false, "start even when the budget cannot evaluate one candidate fully")
	f.Float64Var(&th.MinScoreDelta, "min-score-delta", th.MinScoreDelta, "final ab: smallest held-out gain that promotes the champion")
	f.Float64Var(&th.Alpha, "alpha", th.Alpha, "final ab: significance level of the paired interval")
	f.IntVar(&so.Bootstrap, "bootstrap", 10000, "final ab: bootstrap resamples")
	f.BoolVar(&opts.JSON, "json", false, "print summary.json instead of the tables")

	ro := &opts.Run
	f.StringVar(&ro.DataDir, "data", build.DefaultDataDir, "data `DIR` (the model response cache lives in DATA/cache)")
	f.StringVar(&ro.Method, "method", run.MethodRLM, "how a task is run: rlm (the engine with a REPL) or direct (the plain model)")
	f.IntVarP(&ro.Concurrency, "concurrency", "j", run.DefaultConcurrency, "tasks run at once")
	f.IntVar(&ro.ContextWindow, "context-window", run.DefaultContextWindow, "tokens of context for --method direct")
	f.BoolVar(&ro.NoCache, "no-cache", false, "do not read or write the model response cache")
	opts.Engine.Bind(f, engineflags.Endpoint|engineflags.Backend|engineflags.Limits)
}

// checkSearchFlags refuses search settings the loop cannot use.
func checkSearchFlags(opts *optimizeCmdOptions) error {
	so := &opts.Search
	b := so.Budget
	switch {
	case so.OutDir == "":
		return cli.Usagef("--out is required: it holds the search's state, so the same --out resumes it")
	case so.Method != optimize.MethodRule && so.Method != optimize.MethodReflect:
		return cli.Usagef("--propose %q: want rule or reflect", so.Method)
	case opts.Run.Method != run.MethodRLM && opts.Run.Method != run.MethodDirect:
		return cli.Usagef("--method %q: want rlm or direct", opts.Run.Method)
	case b.MaxCostUSD > 0 && opts.Engine.Endpoint.PricesFile == "":
		return cli.Usagef("--max-cost needs --prices: without a price table every call costs $0 and the budget would never stop the search")
	case so.TrainFrac <= 0 || so.ValFrac <= 0 || so.TrainFrac+so.ValFrac >= 1:
		return cli.Usagef("--train %g and --validation %g must be positive and sum to less than 1 (the rest is the held-out split)", so.TrainFrac, so.ValFrac)
	case so.Minibatch < 0:
		return cli.Usagef("--minibatch must not be negative, got %d", so.Minibatch)
	case so.Examples < 1:
		return cli.Usagef("--reflection-examples must be at least 1, got %d", so.Examples)
	case so.Bootstrap < 0:
		return cli.Usagef("--bootstrap must not be negative, got %d", so.Bootstrap)
	case b.MaxCycles < 0 || b.MaxMetricCalls < 0 || b.MaxCostUSD < 0 || b.MaxTime < 0:
		return cli.Usagef("--max-cycles, --max-metric-calls, --max-cost and --max-time must not be negative")
	case b == optimize.Budget{}:
		return cli.Usagef("no budget: set at least one of --max-cycles, --max-metric-calls, --max-cost or --max-time above 0")
	}
	if opts.CheckThresholds {
		if err := opts.Thresholds.Validate(); err != nil {
			return &cli.UsageError{Err: err}
		}
	}
	return nil
}

// checkEvalFlags refuses settings of the task evaluations.
func checkEvalFlags(opts *optimizeCmdOptions) error {
	switch ro := &opts.Run; {
	case ro.Concurrency < 1:
		return cli.Usagef("--concurrency must be at least 1, got %d", ro.Concurrency)
	case ro.ContextWindow <= 0:
		return cli.Usagef("--context-window must be positive, got %d", ro.ContextWindow)
	}
	return opts.Engine.Check()
}

func runOptimize(ctx context.Context, opts *optimizeCmdOptions) error {
	if err := checkSearchFlags(opts); err != nil {
		return err
	}
	if err := checkEvalFlags(opts); err != nil {
		return err
	}
	tasksPath, tasks, err := loadPool(opts.Pool)
	if err != nil {
		return err
	}
	if err := runeval.AbsContexts(tasks, filepath.Dir(tasksPath)); err != nil {
		return err
	}
	opts.Engine.SkipBackend = opts.Run.Method != run.MethodRLM
	opened, err := opts.Engine.Open(ctx, opts.Getenv)
	if err != nil {
		return err
	}
	defer opened.Close()
	opened.WarnUnconfined(opts.Err, "rlm-bench optimize")
	so := opts.Search
	if err := searchOptions(&so, opts, opened, tasks); err != nil {
		return err
	}
	_, statErr := os.Stat(so.OutDir)
	fresh := errors.Is(statErr, fs.ErrNotExist)
	sum, err := optimize.Run(ctx, so)
	switch {
	case errors.Is(err, optimize.ErrBudgetTooSmall):
		// Refused before any evaluation: leave no directory behind that a
		// later run would take for a started search.
		if fresh {
			os.RemoveAll(so.OutDir)
		}
		return &cli.UsageError{Err: err}
	case errors.Is(err, optimize.ErrStateMismatch):
		return &cli.UsageError{Err: err}
	case err != nil:
		return err
	}
	format := "md"
	if opts.JSON {
		format = "json"
	}
	return sum.Write(opts.Out, format)
}

// searchOptions completes the search's options with what was opened: the
// evaluator of candidate prompts, the starting prompt and the reflector.
func searchOptions(so *optimize.Options, opts *optimizeCmdOptions, opened *engineflags.Opened, tasks []bench.Task) error {
	ro := opts.Run
	useEngine(&ro, opened, opts.Engine.Endpoint, opts.Getenv)
	// Each evaluation is a bench/run run: its per-task progress shows
	// what a cycle is doing.
	ro.Progress, ro.IsTerminal = opts.Err, isTerminal(opts.Err)
	start, err := startPrompt(opts.PromptPath, ro.Backend)
	if err != nil {
		return err
	}
	ev := &runeval.Evaluator{Base: ro, Dir: filepath.Join(so.OutDir, "runs")}
	so.Start, so.Tasks = start, tasks
	so.Evaluator, so.Setup = ev, ev.Setup()
	so.MaxIterations = ro.MaxIterations
	so.Reflector = opened.Endpoint.Client
	so.ReflectionModel = opts.ReflectionModel
	if so.ReflectionModel == "" {
		so.ReflectionModel = ro.Model
	}
	so.Thresholds = opts.Thresholds
	so.Progress = opts.Err
	return nil
}

// startPrompt is --prompt's variant, or the built-in prompt of the
// backend's language (Python without a backend: --method direct).
func startPrompt(path string, backend eval.Backend) (prompts.Variant, error) {
	if path != "" {
		v, err := prompts.LoadVariant(path)
		if err != nil {
			return prompts.Variant{}, &cli.UsageError{Err: fmt.Errorf("--prompt: %w", err)}
		}
		return v, nil
	}
	language := "python"
	if backend != nil {
		language = backend.Language().Prompt
	}
	text, err := prompts.System(language)
	if err != nil {
		return prompts.Variant{}, err
	}
	return prompts.Variant{Name: "default", Text: text}, nil
}
