package evaltest

import (
	"os/exec"
	"testing"

	"github.com/rlm-go/rlm/eval/cpython"
	"github.com/rlm-go/rlm/eval/golang"
	"github.com/rlm-go/rlm/eval/python"
)

// The three backends run one after another, not in parallel: Run's goroutine
// check after Close needs the process to itself.

func TestCPython(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 is not on PATH: the CPython backend cannot run here")
	}
	b, err := cpython.New(cpython.Options{})
	if err != nil {
		t.Fatalf("cpython.New: %v", err)
	}
	Run(t, b, Options{Sandboxed: false})
}

func TestGPython(t *testing.T) {
	Run(t, python.New(python.Options{}), Options{Sandboxed: true})
}

func TestGo(t *testing.T) {
	opts := Options{Sandboxed: true}
	if raceEnabled {
		// yaegi v0.16.1's EvalWithContext and ExecuteWithContext return at
		// cancellation while their own goroutine is still unwinding the
		// stopped code. The session waits for that goroutine through the
		// goroutine profile before it runs anything else, an ordering the
		// race detector cannot see, so the next cell's first steps are
		// reported as racing with the stopped cell's last ones inside
		// yaegi. Only the cases that stop a running cell take that path.
		why := "under -race: yaegi v0.16.1 returns from a cancelled EvalWithContext before its goroutine ends, and the race detector reports the next cell racing with it inside yaegi"
		opts.Skip = map[string]string{}
		for _, name := range []string{
			"hostile/infinite-loop",
			"hostile/infinite-loop-swallowing-interrupts",
			"hostile/unbounded-recursion",
			"hostile/doubling-string",
			"hostile/doubling-list",
			"cancel/timeout-during-host-call",
			"cancel/during-cell-and-close",
		} {
			opts.Skip[name] = why
		}
	}
	Run(t, golang.New(golang.Options{}), opts)
}
