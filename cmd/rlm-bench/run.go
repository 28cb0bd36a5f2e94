package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/build"
	"github.com/rlm-go/rlm/bench/run"
	"github.com/rlm-go/rlm/internal/cli"
	"github.com/rlm-go/rlm/llm"
)

func newRunCmd() *cobra.Command {
	var (
		opts     run.Options
		ep       cli.Endpoint
		evalName string
		python   string
		asJSON   bool
	)
	cmd := &cobra.Command{
		Use:   "run",
		Short: "Run a task pool against a model (or the built-in mock) and score it",
		Long: `Run every task of a pool, each epoch once, concurrently in this process, and
score the answers. Results go to a run directory (default DATA/runs/NAME, NAME
being <variant>-<model>-<method>-<backend> unless --name is given):

  results.jsonl            one row per finished (task, epoch)
  summary.json, summary.md score with 95% intervals per family and overall,
                           cost, tokens, latency p50/p95, failures by reason
  tasks/<id>/e<N>/         trace.jsonl (every event), log.txt, answer.txt
  run.json                 options, model, backend, variant hash, times

Runs resume: run the same command again after an interruption (even kill -9)
and only the missing (task, epoch) pairs run; none runs twice. Pairs that hit
endpoint errors (rate limits, 5xx, connection failures, attempt timeouts after
the retries) are not recorded: the command exits non-zero and the next run
retries them. --retry-errors also re-runs rows recorded with status "error".
Resuming with other settings (model, endpoint host, limits, budgets, seed,
variant) is refused. Two runs cannot
share a directory at once. Model replies are cached on disk under DATA/cache
(keyed on the full request, the endpoint and the epoch); --no-cache skips it.

--method direct asks the plain model once per task with as much of the
context as fits in --context-window tokens (head and tail kept), so RLM
against the base model is one flag apart.

--pool takes a tasks.jsonl, a pool directory, or a built-in profile name
(starter, sniah_sweep, full, ...), built into DATA/pools/NAME on first use.`,
		Example: `  # the offline starter suite on the built-in mock: no network, no key
  rlm-bench run --pool starter --model mock

  # the same against a real endpoint
  RLM_API_KEY=sk-... rlm-bench run --pool starter --base-url https://api.openai.com/v1 --model gpt-4o-mini

  # base model vs RLM on the same pool, 3 epochs, 16 at a time
  rlm-bench run --model gpt-4o-mini --method direct --epochs 3 --concurrency 16
  rlm-bench run --model gpt-4o-mini --method rlm --epochs 3 --concurrency 16`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			switch {
			case opts.Method != run.MethodRLM && opts.Method != run.MethodDirect:
				return cli.Usagef("--method %q: want rlm or direct", opts.Method)
			case opts.Concurrency <= 0:
				return cli.Usagef("--concurrency must be at least 1, got %d", opts.Concurrency)
			case opts.Epochs <= 0:
				return cli.Usagef("--epochs must be at least 1, got %d", opts.Epochs)
			case opts.Limit < 0:
				return cli.Usagef("--limit must not be negative, got %d", opts.Limit)
			case opts.ContextWindow <= 0:
				return cli.Usagef("--context-window must be positive, got %d", opts.ContextWindow)
			case opts.MaxIterations < 1:
				return cli.Usagef("--max-iterations must be at least 1, got %d", opts.MaxIterations)
			case opts.MaxDepth < 1:
				return cli.Usagef("--max-depth must be at least 1, got %d", opts.MaxDepth)
			case opts.EvalTimeout <= 0:
				return cli.Usagef("--eval-timeout must be positive, got %s", opts.EvalTimeout)
			case opts.Budget.MaxSubCalls < 0 || opts.Budget.MaxTokens < 0 || opts.Budget.MaxCostUSD < 0 || opts.Budget.MaxWallClock < 0:
				return cli.Usagef("--max-sub-calls, --max-tokens, --max-cost and --task-timeout must not be negative")
			case opts.Budget.MaxCostUSD > 0 && ep.PricesFile == "":
				return cli.Usagef("--max-cost needs --prices: without a price table every call costs $0 and the budget would never stop a task")
			}
			// A built-in profile's name is built into DATA/pools/NAME by
			// run.Run on first use; anything else must be readable now.
			if _, builtin := build.BuiltinProfile(opts.Pool); !fileExists(opts.Pool) && !builtin {
				return cli.Usagef("--pool %s: not a tasks.jsonl file, a pool directory or a built-in profile (%s)",
					opts.Pool, strings.Join(build.BuiltinProfileNames(), ", "))
			} else if !builtin || fileExists(opts.Pool) {
				if _, _, err := loadPool(opts.Pool); err != nil {
					return err
				}
			}
			if opts.Variant != "" {
				if _, err := os.Stat(opts.Variant); err != nil {
					return &cli.UsageError{Err: fmt.Errorf("--variant: %w", err)}
				}
			}
			ctx := cmd.Context()
			o, err := ep.Open(ctx, cli.Getenv)
			if err != nil {
				return err
			}
			defer o.Close()
			opts.Client, opts.Model, opts.SubModel = o.Client, o.Model, o.SubModel
			opts.BaseURL = o.BaseURL
			opts.Secrets = apiKeys(ep)
			if o.IsMock {
				// The mock listens on a fresh port each time; key its cache
				// on what decides its replies instead.
				opts.BaseURL = "mock:" + ep.MockScript
			}
			if opts.Method == run.MethodRLM {
				b, err := cli.OpenBackend(evalName, python)
				if err != nil {
					return err
				}
				opts.Backend = b
			}
			stderr := cmd.ErrOrStderr()
			opts.Progress = stderr
			opts.IsTerminal = isTerminal(stderr)
			sum, err := run.Run(ctx, opts)
			if sum != nil {
				out := cmd.OutOrStdout()
				if asJSON {
					b, jerr := sum.JSON()
					if jerr != nil {
						return jerr
					}
					_, _ = out.Write(b)
				} else {
					fmt.Fprint(out, sum.Markdown())
					fmt.Fprintf(out, "\nresults: %s/%s\n", sum.RunDir, run.ResultsFile)
				}
			}
			return err
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.Pool, "pool", "starter", "a tasks.jsonl file, a pool directory, or a built-in profile name (`POOL`)")
	f.StringVar(&opts.DataDir, "data", build.DefaultDataDir, "data `DIR` (pools/, runs/, cache/)")
	f.StringVar(&opts.Name, "name", "", "run `NAME` (default <variant>-<model>-<method>-<backend>)")
	f.StringVar(&opts.RunDir, "out", "", "run `DIR` (default DATA/runs/NAME)")
	f.IntVarP(&opts.Concurrency, "concurrency", "j", run.DefaultConcurrency, "tasks run at once")
	f.IntVar(&opts.Epochs, "epochs", 1, "times each task runs")
	f.IntVar(&opts.Limit, "limit", 0, "run only the first `N` tasks (after --seed shuffles); 0 = all")
	f.Int64Var(&opts.Seed, "seed", 0, "shuffle the pool with this seed before --limit (0 keeps pool order)")
	f.StringVar(&opts.Variant, "variant", "", "system prompt `FILE` replacing the built-in prompt")
	f.StringVar(&opts.Method, "method", run.MethodRLM, "rlm (the engine with a REPL) or direct (the plain model)")
	f.StringVar(&evalName, "eval", "auto", "REPL backend for rlm: "+strings.Join(cli.BackendNames, ", "))
	f.StringVar(&python, "python", "", "python3 interpreter for --eval python (default: python3 on PATH)")
	f.IntVar(&opts.MaxDepth, "max-depth", 1, "recursion depth: rlm_query at this depth is a plain llm_query")
	f.IntVar(&opts.MaxIterations, "max-iterations", 30, "iterations per agent")
	f.DurationVar(&opts.EvalTimeout, "eval-timeout", 180*time.Second, "timeout of one REPL cell")
	f.IntVar(&opts.ContextWindow, "context-window", run.DefaultContextWindow, "tokens of context for --method direct (≈4 characters each)")
	f.BoolVar(&opts.NoCache, "no-cache", false, "always ask the model; do not read or write the response cache")
	f.BoolVar(&opts.RetryErrors, "retry-errors", false, `run again the (task, epoch) rows whose status is "error"; the new row supersedes the old`)
	f.IntVar(&opts.Budget.MaxSubCalls, "max-sub-calls", 0, "per task (rlm): sub-calls at most; 0 = no limit")
	f.Int64Var(&opts.Budget.MaxTokens, "max-tokens", 0, "per task (rlm): input plus output tokens at most; 0 = no limit")
	f.Float64Var(&opts.Budget.MaxCostUSD, "max-cost", 0, "per task (rlm): USD at most (needs --prices); 0 = no limit")
	f.DurationVar(&opts.Budget.MaxWallClock, "task-timeout", 0, "per task (rlm): wall clock at most, e.g. 10m; 0 = no limit")
	f.BoolVar(&asJSON, "json", false, "print summary.json instead of the tables")
	ep.Bind(f)
	return cmd
}

// apiKeys are the keys this invocation may send, for redaction: the flag's
// and the environment's (the latter are redacted by name anyway).
func apiKeys(ep cli.Endpoint) []string {
	return []string{ep.APIKey, llm.ConfigFromEnv(cli.Getenv).APIKey}
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
	tasks, err = bench.ReadTasks(tasksPath)
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
