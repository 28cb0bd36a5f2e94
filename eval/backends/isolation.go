package backends

import (
	"errors"
	"fmt"
	"os"
	"os/exec"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/eval/worker"
	"github.com/rlm-go/rlm/internal/sandbox"
)

// Isolation says how a backend keeps model code away from the engine: in
// which process its sessions run and what the operating system enforces on
// them. Commands print it at start-up when nothing is enforced, and in
// --json, so an unconfined run is never silent.
type Isolation struct {
	// Process is "worker" (our binary started per session), "subprocess"
	// (CPython) or "in-process" (--in-process: model code shares the
	// engine's heap and stack).
	Process string
	Sandbox sandbox.Report
}

// Describe reports b's isolation; b is a backend Open returned.
func Describe(b eval.Backend) Isolation {
	switch b := b.(type) {
	case *workerBackend:
		return Isolation{Process: "worker", Sandbox: b.report}
	case interface{ Sandbox() sandbox.Report }:
		return Isolation{Process: "subprocess", Sandbox: b.Sandbox()}
	}
	return Isolation{Process: "in-process", Sandbox: sandbox.Report{Mode: sandbox.ModeNone,
		Reason: "sessions run inside the engine's process (--in-process)"}}
}

// RunIfChild runs this process as what the engine started it as, a sandbox
// launcher or an eval worker, and then reports true: the caller must return
// from main at once. Otherwise it returns false immediately. Every program
// that opens backends without InProcess (the two commands, programs that
// embed the engine, test binaries through TestMain) calls it first thing,
// because workers are this same executable started with a hidden argument.
func RunIfChild() bool {
	if sandbox.RunIfLauncher() {
		return true
	}
	return worker.RunIfWorker(openInProcess)
}

// openInProcess is how a worker opens the backend it serves: the embedded
// interpreter itself, in the worker's own process.
func openInProcess(name string) (eval.Backend, error) {
	spec, ok := eval.LookupBackend(name)
	if !ok {
		return nil, fmt.Errorf("no backend %q", name)
	}
	return spec.Open(eval.OpenOptions{InProcess: true})
}

// workerBackend is an embedded backend whose sessions run in worker
// processes, with the sandbox that confines them.
type workerBackend struct {
	*worker.Backend
	report sandbox.Report
}

// Margins of the worker's sandbox: the session's own limits (the Go memory
// limit, RLIMIT_AS) stop it first, the cgroup is the backstop.
const (
	workerMaxProcs     = 512 // Go runtime threads count against a pids cgroup
	workerMaxFileBytes = 64 << 20
	workerMemoryMargin = 256 << 20
)

func openWorker(flag string, inner eval.Backend, opts eval.OpenOptions) (eval.Backend, error) {
	mem := opts.MemoryLimit
	if mem <= 0 {
		mem = worker.DefaultMemoryLimit
	}
	report, err := sandbox.Resolve(opts.Sandbox)
	switch {
	case errors.Is(err, sandbox.ErrUnavailable):
		return nil, &FlagError{Flag: "--sandbox", Value: opts.Sandbox,
			Err: fmt.Errorf("--sandbox on: this platform cannot confine sessions: %s", report.Reason)}
	case err != nil:
		return nil, &FlagError{Flag: "--sandbox", Value: opts.Sandbox,
			Err: fmt.Errorf("--sandbox %q: want auto, on or off", opts.Sandbox)}
	case opts.Sandbox == eval.SandboxOff:
		report.Reason += " (--sandbox off)"
	}
	var prepare func(*exec.Cmd) (func(), error)
	if report.Enforced() {
		prepare = func(cmd *exec.Cmd) (func(), error) { return confineWorker(cmd, mem) }
	}
	w := worker.New(worker.Options{Inner: inner, Prepare: prepare, MemoryLimit: mem, ContextFile: opts.ContextFile})
	return &workerBackend{Backend: w, report: report}, nil
}

// confineWorker puts one worker process in the sandbox: no network, a work
// directory of its own, and of the machine's files only the system
// libraries and the executable itself, read-only.
func confineWorker(cmd *exec.Cmd, mem int64) (func(), error) {
	dir, err := os.MkdirTemp("", "rlm-worker-")
	if err != nil {
		return nil, err
	}
	p := sandbox.Policy{
		Workdir:      dir,
		ReadOnly:     append(sandbox.SystemReadOnly(), cmd.Path),
		MemoryBytes:  mem + mem/2 + workerMemoryMargin,
		MaxProcs:     workerMaxProcs,
		MaxFileBytes: workerMaxFileBytes,
	}
	h, err := sandbox.Apply(cmd, p)
	if err != nil {
		os.RemoveAll(dir)
		if errors.Is(err, sandbox.ErrUnavailable) {
			return nil, fmt.Errorf("sandbox: %w", err)
		}
		return nil, err
	}
	return func() {
		h.Release()
		os.RemoveAll(dir)
	}, nil
}
