package backends

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"sync"
	"syscall"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/eval/worker"
	"github.com/rlm-go/rlm/internal/sandbox"
	"github.com/rlm-go/rlm/internal/workdirs"
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
	// Worker is the program workers start from and why (Process "worker").
	Worker worker.Choice
}

// Shown is Isolation as --json shows it (rlm's answer, rlm-bench's run
// summary): which process, which sandbox and why none, which program.
type Shown struct {
	Process       string         `json:"isolation"`
	Sandbox       string         `json:"sandbox"`
	SandboxReason string         `json:"sandbox_reason,omitempty"`
	Worker        *worker.Choice `json:"worker,omitempty"`
}

// Shown is i for --json: the reason only where nothing is enforced, the
// program only for workers.
func (i Isolation) Shown() Shown {
	s := Shown{Process: i.Process, Sandbox: i.Sandbox.Mode}
	if !i.Sandbox.Enforced() {
		s.SandboxReason = i.Sandbox.Reason
	}
	if i.Process == "worker" {
		w := i.Worker
		s.Worker = &w
	}
	return s
}

// Into sets s's keys in a --json object being built.
func (s Shown) Into(out map[string]any) {
	out["isolation"], out["sandbox"] = s.Process, s.Sandbox
	if s.SandboxReason != "" {
		out["sandbox_reason"] = s.SandboxReason
	}
	if s.Worker != nil {
		out["worker"] = s.Worker
	}
}

// Describe reports b's isolation; b is a backend Open returned.
func Describe(b eval.Backend) Isolation {
	switch b := b.(type) {
	case *workerBackend:
		exe, _ := worker.Executable()
		return Isolation{Process: "worker", Sandbox: b.report, Worker: exe}
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
	host   *workerHost // nil where each worker has a sandbox of its own
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
	wopts := worker.Options{Inner: inner, MemoryLimit: mem, ContextFile: opts.ContextFile}
	var host *workerHost
	if report.Enforced() {
		if host, err = newWorkerHost(mem); err == nil {
			wopts.Start = host.start
		} else {
			// Landlock too old to keep hosted workers apart: a launcher and
			// namespaces of their own for each.
			wopts.Prepare = func(cmd *exec.Cmd) (func(), error) { return confineWorker(cmd, mem) }
		}
	}
	return &workerBackend{Backend: worker.New(wopts), report: report, host: host}, nil
}

// Close stops the workers, then their host.
func (b *workerBackend) Close() error {
	err := b.Backend.Close()
	if b.host != nil {
		b.host.close()
	}
	return err
}

// workerHost runs every worker of a backend in one sandbox host: one set of
// namespaces and one launcher for all of them instead of one each (most of
// what a worker cost to start), each worker still confined on its own.
type workerHost struct {
	host *sandbox.Host
	base string // the host's directory; each worker's is made beneath it
	ro   []string
	mem  int64

	dirs *workdirs.Pool // each worker's directory, reused once emptied
}

// maxSpareDirs bounds the emptied directories kept for reuse.
const maxSpareDirs = 64

func newWorkerHost(mem int64) (*workerHost, error) {
	if !sandbox.CanContain() {
		// Without a cgroup per worker, descendants that left a worker's
		// process group could outlive it; a PID namespace each ends them.
		return nil, errors.New("no cgroup can hold a worker's descendants")
	}
	exe, err := worker.Executable()
	if err != nil {
		return nil, err
	}
	base, err := workdirs.MkdirTemp("rlm-workers-")
	if err != nil {
		return nil, err
	}
	ro := append(sandbox.SystemReadOnly(), exe.Path)
	h, err := sandbox.NewHost(sandbox.Policy{Workdir: base, ReadOnly: ro})
	if err != nil {
		os.RemoveAll(base)
		return nil, err
	}
	return &workerHost{host: h, base: base, ro: ro, mem: mem,
		dirs: &workdirs.Pool{Base: base, Pattern: "w-", Max: maxSpareDirs}}, nil
}

// start runs one worker in the host with a directory of its own and
// cgroups of its own (memory, processes), made before it is given any
// work, and emptied when it ends.
func (wh *workerHost) start(ctx context.Context, cmd *exec.Cmd) (worker.Process, error) {
	dir, _, err := wh.dirs.Get()
	if err != nil {
		return nil, err
	}
	files := append([]*os.File{nil, nil, cmd.Stderr.(*os.File)}, cmd.ExtraFiles...)
	env := append(append([]string{}, cmd.Env...), "TMPDIR="+dir)
	hp, err := wh.host.Start(ctx, sandbox.HostCommand{
		Path: cmd.Path, Args: cmd.Args, Env: env, Dir: dir,
		ReadOnly: wh.ro, Writable: []string{dir}, Files: files,
		MaxFileBytes: workerMaxFileBytes,
	})
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	hw := &hostedWorker{p: hp, dir: dir, host: wh}
	if hp.Pid > 0 {
		box, err := sandbox.Limit(hp.Pid, sandbox.Policy{MemoryBytes: wh.mem + wh.mem/2 + workerMemoryMargin, MaxProcs: workerMaxProcs})
		if err != nil {
			hp.Kill()
			hw.Wait()
			return nil, err
		}
		hw.box = box
	}
	return hw, nil
}

func (wh *workerHost) close() {
	wh.host.Close()
	os.RemoveAll(wh.base)
}

// hostedWorker is a worker process in a workerHost.
type hostedWorker struct {
	p    *sandbox.HostProcess
	dir  string
	host *workerHost

	mu  sync.Mutex // Kill may come while Wait releases the cgroups
	box *sandbox.Handle
	oom bool // its memory cgroup killed a process; set by Wait
}

// OOMKilled reports whether the worker's memory cgroup killed a process of
// it (its limit is above what the worker's own runtime enforces, so that
// is a worker its runtime could not stop); read after Wait.
func (w *hostedWorker) OOMKilled() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.oom
}

func (w *hostedWorker) Kill() {
	w.p.Kill()
	w.mu.Lock()
	w.box.Kill() // descendants that left its process group
	w.mu.Unlock()
}

func (w *hostedWorker) Wait() (syscall.WaitStatus, error) {
	ws, err := w.p.Wait()
	w.mu.Lock()
	w.box.Kill()
	w.oom = w.box.OOMKilled()
	vacated := w.box.Contains() && w.box.Release() == nil
	w.box = nil
	w.mu.Unlock()
	w.host.dirs.Put(w.dir, vacated)
	return ws, err
}

// confineWorker puts one worker process in the sandbox: no network, a work
// directory of its own, and of the machine's files only the system
// libraries and the executable itself, read-only.
func confineWorker(cmd *exec.Cmd, mem int64) (func(), error) {
	dir, err := workdirs.MkdirTemp("rlm-worker-")
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
