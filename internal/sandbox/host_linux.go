package sandbox

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// MinHostLandlock is the Landlock ABI a Host needs: from 6 on, a domain may
// neither signal nor reach the abstract sockets of processes outside it, so
// programs sharing the host's namespaces stay apart.
const MinHostLandlock = 6

// Host is one sandbox (namespaces, a private root over the policy's paths)
// that many programs run in, each started on request and confined on its
// own: a Landlock domain that sees only its own directories and the
// read-only paths, rlimits, and cgroups the caller makes for it (Limit).
// Starting a program then costs one process, not a launcher and a set of
// namespaces each. The host process starts on first use and again after it
// died; its death ends every program in it.
type Host struct {
	policy Policy
	report Report

	mu     sync.Mutex
	conn   *hostConn
	closed bool
}

// NewHost checks that programs can be hosted here under p (p.Workdir is
// the host's own directory: the programs' directories go beneath it).
func NewHost(p Policy) (*Host, error) {
	rep := Probe()
	if !rep.Enforced() {
		return nil, fmt.Errorf("%w: %s", ErrUnavailable, rep.Reason)
	}
	if rep.Landlock < MinHostLandlock {
		return nil, fmt.Errorf("%w: Landlock ABI %d is older than %d (no signal and socket scoping between programs)",
			ErrUnavailable, rep.Landlock, MinHostLandlock)
	}
	if _, err := newPlan(p); err != nil {
		return nil, err
	}
	rep.Network = !p.Network
	return &Host{policy: p, report: rep}, nil
}

// Report says what the host enforces on its programs (limits aside).
func (h *Host) Report() Report { return h.report }

// HostCommand is a program to start in a Host.
type HostCommand struct {
	Path string
	Args []string
	Env  []string
	// Dir is the working directory, beneath the host's.
	Dir string
	// ReadOnly and Writable are what the program may see (system paths are
	// not added: name them); Writable directories are beneath the host's.
	ReadOnly, Writable []string
	// Files are the program's descriptors 0, 1, 2, ...; a nil entry is
	// /dev/null.
	Files []*os.File
	// MaxFileBytes and CPUSeconds are rlimits, when positive.
	MaxFileBytes, CPUSeconds int64
}

// HostProcess is a program running in a Host.
type HostProcess struct {
	// Pid is the program's pid as this process sees it; 0 when it was gone
	// before that could be learned.
	Pid    int
	nsPid  int
	exited chan struct{}
	status syscall.WaitStatus
	err    error // the host stopped before the program's exit was reported
}

// Done is closed when the program has exited.
func (p *HostProcess) Done() <-chan struct{} { return p.exited }

// Wait returns the program's wait status once it has exited, with an
// error when it did not exit with status 0 (worded as os/exec words it) or
// when its host stopped, which killed it.
func (p *HostProcess) Wait() (syscall.WaitStatus, error) {
	<-p.exited
	if p.err != nil {
		return p.status, p.err
	}
	return p.status, WaitStatusError(p.status)
}

// Kill sends SIGKILL to the program's process group.
func (p *HostProcess) Kill() {
	if p.Pid > 0 {
		_ = unix.Kill(-p.Pid, unix.SIGKILL)
		_ = unix.Kill(p.Pid, unix.SIGKILL)
	}
}

type hostConn struct {
	cmd     *exec.Cmd
	box     *Handle
	ctl     *net.UnixConn
	wmu     sync.Mutex
	exited  chan struct{} // cmd.Wait returned
	done    chan struct{} // the reader ended: every program is gone
	mu      sync.Mutex
	nextID  uint64
	pending map[uint64]chan hostStart
	procs   map[int]*HostProcess // by pid inside
}

type hostStart struct {
	p   *HostProcess
	err error
}

var errHostStopped = errors.New("sandbox: the host stopped")

// Start starts c in the host. A host that dies while asked starts again for
// a second try: its death ended only the programs already in it.
func (h *Host) Start(ctx context.Context, c HostCommand) (*HostProcess, error) {
	p, err := h.start(ctx, c)
	if errors.Is(err, errHostStopped) {
		p, err = h.start(ctx, c)
	}
	return p, err
}

func (h *Host) start(ctx context.Context, c HostCommand) (*HostProcess, error) {
	if len(c.Files) > maxHostFiles {
		return nil, fmt.Errorf("sandbox: %d descriptors; a hosted program gets at most %d", len(c.Files), maxHostFiles)
	}
	hc, err := h.connection()
	if err != nil {
		return nil, err
	}
	var null *os.File
	fds := make([]int, len(c.Files))
	for i, f := range c.Files {
		if f == nil {
			if null == nil {
				if null, err = os.Open(os.DevNull); err != nil {
					return nil, err
				}
				defer null.Close()
			}
			f = null
		}
		fds[i] = int(f.Fd())
	}
	req := hostRequest{Op: "start", Path: c.Path, Args: c.Args, Env: c.Env, Dir: c.Dir,
		ReadOnly: c.ReadOnly, Writable: c.Writable, Files: len(fds)}
	if req.Env == nil {
		req.Env = []string{}
	}
	if c.MaxFileBytes > 0 {
		req.Rlimits = append(req.Rlimits, rlimit{unix.RLIMIT_FSIZE, uint64(c.MaxFileBytes)})
	}
	if c.CPUSeconds > 0 {
		req.Rlimits = append(req.Rlimits, rlimit{unix.RLIMIT_CPU, uint64(c.CPUSeconds)})
	}
	req.Rlimits = append(req.Rlimits, rlimit{unix.RLIMIT_CORE, 0})
	reply := make(chan hostStart, 1)
	hc.mu.Lock()
	hc.nextID++
	req.ID = hc.nextID
	hc.pending[req.ID] = reply
	hc.mu.Unlock()
	b, err := json.Marshal(req)
	if err != nil {
		return nil, err
	}
	hc.wmu.Lock()
	_, _, err = hc.ctl.WriteMsgUnix(b, unix.UnixRights(fds...), nil)
	hc.wmu.Unlock()
	runtime.KeepAlive(c.Files) // open until sent
	if err != nil {
		hc.mu.Lock()
		delete(hc.pending, req.ID)
		hc.mu.Unlock()
		return nil, fmt.Errorf("sandbox: the host is gone: %w", err)
	}
	// The host answers at once; the context only bounds a host that hangs,
	// and a program started after it ended is ended in turn.
	select {
	case r := <-reply:
		return r.p, r.err
	case <-ctx.Done():
		go func() {
			if r := <-reply; r.p != nil {
				r.p.Kill()
			}
		}()
		return nil, ctx.Err()
	}
}

// connection returns the running host, starting one if there is none or
// the last one died.
func (h *Host) connection() (*hostConn, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		return nil, errors.New("sandbox: the host is closed")
	}
	if hc := h.conn; hc != nil {
		select {
		case <-hc.done:
			hc.shutdown()
			h.conn = nil
		default:
			return hc, nil
		}
	}
	hc, err := h.startHost()
	if err != nil {
		return nil, err
	}
	h.conn = hc
	return hc, nil
}

func (h *Host) startHost() (*hostConn, error) {
	self, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("sandbox: finding this program to run as the host: %w", err)
	}
	pl, err := newPlan(h.policy)
	if err != nil {
		return nil, err
	}
	pl.Host = true
	pl.Landlock = h.report.Landlock > 0
	pl.Rlimits = []rlimit{{unix.RLIMIT_CORE, 0}}
	spec, err := json.Marshal(pl)
	if err != nil {
		return nil, err
	}
	ctl, theirs, err := ControlPair(true)
	if err != nil {
		return nil, fmt.Errorf("sandbox: host socket: %w", err)
	}
	defer theirs.Close()
	cmd := exec.Command(self, launchArg, string(spec))
	cmd.Env = []string{}
	cmd.ExtraFiles = []*os.File{theirs} // fd 3
	cmd.SysProcAttr = namespaced(&syscall.SysProcAttr{Setpgid: true}, h.policy.Network)
	stderr := &limitedWriter{n: 4 << 10}
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		ctl.Close()
		return nil, fmt.Errorf("sandbox: starting the host: %w", err)
	}
	hc := &hostConn{cmd: cmd, ctl: ctl, exited: make(chan struct{}), done: make(chan struct{}),
		pending: map[uint64]chan hostStart{}, procs: map[int]*HostProcess{}}
	go func() {
		cmd.Wait()
		close(hc.exited)
	}()
	go hc.readLoop(stderr.String)
	return hc, nil
}

// readLoop takes the host's replies and exit reports until its control
// socket ends, which means the host and every program in it are gone.
func (hc *hostConn) readLoop(stderr func() string) {
	buf := make([]byte, 64<<10)
	oob := make([]byte, unix.CmsgSpace(unix.SizeofUcred))
	for {
		n, oobn, _, _, err := hc.ctl.ReadMsgUnix(buf, oob)
		if err != nil || n == 0 {
			break
		}
		var m hostReply
		if json.Unmarshal(buf[:n], &m) != nil {
			continue
		}
		switch m.Op {
		case "started", "failed":
			hc.mu.Lock()
			reply := hc.pending[m.ID]
			delete(hc.pending, m.ID)
			var r hostStart
			if m.Op == "failed" {
				r.err = fmt.Errorf("sandbox: the host could not start the program: %s", m.Error)
			} else {
				p := &HostProcess{nsPid: m.Pid, Pid: hc.outsidePid(m.Pid, oob[:oobn]), exited: make(chan struct{})}
				hc.procs[m.Pid] = p
				r.p = p
			}
			hc.mu.Unlock()
			if reply != nil {
				reply <- r
			} else if r.p != nil {
				r.p.Kill()
			}
		case "exit":
			hc.mu.Lock()
			p := hc.procs[m.Pid]
			delete(hc.procs, m.Pid)
			hc.mu.Unlock()
			if p != nil {
				p.status = syscall.WaitStatus(m.Status)
				close(p.exited)
			}
		}
	}
	state := "its control socket closed"
	select {
	case <-hc.exited:
		state = hc.cmd.ProcessState.String()
	case <-time.After(2 * time.Second):
	}
	why := fmt.Errorf("%w (%s)", errHostStopped, state)
	if s := stderr(); s != "" {
		why = fmt.Errorf("%w (%s): %s", errHostStopped, state, s)
	}
	hc.mu.Lock()
	for id, reply := range hc.pending {
		reply <- hostStart{err: why}
		delete(hc.pending, id)
	}
	procs := hc.procs
	hc.procs = map[int]*HostProcess{}
	hc.mu.Unlock()
	for _, p := range procs {
		p.err = why
		close(p.exited)
	}
	close(hc.done)
}

// outsidePid is the pid this process knows a program by: from the
// credentials the host attached, else found among the host's children by
// the pid it has inside.
func (hc *hostConn) outsidePid(inside int, oob []byte) int {
	if msgs, err := unix.ParseSocketControlMessage(oob); err == nil {
		for _, m := range msgs {
			if cred, err := unix.ParseUnixCredentials(&m); err == nil && cred.Pid > 0 && int(cred.Pid) != hc.cmd.Process.Pid {
				return int(cred.Pid)
			}
		}
	}
	return childByInsidePid(hc.cmd.Process.Pid, inside)
}

// childByInsidePid finds the child of parent whose pid in its own namespace
// is inside (the last field of NSpid in /proc/PID/status).
func childByInsidePid(parent, inside int) int {
	ents, _ := os.ReadDir("/proc")
	want := strconv.Itoa(inside)
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		f, err := os.Open(filepath.Join("/proc", e.Name(), "status"))
		if err != nil {
			continue
		}
		ppid, nspid := "", ""
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if v, ok := strings.CutPrefix(sc.Text(), "PPid:"); ok {
				ppid = strings.TrimSpace(v)
			} else if v, ok := strings.CutPrefix(sc.Text(), "NSpid:"); ok {
				fs := strings.Fields(v)
				if len(fs) > 0 {
					nspid = fs[len(fs)-1]
				}
			}
		}
		f.Close()
		if ppid == strconv.Itoa(parent) && nspid == want {
			return pid
		}
	}
	return 0
}

// shutdown ends the host and, with its PID namespace, all its programs.
func (hc *hostConn) shutdown() {
	hc.ctl.Close() // the host exits at the end of its control socket
	select {
	case <-hc.exited:
	case <-time.After(2 * time.Second):
		_ = unix.Kill(-hc.cmd.Process.Pid, unix.SIGKILL)
		<-hc.exited
	}
	<-hc.done
}

// Close ends the host and every program in it. Safe to call more than once.
func (h *Host) Close() error {
	h.mu.Lock()
	h.closed = true
	hc := h.conn
	h.conn = nil
	h.mu.Unlock()
	if hc != nil {
		hc.shutdown()
	}
	return nil
}

// limitedWriter keeps the first n bytes written to it.
type limitedWriter struct {
	mu sync.Mutex
	b  strings.Builder
	n  int
}

func (l *limitedWriter) Write(b []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if room := l.n - l.b.Len(); room > 0 {
		l.b.Write(b[:min(len(b), room)])
	}
	return len(b), nil
}

func (l *limitedWriter) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return strings.TrimSpace(l.b.String())
}

// ControlPair makes the control channel of a long-lived helper process (a
// sandbox host, a fork server): a SOCK_SEQPACKET pair, one message per
// packet, whose second end the caller gives the process (and then closes).
// With passCred the first end receives the senders' credentials.
func ControlPair(passCred bool) (*net.UnixConn, *os.File, error) {
	fds, err := unix.Socketpair(unix.AF_UNIX, unix.SOCK_SEQPACKET|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return nil, nil, err
	}
	if passCred {
		if err := unix.SetsockoptInt(fds[0], unix.SOL_SOCKET, unix.SO_PASSCRED, 1); err != nil {
			unix.Close(fds[0])
			unix.Close(fds[1])
			return nil, nil, err
		}
	}
	mine := os.NewFile(uintptr(fds[0]), "control")
	theirs := os.NewFile(uintptr(fds[1]), "control")
	c, err := net.FileConn(mine)
	mine.Close()
	if err != nil {
		theirs.Close()
		return nil, nil, err
	}
	return c.(*net.UnixConn), theirs, nil
}
