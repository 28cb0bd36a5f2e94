package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/build"
	"github.com/rlm-go/rlm/bench/run"
	"github.com/rlm-go/rlm/internal/cli"
	"github.com/rlm-go/rlm/internal/engineflags"
	"github.com/rlm-go/rlm/llm"
	"github.com/rlm-go/rlm/llm/endpoint"
)

const runLong = `Run every task of a pool, each epoch once, concurrently in this process, and
score the answers. Results go to a run directory (default DATA/runs/NAME, NAME
being <variant>-<model>-<method>-<backend> unless --name is given):

  results.jsonl            one row per finished (task, epoch)
  summary.json, summary.md score with 95% intervals per family and overall,
                           cost, tokens, latency p50/p95, failures by reason
  traces.jsonl, logs.txt,  every attempt's trace (every event), log and answer,
  answers.txt, index.jsonl appended whole as it ends, and where each one is
                           (read them with rlm-bench logs --run NAME --task ID)
  run.json                 options, model, backend, variant hash, times
  resume.json              what a run with nothing left to do saw, so running
                           it again answers without re-reading its rows

Runs resume: run the same command again after an interruption (even kill -9)
and only the missing (task, epoch) pairs run; none runs twice. Pairs that hit
endpoint errors (rate limits, 5xx, connection failures, attempt timeouts after
the retries) are not recorded: the command exits non-zero and the next run
retries them. --retry-errors also re-runs rows recorded with status "error".
Resuming with other settings (model, endpoint host, limits, budgets, seed,
variant) is refused with exit status 2. Two runs cannot share a directory at
once.

The whole pool is checked before anything runs: a malformed line, an unknown
scorer, or a context_path that is missing or unreadable stops the command with
exit status 2, naming the file and line. An empty, binary or non-UTF-8 context
file gets one warning on stderr (invalid bytes reach the model as U+FFFD). Model replies are cached on disk under DATA/cache
(keyed on the full request, the endpoint and the epoch); --no-cache skips it.

--method direct asks the plain model once per task with as much of the
context as fits in --context-window tokens (head and tail kept), so RLM
against the base model is one flag apart.

--pool takes a tasks.jsonl, a pool directory, or a built-in profile name
(starter, sniah_sweep, full, ...), built into DATA/pools/NAME on first use.

--shard K/N runs only shard K (from 0) of N of the (task, epoch) pairs, split
by a stable hash of task id and epoch, into RUN/shards/K-of-N; --shard auto
takes K and N from a Slurm array task or a Kubernetes Indexed Job (count from
--shards or RLM_SHARDS). --base-url may then be a comma-separated list (shard K
takes entry K mod its length) or a template with {shard}. summary, logs, ab
and merge read the shards as one run; slurm and k8s write the job that runs
them.`

const runExample = `  # the offline starter suite on the built-in mock: no network, no key
  rlm-bench run --pool starter --model mock

  # the same against a real endpoint
  RLM_API_KEY=sk-... rlm-bench run --pool starter --base-url https://api.openai.com/v1 --model gpt-4o-mini

  # base model vs RLM on the same pool, 3 epochs, 16 at a time
  rlm-bench run --model gpt-4o-mini --method direct --epochs 3 --concurrency 16
  rlm-bench run --model gpt-4o-mini --method rlm --epochs 3 --concurrency 16`

// runCmdOptions are rlm-bench run's flags and what the command needs from
// outside (the environment and where it writes), so tests can inject them.
type runCmdOptions struct {
	Run    run.Options
	Engine *engineflags.Engine
	JSON   bool
	// Shard is --shard (K/N or auto), Shards --shards (the count for
	// auto in a Kubernetes Indexed Job).
	Shard  string
	Shards int

	Getenv   func(string) string
	Out, Err io.Writer
}

func newRunCmd() *cobra.Command {
	opts := &runCmdOptions{Engine: engineflags.New(), Getenv: cli.Getenv}
	cmd := &cobra.Command{
		Use:     "run",
		Short:   "Run a task pool against a model (or the built-in mock) and score it",
		Long:    runLong,
		Example: runExample,
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Out, opts.Err = cmd.OutOrStdout(), cmd.ErrOrStderr()
			return runRun(cmd.Context(), opts)
		},
	}
	bindRunFlags(cmd.Flags(), opts)
	return cmd
}

func bindRunFlags(f *pflag.FlagSet, opts *runCmdOptions) {
	ro := &opts.Run
	f.StringVar(&ro.Pool, "pool", "starter", "a tasks.jsonl file, a pool directory, or a built-in profile name (`POOL`)")
	f.StringVar(&ro.DataDir, "data", build.DefaultDataDir, "data `DIR` (pools/, runs/, cache/)")
	f.StringVar(&ro.Name, "name", "", "run `NAME` (default <variant>-<model>-<method>-<backend>)")
	f.StringVar(&ro.RunDir, "out", "", "run `DIR` (default DATA/runs/NAME)")
	f.IntVarP(&ro.Concurrency, "concurrency", "j", run.DefaultConcurrency, "tasks run at once")
	f.IntVar(&ro.Epochs, "epochs", 1, "times each task runs")
	f.IntVar(&ro.Limit, "limit", 0, "run only the first `N` tasks (after --seed shuffles); 0 = all")
	f.Int64Var(&ro.Seed, "seed", 0, "shuffle the pool with this seed before --limit (0 keeps pool order)")
	f.StringVar(&ro.Variant, "variant", "", "system prompt `FILE` replacing the built-in prompt")
	f.StringVar(&ro.Method, "method", run.MethodRLM, "rlm (the engine with a REPL), tools (the engine with typed tool calls, no REPL) or direct (the plain model)")
	f.IntVar(&ro.ContextWindow, "context-window", run.DefaultContextWindow, "tokens of context for --method direct (≈4 characters each)")
	f.BoolVar(&ro.NoCache, "no-cache", false, "always ask the model; do not read or write the response cache")
	f.BoolVar(&ro.RetryErrors, "retry-errors", false, `run again the (task, epoch) rows whose status is "error"; the new row supersedes the old`)
	f.BoolVar(&opts.JSON, "json", false, "print summary.json instead of the tables")
	f.StringVar(&opts.Shard, "shard", "", "run only shard `K/N` of the (task, epoch) pairs (K from 0), or auto: from a Slurm array or a Kubernetes Indexed Job")
	f.IntVar(&opts.Shards, "shards", 0, "with --shard auto: the number of shards (env RLM_SHARDS; a Slurm array gives its own)")
	opts.Engine.Bind(f, engineflags.Endpoint|engineflags.Backend|engineflags.Limits|engineflags.TaskBudget|engineflags.Strategy)
}

// checkRunFlags refuses flags and inputs the run cannot use, before any
// endpoint or backend is opened.
func checkRunFlags(opts *runCmdOptions) error {
	ro := &opts.Run
	switch {
	case ro.Method != run.MethodRLM && ro.Method != run.MethodDirect && ro.Method != run.MethodTools:
		return cli.Usagef("--method %q: want rlm, tools or direct", ro.Method)
	case ro.Concurrency <= 0:
		return cli.Usagef("--concurrency must be at least 1, got %d", ro.Concurrency)
	case ro.Epochs <= 0:
		return cli.Usagef("--epochs must be at least 1, got %d", ro.Epochs)
	case ro.Limit < 0:
		return cli.Usagef("--limit must not be negative, got %d", ro.Limit)
	case ro.ContextWindow <= 0:
		return cli.Usagef("--context-window must be positive, got %d", ro.ContextWindow)
	}
	// --strategy tools and --method tools are one choice: the engine with
	// tools, recorded as method tools.
	switch {
	case ro.Method == run.MethodTools:
		opts.Engine.Strategy = engineflags.StrategyTools
	case opts.Engine.Strategy == engineflags.StrategyTools && ro.Method == run.MethodDirect:
		return cli.Usagef("--strategy tools is for the engine: use --method tools (or --method rlm --strategy tools), not --method direct")
	case opts.Engine.Strategy == engineflags.StrategyTools:
		ro.Method = run.MethodTools
	}
	if err := resolveShard(opts); err != nil {
		return err
	}
	if err := opts.Engine.Check(); err != nil {
		return err
	}
	// A built-in profile's name is built into DATA/pools/NAME by run.Run
	// on first use; anything else must be readable now.
	if _, builtin := build.BuiltinProfile(ro.Pool); !fileExists(ro.Pool) && !builtin {
		return cli.Usagef("--pool %s: not a tasks.jsonl file, a pool directory or a built-in profile (%s)",
			ro.Pool, strings.Join(build.BuiltinProfileNames(), ", "))
	} else if (!builtin || fileExists(ro.Pool)) && !run.NothingToRun(*ro) {
		// A finished run whose pool is unchanged since is not read
		// again: resuming it has nothing to do.
		if _, _, err := loadPool(ro.Pool); err != nil {
			return err
		}
	}
	if ro.Variant != "" {
		if _, err := os.Stat(ro.Variant); err != nil {
			return &cli.UsageError{Err: fmt.Errorf("--variant: %w", err)}
		}
	}
	return nil
}

func runRun(ctx context.Context, opts *runCmdOptions) error {
	if err := checkRunFlags(opts); err != nil {
		return err
	}
	ro := opts.Run
	opts.Engine.SkipBackend = ro.Method != run.MethodRLM
	opened, err := opts.Engine.Open(ctx, opts.Getenv)
	if err != nil {
		return err
	}
	defer opened.Close()
	opened.WarnUnconfined(opts.Err, "rlm-bench run")
	useEngine(&ro, opened, opts.Engine.Endpoint, opts.Getenv)
	ro.Progress = opts.Err
	ro.IsTerminal = isTerminal(opts.Err)
	sum, err := run.Run(ctx, ro)
	if sum != nil {
		if werr := writeRunSummary(opts, sum); werr != nil {
			return werr
		}
	}
	return inputError(err)
}

// inputError marks the run's refusals of its input (a pool it cannot use,
// a run directory holding other settings) as usage errors: exit 2, as
// for a bad flag, since the user fixes the command, not the endpoint.
func inputError(err error) error {
	var pe *run.PoolError
	var de *run.DifferentRunError
	if errors.As(err, &pe) || errors.As(err, &de) {
		return &cli.UsageError{Err: err}
	}
	return err
}

func writeRunSummary(opts *runCmdOptions, sum *run.Summary) error {
	if opts.JSON {
		b, err := sum.JSON()
		if err != nil {
			return err
		}
		_, _ = opts.Out.Write(b)
		return nil
	}
	fmt.Fprint(opts.Out, sum.Markdown())
	fmt.Fprintf(opts.Out, "\nresults: %s/%s\n", sum.RunDir, run.ResultsFile)
	return nil
}

// useEngine gives run options what the engine flags opened: the client,
// models, endpoint, backend, limits and budgets.
func useEngine(ro *run.Options, o *engineflags.Opened, ep endpoint.Endpoint, getenv func(string) string) {
	cfg := o.Config
	ro.Client, ro.Model, ro.SubModel, ro.BaseURL = o.Endpoint.Client, cfg.Model, cfg.SubModel, o.Endpoint.BaseURL
	if o.Endpoint.IsMock {
		// The mock listens on a fresh port each time; key its cache on
		// what decides its replies instead.
		ro.BaseURL = "mock:" + ep.MockScript
	}
	ro.Backend = cfg.Backend
	if iso, ok := o.Isolation(); ok {
		shown := iso.Shown()
		ro.Isolation = &shown
	}
	ro.MaxIterations, ro.MaxDepth, ro.EvalTimeout, ro.Budget = cfg.MaxIterations, cfg.MaxDepth, cfg.CellTimeout, cfg.Budget
	ro.MaxConcurrentSubcalls = cfg.MaxConcurrentSubcalls
	ro.Secrets = apiKeys(ep, getenv)
}

// apiKeys are the keys this invocation may send, for redaction: the flag's
// and the environment's (the latter are redacted by name anyway).
func apiKeys(ep endpoint.Endpoint, getenv func(string) string) []string {
	return []string{ep.APIKey, llm.ConfigFromEnv(getenv).APIKey}
}

// loadPool reads the tasks a --pool FILE or DIR names. Every failure is the
// user's input to fix, so it is a usage error naming the file (and, for a
// malformed line, the line).
func loadPool(pool string) (tasksPath string, tasks []bench.Task, err error) {
	st, err := os.Stat(pool)
	if err != nil {
		return "", nil, cli.Usagef("--pool %s: no such file or directory (make a pool with rlm-bench build)", pool)
	}
	tasksPath = pool
	if st.IsDir() {
		tasksPath = filepath.Join(pool, "tasks.jsonl")
		if !fileExists(tasksPath) {
			return "", nil, cli.Usagef("--pool %s: the directory has no tasks.jsonl (build one with rlm-bench build --out %s)", pool, pool)
		}
	}
	tasks, err = bench.ReadPool(tasksPath)
	if err != nil {
		return "", nil, cli.Usagef("--pool %s: %v", tasksPath, err)
	}
	if len(tasks) == 0 {
		return "", nil, cli.Usagef("--pool %s: no tasks in the file", tasksPath)
	}
	return tasksPath, tasks, nil
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// isTerminal reports whether w is a character device, where a progress bar
// redrawn in place makes sense.
func isTerminal(w any) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
