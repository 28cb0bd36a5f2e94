package worker

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/internal/inputs"
)

// proc is one worker process as the parent sees it. One goroutine reads its
// socket and one reaps it; host calls each get a goroutine for as long as
// the host takes, since a host call may wait seconds on a model.
type proc struct {
	process Process
	conn    *net.UnixConn
	wmu     sync.Mutex
	stderr  *os.File // the worker's fd 2: an unlinked file, read on death
	limits  frameLimits

	hello   chan string // the backend's version, once
	events  chan event  // ready, fatal and result frames, in order
	gone    chan struct{}
	readErr error // why the reader stopped; read after gone is closed
	exited  chan struct{}
	status  syscall.WaitStatus // read after exited is closed
	waitErr error              // likewise

	killOnce sync.Once
	killed   chan struct{}
	// killedLive is set when the engine's kill found the process still
	// running: a SIGKILL it did not send is the kernel's.
	killedLive atomic.Bool

	deathOnce sync.Once
	why       string // set by deathOnce

	mu      sync.Mutex
	binding *binding
	calls   map[uint64]context.CancelFunc
}

// binding is what host calls of a worker are served with once a session
// owns it.
type binding struct {
	host eval.Host
	// base is the context a call runs under: the running cell's, else the
	// session's.
	base func() context.Context
}

type event struct {
	op   byte
	body []byte
}

type frameLimits struct {
	call   int // a host call's arguments
	result int // a cell's result
}

func (l frameLimits) of(op byte) int {
	switch op {
	case opCall:
		return l.call
	case opResult:
		return l.result
	}
	return maxControlFrame
}

// start launches a worker for backend name and waits for it to open the
// backend.
func (b *Backend) start(ctx context.Context) (*proc, error) {
	parentEnd, childEnd, err := socketPair()
	if err != nil {
		return nil, err
	}
	stderr, err := stderrFile()
	if err != nil {
		parentEnd.Close()
		childEnd.Close()
		return nil, fmt.Errorf("worker: stderr file: %w", err)
	}

	cmd := exec.Command(b.exe, b.args...)
	// Never nil (nil would mean the engine's environment). GOGC=off: a
	// worker's start-up allocates a few MB that all stay live, so collecting
	// during it is wasted CPU on every session; serveChild turns the
	// collector on before any model code runs. GOMAXPROCS=1: a worker runs
	// one session whose goroutines mostly wait on the engine, and idle Ps
	// spinning for work cost ~10% of a worker's CPU; many workers share the
	// machine's cores anyway.
	cmd.Env = append([]string{"GOGC=off", "GOMAXPROCS=1"}, b.opts.Env...)
	cmd.Stdin = nil  // /dev/null
	cmd.Stdout = nil // /dev/null: code that reaches fd 1 writes nowhere
	cmd.Stderr = stderr
	cmd.ExtraFiles = []*os.File{childEnd} // fd 3
	cmd.Dir = b.opts.Dir
	process, err := b.launch(ctx, cmd)
	childEnd.Close()
	if err != nil {
		parentEnd.Close()
		stderr.Close()
		return nil, err
	}
	fc, err := net.FileConn(parentEnd)
	parentEnd.Close()
	if err != nil {
		process.Kill()
		process.Wait()
		stderr.Close()
		return nil, fmt.Errorf("worker: socket: %w", err)
	}
	p := &proc{
		process: process,
		conn:    fc.(*net.UnixConn),
		stderr:  stderr,
		limits:  b.limits,
		hello:   make(chan string, 1),
		events:  make(chan event, 4),
		gone:    make(chan struct{}),
		exited:  make(chan struct{}),
		killed:  make(chan struct{}),
		calls:   map[uint64]context.CancelFunc{},
	}
	go func() {
		p.status, p.waitErr = process.Wait()
		close(p.exited)
	}()
	go p.readLoop()

	ctx, cancel := context.WithTimeout(ctx, b.opts.StartTimeout)
	defer cancel()
	select {
	case got := <-p.hello:
		if want := helloText(b.opts.Inner.Version()); got != want {
			p.kill()
			return nil, fmt.Errorf("worker: %s serves %q, this program needs %q (a worker program of another build: reinstall it with this one, or unset $%s)",
				b.exe, got, want, ExecutableEnv)
		}
		return p, nil
	case ev := <-p.events:
		p.kill()
		if ev.op == opFatal {
			d := &dec{b: ev.body}
			return nil, fmt.Errorf("worker: %s", d.str())
		}
		return nil, fmt.Errorf("worker: sent op %q before it was ready", ev.op)
	case <-p.gone:
		p.kill()
		return nil, fmt.Errorf("worker: %s %s exited at start: %s", b.exe, strings.Join(b.args, " "), p.death())
	case <-ctx.Done():
		p.kill()
		return nil, fmt.Errorf("worker: %s %s did not start within %s (does the program call worker.RunIfWorker first thing in main, or in TestMain?): %w",
			b.exe, strings.Join(b.args, " "), b.opts.StartTimeout, ctx.Err())
	}
}

// stderrFile is where a worker's fd 2 goes: read only to name the cause of
// its death, so it needs no name (RLIMIT_FSIZE bounds it).
func stderrFile() (*os.File, error) {
	if f, err := inputs.MemFile("rlm-worker-stderr"); err == nil {
		return f, nil
	}
	f, err := os.CreateTemp("", "rlm-worker-stderr-*")
	if err != nil {
		return nil, err
	}
	os.Remove(f.Name())
	return f, nil
}

func (p *proc) readLoop() {
	defer close(p.gone)
	r := bufio.NewReaderSize(p.conn, 64<<10)
	for {
		op, body, err := readFrame(r, p.limits.of)
		if err != nil {
			p.readErr = err
			if errors.Is(err, errFrameTooBig) {
				// A worker that floods is killed, not read.
				p.kill()
			}
			p.cancelCalls()
			return
		}
		switch op {
		case opHello:
			d := &dec{b: body}
			select {
			case p.hello <- d.str():
			default:
			}
		case opCall:
			p.serveCall(body)
		case opCancel:
			d := &dec{b: body}
			id := d.uvarint()
			p.mu.Lock()
			cancel := p.calls[id]
			p.mu.Unlock()
			if cancel != nil {
				cancel()
			}
		default:
			select {
			case p.events <- event{op, body}:
			case <-p.killed:
				return
			}
		}
	}
}

func (p *proc) serveCall(body []byte) {
	d := &dec{b: body}
	id := d.uvarint()
	name := d.str()
	args := d.args()
	if d.err != nil {
		p.send(encodeReply(id, nil, fmt.Errorf("bad call frame: %v", d.err)))
		return
	}
	p.mu.Lock()
	bnd := p.binding
	if bnd == nil {
		p.mu.Unlock()
		p.send(encodeReply(id, nil, fmt.Errorf("%s is not available: no session owns this worker", name)))
		return
	}
	ctx, cancel := context.WithCancel(bnd.base())
	p.calls[id] = cancel
	p.mu.Unlock()
	go func() {
		var v any
		var err error
		if bnd.host == nil {
			err = fmt.Errorf("%s is not available in this session (no host)", name)
		} else {
			v, err = bnd.host.Call(ctx, name, args)
		}
		p.mu.Lock()
		_, live := p.calls[id]
		delete(p.calls, id)
		p.mu.Unlock()
		cancel()
		if live {
			p.send(encodeReply(id, v, err))
		}
	}()
}

// cancelCalls ends every host call in flight: the worker that asked is gone.
func (p *proc) cancelCalls() {
	p.mu.Lock()
	calls := p.calls
	p.calls = map[uint64]context.CancelFunc{}
	p.mu.Unlock()
	for _, cancel := range calls {
		cancel()
	}
}

func (p *proc) bind(bnd *binding) {
	p.mu.Lock()
	p.binding = bnd
	p.mu.Unlock()
}

// send writes one frame; frames from concurrent replies never interleave.
// An error means the worker is gone, which the reader notices on its own.
func (p *proc) send(b []byte, files ...*os.File) error {
	p.wmu.Lock()
	defer p.wmu.Unlock()
	if len(files) > 0 {
		_, _, err := p.conn.WriteMsgUnix(b, unixRights(files), nil)
		return err
	}
	_, err := p.conn.Write(b)
	return err
}

// launch starts the worker's process: through Options.Start where the
// caller hosts workers, else as cmd itself (after Options.Prepare).
func (b *Backend) launch(ctx context.Context, cmd *exec.Cmd) (Process, error) {
	if b.opts.Start != nil {
		p, err := b.opts.Start(ctx, cmd)
		if err != nil {
			return nil, fmt.Errorf("worker: starting the worker process: %w", err)
		}
		return p, nil
	}
	cmd.SysProcAttr = sysProcAttr()
	release := func() {}
	if b.opts.Prepare != nil {
		rel, err := b.opts.Prepare(cmd)
		if rel != nil {
			release = rel
		}
		if err != nil {
			return nil, fmt.Errorf("worker: preparing the worker process: %w", err)
		}
	}
	if err := cmd.Start(); err != nil {
		release()
		return nil, fmt.Errorf("worker: starting %s: %w", b.exe, err)
	}
	return &cmdProcess{cmd: cmd, release: release}, nil
}

// Process is a running worker process as its starter knows it.
type Process interface {
	// Kill ends the process and everything it started.
	Kill()
	// Wait blocks until the process has exited, frees what was made for
	// it, and says how it ended: its wait status, and an error describing
	// an end that was not exit status 0.
	Wait() (syscall.WaitStatus, error)
}

// cmdProcess is a worker this process started itself.
type cmdProcess struct {
	cmd     *exec.Cmd
	release func()
}

func (c *cmdProcess) Kill() { signalGroup(c.cmd.Process.Pid, syscall.SIGKILL) }

func (c *cmdProcess) Wait() (syscall.WaitStatus, error) {
	err := c.cmd.Wait()
	c.release()
	ws, _ := c.cmd.ProcessState.Sys().(syscall.WaitStatus)
	return ws, err
}

// kill ends the worker's whole process group.
func (p *proc) kill() {
	p.killOnce.Do(func() {
		select {
		case <-p.exited:
		default:
			p.killedLive.Store(true)
		}
		close(p.killed)
		p.process.Kill()
		p.cancelCalls()
	})
}

// wait reaps a killed or dead worker and ends its reader.
func (p *proc) wait() {
	<-p.exited
	p.conn.Close()
	<-p.gone
	p.cancelCalls()
	p.deathOnce.Do(func() {
		p.why = p.describeDeath()
		p.stderr.Close()
	})
}

// death says why a worker that is gone went: its exit status and what it
// said on stderr about the cause.
func (p *proc) death() string {
	select {
	case <-p.exited:
	case <-time.After(2 * time.Second):
		return "its socket closed but the process did not exit"
	}
	p.deathOnce.Do(func() {
		p.why = p.describeDeath()
		p.stderr.Close()
	})
	return p.why
}

func (p *proc) describeDeath() string {
	status := "exit status 0"
	if p.waitErr != nil {
		status = p.waitErr.Error()
	}
	if ws := p.status; ws.Signaled() && ws.Signal() == syscall.SIGKILL && !p.killedLive.Load() {
		if oom, ok := p.process.(interface{ OOMKilled() bool }); ok && oom.OOMKilled() {
			status += "; killed by the kernel: out of memory (its memory cgroup's limit)"
		} else {
			status += "; killed by the kernel: the CPU time limit, or the machine ran out of memory"
		}
	}
	if errors.Is(p.readErr, errFrameTooBig) {
		return fmt.Sprintf("it sent more than the protocol allows (%v) and was killed", p.readErr)
	}
	if cause := p.cause(); cause != "" {
		return fmt.Sprintf("%s (%s)", cause, status)
	}
	return status
}

// cause picks the line that names a fatal error from the head of the
// worker's stderr, where the Go runtime writes it before any stack dump.
func (p *proc) cause() string {
	var head [8 << 10]byte
	n, _ := p.stderr.ReadAt(head[:], 0)
	text := string(head[:n])
	var first string
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(line, "fatal error: "):
			if strings.Contains(line, "out of memory") {
				return line
			}
			if strings.Contains(line, "address space collisions") {
				// How a -race build reports a mapping refused at RLIMIT_AS.
				return "fatal error: out of memory (" + strings.TrimPrefix(line, "fatal error: ") + ")"
			}
			return line
		case strings.Contains(line, "ThreadSanitizer failed to allocate"):
			// A -race build's worker at RLIMIT_AS.
			return "fatal error: out of memory (" + line + ")"
		case strings.HasPrefix(line, "runtime: out of memory"):
			return "fatal error: " + strings.TrimPrefix(line, "runtime: ")
		case strings.HasPrefix(line, "panic: ") || strings.HasPrefix(line, "rlm worker: "):
			if first == "" || !strings.HasPrefix(first, "panic: ") {
				first = line
			}
		case first == "" && line != "":
			first = line
		}
	}
	if len(first) > 300 {
		first = first[:300] + "..."
	}
	return first
}
