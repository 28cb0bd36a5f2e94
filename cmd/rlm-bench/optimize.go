package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/rlm-go/rlm/bench/ab"
	"github.com/rlm-go/rlm/bench/build"
	"github.com/rlm-go/rlm/bench/optimize"
	"github.com/rlm-go/rlm/bench/optimize/runeval"
	"github.com/rlm-go/rlm/bench/run"
	"github.com/rlm-go/rlm/internal/cli"
	"github.com/rlm-go/rlm/prompts"
)

func newOptimizeCmd() *cobra.Command {
	var (
		opts       optimize.Options
		runOpts    run.Options
		ep         cli.Endpoint
		pool       string
		promptPath string
		evalName   string
		python     string
		reflModel  string
		asJSON     bool
		th         = ab.DefaultThresholds()
	)
	cmd := &cobra.Command{
		Use:   "optimize",
		Short: "Search for a better system prompt: rule patches or reflective rewrites, scored on held-out tasks",
		Long: `Search for a better system prompt with a champion/candidate loop.

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
nothing is paid twice. Create OUT/STOP to end the search after the current
cycle. Every prompt is in OUT/variants/<hash>.md, usable as run --variant, and
OUT/lineage.jsonl records each cycle.`,
		Example: `  # offline, against the built-in mock
  rlm-bench optimize --pool bench_data/pools/starter --model mock --out opt/mock --max-cycles 3

  # reflective mutation with a stronger reflection model, 400 task evaluations
  rlm-bench optimize --pool pools/mine --model gpt-4o-mini --propose reflect \
      --reflection-model gpt-4o --max-metric-calls 400 --max-cost 5 --out opt/reflect`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if opts.OutDir == "" {
				return cli.Usagef("--out is required: it holds the search's state, so the same --out resumes it")
			}
			if opts.Method != optimize.MethodRule && opts.Method != optimize.MethodReflect {
				return cli.Usagef("--propose %q: want rule or reflect", opts.Method)
			}
			if runOpts.Method != run.MethodRLM && runOpts.Method != run.MethodDirect {
				return cli.Usagef("--method %q: want rlm or direct", runOpts.Method)
			}
			if opts.Budget.MaxCostUSD > 0 && ep.PricesFile == "" {
				return cli.Usagef("--max-cost needs --prices: without a price table every call costs $0 and the budget would never stop the search")
			}
			b := opts.Budget
			switch {
			case opts.TrainFrac <= 0 || opts.ValFrac <= 0 || opts.TrainFrac+opts.ValFrac >= 1:
				return cli.Usagef("--train %g and --validation %g must be positive and sum to less than 1 (the rest is the held-out split)", opts.TrainFrac, opts.ValFrac)
			case opts.Minibatch < 0:
				return cli.Usagef("--minibatch must not be negative, got %d", opts.Minibatch)
			case opts.Examples < 1:
				return cli.Usagef("--reflection-examples must be at least 1, got %d", opts.Examples)
			case opts.Bootstrap < 0:
				return cli.Usagef("--bootstrap must not be negative, got %d", opts.Bootstrap)
			case b.MaxCycles < 0 || b.MaxMetricCalls < 0 || b.MaxCostUSD < 0 || b.MaxTime < 0:
				return cli.Usagef("--max-cycles, --max-metric-calls, --max-cost and --max-time must not be negative")
			case b == optimize.Budget{}:
				return cli.Usagef("no budget: set at least one of --max-cycles, --max-metric-calls, --max-cost or --max-time above 0")
			case runOpts.Concurrency < 1:
				return cli.Usagef("--concurrency must be at least 1, got %d", runOpts.Concurrency)
			case runOpts.MaxIterations < 1:
				return cli.Usagef("--max-iterations must be at least 1, got %d", runOpts.MaxIterations)
			case runOpts.MaxDepth < 1:
				return cli.Usagef("--max-depth must be at least 1, got %d", runOpts.MaxDepth)
			case runOpts.EvalTimeout <= 0:
				return cli.Usagef("--eval-timeout must be positive, got %s", runOpts.EvalTimeout)
			case runOpts.ContextWindow <= 0:
				return cli.Usagef("--context-window must be positive, got %d", runOpts.ContextWindow)
			}
			if cmd.Flags().Changed("min-score-delta") || cmd.Flags().Changed("alpha") {
				if err := th.Validate(); err != nil {
					return &cli.UsageError{Err: err}
				}
			}
			tasksPath, tasks, err := loadPool(pool)
			if err != nil {
				return err
			}
			if err := runeval.AbsContexts(tasks, filepath.Dir(tasksPath)); err != nil {
				return err
			}
			ctx := cmd.Context()
			o, err := ep.Open(ctx, cli.Getenv)
			if err != nil {
				return err
			}
			defer o.Close()
			runOpts.Client, runOpts.Model, runOpts.SubModel, runOpts.BaseURL = o.Client, o.Model, o.SubModel, o.BaseURL
			if o.IsMock {
				runOpts.BaseURL = "mock:" + ep.MockScript
			}
			language := "python"
			if runOpts.Method == run.MethodRLM {
				b, err := cli.OpenBackend(evalName, python)
				if err != nil {
					return err
				}
				runOpts.Backend, language = b, b.Language().Prompt
			}
			if promptPath != "" {
				v, err := prompts.LoadVariant(promptPath)
				if err != nil {
					return &cli.UsageError{Err: fmt.Errorf("--prompt: %w", err)}
				}
				opts.Start = v
			} else {
				text, err := prompts.System(language)
				if err != nil {
					return err
				}
				opts.Start = prompts.Variant{Name: "default", Text: text}
			}
			opts.Tasks = tasks
			runOpts.Secrets = apiKeys(ep)
			ev := &runeval.Evaluator{Base: runOpts, Dir: filepath.Join(opts.OutDir, "runs")}
			opts.Evaluator = ev
			opts.Setup = ev.Setup()
			opts.MaxIterations = runOpts.MaxIterations
			opts.Reflector = o.Client
			opts.ReflectionModel = reflModel
			if opts.ReflectionModel == "" {
				opts.ReflectionModel = o.Model
			}
			opts.Thresholds = th
			opts.Progress = cmd.ErrOrStderr()
			_, statErr := os.Stat(opts.OutDir)
			fresh := errors.Is(statErr, fs.ErrNotExist)
			sum, err := optimize.Run(ctx, opts)
			switch {
			case errors.Is(err, optimize.ErrBudgetTooSmall):
				// Refused before any evaluation: leave no directory behind
				// that a later run would take for a started search.
				if fresh {
					os.RemoveAll(opts.OutDir)
				}
				return &cli.UsageError{Err: err}
			case errors.Is(err, optimize.ErrStateMismatch):
				return &cli.UsageError{Err: err}
			case err != nil:
				return err
			}
			format := "md"
			if asJSON {
				format = "json"
			}
			return sum.Write(cmd.OutOrStdout(), format)
		},
	}
	f := cmd.Flags()
	f.StringVar(&pool, "pool", filepath.Join(build.DefaultDataDir, build.PoolsDir, "starter"), "tasks.jsonl `FILE` or pool DIR")
	f.StringVar(&opts.OutDir, "out", "", "optimize `DIR`: state, variants, lineage, caches, reports (required; the same DIR resumes)")
	f.StringVar(&promptPath, "prompt", "", "starting system prompt `FILE` (default: the built-in prompt of the REPL language)")
	f.StringVar(&opts.Method, "propose", optimize.MethodRule, "how candidates are proposed: rule or reflect")
	f.StringVar(&reflModel, "reflection-model", "", "model that rewrites prompts for --propose reflect (default: --model)")
	f.IntVar(&opts.Examples, "reflection-examples", 4, "failing trajectories shown to the reflection model")
	f.Int64Var(&opts.Seed, "seed", 1, "seed of the splits, minibatches, parent choice and the final bootstrap")
	f.Float64Var(&opts.TrainFrac, "train", 0.4, "fraction of the pool for training minibatches")
	f.Float64Var(&opts.ValFrac, "validation", 0.3, "fraction of the pool for validation (the rest is held out)")
	f.IntVar(&opts.Minibatch, "minibatch", 0, "training tasks per cycle (default: train size / 5, clamped to 3..8)")
	f.IntVar(&opts.Budget.MaxCycles, "max-cycles", 10, "cycles (proposals) at most; 0 = no limit")
	f.IntVar(&opts.Budget.MaxMetricCalls, "max-metric-calls", 0, "task evaluations at most, held-out ones included; 0 = no limit")
	f.Float64Var(&opts.Budget.MaxCostUSD, "max-cost", 0, "USD at most (needs --prices); 0 = no limit")
	f.DurationVar(&opts.Budget.MaxTime, "max-time", 0, "wall clock at most over all invocations, e.g. 2h; 0 = no limit")
	f.BoolVar(&opts.Force, "force", false, "start even when the budget cannot evaluate one candidate fully")
	f.Float64Var(&th.MinScoreDelta, "min-score-delta", th.MinScoreDelta, "final ab: smallest held-out gain that promotes the champion")
	f.Float64Var(&th.Alpha, "alpha", th.Alpha, "final ab: significance level of the paired interval")
	f.IntVar(&opts.Bootstrap, "bootstrap", 10000, "final ab: bootstrap resamples")
	f.BoolVar(&asJSON, "json", false, "print summary.json instead of the tables")

	f.StringVar(&runOpts.DataDir, "data", build.DefaultDataDir, "data `DIR` (the model response cache lives in DATA/cache)")
	f.StringVar(&runOpts.Method, "method", run.MethodRLM, "how a task is run: rlm (the engine with a REPL) or direct (the plain model)")
	f.StringVar(&evalName, "eval", "auto", "REPL backend for rlm: "+strings.Join(cli.BackendNames, ", "))
	f.StringVar(&python, "python", "", "python3 interpreter for --eval python (default: python3 on PATH)")
	f.IntVarP(&runOpts.Concurrency, "concurrency", "j", run.DefaultConcurrency, "tasks run at once")
	f.IntVar(&runOpts.MaxDepth, "max-depth", 1, "recursion depth: rlm_query at this depth is a plain llm_query")
	f.IntVar(&runOpts.MaxIterations, "max-iterations", 30, "iterations per agent")
	f.DurationVar(&runOpts.EvalTimeout, "eval-timeout", 180*time.Second, "timeout of one REPL cell")
	f.IntVar(&runOpts.ContextWindow, "context-window", run.DefaultContextWindow, "tokens of context for --method direct")
	f.BoolVar(&runOpts.NoCache, "no-cache", false, "do not read or write the model response cache")
	ep.Bind(f)
	return cmd
}
