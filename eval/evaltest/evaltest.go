// Package evaltest is the conformance suite every eval.Backend must pass:
// the same cases, written once in Python and in Go, asserted on eval.Result
// precisely. A backend's own tests call Run; this package's tests run it for
// CPython, gpython and yaegi.
//
// Where backends differ by design (CPython is not a sandbox, a Go compile
// error runs nothing of its cell), the difference is an Options field or a
// per-language expectation written next to the case, never a skipped check.
package evaltest

import (
	"context"
	"errors"
	"fmt"
	"os"
	"reflect"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rlm-go/rlm/eval"
)

// Languages the cases are written in; they match eval.Backend.Language.
const (
	Python = "python"
	Go     = "go"
)

// Options describes the backend under test.
type Options struct {
	// Language selects which source of every case runs: Python or Go.
	// Empty means b.Language().
	Language string
	// Sandboxed is set when code must not reach the host: no file reads or
	// writes, and os, subprocess and socket (Python) or os, net and os/exec
	// (Go) fail to import. CPython is not a sandbox: there the suite asserts
	// that those things work, as its README documents.
	Sandboxed bool
	// CellTimeout is the SessionConfig.CellTimeout of the hostile cases.
	// Default 2s.
	CellTimeout time.Duration
	// ReturnBound is how long a hostile or cancelled cell may take to return
	// (timeout, interrupt grace and a restart included). Default 8s.
	ReturnBound time.Duration
	// Skip names cases ("hostile/infinite-loop") not to run, each with the
	// reason printed in their place.
	Skip map[string]string
}

func (o Options) withDefaults(b eval.Backend) Options {
	if o.Language == "" {
		o.Language = b.Language().Name
	}
	if o.CellTimeout <= 0 {
		o.CellTimeout = 2 * time.Second
	}
	if o.ReturnBound <= 0 {
		o.ReturnBound = 8 * time.Second
	}
	return o
}

// execLimit stops a test that hangs: no cell of the suite may take this long.
const execLimit = 30 * time.Second

// Run runs every case against b, each as a subtest named group/case. It does
// not call t.Parallel: the goroutine check after Close needs the process to
// itself, so run backends one after another.
func Run(t *testing.T, b eval.Backend, opts Options) {
	opts = opts.withDefaults(b)
	if opts.Language != Python && opts.Language != Go {
		t.Fatalf("evaltest: backend %s has language %q; the suite has cases in %q and %q only", b.Name(), opts.Language, Python, Go)
	}
	t.Logf("backend %s (%s), language %s, sandboxed %v", b.Name(), b.Version(), opts.Language, opts.Sandboxed)
	for _, c := range cases() {
		t.Run(c.name, func(t *testing.T) {
			if why, ok := opts.Skip[c.name]; ok {
				t.Skip(why)
			}
			r := &runner{b: b, opts: opts, lang: opts.Language}
			if c.isolate {
				switch {
				case !canIsolate:
					t.Skip("needs Linux: this case may crash the process and is run in a child with a capped address space")
				case os.Getenv(isolatedEnv) != t.Name():
					runIsolated(t)
					return
				}
				limitAddressSpace(t, headroom())
			}
			switch {
			case c.run != nil:
				c.run(t, r)
			default:
				r.cells(t, c)
			}
		})
	}
}

// src is one piece of code in both languages. An empty side means the case
// has no form in that language (Python's answer dict has no Go spelling).
type src struct{ py, goSrc string }

func (s src) in(lang string) string {
	if lang == Go {
		return s.goSrc
	}
	return s.py
}

// step is one cell and what its Result must be.
type step struct {
	code src
	// gen builds code that depends on the run (paths, sizes); it wins over code.
	gen   func(r *runner) src
	check func(t *testing.T, r *runner, res eval.Result)
}

func (st step) source(r *runner) string {
	if st.gen != nil {
		return st.gen(r).in(r.lang)
	}
	return st.code.in(r.lang)
}

// testCase is one row of the suite: either cells run in order in one
// session, or a custom run.
type testCase struct {
	name string
	// cfg adjusts the session's config; the default has the recording host
	// and a CellTimeout of Options.CellTimeout.
	cfg   func(r *runner, c *eval.SessionConfig)
	steps []step
	// hostile cases also open a bystander session first and check after
	// the cells that both sessions still run code.
	hostile bool
	run     func(t *testing.T, r *runner)
	// isolate runs the case in a child process (see runIsolated): its
	// failure mode is the death of the process.
	isolate bool
}

// runner is the state one case runs with.
type runner struct {
	b    eval.Backend
	opts Options
	lang string
	host *recorder
	// outside is a directory that is not the session's workdir, for the
	// write-outside case.
	outside string
}

func (r *runner) config(t *testing.T, c testCase) eval.SessionConfig {
	r.host = newRecorder()
	cfg := eval.SessionConfig{Host: r.host, CellTimeout: r.opts.CellTimeout}
	r.outside = t.TempDir()
	if c.cfg != nil {
		c.cfg(r, &cfg)
	}
	return cfg
}

func (r *runner) open(t *testing.T, cfg eval.SessionConfig) eval.Session {
	t.Helper()
	// Background, not a deadline: CPython ties the session's life to this
	// ctx, and each backend bounds its own start-up.
	s, err := r.b.NewSession(context.Background(), cfg)
	if err != nil {
		t.Fatalf("NewSession: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// exec runs one cell, failing the test when the session itself fails or the
// cell does not return within bound.
func (r *runner) exec(t *testing.T, s eval.Session, code string, bound time.Duration) eval.Result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), execLimit)
	defer cancel()
	start := time.Now()
	res, err := s.Exec(ctx, code)
	took := time.Since(start)
	if err != nil {
		t.Fatalf("Exec(%q) after %s: session error: %v (result %s)", code, took.Round(time.Millisecond), err, show(res))
	}
	if took > bound {
		t.Errorf("Exec(%q) returned after %s; want under %s (result %s)", code, took.Round(time.Millisecond), bound, show(res))
	}
	return res
}

func (r *runner) cells(t *testing.T, c testCase) {
	if len(c.steps) > 0 && c.steps[0].source(r) == "" {
		t.Skipf("no %s form: this contract exists only in the other language", r.lang)
	}
	cfg := r.config(t, c)
	var bystander eval.Session
	if c.hostile {
		// Opened before the victim and given a variable, so that damage to
		// the process, the interpreter's shared state or the host shows.
		bystander = r.open(t, eval.SessionConfig{Host: newRecorder(), CellTimeout: r.opts.CellTimeout})
		mustOut(t, r.exec(t, bystander, r.pick(`marker = 1234`, `marker := 1234`), 5*time.Second), "")
	}
	s := r.open(t, cfg)
	if c.hostile {
		mustOut(t, r.exec(t, s, r.pick(`kept = 42`, `kept := 42`), 5*time.Second), "")
	}
	restarted := false
	for i, st := range c.steps {
		code := st.source(r)
		bound := 5 * time.Second
		if c.hostile {
			bound = max(r.opts.ReturnBound, cfg.CellTimeout+r.opts.ReturnBound-r.opts.CellTimeout)
		}
		res := r.exec(t, s, code, bound)
		restarted = restarted || res.Restarted
		if res.Restarted && res.Error == "" {
			t.Errorf("step %d: Restarted without an Error telling the model its variables are gone: %s", i+1, show(res))
		}
		if st.check != nil {
			st.check(t, r, res)
		}
		if t.Failed() {
			t.Logf("step %d was %q", i+1, code)
			return
		}
	}
	if !c.hostile {
		return
	}
	res := r.exec(t, s, r.pick(`print(1 + 1)`, `fmt.Println(1 + 1)`), 5*time.Second)
	mustOut(t, res, "2\n")
	if !restarted {
		// Nothing said the variables were lost, so they must still be there.
		mustOut(t, r.exec(t, s, r.pick(`print(kept)`, `fmt.Println(kept)`), 5*time.Second), "42\n")
	}
	mustOut(t, r.exec(t, bystander, r.pick(`print(marker)`, `fmt.Println(marker)`), 5*time.Second), "1234\n")
}

func (r *runner) pick(py, goSrc string) string { return src{py, goSrc}.in(r.lang) }

// show renders a Result for failure messages, long fields shortened.
func show(res eval.Result) string {
	cut := func(s string) string {
		if len(s) > 300 {
			return fmt.Sprintf("%s...[%d bytes]...%s", s[:150], len(s)-300, s[len(s)-150:])
		}
		return s
	}
	fin := "nil"
	if res.Final != nil {
		fin = fmt.Sprintf("%+v", *res.Final)
	}
	return fmt.Sprintf("{Stdout:%q Stderr:%q Error:%q TimedOut:%v Restarted:%v Final:%s FinalInvalid:%q}",
		cut(res.Stdout), cut(res.Stderr), cut(res.Error), res.TimedOut, res.Restarted, fin, res.FinalInvalid)
}

// mustOut asserts a cell ran to the end, printed exactly stdout and nothing
// on stderr, and set no final answer.
func mustOut(t *testing.T, res eval.Result, stdout string) {
	t.Helper()
	if res.Error != "" || res.Stdout != stdout || res.Stderr != "" || res.TimedOut || res.Restarted || res.Final != nil || res.FinalInvalid != "" {
		t.Errorf("got %s; want Stdout %q and nothing else", show(res), stdout)
	}
}

// mustFail asserts a cell ended with an error naming every one of want and
// set no final answer.
func mustFail(t *testing.T, res eval.Result, want ...string) {
	t.Helper()
	if res.Error == "" {
		t.Errorf("got %s; want an Error containing %q", show(res), want)
		return
	}
	for _, w := range want {
		if !strings.Contains(res.Error, w) {
			t.Errorf("Error %q does not contain %q (result %s)", res.Error, w, show(res))
		}
	}
	if res.Final != nil {
		t.Errorf("a failed cell set a final answer: %s", show(res))
	}
}

func mustFinal(t *testing.T, res eval.Result, want eval.Final) {
	t.Helper()
	if res.Error != "" || res.Final == nil || *res.Final != want || res.FinalInvalid != "" {
		t.Errorf("got %s; want Final %+v and no Error", show(res), want)
	}
}

// call is one Host.Call the recorder saw.
type call struct {
	Name string
	Args map[string]any
}

// recorder is the Host of the suite: it records every call and answers
// llm_query with "reply:"+prompt (an error for the prompt "boom") and
// llm_query_batched with the prompts upper-cased, in order.
type recorder struct {
	mu    sync.Mutex
	calls []call
	// slowDone is closed when a call for the prompt "slow", which waits for
	// its ctx, has returned; slowErr is why it ended.
	slowDone chan struct{}
	slowErr  error
}

const hostErr = "rate limited: try again in 20s"

func newRecorder() *recorder { return &recorder{slowDone: make(chan struct{})} }

// slowEnd waits a little for the "slow" call to end and reports how.
func (h *recorder) slowEnd() error {
	select {
	case <-h.slowDone:
	case <-time.After(5 * time.Second):
		return errors.New("the call was still waiting 5s after the cell returned")
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.slowErr
}

func (h *recorder) Call(ctx context.Context, name string, args map[string]any) (any, error) {
	h.mu.Lock()
	h.calls = append(h.calls, call{name, args})
	h.mu.Unlock()
	switch name {
	case eval.CallLLMQuery:
		p, _ := args["prompt"].(string)
		switch p {
		case "boom":
			return nil, fmt.Errorf("%s", hostErr)
		case "slow":
			// Bounded so that a backend that never cancels fails the
			// case instead of hanging it.
			t := time.NewTimer(execLimit / 2)
			defer t.Stop()
			err := errors.New("not cancelled within 15s")
			select {
			case <-ctx.Done():
				err = ctx.Err()
			case <-t.C:
			}
			h.mu.Lock()
			h.slowErr = err
			h.mu.Unlock()
			close(h.slowDone)
			return nil, err
		}
		return "reply:" + p, nil
	case eval.CallLLMQueryBatched:
		ps, ok := args["prompts"].([]any)
		if !ok {
			return nil, fmt.Errorf("prompts is %T, want a list", args["prompts"])
		}
		out := make([]any, len(ps))
		for i, p := range ps {
			out[i] = strings.ToUpper(fmt.Sprint(p))
		}
		return out, nil
	}
	return nil, fmt.Errorf("%w: %s", eval.ErrUnknownCall, name)
}

// take returns the calls since the last take.
func (h *recorder) take() []call {
	h.mu.Lock()
	defer h.mu.Unlock()
	c := h.calls
	h.calls = nil
	return c
}

func mustCalls(t *testing.T, h *recorder, want ...call) {
	t.Helper()
	got := h.take()
	if len(got) == 0 && len(want) == 0 {
		return
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("host calls:\n got  %s\n want %s", fmtCalls(got), fmtCalls(want))
	}
}

func fmtCalls(cs []call) string {
	var parts []string
	for _, c := range cs {
		keys := make([]string, 0, len(c.Args))
		for k := range c.Args {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		var args []string
		for _, k := range keys {
			args = append(args, fmt.Sprintf("%s=%#v", k, c.Args[k]))
		}
		parts = append(parts, c.Name+"("+strings.Join(args, ", ")+")")
	}
	return "[" + strings.Join(parts, " ") + "]"
}

// settleGoroutines waits until the goroutine count is at most n and reports
// the last count.
func settleGoroutines(n int, limit time.Duration) int {
	deadline := time.Now().Add(limit)
	for {
		got := runtime.NumGoroutine()
		if got <= n || time.Now().After(deadline) {
			return got
		}
		time.Sleep(20 * time.Millisecond)
	}
}
