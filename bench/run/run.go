// Package run executes a task pool against a model: every (task, epoch)
// once, concurrently in-process, resumable after any crash, with a trace
// and a log per attempt, one results.jsonl row per finished attempt and a
// summary (summary.json, summary.md) with intervals per family.
//
// A run directory looks like this, however many tasks it runs:
//
//	run.json                  manifest: options, model, backend, variant hash, times
//	run.lock                  held (flock) while a process runs into the directory
//	results.jsonl             one bench.Result per finished (task, epoch)
//	summary.json, summary.md  rewritten at the end of every invocation
//	traces.jsonl, logs.txt,   every attempt's trace (every event), log and
//	answers.txt, index.jsonl  answer, appended whole, and where each is (store.go)
//
// Runs written before the store kept tasks/<task_id>/e<N>/ with
// trace.jsonl, log.txt and answer.txt; readers (TaskRecords) read both.
package run

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/build"
	"github.com/rlm-go/rlm/bench/score"
	"github.com/rlm-go/rlm/bench/shard"
	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/eval/backends"
	"github.com/rlm-go/rlm/llm"
	"github.com/rlm-go/rlm/loop"
	"github.com/rlm-go/rlm/observability"
)

// Methods.
const (
	MethodRLM    = "rlm"
	MethodDirect = "direct"
	// MethodTools is the engine with the tools strategy: typed tool calls,
	// no REPL.
	MethodTools = "tools"
)

// Defaults for zero Options fields.
const (
	DefaultConcurrency   = 4
	DefaultContextWindow = 128000
	RunsDir              = "runs"
	CacheDir             = "cache"
)

// File names inside a run directory.
const (
	ResultsFile  = "results.jsonl"
	ManifestFile = "run.json"
	LockFile     = "run.lock"
	SummaryJSON  = "summary.json"
	SummaryMD    = "summary.md"
	TasksDir     = "tasks"
	TraceFile    = "trace.jsonl"
	LogFile      = "log.txt"
	AnswerFile   = "answer.txt"
)

// Options configure a run. The model client and eval backend are built by
// the caller (the CLI from its flags, tests from a mock server) and passed in.
type Options struct {
	// Pool is a tasks.jsonl file, a pool directory holding one, or a
	// built-in build profile name ("starter"), built into
	// <DataDir>/pools/<name> when missing.
	Pool    string
	DataDir string // default build.DefaultDataDir
	// RunDir defaults to <DataDir>/runs/<Name>; Name defaults to
	// "<variant>-<model>-<method>-<backend>".
	RunDir string
	Name   string

	Concurrency int   // default 4
	Epochs      int   // default 1
	Limit       int   // run only the first Limit tasks (after shuffling by Seed); 0 = all
	Seed        int64 // 0 keeps pool order; otherwise shuffles before Limit applies

	// Variant is a system prompt file; empty runs the built-in prompt
	// ("default").
	Variant string
	Method  string // rlm (default), tools or direct

	Client   loop.ChatClient // required
	BaseURL  string          // the endpoint, for the cache key and the manifest
	Model    string          // required
	SubModel string

	// Backend is the REPL for --method rlm (ignored for direct).
	Backend eval.Backend
	// Isolation is how Backend confines sessions, for the summary.
	Isolation     *backends.Shown
	MaxDepth      int
	MaxIterations int
	EvalTimeout   time.Duration
	Budget        loop.Budget
	// MaxConcurrentSubcalls bounds each agent's batched sub-calls at once
	// (0: loop's default).
	MaxConcurrentSubcalls int

	// ContextWindow is the direct method's budget in tokens (about four
	// characters each); default 128000.
	ContextWindow int

	NoCache bool
	// RetryErrors runs again the (task, epoch) pairs whose latest row has
	// status "error". The new row is appended; readers take the last row
	// of each pair (bench.LatestResults), so nothing is rewritten in place.
	RetryErrors bool
	// Secrets (the API key in use) are replaced in traces, logs, answers
	// and errors, along with environment values whose names look like
	// credentials (*KEY*, *TOKEN*, *SECRET*, *PASSWORD*).
	Secrets []string
	// Judge scores "judge" tasks; without one they score 0 with a note.
	Judge score.Judge

	// Progress receives a progress bar (IsTerminal) or one line per
	// finished task; nil is silent.
	Progress   io.Writer
	IsTerminal bool
	Now        func() time.Time

	// Shard, when set, runs only the pairs this shard owns (see
	// bench/shard), into RunDir/shards/K-of-N, a run directory of its own
	// with today's guarantees; rlm-bench merge and every reader (Load)
	// see the shards of RunDir as one run.
	Shard shard.Spec
}

// job is one (task, epoch) to run.
type job struct {
	task  *bench.Task
	epoch int
}

// EndpointError is returned (with the summary) when some (task, epoch)
// pairs failed because the endpoint was unreachable, rate limited or
// failing (retries exhausted). They have no row, so running the same
// command again retries exactly them.
type EndpointError struct{ Pairs int }

func (e *EndpointError) Error() string {
	return fmt.Sprintf("%d (task, epoch) pairs hit endpoint errors and were not recorded; run the same command again to retry them", e.Pairs)
}

// PoolError is a task pool the run cannot use: a malformed line, an
// unknown scorer, a context file that is missing or unreadable. Nothing
// has run and nothing was written; the pool is the user's to fix.
type PoolError struct {
	Path string
	Err  error
}

func (e *PoolError) Error() string { return fmt.Sprintf("pool %s: %v", e.Path, e.Err) }
func (e *PoolError) Unwrap() error { return e.Err }

// DifferentRunError refuses to resume a run directory whose run.json
// records other settings: its rows would mean something else.
type DifferentRunError struct {
	Dir   string
	Diffs []string // "model \"m1\", now \"m2\""
}

func (e *DifferentRunError) Error() string {
	return fmt.Sprintf("run directory %s holds a different run (%s); pass the same settings to resume it, or pick another --name or --out",
		e.Dir, strings.Join(e.Diffs, "; "))
}

// Run executes the pool. It returns the summary of the selected (task,
// epoch) pairs, including rows from earlier invocations it resumed. When
// ctx is cancelled, finished rows are kept, the summary is written and
// ctx's error is returned with the partial summary. Pairs lost to endpoint
// errors make it return an *EndpointError with the summary.
func Run(ctx context.Context, opts Options) (*Summary, error) {
	if err := opts.setDefaults(); err != nil {
		return nil, err
	}
	tasksPath, err := resolvePool(ctx, opts.Pool, opts.DataDir, opts.Progress)
	if err != nil {
		return nil, err
	}
	// The run directory is named before the pool is read: a run that
	// finished and whose files are unchanged (resume.go) need not read it.
	variantName, system, variantHash, variantErr := loadVariant(opts.Variant)
	backendName, backendVersion := "", ""
	if opts.Method == MethodRLM {
		backendName, backendVersion = opts.Backend.Name(), opts.Backend.Version()
	}
	if opts.RunDir == "" && variantErr == nil {
		name := opts.Name
		if name == "" {
			name = DefaultName(variantName, opts.Model, opts.Method, backendName)
		}
		opts.RunDir = NamedRunDir(opts.DataDir, name)
	}
	shardDir := opts.RunDir
	if opts.Shard.Sharded() {
		shardDir = ShardDir(opts.RunDir, opts.Shard)
	}
	var state resumeState
	finished := false
	if variantErr == nil {
		state, finished = finishedState(shardDir, &opts, tasksPath)
	}
	var tasks []bench.Task
	ntasks := state.Tasks
	if !finished {
		all, err := bench.ReadPool(tasksPath)
		if err != nil {
			return nil, &PoolError{Path: tasksPath, Err: err}
		}
		tasks = selectTasks(all, opts.Seed, opts.Limit)
		if len(tasks) == 0 {
			return nil, fmt.Errorf("pool %s has no tasks", tasksPath)
		}
		ntasks = len(tasks)
	}
	if variantErr != nil {
		return nil, variantErr
	}
	if err := os.MkdirAll(opts.RunDir, 0o755); err != nil {
		return nil, fmt.Errorf("run directory: %w", err)
	}
	root := opts.RunDir
	if err := checkLayout(root, opts.Shard); err != nil {
		return nil, err
	}
	if opts.Shard.Sharded() {
		opts.RunDir = ShardDir(root, opts.Shard)
		if err := os.MkdirAll(opts.RunDir, 0o755); err != nil {
			return nil, fmt.Errorf("shard directory: %w", err)
		}
	}
	unlock, err := lockRunDir(opts.RunDir)
	if err != nil {
		return nil, err
	}
	defer unlock()

	man := Manifest{
		Name: filepath.Base(root), Pool: opts.Pool, TasksPath: tasksPath, Tasks: ntasks,
		Method: opts.Method, Model: opts.Model, SubModel: opts.SubModel, BaseURL: opts.BaseURL,
		Backend: backendName, BackendVersion: backendVersion,
		Variant: variantName, VariantPath: opts.Variant, VariantHash: variantHash,
		Concurrency: opts.Concurrency, Epochs: opts.Epochs, Limit: opts.Limit, Seed: opts.Seed,
		MaxDepth: opts.MaxDepth, MaxIterations: opts.MaxIterations, EvalTimeout: opts.EvalTimeout.String(),
		ContextWindow: opts.ContextWindow, NoCache: opts.NoCache,
		MaxSubCalls: opts.Budget.MaxSubCalls, MaxTokens: opts.Budget.MaxTokens,
		MaxCostUSD: opts.Budget.MaxCostUSD, MaxConsecutiveErr: opts.Budget.MaxConsecutiveErr,
		Started: opts.Now().UTC(),
	}
	if opts.Budget.MaxWallClock > 0 {
		man.TaskTimeout = opts.Budget.MaxWallClock.String()
	}
	if opts.Shard.Sharded() {
		man.Shard = opts.Shard.String()
	}
	if err := man.reconcile(opts.RunDir); err != nil {
		return nil, err
	}
	if err := man.checkSiblings(root, opts.Shard); err != nil {
		return nil, err
	}
	if err := man.write(opts.RunDir); err != nil {
		return nil, err
	}
	if finished {
		if sum, ok := finishedSummary(opts, tasksPath, &man); ok {
			return sum, nil
		}
		// Changed since the check (before the lock): the full path.
		all, err := bench.ReadPool(tasksPath)
		if err != nil {
			return nil, &PoolError{Path: tasksPath, Err: err}
		}
		if tasks = selectTasks(all, opts.Seed, opts.Limit); len(tasks) == 0 {
			return nil, fmt.Errorf("pool %s has no tasks", tasksPath)
		}
	}

	resultsPath := filepath.Join(opts.RunDir, ResultsFile)
	acc := newSummaryAcc()
	warning, err := openResults(resultsPath, acc)
	if err != nil {
		return nil, err
	}
	if warning != "" && opts.Progress != nil {
		fmt.Fprintf(opts.Progress, "run: %s (re-running that task)\n", warning)
	}
	done := map[pairKey]bool{}
	retried := 0
	acc.each(func(taskID string, epoch int, status string) {
		if opts.RetryErrors && status == StatusError {
			retried++
			return
		}
		done[pairKey{taskID, epoch}] = true
	})
	if retried > 0 && opts.Progress != nil {
		fmt.Fprintf(opts.Progress, "run: --retry-errors: running %d rows with status error again (the new rows supersede them)\n", retried)
	}
	var jobs []job
	for e := 1; e <= opts.Epochs; e++ {
		for i := range tasks {
			if !done[pairKey{tasks[i].TaskID, e}] && opts.Shard.Owns(tasks[i].TaskID, e) {
				jobs = append(jobs, job{task: &tasks[i], epoch: e})
			}
		}
	}

	w, err := newResultWriter(opts.RunDir, acc)
	if err != nil {
		return nil, err
	}
	secrets := append(observability.EnvSecrets(os.Environ()), opts.Secrets...)
	r := &runner{
		opts:    opts,
		poolDir: filepath.Dir(tasksPath),
		system:  system,
		variant: variantName,
		backend: backendName,
		secrets: secrets,
		redact:  observability.NewRedactor(secrets...),
	}
	if !opts.NoCache && len(jobs) > 0 {
		// Opened only when something runs: a resume with nothing to do
		// does not index the cache.
		if r.cache, err = llm.OpenCachePack(filepath.Join(opts.DataDir, CacheDir)); err != nil {
			w.Close()
			return nil, err
		}
	}
	prog := newProgress(opts.Progress, opts.IsTerminal, len(jobs), len(done), opts.Now)
	r.prog = prog
	failed, runErr := r.runAll(ctx, jobs, w, prog)
	prog.finish()
	if r.cache != nil {
		if err := r.cache.Close(); err != nil && opts.Progress != nil {
			fmt.Fprintf(opts.Progress, "run: warning: response cache: %v\n", err)
		}
	}
	if err := w.Close(); err != nil && runErr == nil {
		runErr = err
	}

	man.Finished = opts.Now().UTC()
	if err := man.write(opts.RunDir); err != nil && runErr == nil {
		runErr = err
	}
	sum := acc.summary(tasks, opts.Epochs, opts.Shard.Owns)
	sum.EndpointErrors = failed
	if failed > 0 && runErr == nil {
		runErr = &EndpointError{Pairs: failed}
	}
	sum.Run = man.Name
	sum.RunDir = opts.RunDir
	sum.Method, sum.Model, sum.Backend, sum.Variant = opts.Method, opts.Model, backendName, variantName
	if opts.Method == MethodRLM {
		sum.Shown = opts.Isolation
	}
	if err := sum.WriteFiles(opts.RunDir); err != nil && runErr == nil {
		runErr = err
	}
	nothingLeft := runErr == nil && sum.Missing == 0 && sum.EndpointErrors == 0
	if err := saveState(opts.RunDir, &opts, tasksPath, len(tasks), nothingLeft); err != nil && runErr == nil {
		runErr = err
	}
	return sum, runErr
}

// finishedSummary is a resume with nothing to do, answered from
// summary.json when the run's files are as the last invocation left them
// (checked again now that the run is locked).
func finishedSummary(opts Options, tasksPath string, man *Manifest) (*Summary, bool) {
	if _, ok := finishedState(opts.RunDir, &opts, tasksPath); !ok {
		return nil, false
	}
	sum, err := readSummary(opts.RunDir)
	if err != nil || sum.Missing != 0 {
		return nil, false
	}
	if opts.Progress != nil && sum.Rows > 0 {
		fmt.Fprintf(opts.Progress, "run: resuming: %d rows already done, %d to run\n", sum.Rows, 0)
	}
	man.Finished = opts.Now().UTC()
	if err := man.write(opts.RunDir); err != nil {
		return nil, false
	}
	return sum, true
}

func (o *Options) setDefaults() error {
	if o.DataDir == "" {
		o.DataDir = build.DefaultDataDir
	}
	if o.Pool == "" {
		o.Pool = "starter"
	}
	if o.Concurrency <= 0 {
		o.Concurrency = DefaultConcurrency
	}
	if o.Epochs <= 0 {
		o.Epochs = 1
	}
	if o.Limit < 0 {
		return fmt.Errorf("limit must not be negative, got %d", o.Limit)
	}
	if o.Method == "" {
		o.Method = MethodRLM
	}
	if o.ContextWindow <= 0 {
		o.ContextWindow = DefaultContextWindow
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	switch {
	case o.Method != MethodRLM && o.Method != MethodDirect && o.Method != MethodTools:
		return fmt.Errorf("method %q: want rlm, tools or direct", o.Method)
	case o.Client == nil:
		return errors.New("run: no chat client")
	case o.Model == "":
		return errors.New("run: no model")
	case o.Method == MethodRLM && o.Backend == nil:
		return errors.New("run: method rlm needs an eval backend")
	}
	return nil
}

// NamedRunDir is where a run named name lives under dataDir.
func NamedRunDir(dataDir, name string) string {
	return filepath.Join(dataDir, RunsDir, safeName(name))
}

// DefaultName is the run name used when none is given.
func DefaultName(variant, model, method, backend string) string {
	parts := []string{variant, model, method}
	if backend != "" {
		parts = append(parts, backend)
	}
	return strings.Join(parts, "-")
}

// safeName keeps a name usable as one path element: model names often
// hold slashes ("meta-llama/Llama-3") and colons.
func safeName(s string) string {
	s = strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_', r == '.':
			return r
		}
		return '_'
	}, s)
	s = strings.Trim(s, ".")
	if s == "" {
		s = "_"
	}
	return s
}

func rowKey(taskID string, epoch int) string { return fmt.Sprintf("%s\x00%d", taskID, epoch) }

// selectTasks shuffles by seed (when non-zero) and keeps the first limit.
func selectTasks(tasks []bench.Task, seed int64, limit int) []bench.Task {
	if seed != 0 {
		rng := rand.New(rand.NewSource(seed))
		rng.Shuffle(len(tasks), func(i, j int) { tasks[i], tasks[j] = tasks[j], tasks[i] })
	}
	if limit > 0 && limit < len(tasks) {
		tasks = tasks[:limit]
	}
	return tasks
}

// loadVariant reads a system prompt file. The hash lets a resumed run
// refuse a prompt edited between invocations.
func loadVariant(path string) (name, system, hash string, err error) {
	if path == "" {
		return "default", "", "", nil
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return "", "", "", fmt.Errorf("variant: %w", err)
	}
	if strings.TrimSpace(string(b)) == "" {
		return "", "", "", fmt.Errorf("variant %s is empty", path)
	}
	sum := sha256.Sum256(b)
	base := filepath.Base(path)
	return strings.TrimSuffix(base, filepath.Ext(base)), string(b), hex.EncodeToString(sum[:]), nil
}

// resolvePool turns --pool into a tasks.jsonl path, building a built-in
// profile's pool the first time it is asked for.
func resolvePool(ctx context.Context, pool, dataDir string, progress io.Writer) (string, error) {
	if st, err := os.Stat(pool); err == nil {
		if !st.IsDir() {
			return pool, nil
		}
		p := filepath.Join(pool, "tasks.jsonl")
		if _, err := os.Stat(p); err != nil {
			return "", fmt.Errorf("pool directory %s has no tasks.jsonl (build one with rlm-bench build --out %s)", pool, pool)
		}
		return p, nil
	}
	if _, ok := build.BuiltinProfile(pool); !ok {
		return "", fmt.Errorf("pool %q is neither a tasks.jsonl file, a pool directory nor a built-in profile (%s)",
			pool, strings.Join(build.BuiltinProfileNames(), ", "))
	}
	dir := filepath.Join(dataDir, build.PoolsDir, pool)
	p := filepath.Join(dir, "tasks.jsonl")
	if _, err := os.Stat(p); err == nil {
		return p, nil
	}
	unlock, err := waitLock(filepath.Join(dataDir, build.PoolsDir, "."+pool+".lock"))
	if err != nil {
		return "", err
	}
	defer unlock()
	if _, err := os.Stat(p); err == nil {
		return p, nil // another shard built it while this one waited
	}
	if progress == nil {
		progress = io.Discard
	}
	fmt.Fprintf(progress, "run: building the %s pool into %s\n", pool, dir)
	built, err := build.Run(ctx, build.Options{Profile: pool, DataDir: dataDir, OutDir: dir, Progress: progress})
	if err != nil {
		return "", fmt.Errorf("building pool %s: %w", pool, err)
	}
	return built.TasksPath, nil
}

// runner holds what every task of one invocation shares.
type runner struct {
	opts    Options
	poolDir string
	system  string
	variant string
	backend string
	secrets []string
	redact  *observability.Redactor
	prog    *progress
	warned  sync.Map // context file paths already warned about
	// cache is the response cache, packed (llm.CachePack): a run writes
	// one file to it, not one per request. Nil with NoCache.
	cache *llm.CachePack
}
