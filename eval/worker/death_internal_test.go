package worker

import (
	"os"
	"strings"
	"syscall"
	"testing"
)

// fakeProcess is a Process that records its kills.
type fakeProcess struct {
	oom    bool
	killed int
}

func (f *fakeProcess) Kill()                             { f.killed++ }
func (f *fakeProcess) Wait() (syscall.WaitStatus, error) { return 0, nil }
func (f *fakeProcess) OOMKilled() bool                   { return f.oom }

// A SIGKILL the engine did not send is the kernel's, and a memory cgroup's
// OOM kill is named as such; the engine's own kill of a dead worker (as
// died does) does not hide either.
func TestDeathOfAKilledWorker(t *testing.T) {
	sigkill := syscall.WaitStatus(syscall.SIGKILL) // signalled, no core
	for _, tt := range []struct {
		name        string
		killedAlive bool // the engine killed it while it ran
		oom         bool
		want, not   string
	}{
		{"the engine's kill", true, false, "signal: killed", "kernel"},
		{"the kernel's kill", false, false, "killed by the kernel: the CPU time limit, or the machine ran out of memory", "cgroup"},
		{"its memory cgroup's kill", false, true, "killed by the kernel: out of memory (its memory cgroup's limit)", "CPU time"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			stderr, err := os.CreateTemp(t.TempDir(), "stderr")
			if err != nil {
				t.Fatal(err)
			}
			fp := &fakeProcess{oom: tt.oom}
			p := &proc{process: fp, exited: make(chan struct{}), killed: make(chan struct{}), stderr: stderr,
				status: sigkill, waitErr: errString("signal: killed")}
			if tt.killedAlive {
				p.kill()
				close(p.exited)
			} else {
				close(p.exited)
				p.kill() // as died does, after the worker went by itself
			}
			got := p.describeDeath()
			if !strings.Contains(got, tt.want) || strings.Contains(got, tt.not) {
				t.Fatalf("death %q: want it to say %q and not %q", got, tt.want, tt.not)
			}
			if fp.killed != 1 {
				t.Fatalf("Process.Kill called %d times, want 1", fp.killed)
			}
		})
	}
}

type errString string

func (e errString) Error() string { return string(e) }
