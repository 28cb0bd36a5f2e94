package worker_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/eval/golang"
	"github.com/rlm-go/rlm/eval/python"
	"github.com/rlm-go/rlm/eval/worker"
)

// lang is one inner backend and the spellings the tests need in it.
type lang struct {
	name          string
	inner         func() eval.Backend
	set, get      string // set kept = 41; print kept + 1
	lenCtx        string // print len(context), context_1
	undefinedKept string // what the error says when kept is gone
}

var langs = []lang{
	{
		name:          "gpython",
		inner:         func() eval.Backend { return python.New(python.Options{}) },
		set:           "kept = 41",
		get:           "print(kept + 1)",
		lenCtx:        "print(len(context), context_1)",
		undefinedKept: "NameError",
	},
	{
		name:          "go",
		inner:         func() eval.Backend { return golang.New(golang.Options{}) },
		set:           "kept := 41",
		get:           "fmt.Println(kept + 1)",
		lenCtx:        "fmt.Println(len(context), context1)",
		undefinedKept: "undefined: kept",
	},
}

func newBackend(t testing.TB, l lang, opts worker.Options) *worker.Backend {
	t.Helper()
	opts.Inner = l.inner()
	b := worker.New(opts)
	t.Cleanup(func() { b.Close() })
	return b
}

func open(t testing.TB, b *worker.Backend, cfg eval.SessionConfig) eval.Session {
	t.Helper()
	if cfg.Contexts == nil {
		cfg.Contexts = []string{"hello world", "second"}
	}
	s, err := b.NewSession(context.Background(), cfg)
	if err != nil {
		t.Fatalf("NewSession: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func run(t testing.TB, s eval.Session, code string) eval.Result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	res, err := s.Exec(ctx, code)
	if err != nil {
		t.Fatalf("Exec(%q): %v (result %+v)", code, err, res)
	}
	return res
}

func mustOut(t testing.TB, res eval.Result, want string) {
	t.Helper()
	if res.Error != "" || res.Stdout != want || res.Restarted || res.TimedOut {
		t.Fatalf("got %+v; want Stdout %q and no error", res, want)
	}
}

func TestVariablesPersist(t *testing.T) {
	for _, l := range langs {
		t.Run(l.name, func(t *testing.T) {
			s := open(t, newBackend(t, l, worker.Options{PoolSize: -1}), eval.SessionConfig{})
			mustOut(t, run(t, s, l.set), "")
			mustOut(t, run(t, s, l.get), "42\n")
			mustOut(t, run(t, s, l.lenCtx), "11 second\n")
		})
	}
}

// recordingHost answers llm_query with "reply:"+prompt, "boom" with an
// error, and "wait" only once want calls are waiting at the same time.
type recordingHost struct {
	want    int
	mu      sync.Mutex
	waiting int
	all     chan struct{}
	values  any // returned for "values"
}

func (h *recordingHost) Call(ctx context.Context, name string, args map[string]any) (any, error) {
	switch name {
	case eval.CallLLMQuery:
		p, _ := args["prompt"].(string)
		switch p {
		case "boom":
			return nil, errors.New("rate limited")
		case "values":
			return h.values, nil
		case "wait":
			h.mu.Lock()
			h.waiting++
			if h.waiting == h.want {
				close(h.all)
			}
			h.mu.Unlock()
			select {
			case <-h.all:
				return "together", nil
			case <-time.After(10 * time.Second):
				return nil, errors.New("the calls did not arrive together")
			case <-ctx.Done():
				return nil, ctx.Err()
			}
		}
		return "reply:" + p, nil
	case eval.CallLLMQueryBatched:
		ps, _ := args["prompts"].([]any)
		out := make([]any, len(ps))
		for i, p := range ps {
			out[i] = strings.ToUpper(fmt.Sprint(p))
		}
		return out, nil
	}
	return nil, fmt.Errorf("%w: %s", eval.ErrUnknownCall, name)
}

func TestHostCalls(t *testing.T) {
	type step struct{ code, out, errHas string }
	cases := map[string][]step{
		"gpython": {
			{code: `print(llm_query("hi"))`, out: "reply:hi\n"},
			{code: `print(llm_query_batched(["a", "b"]))`, out: "['A', 'B']\n"},
			{code: `v = llm_query("values"); print(v["n"] + 1, v["f"], v["l"], v["bad"] == "\udcff" or len(v["bad"]))`, out: "43 2.5 [1, 'x', None, True] 1\n"},
			{code: `llm_query("boom")`, errHas: "rate limited"},
		},
		"go": {
			{code: `fmt.Println(LLMQuery("hi"))`, out: "reply:hi\n"},
			{code: `fmt.Println(LLMQueryBatched([]string{"a", "b"}))`, out: "[A B]\n"},
			{code: `
var wg sync.WaitGroup
out := make([]string, 4)
for i := 0; i < 4; i++ {
	wg.Add(1)
	go func(i int) { defer wg.Done(); out[i] = LLMQuery("wait") }(i)
}
wg.Wait()
fmt.Println(strings.Join(out, ","))`, out: "together,together,together,together\n"},
			{code: `LLMQuery("boom")`, errHas: "rate limited"},
		},
	}
	for _, l := range langs {
		t.Run(l.name, func(t *testing.T) {
			host := &recordingHost{want: 4, all: make(chan struct{}), values: map[string]any{
				"n": int64(42), "f": 2.5, "l": []any{int64(1), "x", nil, true}, "bad": "\xff",
			}}
			s := open(t, newBackend(t, l, worker.Options{PoolSize: -1}), eval.SessionConfig{Host: host})
			for _, st := range cases[l.name] {
				res := run(t, s, st.code)
				if st.errHas != "" {
					if !strings.Contains(res.Error, st.errHas) || res.Restarted {
						t.Errorf("%q: got %+v; want an error containing %q", st.code, res, st.errHas)
					}
					continue
				}
				if res.Error != "" || res.Stdout != st.out {
					t.Errorf("%q: got %+v; want Stdout %q", st.code, res, st.out)
				}
			}
		})
	}
}

// TestWorkerDeath runs cells that end an in-process interpreter's whole
// process (issue 13): here they end the worker, the cell says why, a new
// worker has the contexts bound, and this process lives on.
func TestWorkerDeath(t *testing.T) {
	cases := []struct {
		lang, name, code string
		want             []string
	}{
		{"gpython", "yield-from-recursion", "def g(n): yield from g(n + 1)\nnext(g(0))", []string{"RecursionError", "stack overflow"}},
		{"gpython", "ljust", "s = 'a'.ljust(2**40)", []string{"MemoryError", "out of memory", "memory limit (1024 MiB)"}},
		{"gpython", "bytearray", "b = bytearray(2**40)", []string{"out of memory"}},
		{"go", "builder-grow", "var sb strings.Builder\nsb.Grow(1 << 40)", []string{"out of memory"}},
	}
	backends := map[string]*worker.Backend{}
	for _, l := range langs {
		backends[l.name] = newBackend(t, l, worker.Options{PoolSize: 1})
	}
	for _, c := range cases {
		t.Run(c.lang+"/"+c.name, func(t *testing.T) {
			var l lang
			for _, x := range langs {
				if x.name == c.lang {
					l = x
				}
			}
			s := open(t, backends[c.lang], eval.SessionConfig{CellTimeout: 10 * time.Second})
			mustOut(t, run(t, s, l.set), "")
			res := run(t, s, c.code)
			if !res.Restarted || !strings.Contains(res.Error, "worker died") || !strings.Contains(res.Error, "ALL VARIABLES ARE GONE") {
				t.Fatalf("got %+v; want Restarted and an Error saying the worker died and the variables are gone", res)
			}
			for _, w := range c.want {
				if !strings.Contains(res.Error, w) {
					t.Errorf("Error %q does not name the cause %q", res.Error, w)
				}
			}
			mustOut(t, run(t, s, l.lenCtx), "11 second\n")
			if res := run(t, s, l.get); !strings.Contains(res.Error, l.undefinedKept) {
				t.Errorf("after the restart %q gave %+v; want %q", l.get, res, l.undefinedKept)
			}
		})
	}
}

func TestTimeouts(t *testing.T) {
	l := langs[0]
	t.Run("in-process-timeout-keeps-variables", func(t *testing.T) {
		s := open(t, newBackend(t, l, worker.Options{PoolSize: -1}), eval.SessionConfig{CellTimeout: 300 * time.Millisecond})
		mustOut(t, run(t, s, l.set), "")
		res := run(t, s, "while True: pass")
		if !res.TimedOut || res.Restarted {
			t.Fatalf("got %+v; want TimedOut without a restart", res)
		}
		mustOut(t, run(t, s, l.get), "42\n")
	})
	t.Run("stuck-cell-kills-worker", func(t *testing.T) {
		// sum over a range runs in Go, where gpython's interrupt is not
		// checked; the grace is far below gpython's own stuck grace.
		s := open(t, newBackend(t, l, worker.Options{PoolSize: -1, Grace: 300 * time.Millisecond}), eval.SessionConfig{CellTimeout: 200 * time.Millisecond})
		start := time.Now()
		res := run(t, s, "sum(range(10**13))")
		took := time.Since(start)
		if !res.TimedOut || !res.Restarted || !strings.Contains(res.Error, "killed") {
			t.Fatalf("got %+v; want TimedOut, Restarted and an Error saying the worker was killed", res)
		}
		if took > 3*time.Second {
			t.Errorf("the stuck cell returned after %s", took)
		}
		mustOut(t, run(t, s, l.lenCtx), "11 second\n")
	})
	t.Run("cancel", func(t *testing.T) {
		s := open(t, newBackend(t, l, worker.Options{PoolSize: -1}), eval.SessionConfig{})
		mustOut(t, run(t, s, l.set), "")
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		defer cancel()
		start := time.Now()
		res, err := s.Exec(ctx, "while True: pass")
		if !errors.Is(err, context.DeadlineExceeded) || !res.TimedOut {
			t.Fatalf("got %+v, %v; want TimedOut and the ctx's error", res, err)
		}
		if took := time.Since(start); took > 3*time.Second {
			t.Errorf("cancelled cell returned after %s", took)
		}
		mustOut(t, run(t, s, l.get), "42\n")
	})
}

// workers lists the processes whose parent is this one.
func workers(t testing.TB) []int {
	t.Helper()
	ents, err := os.ReadDir("/proc")
	if err != nil {
		t.Skipf("no /proc: %v", err)
	}
	var out []int
	me := os.Getpid()
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...; comm may hold spaces.
		f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
		if len(f) > 1 && f[1] == strconv.Itoa(me) {
			out = append(out, pid)
		}
	}
	return out
}

func TestContextsMappedNotCopied(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads /proc")
	}
	l := langs[1]
	b := newBackend(t, l, worker.Options{PoolSize: -1})
	big := strings.Repeat("0123456789abcdef", 1<<18) // 4 MiB
	before := map[int]bool{}
	for _, pid := range workers(t) {
		before[pid] = true
	}
	s1 := open(t, b, eval.SessionConfig{Contexts: []string{big}})
	s2 := open(t, b, eval.SessionConfig{Contexts: []string{big}})
	mustOut(t, run(t, s1, `fmt.Println(len(context))`), "4194304\n")
	mustOut(t, run(t, s2, `fmt.Println(context[len(context)-3:])`), "def\n")
	inodes := map[string]bool{}
	n := 0
	for _, pid := range workers(t) {
		if before[pid] {
			continue
		}
		n++
		maps, err := os.ReadFile(fmt.Sprintf("/proc/%d/maps", pid))
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, line := range strings.Split(string(maps), "\n") {
			f := strings.Fields(line)
			if len(f) >= 6 && strings.Contains(f[5], "rlm-context") {
				if f[1] != "r--s" {
					t.Errorf("worker %d maps its context %s; want read-only and shared (r--s)", pid, f[1])
				}
				inodes[f[4]] = true
				found = true
			}
		}
		if !found {
			t.Errorf("worker %d has no mapping of a context file", pid)
		}
		if link, _ := os.Readlink(fmt.Sprintf("/proc/%d/fd/1", pid)); link != "/dev/null" {
			t.Errorf("worker %d's stdout is %q; want /dev/null", pid, link)
		}
		// GOGC and GOMAXPROCS are the worker's own settings (proc.go); nothing
		// of the engine's environment may follow it.
		if env, _ := os.ReadFile(fmt.Sprintf("/proc/%d/environ", pid)); string(env) != "GOGC=off\x00GOMAXPROCS=1\x00" {
			t.Errorf("worker %d has an environment: %q", pid, env)
		}
	}
	if n != 2 || len(inodes) != 1 {
		t.Errorf("%d workers mapping %d distinct files; want 2 workers sharing one file", n, len(inodes))
	}
}

func TestOutputBounded(t *testing.T) {
	l := langs[0]
	s := open(t, newBackend(t, l, worker.Options{PoolSize: -1}), eval.SessionConfig{MaxOutput: 1000})
	res := run(t, s, "print('x' * 10**7)\nexec(compile(\"'x' * 10**6\\n\", 'x', 'single'))")
	if len(res.Stdout) > 1200 || !strings.Contains(res.Stdout, "truncated") {
		t.Errorf("Stdout of %d bytes (%q...); want it cut near 1000 with a marker", len(res.Stdout), res.Stdout[:min(len(res.Stdout), 80)])
	}
	mustOut(t, run(t, s, "print(1)"), "1\n")
}

func TestSmallMemoryLimit(t *testing.T) {
	for _, l := range langs {
		t.Run(l.name, func(t *testing.T) {
			// The Go runtime and the interpreter must start under the
			// address-space limit a small memory limit gives.
			s := open(t, newBackend(t, l, worker.Options{PoolSize: -1}), eval.SessionConfig{MemoryLimit: 64 << 20})
			mustOut(t, run(t, s, l.set), "")
			mustOut(t, run(t, s, l.get), "42\n")
		})
	}
}

// TestCloseLeavesNothing: after Close, no goroutine of the backend and no
// worker process is left.
func TestCloseLeavesNothing(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads /proc")
	}
	before := runtime.NumGoroutine()
	procsBefore := len(workers(t))
	for _, l := range langs {
		b := worker.New(worker.Options{Inner: l.inner(), PoolSize: 2})
		host := &recordingHost{}
		var sessions []eval.Session
		for range 2 {
			s, err := b.NewSession(context.Background(), eval.SessionConfig{Host: host, Contexts: []string{"c"}})
			if err != nil {
				t.Fatal(err)
			}
			sessions = append(sessions, s)
		}
		code := `print(llm_query("x"))`
		if l.name == "go" {
			code = `fmt.Println(LLMQuery("x"))`
		}
		mustOut(t, run(t, sessions[0], code), "reply:x\n")
		sessions[0].Close()
		// sessions[1] is left open: the backend's Close closes it.
		time.Sleep(200 * time.Millisecond) // let the pool refill
		start := time.Now()
		b.Close()
		if took := time.Since(start); took > 2*time.Second {
			t.Errorf("%s: Close took %s", l.name, took)
		}
		if _, err := sessions[1].Exec(context.Background(), code); !errors.Is(err, worker.ErrClosed) {
			t.Errorf("%s: Exec after the backend closed: %v; want ErrClosed", l.name, err)
		}
	}
	if n := len(workers(t)); n != procsBefore {
		t.Errorf("%d child processes after Close; want %d", n, procsBefore)
	}
	deadline := time.Now().Add(3 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		buf := make([]byte, 1<<16)
		t.Errorf("%d goroutines after Close; %d before:\n%s", n, before, buf[:runtime.Stack(buf, true)])
	}
}

func TestNotAWorker(t *testing.T) {
	// A program that does not call RunIfWorker: the start times out with
	// an error that says what to do.
	b := worker.New(worker.Options{Inner: langs[1].inner(), Executable: "/bin/sleep", Args: []string{"30"}, PoolSize: -1, StartTimeout: 300 * time.Millisecond})
	defer b.Close()
	_, err := b.NewSession(context.Background(), eval.SessionConfig{})
	if err == nil || !strings.Contains(err.Error(), "RunIfWorker") {
		t.Fatalf("NewSession: %v; want an error naming RunIfWorker", err)
	}
}

// A worker program of another build is refused at its hello, with an
// error that says so, instead of being spoken to in a protocol it may not
// share.
func TestWorkerOfAnotherBuild(t *testing.T) {
	b := worker.New(worker.Options{Inner: versioned{langs[0].inner(), "gpython 0.0 (some other build)"}, PoolSize: -1})
	defer b.Close()
	_, err := b.NewSession(context.Background(), eval.SessionConfig{})
	if err == nil || !strings.Contains(err.Error(), "another build") || !strings.Contains(err.Error(), "RLM_WORKER") {
		t.Fatalf("NewSession: %v; want an error naming another build and $RLM_WORKER", err)
	}
}

// versioned is a backend that claims another version.
type versioned struct {
	eval.Backend
	version string
}

func (v versioned) Version() string { return v.version }
