package cpython

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"time"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/internal/inputs"
	"github.com/rlm-go/rlm/internal/sandbox"
	"github.com/rlm-go/rlm/internal/workdirs"
)

// Session is one persistent CPython interpreter.
type Session struct {
	b   *Backend
	cfg eval.SessionConfig

	dir     string // private temp dir: fd 1/2 capture files, default workdir
	workdir string
	forked  bool // the interpreter is a child of the backend's fork server
	// procs are the forked interpreters this session has had: its
	// directory is reused only when every one of them left nothing running.
	procs      []*proc
	ctxFiles   []inputs.File
	releaseCtx func()

	execMu sync.Mutex // one cell at a time; held for the whole of Exec

	mu        sync.Mutex // guards the fields below
	p         *proc      // nil once broken or closed
	broken    error
	closed    bool
	stopWatch func() bool // stops the Close that the session's ctx ending runs
}

// NewSession starts an interpreter, runs the prelude and binds the contexts.
// The session lives until Close or until ctx ends, whichever comes first.
func (b *Backend) NewSession(ctx context.Context, cfg eval.SessionConfig) (eval.Session, error) {
	return b.newSession(ctx, cfg)
}

func (b *Backend) newSession(ctx context.Context, cfg eval.SessionConfig) (*Session, error) {
	if cfg.MaxOutput <= 0 {
		cfg.MaxOutput = defaultMaxOutput
	}
	if cfg.MemoryLimit == 0 {
		cfg.MemoryLimit = b.opts.DefaultMemoryLimit
	}
	// A forked interpreter sees only what is under the fork server's
	// directory; a workdir elsewhere needs a sandbox of its own.
	forked := b.fork != nil && cfg.Workdir == ""
	if forked && len(cfg.Contexts) > maxContextFiles {
		return nil, fmt.Errorf("cpython: %d contexts; at most %d can be passed to a forked interpreter (join them, or run with the fork server off)",
			len(cfg.Contexts), maxContextFiles)
	}
	var dir string
	var reused bool // a directory an ended session left, emptied (tmp/ and work/ kept)
	var err error
	if forked {
		dir, reused, err = b.fork.dirs.Get()
	} else {
		dir, err = workdirs.MkdirTemp("rlm-cpython-")
	}
	if err != nil {
		return nil, fmt.Errorf("cpython: creating session directory: %w", err)
	}
	if forked && !reused {
		if err := os.Mkdir(filepath.Join(dir, "tmp"), 0o700); err != nil {
			os.RemoveAll(dir)
			return nil, fmt.Errorf("cpython: creating session directory: %w", err)
		}
	}
	s := &Session{b: b, cfg: cfg, dir: dir, workdir: cfg.Workdir, forked: forked}
	if s.workdir == "" {
		s.workdir = filepath.Join(dir, "work")
		if err := os.Mkdir(s.workdir, 0o700); err != nil && !reused {
			os.RemoveAll(dir)
			return nil, fmt.Errorf("cpython: creating workdir: %w", err)
		}
	} else if fi, err := os.Stat(s.workdir); err != nil || !fi.IsDir() {
		os.RemoveAll(dir)
		if err == nil {
			err = errors.New("not a directory")
		}
		return nil, fmt.Errorf("cpython: workdir %s: %v", s.workdir, err)
	}
	s.ctxFiles, s.releaseCtx, err = b.files.Acquire(cfg.Contexts)
	if err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("cpython: %w", err)
	}
	p, err := s.start(ctx)
	if err != nil {
		s.releaseCtx()
		os.RemoveAll(dir)
		return nil, err
	}
	s.p = p
	// A ctx already done runs Close at once, on another goroutine: the
	// field is set under the lock Close reads it with.
	stop := context.AfterFunc(ctx, func() { s.Close() })
	s.mu.Lock()
	s.stopWatch = stop
	s.mu.Unlock()
	return s, nil
}

// start runs a fresh interpreter through the driver's init.
func (s *Session) start(ctx context.Context) (*proc, error) {
	ctx, cancel := context.WithTimeout(ctx, s.b.opts.StartTimeout)
	defer cancel()
	stdoutPath := filepath.Join(s.dir, "stdout")
	stderrPath := filepath.Join(s.dir, "stderr")
	init := initMsg{
		Op:          "init",
		Prelude:     eval.PythonPrelude,
		MemoryLimit: max(s.cfg.MemoryLimit, 0),
		MaxOutput:   s.cfg.MaxOutput,
		StdoutPath:  stdoutPath,
		StderrPath:  stderrPath,
	}
	for _, c := range s.cfg.Contexts {
		init.ContextSizes = append(init.ContextSizes, len(c))
	}
	var p *proc
	var err error
	if s.forked {
		for _, path := range []string{stdoutPath, stderrPath} {
			if err := os.WriteFile(path, nil, 0o600); err != nil {
				return nil, fmt.Errorf("cpython: %w", err)
			}
		}
		p, err = s.forkProc(ctx, &init)
		if p != nil {
			s.procs = append(s.procs, p)
		}
	} else {
		p, err = s.launch(stdoutPath, stderrPath, &init)
	}
	if err != nil {
		return nil, err
	}
	fail := func(err error) (*proc, error) {
		p.kill()
		p.wait()
		if tail := s.stderrTail(); tail != "" {
			err = fmt.Errorf("%w; its stderr said:\n%s", err, tail)
		}
		return nil, err
	}
	if err := p.sendInit(init, s.forked, s.ctxFiles); err != nil {
		return fail(fmt.Errorf("cpython: %s exited at start (%s)", s.b.exe, p.exitDescription()))
	}
	select {
	case m, ok := <-p.msgs:
		switch {
		case !ok:
			<-p.exited
			return fail(fmt.Errorf("cpython: %s exited at start (%s)", s.b.exe, p.exitDescription()))
		case m.Op == "fatal":
			return fail(fmt.Errorf("cpython: setting up the session failed (contexts %d, memory limit %d bytes):\n%s",
				len(s.ctxFiles), s.cfg.MemoryLimit, m.Error))
		case m.Op != "ready":
			return fail(fmt.Errorf("cpython: driver sent %q before it was ready", m.Op))
		}
	case <-ctx.Done():
		return fail(fmt.Errorf("cpython: starting the interpreter: %w", ctx.Err()))
	}
	return p, nil
}

// launch starts an interpreter of its own (in a sandbox of its own where
// there is one).
func (s *Session) launch(stdoutPath, stderrPath string, init *initMsg) (*proc, error) {
	goR, pyW, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("cpython: %w", err)
	}
	pyR, goW, err := os.Pipe()
	if err != nil {
		goR.Close()
		pyW.Close()
		return nil, fmt.Errorf("cpython: %w", err)
	}
	stdout, err1 := os.OpenFile(stdoutPath, os.O_WRONLY|os.O_CREATE|os.O_TRUNC|os.O_APPEND, 0o600)
	stderr, err2 := os.OpenFile(stderrPath, os.O_WRONLY|os.O_CREATE|os.O_TRUNC|os.O_APPEND, 0o600)
	childEnds := []*os.File{pyR, pyW, stdout, stderr}
	closeChildEnds := func() {
		for _, f := range childEnds {
			if f != nil {
				f.Close()
			}
		}
	}
	if err := errors.Join(err1, err2); err != nil {
		closeChildEnds()
		goR.Close()
		goW.Close()
		return nil, fmt.Errorf("cpython: %w", err)
	}

	cmd := exec.Command(s.b.exe, "-I", "-u", "-X", "utf8", "-c", driverSource)
	cmd.Dir = s.workdir
	cmd.Env = s.b.env
	cmd.Stdout = stdout
	cmd.Stderr = stderr
	cmd.ExtraFiles = []*os.File{pyR, pyW} // fd 3, fd 4
	passContexts(cmd, init, s.ctxFiles)
	cmd.SysProcAttr = sysProcAttr()
	var box *sandbox.Handle
	if s.b.sandbox.Enforced() {
		box, err = sandbox.Apply(cmd, s.policy(stdoutPath, stderrPath))
		if err != nil {
			closeChildEnds()
			goR.Close()
			goW.Close()
			return nil, fmt.Errorf("cpython: %w", err)
		}
	}
	err = cmd.Start()
	closeChildEnds()
	if err != nil {
		box.Release()
		goR.Close()
		goW.Close()
		return nil, fmt.Errorf("cpython: starting %s: %w", s.b.exe, err)
	}
	p := startProc(cmd, goW, goR)
	p.box = box
	return p, nil
}

// policy is the sandbox of one interpreter: its workdir read-write; the
// installation and the capture files (the driver reads them back)
// read-only; nothing else of the machine's files; no network. Its contexts
// come as open descriptors, so no path to them is needed.
func (s *Session) policy(stdoutPath, stderrPath string) sandbox.Policy {
	ro := append(append([]string(nil), s.b.readOnly...), stdoutPath, stderrPath)
	p := sandbox.Policy{
		Workdir:      s.workdir,
		ReadOnly:     ro,
		MaxProcs:     s.b.opts.MaxProcs,
		MaxFileBytes: maxFileBytes,
	}
	p.MemoryBytes = s.residentLimit()
	return p
}

// residentLimit is the session's memory cgroup: ResidentLimit plus twice its
// contexts (their mapped pages, then the str built from them), never above
// the session's address-space limit.
func (s *Session) residentLimit() int64 {
	n := s.b.opts.ResidentLimit + 2*s.contextBytes()
	if s.cfg.MemoryLimit > 0 {
		n = min(n, s.cfg.MemoryLimit)
	}
	return n
}

// contextBytes is the size of the session's contexts.
func (s *Session) contextBytes() int64 {
	var n int64
	for _, c := range s.cfg.Contexts {
		n += int64(len(c))
	}
	return n
}

// stderrTail is the end of what the interpreter wrote to its real stderr,
// where CPython reports fatal errors.
func (s *Session) stderrTail() string {
	f, err := os.Open(filepath.Join(s.dir, "stderr"))
	if err != nil {
		return ""
	}
	defer f.Close()
	const n = 2000
	if fi, err := f.Stat(); err == nil && fi.Size() > n {
		f.Seek(fi.Size()-n, io.SeekStart)
	}
	b, _ := io.ReadAll(f)
	return lastLines(string(b), 20)
}

// Exec implements eval.Session. When ctx ends during the cell, the cell is
// interrupted like a timeout and Exec returns its Result with ctx.Err().
func (s *Session) Exec(ctx context.Context, code string) (eval.Result, error) {
	s.execMu.Lock()
	defer s.execMu.Unlock()
	s.mu.Lock()
	p, closed, broken := s.p, s.closed, s.broken
	s.mu.Unlock()
	switch {
	case closed:
		return eval.Result{}, ErrClosed
	case p == nil:
		return eval.Result{}, fmt.Errorf("cpython: session is unusable: %w", broken)
	}
	if err := ctx.Err(); err != nil {
		return eval.Result{}, err
	}
	start := time.Now()
	res, err := s.run(ctx, p, code)
	res.Duration = time.Since(start)
	return res, err
}

var errAbandoned = errors.New("the cell ended before this host call returned")

type stopReason int

const (
	running stopReason = iota
	timedOut
	cancelled
)

func (s *Session) run(ctx context.Context, p *proc, code string) (eval.Result, error) {
	// Host calls get their own context: it ends with the cell, at its
	// timeout, or with ctx; Exec returns only after every call has returned.
	// Once the cell is being stopped, calls are not answered: an error reply
	// would let the code carry on (or catch it) before the interrupt lands.
	// They are answered with an error after the cell ends, so that threads
	// still waiting on one wake up.
	callCtx, cancelCalls := context.WithCancel(ctx)
	var (
		calls  sync.WaitGroup
		heldMu sync.Mutex
		held   []int64
	)
	hold := func(id int64) {
		heldMu.Lock()
		held = append(held, id)
		heldMu.Unlock()
	}
	defer func() {
		for _, id := range held {
			p.reply(id, nil, errAbandoned)
		}
	}()
	defer calls.Wait()
	defer cancelCalls()

	if err := p.send(execMsg{Op: "exec", Code: code}); err != nil {
		return s.crashed(ctx, p, running)
	}
	var timeout <-chan time.Time
	if s.cfg.CellTimeout > 0 {
		t := time.NewTimer(s.cfg.CellTimeout)
		defer t.Stop()
		timeout = t.C
	}
	grace := s.b.opts.InterruptGrace
	done := ctx.Done()
	why := running
	var nudge, giveUp <-chan time.Time
	stop := func(r stopReason) {
		if why == running {
			why = r
			cancelCalls()
			giveUp = time.After(grace)
		}
		p.interrupt()
		// Interrupt again while waiting: code that swallows one
		// KeyboardInterrupt in a bare except often does not swallow the next.
		nudge = time.After(grace / 4)
	}
	for {
		select {
		case m, ok := <-p.msgs:
			if !ok {
				return s.crashed(ctx, p, why)
			}
			switch m.Op {
			case "call":
				if why != running {
					hold(m.ID)
					continue
				}
				calls.Add(1)
				go func() {
					defer calls.Done()
					v, err := s.callHost(callCtx, m.Name, m.Args)
					if callCtx.Err() != nil {
						hold(m.ID)
						return
					}
					p.reply(m.ID, v, err)
				}()
			case "result":
				return s.result(ctx, m, why)
			}
		case <-p.exited:
			return s.crashed(ctx, p, why)
		case <-timeout:
			timeout = nil
			stop(timedOut)
		case <-done:
			done = nil
			stop(cancelled)
		case <-nudge:
			p.interrupt()
			nudge = time.After(grace / 4)
		case <-giveUp:
			return s.restart(ctx, p, why, "")
		}
	}
}

func (s *Session) callHost(ctx context.Context, name string, args map[string]any) (any, error) {
	if s.cfg.Host == nil {
		return nil, fmt.Errorf("%s is not available in this session (no host)", name)
	}
	return s.cfg.Host.Call(ctx, name, args)
}

func (s *Session) result(ctx context.Context, m message, why stopReason) (eval.Result, error) {
	res := eval.Result{Stdout: m.Stdout, Stderr: m.Stderr, Error: m.Error, Locals: m.Locals}
	if f := m.Final; f != nil {
		if f.Invalid != "" {
			res.FinalInvalid = f.Invalid
		} else {
			res.Final = &eval.Final{Answer: f.Answer, Source: f.Source, Failed: f.Failed}
		}
	}
	if !m.Interrupted || why == running {
		// The cell finished before our interrupt landed, or the interrupt
		// came from elsewhere and the traceback says so.
		return res, nil
	}
	res.TimedOut = true
	switch why {
	case cancelled:
		res.Error = "KeyboardInterrupt: the cell was cancelled and interrupted; variables are kept"
		return res, ctx.Err()
	case timedOut:
		res.Error = fmt.Sprintf("TimeoutError: cell exceeded %s and was interrupted; variables are kept", s.cfg.CellTimeout)
	}
	return res, nil
}

// crashed handles an interpreter that died or broke the protocol mid-cell.
func (s *Session) crashed(ctx context.Context, p *proc, why stopReason) (eval.Result, error) {
	p.kill()
	p.wait()
	s.mu.Lock()
	closed := s.closed
	s.mu.Unlock()
	if closed {
		return eval.Result{}, ErrClosed
	}
	msg := fmt.Sprintf("ProcessError: the Python process died while running this cell (%s) and was restarted", p.exitDescription())
	if p.oomKilled {
		msg = fmt.Sprintf("MemoryError: the Python process exceeded the session's memory limit (%d MiB), was killed and restarted", s.residentLimit()>>20)
	}
	if p.readErr != nil && !errors.Is(p.readErr, io.EOF) && !errors.Is(p.readErr, os.ErrClosed) {
		msg = fmt.Sprintf("ProcessError: the Python process broke the driver's protocol (%v) and was restarted", p.readErr)
	}
	if tail := s.stderrTail(); tail != "" {
		msg += "; its last output on stderr was:\n" + tail + "\n"
	}
	return s.restart(ctx, p, why, msg)
}

// restart replaces p, killed or dead, by a fresh interpreter and tells the
// model in plain words that its variables are gone.
func (s *Session) restart(ctx context.Context, p *proc, why stopReason, msg string) (eval.Result, error) {
	p.kill()
	p.wait()
	if msg == "" {
		what := fmt.Sprintf("cell exceeded %s", s.cfg.CellTimeout)
		if why == cancelled {
			what = "cell was cancelled"
		}
		msg = fmt.Sprintf("TimeoutError: %s and did not stop within %s of being interrupted (stuck in native code?), so the Python process was killed and restarted", what, s.b.opts.InterruptGrace)
	}
	res := eval.Result{
		TimedOut:  why != running,
		Restarted: true,
		Error:     msg + ". ALL VARIABLES ARE GONE: only the contexts and the host functions are defined again; recompute what you need, in smaller steps.",
	}
	// The restart must not inherit a cancelled ctx: the session stays usable.
	np, err := s.start(context.WithoutCancel(ctx))
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case s.closed:
		if np != nil {
			np.kill()
			np.wait()
		}
		s.p = nil
		return res, ErrClosed
	case err != nil:
		s.p, s.broken = nil, err
		return res, fmt.Errorf("cpython: restarting the interpreter: %w", err)
	}
	s.p = np
	if why == cancelled {
		return res, ctx.Err()
	}
	return res, nil
}

// Close implements eval.Session: it kills the interpreter and everything it
// started, and removes the session's temporary files.
func (s *Session) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	p, stopWatch := s.p, s.stopWatch
	s.mu.Unlock()
	if stopWatch != nil {
		stopWatch()
	}
	if p != nil {
		p.kill() // a running Exec sees the process die and returns
	}
	s.execMu.Lock()
	defer s.execMu.Unlock()
	s.mu.Lock()
	p, s.p = s.p, nil
	s.mu.Unlock()
	if p != nil {
		p.kill()
		p.wait()
	}
	s.releaseCtx()
	if s.forked {
		// Reused by a later session only when no process of this one can
		// still write there.
		vacated := len(s.procs) > 0
		for _, p := range s.procs {
			vacated = vacated && p.vacated
		}
		s.b.fork.dirs.Put(s.dir, vacated)
		return nil
	}
	return os.RemoveAll(s.dir)
}

var _ eval.Session = (*Session)(nil)
