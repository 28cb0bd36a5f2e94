package worker

import (
	"context"
	"fmt"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/rlm-go/rlm/eval"
)

// Session is one REPL session in a worker process. When the worker dies or
// is killed, the cell reports it and a new worker takes its place with the
// contexts bound again.
type Session struct {
	b       *Backend
	cfg     eval.SessionConfig
	base    context.Context // the session's context without its cancellation
	files   []*os.File
	release func()

	execMu sync.Mutex // one cell at a time, held for all of Exec

	mu        sync.Mutex // guards the fields below
	p         *proc      // nil once broken or closed
	broken    error
	closed    bool
	cellCtx   context.Context // the running cell's, for host calls
	stopWatch func() bool     // stops the Close that the session's ctx ending runs
}

// open starts (or takes from the pool) a worker and opens the session in it.
func (s *Session) open(ctx context.Context) (*proc, error) {
	ctx, cancel := context.WithTimeout(ctx, s.b.opts.StartTimeout)
	defer cancel()
	p, err := s.b.get(ctx)
	if err != nil {
		return nil, err
	}
	p.bind(&binding{host: s.cfg.Host, base: s.callBase})
	sizes := make([]int64, len(s.cfg.Contexts))
	for i, c := range s.cfg.Contexts {
		sizes[i] = int64(len(c))
	}
	init := initMsg{
		CellTimeout:   s.cfg.CellTimeout,
		MaxOutput:     s.cfg.MaxOutput,
		MemoryLimit:   max(s.cfg.MemoryLimit, 0),
		CPULimit:      max(s.b.opts.CPULimit, 0),
		FileSizeLimit: max(s.b.opts.FileSizeLimit, 0),
		Workdir:       s.cfg.Workdir,
		ContextSizes:  sizes,
	}
	fail := func(err error) (*proc, error) {
		p.kill()
		p.wait()
		return nil, err
	}
	if len(s.files) > maxContexts {
		return fail(fmt.Errorf("worker: %d contexts; at most %d can be passed to a worker", len(s.files), maxContexts))
	}
	if err := p.send(encodeInit(init), s.files...); err != nil {
		return fail(fmt.Errorf("worker: sending the session's contexts: %s", p.death()))
	}
	select {
	case ev := <-p.events:
		switch ev.op {
		case opReady:
			return p, nil
		case opFatal:
			d := &dec{b: ev.body}
			return fail(fmt.Errorf("worker: opening the session (%d contexts, memory limit %d bytes): %s", len(sizes), init.MemoryLimit, d.str()))
		default:
			return fail(fmt.Errorf("worker: sent op %q before its session was open", ev.op))
		}
	case <-p.gone:
		return fail(fmt.Errorf("worker: died while opening the session: %s", p.death()))
	case <-ctx.Done():
		return fail(fmt.Errorf("worker: opening the session: %w", ctx.Err()))
	}
}

// callBase is the context host calls run under: the running cell's Exec
// context, else the session's.
func (s *Session) callBase() context.Context {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cellCtx != nil {
		return s.cellCtx
	}
	return s.base
}

// Exec implements eval.Session. When ctx ends during the cell, the worker is
// told to stop it; Exec returns its Result with ctx.Err().
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
		return eval.Result{}, fmt.Errorf("worker: session is unusable: %w", broken)
	}
	if err := ctx.Err(); err != nil {
		return eval.Result{}, err
	}
	start := time.Now()
	res, err := s.run(ctx, p, code)
	res.Duration = time.Since(start)
	return res, err
}

type stopReason int

const (
	running stopReason = iota
	timedOut
	cancelled
)

func (s *Session) run(ctx context.Context, p *proc, code string) (eval.Result, error) {
	s.mu.Lock()
	s.cellCtx = ctx
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		s.cellCtx = nil
		s.mu.Unlock()
	}()
	e := newFrame(opExec, len(code)+8)
	e.str(code)
	if err := p.send(e.bytes()); err != nil {
		return s.died(ctx, p, running)
	}
	var deadline <-chan time.Time
	if s.cfg.CellTimeout > 0 {
		t := time.NewTimer(s.cfg.CellTimeout + s.b.opts.Grace)
		defer t.Stop()
		deadline = t.C
	}
	done := ctx.Done()
	why := running
	for {
		select {
		case ev := <-p.events:
			if ev.op != opResult {
				p.kill()
				p.wait()
				return s.restart(ctx, why, fmt.Sprintf("worker died: it broke the protocol (sent op %q during a cell)", ev.op))
			}
			res, err := decodeResult(ev.body)
			if err != nil {
				p.kill()
				p.wait()
				return s.restart(ctx, why, fmt.Sprintf("worker died: its result could not be read (%v)", err))
			}
			if res.Restarted {
				// The interpreter gave up on its own state (a cell stuck
				// in a built-in): what it abandoned may still be running,
				// so the worker goes too. Its message already says that
				// the variables are gone.
				if err := s.replace(ctx, p); err != nil {
					return res, err
				}
			}
			if why == cancelled {
				return res, ctx.Err()
			}
			return res, nil
		case <-p.gone:
			return s.died(ctx, p, why)
		case <-deadline:
			deadline = nil
			p.kill()
			p.wait()
			return s.restart(ctx, timedOut, fmt.Sprintf("TimeoutError: the cell did not stop within %s of its %s timeout, so its worker process was killed", s.b.opts.Grace, s.cfg.CellTimeout))
		case <-done:
			done = nil
			why = cancelled
			p.send([]byte{1, 0, 0, 0, opInterrupt})
			t := time.NewTimer(s.b.opts.Grace)
			defer t.Stop()
			deadline = t.C
		}
	}
}

// died handles a worker that died during a cell.
func (s *Session) died(ctx context.Context, p *proc, why stopReason) (eval.Result, error) {
	// Its socket closes a moment before it is reaped: let it be, so that
	// the kill below is not taken for the cause of its death.
	select {
	case <-p.exited:
	case <-time.After(time.Second):
	}
	p.kill()
	p.wait()
	s.mu.Lock()
	closed := s.closed
	s.mu.Unlock()
	if closed {
		return eval.Result{}, ErrClosed
	}
	msg := "worker died: " + p.death()
	// Named as the interpreters name the errors their own checks catch,
	// so the model reads the same advice either way.
	switch {
	case strings.Contains(msg, "out of memory"):
		msg = fmt.Sprintf("MemoryError: the cell went past the session's memory limit (%d MiB); %s", s.cfg.MemoryLimit>>20, msg)
	case strings.Contains(msg, "stack overflow"):
		msg = "RecursionError: the cell recursed too deep; " + msg
	}
	return s.restart(ctx, why, msg)
}

// restart puts a new worker in place of a dead or killed one and tells the
// model, in plain words, that its variables are gone.
func (s *Session) restart(ctx context.Context, why stopReason, msg string) (eval.Result, error) {
	res := eval.Result{
		TimedOut:  why != running,
		Restarted: true,
		Error:     msg + ". ALL VARIABLES ARE GONE: the session's worker process was restarted with only the contexts and the host functions defined; recompute what you need, in smaller steps.",
	}
	if why == timedOut {
		res.TimedOut = true
	}
	if err := s.replace(ctx, nil); err != nil {
		return res, err
	}
	if why == cancelled {
		return res, ctx.Err()
	}
	return res, nil
}

// replace kills old (if any) and opens the session in a new worker.
func (s *Session) replace(ctx context.Context, old *proc) error {
	if old != nil {
		old.kill()
		old.wait()
	}
	// The new worker must not inherit a cancelled ctx: the session goes on.
	np, err := s.open(context.WithoutCancel(ctx))
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case s.closed:
		if np != nil {
			np.kill()
			np.wait()
		}
		s.p = nil
		return ErrClosed
	case err != nil:
		s.p, s.broken = nil, err
		return fmt.Errorf("worker: restarting the session's worker: %w", err)
	}
	s.p = np
	return nil
}

// Close implements eval.Session: it kills the worker's process group and
// waits for it. Safe to call more than once.
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
		p.kill() // a running Exec sees the worker go and returns
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
	s.release()
	s.b.forget(s)
	return nil
}

var _ eval.Session = (*Session)(nil)
