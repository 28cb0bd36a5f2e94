package cpython

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/rlm-go/rlm/eval"
)

func newBackend(t testing.TB, opts Options) *Backend {
	t.Helper()
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 is not on PATH; the CPython backend needs a real interpreter")
	}
	b, err := New(opts)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	t.Cleanup(func() { b.Close() })
	return b
}

func openSession(t testing.TB, b *Backend, cfg eval.SessionConfig) *Session {
	t.Helper()
	s, err := b.newSession(context.Background(), cfg)
	if err != nil {
		t.Fatalf("NewSession: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func mustExec(t testing.TB, s *Session, code string) eval.Result {
	t.Helper()
	r, err := s.Exec(context.Background(), code)
	if err != nil {
		t.Fatalf("Exec(%q): %v", code, err)
	}
	return r
}

// alive reports whether pid is a live (not zombie) process.
func alive(pid int) bool {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		if runtime.GOOS == "linux" {
			return false
		}
		return syscall.Kill(pid, 0) == nil
	}
	// The state follows the parenthesised command name.
	rest := string(b[strings.LastIndexByte(string(b), ')')+1:])
	f := strings.Fields(rest)
	return len(f) > 0 && f[0] != "Z" && f[0] != "X"
}

// hostPid finds the process whose command line is cmdline.
func hostPid(t *testing.T, cmdline string) int {
	t.Helper()
	for try := 0; try < 200; try++ {
		dirs, _ := os.ReadDir("/proc")
		for _, d := range dirs {
			pid, err := strconv.Atoi(d.Name())
			if err != nil {
				continue
			}
			if b, err := os.ReadFile("/proc/" + d.Name() + "/cmdline"); err == nil && string(b) == cmdline {
				return pid
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
	out, _ := exec.Command("ps", "-eo", "pid,args").Output()
	t.Fatalf("no process runs %q:\n%s", cmdline, out)
	return 0
}

func waitDead(t *testing.T, pid int) {
	t.Helper()
	for i := 0; i < 200 && alive(pid); i++ {
		time.Sleep(10 * time.Millisecond)
	}
	if alive(pid) {
		t.Errorf("process %d is still running", pid)
	}
}

func settleGoroutines(t *testing.T, before int) {
	t.Helper()
	n := runtime.NumGoroutine()
	for i := 0; i < 200 && n > before; i++ {
		time.Sleep(10 * time.Millisecond)
		n = runtime.NumGoroutine()
	}
	if n > before {
		buf := make([]byte, 1<<16)
		t.Errorf("goroutines: %d before, %d after\n%s", before, n, buf[:runtime.Stack(buf, true)])
	}
}

func TestCellsKeepStateAndReportLikeCPython(t *testing.T) {
	b := newBackend(t, Options{})
	s := openSession(t, b, eval.SessionConfig{Contexts: []string{"abc"}})
	tests := []struct {
		code, stdout, stderr, errHas string
		errNot                       string
	}{
		{code: "x = 41\ndef inc(v):\n    return v + 1", stdout: ""},
		{code: "print(inc(x), len(context))", stdout: "42 3\n"},
		{code: "import sys\nprint('warn', file=sys.stderr)", stderr: "warn\n"},
		{code: "y = [i * i for i in range(4)]\nprint(y)", stdout: "[0, 1, 4, 9]\n"},
		{code: "print('before')\n1/0", stdout: "before\n", errHas: "ZeroDivisionError: division by zero", errNot: "<string>"},
		{code: "def f():\n    return undefined_name\nf()", errHas: "NameError: name 'undefined_name' is not defined"},
		{code: "x = (", errHas: "SyntaxError"},
		{code: "import json\njson.loads('{')", errHas: "json.decoder.JSONDecodeError"},
		{code: "raise ValueError('a') from KeyError('b')", errHas: "direct cause"},
		{code: "import os\nos.write(1, b'raw out\\n')\nos.write(2, b'raw err\\n')\nprint('ok')", stdout: "ok\nraw out\n", stderr: "raw err\n"},
		{code: "print(x)", stdout: "41\n"},
		{code: "import sys\nsys.exit(3)", errHas: "SystemExit: 3"},
		{code: "input()", errHas: "EOFError"},
		{code: "from dataclasses import dataclass\n@dataclass\nclass P:\n    a: int\nimport pickle\nprint(pickle.loads(pickle.dumps(P(2))))", stdout: "P(a=2)\n"},
		{code: "print(SHOW_VARS())", stdout: "P: type\ndataclass: function\nf: function\ninc: function\njson: module\nos: module\npickle: module\nsys: module\nx: int\ny: list\n"},
		{code: "print(f'{x:>5}|{\"é\"!r}')", stdout: "   41|'é'\n"},
	}
	for i, tt := range tests {
		r := mustExec(t, s, tt.code)
		if r.Stdout != tt.stdout {
			t.Errorf("cell %d %q: stdout %q, want %q", i, tt.code, r.Stdout, tt.stdout)
		}
		if r.Stderr != tt.stderr {
			t.Errorf("cell %d %q: stderr %q, want %q", i, tt.code, r.Stderr, tt.stderr)
		}
		if tt.errHas == "" && r.Error != "" {
			t.Errorf("cell %d %q: unexpected error %q", i, tt.code, r.Error)
		}
		if !strings.Contains(r.Error, tt.errHas) {
			t.Errorf("cell %d %q: error %q, want it to contain %q", i, tt.code, r.Error, tt.errHas)
		}
		if tt.errNot != "" && strings.Contains(r.Error, tt.errNot) {
			t.Errorf("cell %d %q: error %q shows driver frames", i, tt.code, r.Error)
		}
		if r.TimedOut || r.Restarted || r.Final != nil {
			t.Errorf("cell %d %q: unexpected result %+v", i, tt.code, r)
		}
	}
}

func TestFinalAnswerContracts(t *testing.T) {
	b := newBackend(t, Options{})
	tests := []struct {
		name    string
		code    string
		want    *eval.Final
		invalid string
	}{
		{"FINAL", "FINAL('the answer')", &eval.Final{Answer: "the answer", Source: "FINAL"}, ""},
		{"FINAL number", "FINAL(42)", &eval.Final{Answer: "42", Source: "FINAL"}, ""},
		{"FINAL_VAR", "result = 'from var'\nFINAL_VAR('result')", &eval.Final{Answer: "from var", Source: "FINAL_VAR"}, ""},
		{"answer dict", "answer = {'content': 'done', 'ready': True}", &eval.Final{Answer: "done", Source: "answer"}, ""},
		{"answer not ready", "answer = {'content': 'draft', 'ready': False}", nil, ""},
		{"final_answer plain", "final_answer = 'plain'", &eval.Final{Answer: "plain", Source: "final_answer"}, ""},
		{"final_answer ok", "final_answer = ok([1, 2])", &eval.Final{Answer: "[1, 2]", Source: "final_answer"}, ""},
		{"final_answer fail", "final_answer = fail('cannot tell')", &eval.Final{Answer: "cannot tell", Source: "final_answer", Failed: true}, ""},
		{"final_answer invalid", "final_answer = {'status': 'maybe'}", nil, "status 'maybe'"},
		{"no final", "x = 1", nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := openSession(t, b, eval.SessionConfig{})
			r := mustExec(t, s, tt.code)
			if r.Error != "" {
				t.Fatalf("error: %s", r.Error)
			}
			switch {
			case tt.want == nil && r.Final != nil:
				t.Errorf("final %+v, want none", *r.Final)
			case tt.want != nil && (r.Final == nil || *r.Final != *tt.want):
				t.Errorf("final %+v, want %+v", r.Final, *tt.want)
			}
			if !strings.Contains(r.FinalInvalid, tt.invalid) || (tt.invalid == "") != (r.FinalInvalid == "") {
				t.Errorf("final_invalid %q, want %q", r.FinalInvalid, tt.invalid)
			}
		})
	}
	s := openSession(t, b, eval.SessionConfig{})
	if r := mustExec(t, s, "FINAL_VAR('missing')"); !strings.Contains(r.Error, "no variable named 'missing'") || r.Final != nil {
		t.Errorf("FINAL_VAR of a missing name: %+v", r)
	}
}

func TestHostCalls(t *testing.T) {
	b := newBackend(t, Options{})
	var inflight, maxInflight atomic.Int32
	var mu sync.Mutex
	var seen []map[string]any
	host := eval.HostFunc(func(ctx context.Context, name string, args map[string]any) (any, error) {
		mu.Lock()
		seen = append(seen, args)
		mu.Unlock()
		switch name {
		case eval.CallLLMQuery:
			p := args["prompt"].(string)
			if p == "fail" {
				return nil, errors.New("model unavailable: rate limited")
			}
			if strings.HasPrefix(p, "slow") {
				n := inflight.Add(1)
				for {
					m := maxInflight.Load()
					if n <= m || maxInflight.CompareAndSwap(m, n) {
						break
					}
				}
				time.Sleep(20 * time.Millisecond)
				inflight.Add(-1)
			}
			return "echo:" + p, nil
		case eval.CallLLMQueryBatched:
			ps := args["prompts"].([]any)
			out := make([]any, len(ps))
			for i, p := range ps {
				out[i] = strings.ToUpper(p.(string))
			}
			return out, nil
		case "types":
			return map[string]any{"args": args, "nested": []any{int64(1), 2.5, nil, true, "é"}}, nil
		}
		return nil, eval.ErrUnknownCall
	})
	s := openSession(t, b, eval.SessionConfig{Host: host})

	tests := []struct{ code, stdout string }{
		{"print(llm_query('hi'))", "echo:hi\n"},
		{"try:\n    llm_query('fail')\nexcept RuntimeError as e:\n    print('caught', e)", "caught model unavailable: rate limited\n"},
		{"print(llm_query_batched(['a', 'b', 'c']))", "['A', 'B', 'C']\n"},
		{"print(_rlm_host('types', {'i': 3, 'f': 0.5, 'l': [1, 'x']}))", "{'args': {'f': 0.5, 'i': 3, 'l': [1, 'x']}, 'nested': [1, 2.5, None, True, 'é']}\n"},
		{"try:\n    _rlm_host('nope', {})\nexcept RuntimeError as e:\n    print(e)", "unknown host call\n"},
		{"from concurrent.futures import ThreadPoolExecutor\nwith ThreadPoolExecutor(8) as ex:\n    r = list(ex.map(llm_query, ['slow%d' % i for i in range(16)]))\nprint(r[0], r[15], len(r))", "echo:slow0 echo:slow15 16\n"},
	}
	for _, tt := range tests {
		r := mustExec(t, s, tt.code)
		if r.Stdout != tt.stdout || r.Error != "" {
			t.Errorf("%q: stdout %q error %q, want stdout %q", tt.code, r.Stdout, r.Error, tt.stdout)
		}
	}
	if r := mustExec(t, s, "llm_query('fail')"); !strings.Contains(r.Error, "RuntimeError: model unavailable") || strings.Contains(r.Error, "<string>") {
		t.Errorf("uncaught host error: %q", r.Error)
	}
	if maxInflight.Load() < 2 {
		t.Errorf("host calls from threads ran one at a time (max in flight %d)", maxInflight.Load())
	}
	mu.Lock()
	defer mu.Unlock()
	var types map[string]any
	for _, a := range seen {
		if _, ok := a["i"]; ok {
			types = a
		}
	}
	if types["i"] != int64(3) || types["f"] != 0.5 {
		t.Errorf("args %#v: want i int64(3), f float64(0.5)", types)
	}

	bare := openSession(t, b, eval.SessionConfig{})
	if r := mustExec(t, bare, "llm_query('x')"); !strings.Contains(r.Error, "no host") {
		t.Errorf("without a host: %q", r.Error)
	}
}

func TestContexts(t *testing.T) {
	b := newBackend(t, Options{})
	big := strings.Repeat("lorem ipsum dolor sit amet\n", 8<<20/27)
	pos := len(big) / 3
	big = big[:pos] + "NEEDLE-1234" + big[pos:]
	uni := "héllo wörld 🎉\r\nλ\x00end"
	s := openSession(t, b, eval.SessionConfig{Contexts: []string{big, uni}})
	r := mustExec(t, s, "i = context.find('NEEDLE')\nprint(i, context[i:i+11], len(context) == len(context_0))")
	if want := fmt.Sprintf("%d NEEDLE-1234 True\n", pos); r.Stdout != want {
		t.Errorf("8 MB context: %q, want %q (%s)", r.Stdout, want, r.Error)
	}
	r = mustExec(t, s, "print(len(context_1), repr(context_1[-7:]), context_1.count('\\r\\n'))")
	if want := fmt.Sprintf("%d '\\r\\nλ\\x00end' 1\n", len([]rune(uni))); r.Stdout != want {
		t.Errorf("unicode context: %q, want %q (%s)", r.Stdout, want, r.Error)
	}

	// A second session over the same strings shares the files, which stay
	// open while a session holds them.
	s2 := openSession(t, b, eval.SessionConfig{Contexts: []string{big}})
	if s2.ctxFiles[0].File != s.ctxFiles[0].File {
		t.Errorf("context written twice: %v and %v", s.ctxFiles[0].Name(), s2.ctxFiles[0].Name())
	}
	s.Close()
	if _, err := s2.ctxFiles[0].Stat(); err != nil {
		t.Errorf("shared context file closed while in use: %v", err)
	}
	if _, err := s.ctxFiles[1].Stat(); !errors.Is(err, os.ErrClosed) {
		t.Errorf("context file of %q not closed after Close: %v", uni, err)
	}
	s2.Close()
	if _, err := s2.ctxFiles[0].Stat(); !errors.Is(err, os.ErrClosed) {
		t.Errorf("context file not closed after the last Close: %v", err)
	}
}

// TestContextFromTheEnginesFile: a context the engine mapped from a file
// reaches the interpreter as that file, not as a copy written for it.
func TestContextFromTheEnginesFile(t *testing.T) {
	text := strings.Repeat("abc\n", 1<<16) + "NEEDLE-77 é"
	path := filepath.Join(t.TempDir(), "input.txt")
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	asked := 0
	b := newBackend(t, Options{ContextFile: func(s string) (*os.File, bool) {
		asked++
		return f, s == text
	}})
	for _, forked := range []bool{true, false} {
		cfg := eval.SessionConfig{Contexts: []string{text}}
		if !forked {
			cfg.Workdir = t.TempDir() // a workdir of its own: an interpreter of its own
		}
		s := openSession(t, b, cfg)
		if s.ctxFiles[0].File != f {
			t.Errorf("forked %v: the session got %s, not the engine's file", forked, s.ctxFiles[0].Name())
		}
		r := mustExec(t, s, "print(len(context), context[-11:])")
		if want := fmt.Sprintf("%d NEEDLE-77 é\n", len([]rune(text))); r.Stdout != want {
			t.Errorf("forked %v: %q, want %q (%s)", forked, r.Stdout, want, r.Error)
		}
		s.Close()
	}
	if asked == 0 {
		t.Error("the backend never asked for the engine's file")
	}
	if _, err := f.Stat(); err != nil {
		t.Errorf("the engine's file was closed by the backend: %v", err)
	}
}

func TestTimeoutInterruptsAndKeepsVariables(t *testing.T) {
	b := newBackend(t, Options{InterruptGrace: 2 * time.Second})
	s := openSession(t, b, eval.SessionConfig{CellTimeout: 300 * time.Millisecond})
	mustExec(t, s, "kept = 'still here'")
	for _, code := range []string{
		"while True: pass",
		"while True:\n try:\n  pass\n except Exception: pass",
		"import time\nprint('sleeping')\ntime.sleep(100)",
		"try:\n    while True: pass\nexcept KeyboardInterrupt:\n    print('caught it')",
	} {
		r := mustExec(t, s, code)
		if !r.TimedOut || r.Restarted {
			t.Errorf("%q: TimedOut %v Restarted %v, want a timeout without restart (%s)", code, r.TimedOut, r.Restarted, r.Error)
		}
		if want := "TimeoutError: cell exceeded 300ms and was interrupted; variables are kept"; r.Error != want {
			t.Errorf("%q: error %q, want %q", code, r.Error, want)
		}
		if r := mustExec(t, s, "print(kept)"); r.Stdout != "still here\n" {
			t.Errorf("after %q: variables lost: %+v", code, r)
		}
	}
	if r := mustExec(t, s, "print('caught it' in 'caught it')"); r.Stdout != "True\n" {
		t.Errorf("session unusable after timeouts: %+v", r)
	}
}

func TestStuckInNativeCodeRestarts(t *testing.T) {
	b := newBackend(t, Options{InterruptGrace: 400 * time.Millisecond})
	s := openSession(t, b, eval.SessionConfig{CellTimeout: 200 * time.Millisecond, Contexts: []string{"ctx"}})
	mustExec(t, s, "lost = 1")
	pid := s.p.pid
	r := mustExec(t, s, "sum(range(10**15))")
	if !r.TimedOut || !r.Restarted || !strings.Contains(r.Error, "ALL VARIABLES ARE GONE") {
		t.Errorf("stuck cell: %+v", r)
	}
	waitDead(t, pid)
	r = mustExec(t, s, "print(context, 'lost' in globals(), llm_query.__name__)")
	if r.Stdout != "ctx False llm_query\n" {
		t.Errorf("after restart: %+v", r)
	}
}

func TestHostileCells(t *testing.T) {
	b := newBackend(t, Options{InterruptGrace: 500 * time.Millisecond})
	s := openSession(t, b, eval.SessionConfig{CellTimeout: 5 * time.Second, MaxOutput: 1000})
	mustExec(t, s, "kept = 7")
	tests := []struct {
		name, code, errHas, stdoutHas string
		restarted                     bool
	}{
		{"recursion", "def f(n):\n    return f(n + 1)\nf(0)", "RecursionError", "", false},
		{"memory", "s = 'x' * 10**10", "MemoryError", "", false},
		{"nested data", "a = []\nfor _ in range(200000):\n    a = [a]\nprint(str(a)[:3])\ndel a", "RecursionError", "", false},
		{"stdout flood", "for i in range(200000):\n    print('flood', i)", "", "[output truncated", false},
		{"fd flood", "import os\nos.write(1, b'z' * 100000)", "", "[output truncated", false},
		{"fd 3 and 4 junk", "import os\nfor fd in (3, 4):\n    try:\n        os.write(fd, b'junk\\n')\n    except OSError:\n        print('closed')", "", "closed\nclosed\n", false},
		{"self kill", "import os\nos.kill(os.getpid(), 9)", "ALL VARIABLES ARE GONE", "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := mustExec(t, s, tt.code)
			if !strings.Contains(r.Error, tt.errHas) || (tt.errHas == "") != (r.Error == "") {
				t.Errorf("error %q, want %q", r.Error, tt.errHas)
			}
			if !strings.Contains(r.Stdout, tt.stdoutHas) {
				t.Errorf("stdout %.200q, want it to contain %q", r.Stdout, tt.stdoutHas)
			}
			if len(r.Stdout) > 1200 {
				t.Errorf("stdout is %d bytes, limit 1000", len(r.Stdout))
			}
			if r.Restarted != tt.restarted {
				t.Errorf("restarted %v, want %v (%s)", r.Restarted, tt.restarted, r.Error)
			}
			want := "7\n"
			if tt.restarted {
				mustExec(t, s, "kept = 7")
			}
			if r := mustExec(t, s, "print(kept)"); r.Stdout != want {
				t.Errorf("session after %s: %+v", tt.name, r)
			}
		})
	}
}

func TestMemoryLimitPerSession(t *testing.T) {
	b := newBackend(t, Options{})
	s := openSession(t, b, eval.SessionConfig{MemoryLimit: 300 << 20})
	r := mustExec(t, s, "b = bytearray(400 * 1024 * 1024)")
	if !strings.Contains(r.Error, "MemoryError") {
		t.Errorf("400 MB under a 300 MB limit: %+v", r)
	}
	if r := mustExec(t, s, "b = bytearray(10 * 1024 * 1024)\nprint(len(b))"); r.Stdout != "10485760\n" {
		t.Errorf("after MemoryError: %+v", r)
	}
}

func TestTimeoutDuringHostCall(t *testing.T) {
	b := newBackend(t, Options{})
	var cancelled atomic.Bool
	host := eval.HostFunc(func(ctx context.Context, name string, args map[string]any) (any, error) {
		if args["prompt"] == "hang" {
			<-ctx.Done()
			cancelled.Store(true)
			return nil, ctx.Err()
		}
		return args["prompt"], nil
	})
	s := openSession(t, b, eval.SessionConfig{Host: host, CellTimeout: 300 * time.Millisecond})
	r := mustExec(t, s, "v = 'kept'\nllm_query('hang')")
	if !r.TimedOut || r.Restarted {
		t.Errorf("hung host call: %+v", r)
	}
	if !cancelled.Load() {
		t.Error("the host call's context was not cancelled")
	}
	if r := mustExec(t, s, "print(v, llm_query('next'))"); r.Stdout != "kept next\n" {
		t.Errorf("next cell: %+v", r)
	}
}

func TestParallelSessions(t *testing.T) {
	b := newBackend(t, Options{})
	var wg sync.WaitGroup
	for i := 0; i < 2; i++ {
		s := openSession(t, b, eval.SessionConfig{Contexts: []string{strconv.Itoa(i)}})
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := 0; j < 20; j++ {
				r, err := s.Exec(context.Background(), fmt.Sprintf("n = %d\nprint(context, n)", j))
				if want := fmt.Sprintf("%d %d\n", i, j); err != nil || r.Stdout != want {
					t.Errorf("session %d cell %d: %q %v, want %q", i, j, r.Stdout, err, want)
					return
				}
			}
		}()
	}
	wg.Wait()
}

func TestCancelLeavesNothingBehind(t *testing.T) {
	// A grace long enough for a loaded machine: past it the interpreter is
	// (rightly) killed and restarted, and this test is about the other path.
	b := newBackend(t, Options{InterruptGrace: 3 * time.Second})
	before := runtime.NumGoroutine()
	s, err := b.newSession(context.Background(), eval.SessionConfig{})
	if err != nil {
		t.Fatal(err)
	}
	r := mustExec(t, s, "import subprocess, sys\np = subprocess.Popen(['sleep', '100.0417'])\nprint(p.pid)\nkept = 1")
	child, err := strconv.Atoi(strings.TrimSpace(r.Stdout))
	if err != nil {
		t.Fatalf("child pid: %q %s", r.Stdout, r.Error)
	}
	if b.Sandbox().Enforced() {
		// The pid printed is the one in the sandbox's PID namespace.
		child = hostPid(t, "sleep\x00100.0417\x00")
	}
	pid := s.p.pid

	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	r, err = s.Exec(ctx, "while True: pass")
	cancel()
	if !errors.Is(err, context.DeadlineExceeded) || !r.TimedOut {
		t.Errorf("cancelled cell: %+v, %v", r, err)
	}
	if r2 := mustExec(t, s, "print(kept)"); r2.Stdout != "1\n" {
		t.Errorf("after cancel: %+v (the cancelled cell: %+v)", r2, r)
	}
	dir := s.dir
	if err := s.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
	if err := s.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	if _, err := s.Exec(context.Background(), "1"); !errors.Is(err, ErrClosed) {
		t.Errorf("Exec after Close: %v, want ErrClosed", err)
	}
	waitDead(t, pid)
	waitDead(t, child)
	assertNothingLeft(t, dir)
	b.Close() // the fork server and its pool are the backend's, not the session's
	settleGoroutines(t, before)
}

func TestSessionEndsWithItsContext(t *testing.T) {
	b := newBackend(t, Options{})
	before := runtime.NumGoroutine()
	ctx, cancel := context.WithCancel(context.Background())
	s, err := b.newSession(ctx, eval.SessionConfig{})
	if err != nil {
		t.Fatal(err)
	}
	pid := s.p.pid
	cancel()
	waitDead(t, pid)
	for i := 0; i < 100; i++ {
		if _, err = s.Exec(context.Background(), "1"); errors.Is(err, ErrClosed) {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	if !errors.Is(err, ErrClosed) {
		t.Errorf("Exec after the session's context ended: %v, want ErrClosed", err)
	}
	b.Close() // the fork server and its pool are the backend's, not the session's
	settleGoroutines(t, before)
}

func TestCloseDuringRunningCell(t *testing.T) {
	b := newBackend(t, Options{})
	s := openSession(t, b, eval.SessionConfig{})
	errc := make(chan error, 1)
	go func() {
		_, err := s.Exec(context.Background(), "while True: pass")
		errc <- err
	}()
	time.Sleep(200 * time.Millisecond)
	s.Close()
	select {
	case err := <-errc:
		if !errors.Is(err, ErrClosed) {
			t.Errorf("Exec interrupted by Close: %v, want ErrClosed", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Exec did not return after Close")
	}
}

func TestIsolation(t *testing.T) {
	t.Setenv("OPENAI_API_KEY", "sk-secret")
	t.Setenv("MY_SERVICE_TOKEN", "tok")
	t.Setenv("RLM_MODEL", "m")
	t.Setenv("DB_PASSWORD", "pw")
	t.Setenv("HARMLESS_SETTING", "hidden too: the environment is an allow-list")
	t.Setenv("LC_TIME", "C")
	b := newBackend(t, Options{})
	work := t.TempDir()
	s := openSession(t, b, eval.SessionConfig{Workdir: work})
	r := mustExec(t, s, "import os\nprint(sorted(k for k in ('OPENAI_API_KEY', 'MY_SERVICE_TOKEN', 'RLM_MODEL', 'DB_PASSWORD', 'HARMLESS_SETTING', 'LC_TIME') if k in os.environ))\nprint(os.getcwd())\nprint(os.getpgid(0) == os.getpid())")
	want := fmt.Sprintf("['LC_TIME']\n%s\nTrue\n", work)
	if r.Stdout != want {
		t.Errorf("got %q, want %q (%s)", r.Stdout, want, r.Error)
	}

	s2 := openSession(t, b, eval.SessionConfig{})
	r = mustExec(t, s2, "import os, tempfile\nprint(os.getcwd())\nopen('leftover.txt', 'w').write('secret of s2')\nos.mkdir('sub')\nopen(os.path.join(tempfile.gettempdir(), 't.txt'), 'w').write('tmp')")
	cwd := strings.TrimSpace(r.Stdout)
	if !strings.HasPrefix(cwd, s2.dir) {
		t.Errorf("default workdir %q is not the session's temp dir %q (%s)", cwd, s2.dir, r.Error)
	}
	s2.Close()
	assertNothingLeft(t, s2.dir)
	// A later session may get the emptied directory; it sees nothing of s2.
	s3 := openSession(t, b, eval.SessionConfig{})
	r = mustExec(t, s3, "import os, tempfile\nprint(sorted(os.listdir('.')), sorted(os.listdir(tempfile.gettempdir())))")
	if r.Stdout != "[] []\n" {
		t.Errorf("a new session's workdir and tmp hold %q (%s), want nothing", r.Stdout, r.Error)
	}
	if s2.forked && s3.dir != s2.dir {
		t.Errorf("the fork server made %s instead of reusing the ended session's %s", s3.dir, s2.dir)
	}
	s3.Close()
}

// assertNothingLeft checks that a closed session's directory is gone or,
// kept for reuse, holds only its empty layout.
func assertNothingLeft(t *testing.T, dir string) {
	t.Helper()
	if _, err := os.Stat(dir); os.IsNotExist(err) {
		return
	}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		switch {
		case rel == ".", (rel == "tmp" || rel == "work") && d.IsDir():
			return nil
		case rel == "stdout" || rel == "stderr":
			if fi, err := d.Info(); err != nil || fi.Size() != 0 {
				t.Errorf("session file %s not emptied (%v)", path, err)
			}
			return nil
		}
		t.Errorf("%s left behind in the closed session's directory", path)
		return nil
	})
	if err != nil {
		t.Errorf("walking %s: %v", dir, err)
	}
}

func TestChildEnv(t *testing.T) {
	in := []string{"PATH=/bin", "OPENAI_BASE_URL=x", "AWS_SECRET_ACCESS_KEY=x", "GITHUB_TOKEN=x", "api_key=x", "RLM_DEPTH=1",
		"HOME=/root", "PGPASSWORD=x", "LANG=C.UTF-8", "DB_PASS=x", "GOOGLE_APPLICATION_CREDENTIALS=/k.json",
		"SSH_AUTH_SOCK=/tmp/agent", "DATABASE_URL=postgres://u:p@h/db", "MYSQL_PWD=x", "LC_ALL=C", "KUBECONFIG=/k"}
	got := strings.Join(childEnv(in), " ")
	if want := "PATH=/bin HOME=/root LANG=C.UTF-8 LC_ALL=C"; got != want {
		t.Errorf("childEnv = %q, want %q", got, want)
	}
}

func TestProbe(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 is not on PATH")
	}
	v, err := Probe("python3")
	if err != nil || !strings.HasPrefix(v, "CPython 3.") || !strings.Contains(v, "(/") {
		t.Errorf("Probe(python3) = %q, %v", v, err)
	}
	bad := filepath.Join(t.TempDir(), "no-python")
	for _, p := range []string{bad, "no-such-python-xyz", "/bin/false"} {
		if _, err := Probe(p); err == nil || !strings.Contains(err.Error(), p) {
			t.Errorf("Probe(%q) error %v, want one naming the path", p, err)
		}
		if _, err := New(Options{Python: p}); err == nil {
			t.Errorf("New with Python %q succeeded", p)
		}
	}
}

// Interrupts that land between cells, while the driver reports a result or
// while it writes a host call must never kill the driver or cut a line.
func TestInterruptStormDoesNotKillDriver(t *testing.T) {
	b := newBackend(t, Options{})
	host := eval.HostFunc(func(ctx context.Context, name string, args map[string]any) (any, error) {
		return strings.Repeat("r", 100000), nil
	})
	s := openSession(t, b, eval.SessionConfig{Host: host})
	pid := s.p.pid
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-stop:
				return
			case <-time.After(time.Millisecond):
				signalGroup(pid, syscall.SIGINT)
			}
		}
	}()
	interrupted := 0
	for i := 0; i < 150; i++ {
		r, err := s.Exec(context.Background(), "x = len(llm_query('q' * 100000))\nprint(x)")
		if err != nil || r.Restarted || r.TimedOut {
			t.Fatalf("cell %d under SIGINT storm: %+v %v", i, r, err)
		}
		if strings.Contains(r.Error, "KeyboardInterrupt") {
			interrupted++
		} else if r.Stdout != "100000\n" {
			t.Fatalf("cell %d: %+v", i, r)
		}
	}
	close(stop)
	wg.Wait()
	if r := mustExec(t, s, "print('alive')"); r.Stdout != "alive\n" || s.p.pid != pid {
		t.Errorf("after the storm: %+v", r)
	}
	t.Logf("%d of 150 cells were interrupted", interrupted)
}

// An interpreter is asked what it is once per process, however often a run
// checks it (auto's availability test, New, the version shown): python3 may
// be a version manager's script that costs a tenth of a second a call.
func TestProbeRunsTheInterpreterOnce(t *testing.T) {
	real, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 is not on PATH")
	}
	dir := t.TempDir()
	count := filepath.Join(dir, "calls")
	shim := filepath.Join(dir, "python-shim")
	script := "#!/bin/sh\necho x >> " + count + "\nexec " + real + " \"$@\"\n"
	if err := os.WriteFile(shim, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		if _, err := Probe(shim); err != nil {
			t.Fatal(err)
		}
	}
	b, err := New(Options{Python: shim})
	if err != nil {
		t.Fatal(err)
	}
	b.Close()
	calls, _ := os.ReadFile(count)
	if n := strings.Count(string(calls), "x"); n != 1 {
		t.Errorf("the interpreter was run %d times to probe it, want 1", n)
	}
}
