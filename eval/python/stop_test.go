package python

import (
	"context"
	"errors"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/rlm-go/rlm/eval"
)

// A cell that times out inside a host call is stopped twice: by the host
// call returning with the expired context, and by the context's AfterFunc.
// The AfterFunc can run after the cell ended, even after the next cell
// started; its stop must not end that next cell. The hook holds the
// AfterFunc until the next cell is inside its own host call, which makes
// the late stop certain rather than a one-in-six race.
func TestLateStopDoesNotLeakIntoNextCell(t *testing.T) {
	before := runtime.NumGoroutine()
	release := make(chan struct{})
	fired := make(chan struct{})
	var once sync.Once
	b := New(Options{})
	b.stopHook = func(stop func()) {
		held := false
		once.Do(func() { held = true })
		if !held {
			stop()
			return
		}
		<-release
		stop()
		close(fired)
	}
	host := eval.HostFunc(func(ctx context.Context, name string, args map[string]any) (any, error) {
		switch args["prompt"] {
		case "slow":
			<-ctx.Done()
			return nil, ctx.Err()
		case "mark":
			close(release)
			select {
			case <-fired:
			case <-time.After(5 * time.Second):
				return nil, errors.New("the held stop never ran")
			}
			return "ok", nil
		}
		return nil, eval.ErrUnknownCall
	})
	s, err := b.newSession(context.Background(), eval.SessionConfig{Host: host, CellTimeout: 100 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}

	r := exec(t, s, `r = llm_query("slow")`)
	if !r.TimedOut {
		t.Fatalf("first cell: %+v; want it timed out", r)
	}
	r = exec(t, s, "r = llm_query(\"mark\")\nprint(1 + 1)")
	if r.Error != "" || r.Stdout != "2\n" || r.TimedOut {
		t.Errorf("second cell: stdout %q error %q timedOut %v; want \"2\\n\" and no error (the first cell's stop leaked)", r.Stdout, r.Error, r.TimedOut)
	}
	s.Close()
	deadline := time.Now().Add(2 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		t.Errorf("goroutines: %d before, %d after Close", before, n)
	}
}

// A regex that backtracks catastrophically runs in Go, where no opcode
// check sees the stop: pylib watches the match from outside, so the cell
// ends at its timeout like any slow cell and the session keeps its
// variables (the interpreter is not abandoned).
func TestCatastrophicRegexStopsAtCellTimeout(t *testing.T) {
	if !withPylib {
		t.Skip("re is pylib's")
	}
	s, err := New(Options{}).newSession(context.Background(), eval.SessionConfig{CellTimeout: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	exec(t, s, "kept = 41\nimport re")
	ip := s.ip
	start := time.Now()
	r := exec(t, s, "re.match(r'(a+)+$', 'a' * 40 + 'b')")
	if took := time.Since(start); !r.TimedOut || took > 2*time.Second {
		t.Fatalf("regex cell: timedOut %v after %v (error %q); want a timeout near 300ms", r.TimedOut, took, r.Error)
	}
	if s.ip != ip {
		t.Error("the interpreter was replaced: the stop did not reach the match")
	}
	r = exec(t, s, "print(kept + 1, re.match(r'(a+)+$', 'aaa').group())")
	if r.Error != "" || r.Stdout != "42 aaa\n" {
		t.Errorf("next cell: stdout %q error %q; want \"42 aaa\\n\"", r.Stdout, r.Error)
	}
}
