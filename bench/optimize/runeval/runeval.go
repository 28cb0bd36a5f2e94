// Package runeval evaluates prompt variants for bench/optimize with
// bench/run: every Evaluate call is one run directory, so each attempt keeps
// its trace and log and an interrupted evaluation resumes like any run.
// It lives apart from optimize so the search itself does not depend on the
// engine.
package runeval

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/run"
	"github.com/rlm-go/rlm/prompts"
)

// Evaluator runs tasks with run.Run. Base carries everything but the
// pool, run directory and variant (client, model, method, backend,
// limits); Dir holds the pools and run directories it creates.
type Evaluator struct {
	Base run.Options
	Dir  string
	// TraceBytes caps the log tail Trace returns (default 6000).
	TraceBytes int
}

// Evaluate writes tasks to Dir/pools/TAG/tasks.jsonl and runs them into
// Dir/runs/TAG with v as the system prompt. Tasks with a relative
// context_path must have been made absolute (see AbsContexts): the
// temporary pool lives elsewhere.
func (e *Evaluator) Evaluate(ctx context.Context, v prompts.Variant, tasks []bench.Task, tag string) ([]bench.Result, error) {
	if v.Path == "" {
		return nil, fmt.Errorf("runeval: variant %s has no file: bench/run reads the prompt from disk", v.Name)
	}
	for _, t := range tasks {
		if t.ContextPath != "" && !filepath.IsAbs(t.ContextPath) {
			return nil, fmt.Errorf("runeval: task %s: context_path %q is relative; resolve it against its pool first", t.TaskID, t.ContextPath)
		}
	}
	pool := filepath.Join(e.Dir, "pools", tag, "tasks.jsonl")
	if err := bench.WriteTasks(pool, tasks); err != nil {
		return nil, fmt.Errorf("runeval: %w", err)
	}
	opts := e.Base
	opts.Pool = pool
	opts.RunDir = e.runDir(tag)
	opts.Name = ""
	opts.Variant = v.Path
	opts.Epochs, opts.Limit, opts.Seed = 1, 0, 0
	// optimize does not cache rows with status error; asking again must
	// run them again rather than read the old row back.
	opts.RetryErrors = true
	_, runErr := run.Run(ctx, opts)
	loaded, err := run.Load(opts.RunDir)
	if err != nil {
		return nil, err
	}
	return loaded.Rows, runErr
}

// Setup describes how Base runs a task, for optimize.Options.Setup: what
// changes a score without changing the prompt or the task.
func (e *Evaluator) Setup() string {
	b := e.Base
	backend := ""
	if b.Method != run.MethodDirect && b.Backend != nil {
		backend = b.Backend.Name()
	}
	method := b.Method
	if method == "" {
		method = run.MethodRLM
	}
	s := fmt.Sprintf("model=%s sub_model=%s host=%s method=%s", b.Model, b.SubModel, run.EndpointHost(b.BaseURL), method)
	if method == run.MethodDirect {
		return s + fmt.Sprintf(" context_window=%d", b.ContextWindow)
	}
	return s + fmt.Sprintf(" backend=%s max_depth=%d max_iterations=%d eval_timeout=%s budget=%+v",
		backend, b.MaxDepth, b.MaxIterations, b.EvalTimeout, b.Budget)
}

func (e *Evaluator) runDir(tag string) string { return filepath.Join(e.Dir, "runs", tag) }

// Trace returns the tail of the attempt's log.txt, where the REPL
// exchanges, errors and nudges are.
func (e *Evaluator) Trace(tag string, r bench.Result) (string, error) {
	b, err := run.ReadTaskFile(e.runDir(tag), r.TaskID, r.Epoch, run.LogFile)
	if err != nil {
		return "", err
	}
	n := e.TraceBytes
	if n <= 0 {
		n = 6000
	}
	s := string(b)
	if len(s) > n {
		s = "…" + strings.ToValidUTF8(s[len(s)-n:], "")
	}
	return s, nil
}

// AbsContexts resolves relative context paths against poolDir.
func AbsContexts(tasks []bench.Task, poolDir string) error {
	abs, err := filepath.Abs(poolDir)
	if err != nil {
		return err
	}
	for i := range tasks {
		if p := tasks[i].ContextPath; p != "" && !filepath.IsAbs(p) {
			tasks[i].ContextPath = filepath.Join(abs, p)
		}
	}
	return nil
}
