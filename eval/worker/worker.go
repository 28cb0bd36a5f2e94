// Package worker runs an in-process eval backend (gpython, yaegi) in a
// worker process of its own per session, which the engine supervises: a Go
// fatal error, an out-of-memory death or a kill in the interpreter costs
// that session's variables, never the engine.
//
// The worker is the engine's own executable started with a hidden first
// argument (`EXE __rlm_worker NAME`); every program that uses this package
// must call RunIfWorker first thing in main (test binaries: in TestMain).
//
// Parent and worker talk over a Unix socket that is the worker's fd 3 (see
// proto.go); the worker's fd 1 is /dev/null and its fd 2 an unlinked file
// read only to name the cause of a death. Contexts are written to a file once
// (or taken from a file the caller already has, Options.ContextFile) and
// passed as descriptors; the worker maps them read-only and shared and builds
// its strings over the mapping, so N workers over one input share one copy
// in the page cache. The worker sets RLIMIT_AS (its memory limit plus what
// is mapped when its session opens plus a margin for the Go runtime),
// RLIMIT_CPU, RLIMIT_FSIZE and the Go memory limit on itself before any
// model code runs; the kernel kills it when the engine dies (Linux).
//
// What is not here: the sandbox (no network, no user files). Options.Prepare
// is where it is applied to the worker's exec.Cmd.
package worker

import (
	"context"
	"errors"
	"fmt"
	"github.com/rlm-go/rlm/internal/inputs"
	"os"
	"os/exec"
	"sync"
	"time"

	"github.com/rlm-go/rlm/eval"
)

// ErrClosed is returned by Exec on a closed session and by NewSession on a
// closed backend.
var ErrClosed = errors.New("worker: closed")

// Options configures a Backend. Zero values pick the defaults.
type Options struct {
	// Inner is the in-process backend the workers run, as this process
	// knows it: its Name selects the backend in the worker (through the
	// open function given to RunIfWorker) and its Version and Language
	// describe this backend. Its NewSession is never called here.
	Inner eval.Backend
	// Executable and Args start a worker. Default: Executable() (rlm-worker
	// beside this program, else this program) with Args {WorkerArg,
	// Inner.Name()}.
	Executable string
	Args       []string
	// Env is the whole environment of a worker. Nothing of the engine's
	// environment is passed by default: model code must not find API keys.
	Env []string
	// Dir is the worker's working directory; empty means the engine's.
	Dir string
	// Prepare, when set, is called with every worker's command before it
	// starts: the seam where a sandbox wraps or restricts the process
	// (namespaces, Landlock, a bubblewrap prefix). SysProcAttr already has
	// Setpgid and, on Linux, Pdeathsig set; keep them.
	// It returns a function called once the worker has been reaped (to
	// remove a cgroup, say); it may be nil.
	Prepare func(cmd *exec.Cmd) (release func(), err error)
	// Start, when set, starts every worker in place of cmd.Start (Prepare
	// is then not called): cmd carries the program, its arguments,
	// environment and descriptors (Stdin and Stdout nil for /dev/null,
	// Stderr an *os.File, ExtraFiles from fd 3). A worker started this way
	// must still die with everything it started when Kill is called.
	Start func(ctx context.Context, cmd *exec.Cmd) (Process, error)
	// MemoryLimit is a session's memory limit when its config sets none,
	// in bytes. Default 1 GiB; negative means no limit.
	MemoryLimit int64
	// CPULimit is the CPU time one worker may use over its whole life, a
	// backstop behind the cell timeout. Default 1h; negative means none.
	CPULimit time.Duration
	// FileSizeLimit bounds any file a worker writes, its stderr included.
	// Default 64 MiB; negative means none.
	FileSizeLimit int64
	// Grace is how long past its cell timeout (or past an interrupt when
	// Exec's ctx ends) a cell may take to return before its worker is
	// killed and restarted. The in-process backends stop a cell at its
	// timeout themselves; the grace catches a stuck interpreter. Default 5s.
	Grace time.Duration
	// StartTimeout bounds starting one worker and opening its session.
	// Default 20s.
	StartTimeout time.Duration
	// PoolSize is how many started workers wait for a session. Default 2;
	// negative means none (each session starts its worker).
	PoolSize int
	// MaxCallBytes bounds one host call's encoded arguments and one cell's
	// encoded result (a final answer may be long). Default 256 MiB.
	MaxCallBytes int
	// ContextFile, when set, may return an open file that holds exactly the
	// bytes of s (the file the user gave, mapped by the engine), so that it
	// is shared with the workers instead of written again. The file stays
	// the caller's: it is not closed here.
	ContextFile func(s string) (*os.File, bool)
}

// Defaults.
const (
	DefaultMemoryLimit   = 1 << 30
	DefaultCPULimit      = time.Hour
	DefaultFileSizeLimit = 64 << 20
	DefaultGrace         = 5 * time.Second
	DefaultStartTimeout  = 20 * time.Second
	DefaultPoolSize      = 2
	DefaultMaxCallBytes  = 256 << 20
	defaultMaxOutput     = 1 << 20
)

// Backend is an eval.Backend whose sessions each run in a worker process.
// It is safe for concurrent use. Close it to stop its pool.
type Backend struct {
	opts   Options
	exe    string
	args   []string
	limits frameLimits
	files  *inputs.Shared[inputs.File]

	poolOnce sync.Once
	ready    chan *proc
	quit     chan struct{}
	poolWG   sync.WaitGroup

	mu       sync.Mutex
	closed   bool
	sessions map[*Session]struct{}
}

// New returns a backend that runs opts.Inner in worker processes. No
// process starts before the first NewSession.
func New(opts Options) *Backend {
	if opts.MemoryLimit == 0 {
		opts.MemoryLimit = DefaultMemoryLimit
	}
	if opts.CPULimit == 0 {
		opts.CPULimit = DefaultCPULimit
	}
	if opts.FileSizeLimit == 0 {
		opts.FileSizeLimit = DefaultFileSizeLimit
	}
	if opts.Grace <= 0 {
		opts.Grace = DefaultGrace
	}
	if opts.StartTimeout <= 0 {
		opts.StartTimeout = DefaultStartTimeout
	}
	if opts.PoolSize == 0 {
		opts.PoolSize = DefaultPoolSize
	}
	if opts.MaxCallBytes <= 0 {
		opts.MaxCallBytes = DefaultMaxCallBytes
	}
	b := &Backend{
		opts:     opts,
		exe:      opts.Executable,
		args:     opts.Args,
		files:    inputs.NewFiles(opts.ContextFile),
		ready:    make(chan *proc),
		quit:     make(chan struct{}),
		sessions: map[*Session]struct{}{},
	}
	if b.args == nil && opts.Inner != nil {
		b.args = []string{WorkerArg, opts.Inner.Name()}
	}
	b.limits = frameLimits{call: opts.MaxCallBytes, result: opts.MaxCallBytes}
	return b
}

// Name implements eval.Backend: the inner backend's name.
func (b *Backend) Name() string { return b.opts.Inner.Name() }

// Version implements eval.Backend.
func (b *Backend) Version() string { return b.opts.Inner.Version() + " (worker process)" }

// Language implements eval.Backend.
func (b *Backend) Language() eval.Language { return b.opts.Inner.Language() }

func (b *Backend) check() error {
	switch {
	case !supported:
		return errors.New("worker: worker processes are not supported on this platform; run the backend in-process")
	case b.opts.Inner == nil:
		return errors.New("worker: Options.Inner is not set")
	}
	if b.exe == "" {
		c, err := Executable()
		if err != nil {
			return err
		}
		b.exe = c.Path
	}
	return nil
}

// NewSession takes a started worker from the pool (or starts one), maps the
// contexts into it and opens its session. The session lives until Close or
// until ctx ends, whichever comes first.
func (b *Backend) NewSession(ctx context.Context, cfg eval.SessionConfig) (eval.Session, error) {
	return b.newSession(ctx, cfg)
}

func (b *Backend) newSession(ctx context.Context, cfg eval.SessionConfig) (*Session, error) {
	var err error
	b.poolOnce.Do(func() {
		if err = b.check(); err == nil {
			b.startPool()
		}
	})
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if cfg.MaxOutput <= 0 {
		cfg.MaxOutput = defaultMaxOutput
	}
	if cfg.MemoryLimit == 0 {
		cfg.MemoryLimit = b.opts.MemoryLimit
	}
	s := &Session{b: b, cfg: cfg, base: context.WithoutCancel(ctx)}
	held, release, err := b.files.Acquire(cfg.Contexts)
	if err != nil {
		return nil, fmt.Errorf("worker: %w", err)
	}
	s.release = release
	for _, c := range held {
		s.files = append(s.files, c.File)
	}
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		s.release()
		return nil, ErrClosed
	}
	b.sessions[s] = struct{}{}
	b.mu.Unlock()
	p, err := s.open(ctx)
	if err != nil {
		b.forget(s)
		s.release()
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

func (b *Backend) forget(s *Session) {
	b.mu.Lock()
	delete(b.sessions, s)
	b.mu.Unlock()
}

// startPool starts the goroutines that each keep one worker started and
// waiting.
func (b *Backend) startPool() {
	for range max(b.opts.PoolSize, 0) {
		b.poolWG.Add(1)
		go b.fill()
	}
}

func (b *Backend) fill() {
	defer b.poolWG.Done()
	backoff := 100 * time.Millisecond
	for {
		select {
		case <-b.quit:
			return
		default:
		}
		p, err := b.start(context.Background())
		if err != nil {
			// NewSession starts its own worker and reports the error;
			// here, wait before trying again.
			select {
			case <-b.quit:
				return
			case <-time.After(backoff):
			}
			backoff = min(2*backoff, 30*time.Second)
			continue
		}
		backoff = 100 * time.Millisecond
		select {
		case b.ready <- p:
		case <-p.gone:
			// Died while waiting (killed from outside): start another.
			p.kill()
			p.wait()
		case <-b.quit:
			p.kill()
			p.wait()
			return
		}
	}
}

// get returns a started worker: a waiting one if there is one, else a new
// one.
func (b *Backend) get(ctx context.Context) (*proc, error) {
	for {
		select {
		case p := <-b.ready:
			select {
			case <-p.gone:
				p.kill()
				p.wait()
				continue
			default:
			}
			return p, nil
		default:
			return b.start(ctx)
		}
	}
}

// Close stops the pool, closes every open session (killing its worker) and
// removes the context files. Safe to call more than once.
func (b *Backend) Close() error {
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return nil
	}
	b.closed = true
	sessions := make([]*Session, 0, len(b.sessions))
	for s := range b.sessions {
		sessions = append(sessions, s)
	}
	b.mu.Unlock()
	close(b.quit)
	for _, s := range sessions {
		s.Close()
	}
	b.poolWG.Wait()
	return nil
}

var _ eval.Backend = (*Backend)(nil)
