package cpython

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sync"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/internal/inputs"
	"github.com/rlm-go/rlm/internal/sandbox"
	"github.com/rlm-go/rlm/internal/workdirs"
)

// minForkLandlock is the Landlock ABI that scopes signals and abstract unix
// sockets (6): without it a forked session could signal its siblings and the
// zygote, which share its sandbox, so sessions get a sandbox each instead.
const minForkLandlock = 6

// forkAvailable says whether sessions can be forked from a zygote here, or
// why not.
func forkAvailable(rep sandbox.Report) (bool, string) {
	switch {
	case !rep.Enforced():
		return false, "no sandbox to fork sessions inside (" + rep.String() + ")"
	case rep.Landlock < minForkLandlock:
		return false, fmt.Sprintf("Landlock ABI %d is older than %d (no signal and socket scoping), so every session starts its own sandboxed interpreter",
			rep.Landlock, minForkLandlock)
	}
	return true, ""
}

// forkServer is one sandboxed CPython zygote, started on first use and again
// whenever it died, with the driver, its imports and the prelude loaded once,
// and a warm pool of its forked children waiting for a session. All sessions
// it serves share its sandbox (namespaces, a private root); each child then
// confines itself further before any model code runs (see driver.py): a
// Landlock domain of its own that sees only its work directory, the
// installation and its contexts, and may neither signal nor connect to its
// siblings or the zygote; cgroups of its own for memory and processes.
type forkServer struct {
	b *Backend
	// base is the zygote's work directory, the only writable place it
	// sees: sessions' directories and context files are made under it.
	base     string
	poolSize int
	// dirs are the sessions' directories (tmp/, work/, stdout, stderr),
	// kept emptied for the next sessions.
	dirs *workdirs.Pool

	mu     sync.Mutex
	z      *zygote
	closed bool
	filler bool // the pool's filler goroutine was started

	pool      chan *proc // ready children; the filler holds one more
	stop      chan struct{}
	stopOnce  sync.Once
	fillerRan sync.WaitGroup
}

func newForkServer(b *Backend, poolSize int) (*forkServer, error) {
	base, err := workdirs.MkdirTemp("rlm-cpython-fork-")
	if err != nil {
		return nil, fmt.Errorf("cpython: creating the fork server's directory: %w", err)
	}
	fs := &forkServer{b: b, base: base, poolSize: poolSize, stop: make(chan struct{}),
		dirs: &workdirs.Pool{Base: base, Pattern: "rlm-cpython-*", Max: maxSpareSessionDirs, Reset: resetSessionDir}}
	if poolSize > 0 {
		fs.pool = make(chan *proc, poolSize-1)
	}
	return fs, nil
}

// maxSpareSessionDirs bounds the ended sessions' directories kept.
const maxSpareSessionDirs = 64

// resetSessionDir empties an ended forked session's directory for the next
// one, keeping its layout.
func resetSessionDir(dir string) error {
	return workdirs.EmptyExcept(dir, map[string]func(string) error{
		"tmp": workdirs.EmptySubdir, "work": workdirs.EmptySubdir,
		"stdout": workdirs.Truncate, "stderr": workdirs.Truncate,
	})
}

// zygote is one running fork server.
type zygote struct {
	cmd    *exec.Cmd
	box    *sandbox.Handle
	ctl    *net.UnixConn // SOCK_SEQPACKET: one message per packet
	wmu    sync.Mutex
	exited chan struct{} // cmd.Wait returned
	done   chan struct{} // the control channel ended; children marked gone

	mu       sync.Mutex
	gone     bool
	children map[int]*proc // by pid inside the sandbox
	early    map[int]int   // exits reported before the child was registered
	lost     map[int]int   // children given up on (see proc.disown) whose report may still come
}

// zygoteFor returns the running zygote, starting one if there is none or
// the last one died.
func (fs *forkServer) zygoteFor() (*zygote, error) {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	if fs.closed {
		return nil, errors.New("cpython: the backend is closed")
	}
	if z := fs.z; z != nil {
		select {
		case <-z.done:
			z.shutdown()
			fs.z = nil
		default:
			return z, nil
		}
	}
	z, err := fs.startZygote()
	if err != nil {
		return nil, err
	}
	fs.z = z
	if !fs.filler && fs.poolSize > 0 {
		fs.filler = true
		fs.fillerRan.Add(1)
		go fs.fill()
	}
	return z, nil
}

func (fs *forkServer) startZygote() (*zygote, error) {
	b := fs.b
	ctl, theirs, err := sandbox.ControlPair(false)
	if err != nil {
		return nil, fmt.Errorf("cpython: fork server socket: %w", err)
	}
	defer theirs.Close()
	logPath := filepath.Join(fs.base, "zygote.log")
	logf, err := os.OpenFile(logPath, os.O_WRONLY|os.O_CREATE|os.O_TRUNC|os.O_APPEND, 0o600)
	if err != nil {
		ctl.Close()
		return nil, fmt.Errorf("cpython: %w", err)
	}
	defer logf.Close()
	cmd := exec.Command(b.exe, "-I", "-u", "-X", "utf8", "-c", driverSource, "zygote")
	cmd.Env = b.env
	cmd.Stdout = logf
	cmd.Stderr = logf
	cmd.ExtraFiles = []*os.File{theirs} // fd 3
	cmd.SysProcAttr = sysProcAttr()
	box, err := sandbox.Apply(cmd, sandbox.Policy{Workdir: fs.base, ReadOnly: b.readOnly, MaxFileBytes: maxFileBytes})
	if err != nil {
		ctl.Close()
		return nil, fmt.Errorf("cpython: %w", err)
	}
	if err := cmd.Start(); err != nil {
		ctl.Close()
		box.Release()
		return nil, fmt.Errorf("cpython: starting the fork server %s: %w", b.exe, err)
	}
	z := &zygote{
		cmd: cmd, box: box, ctl: ctl,
		exited:   make(chan struct{}),
		done:     make(chan struct{}),
		children: map[int]*proc{},
		early:    map[int]int{},
		lost:     map[int]int{},
	}
	go func() {
		cmd.Wait()
		close(z.exited)
	}()
	fail := func(err error) (*zygote, error) {
		close(z.done)
		z.shutdown()
		if b, _ := os.ReadFile(logPath); len(b) > 0 {
			err = fmt.Errorf("%w; its stderr said:\n%s", err, lastLines(string(b), 20))
		}
		return nil, err
	}
	setup, _ := json.Marshal(map[string]string{"op": "setup", "prelude": eval.PythonPrelude})
	if _, err := ctl.Write(setup); err != nil {
		return fail(fmt.Errorf("cpython: the fork server exited at start: %w", err))
	}
	ctl.SetReadDeadline(time.Now().Add(b.opts.StartTimeout))
	buf := make([]byte, 512)
	n, err := ctl.Read(buf)
	ctl.SetReadDeadline(time.Time{})
	if err != nil || !bytes.Contains(buf[:n], []byte(`"ready"`)) {
		return fail(fmt.Errorf("cpython: the fork server did not start (%q, %v)", buf[:n], err))
	}
	// The log was for a failed start; unlinked, it leaves nothing behind
	// when the engine exits without closing the backend.
	os.Remove(logPath)
	go z.readLoop()
	return z, nil
}

// readLoop takes the zygote's reports of reaped children until the control
// channel ends, which means the zygote, and with its PID namespace every
// child, is gone.
func (z *zygote) readLoop() {
	buf := make([]byte, 4096)
	for {
		n, err := z.ctl.Read(buf)
		if err != nil || n == 0 {
			break
		}
		var m struct {
			Op     string `json:"op"`
			Pid    int    `json:"pid"`
			Status int    `json:"status"`
		}
		if json.Unmarshal(buf[:n], &m) != nil || m.Op != "exit" {
			continue
		}
		z.mu.Lock()
		p := z.children[m.Pid]
		switch {
		case p != nil:
			delete(z.children, m.Pid)
		case z.lost[m.Pid] > 0:
			z.lost[m.Pid]--
		default:
			z.early[m.Pid] = m.Status
		}
		z.mu.Unlock()
		if p != nil {
			p.waitErr = sandbox.WaitStatusError(syscall.WaitStatus(m.Status))
			close(p.exited)
		}
	}
	z.mu.Lock()
	z.gone = true
	children := z.children
	z.children = nil
	z.mu.Unlock()
	for _, p := range children {
		p.waitErr = errors.New("the fork server stopped")
		close(p.exited)
	}
	close(z.done)
}

// shutdown ends the zygote and, with its PID namespace, all its children.
func (z *zygote) shutdown() {
	z.ctl.Close() // the zygote exits at the end of its control channel
	select {
	case <-z.exited:
	case <-time.After(2 * time.Second):
		signalGroup(z.cmd.Process.Pid, syscall.SIGKILL)
		<-z.exited
	}
	<-z.done
	z.box.Release()
}

// fork asks the zygote for a new child and waits for its hello, which
// carries (in the kernel's credentials) its pid as this process sees it.
func (fs *forkServer) fork() (*proc, error) {
	z, err := fs.zygoteFor()
	if err != nil {
		return nil, err
	}
	fds, err := unix.Socketpair(unix.AF_UNIX, unix.SOCK_STREAM|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return nil, fmt.Errorf("cpython: session socket: %w", err)
	}
	fd := fds[0]
	closeFd := true
	defer func() {
		if closeFd {
			unix.Close(fd)
		}
	}()
	if err := unix.SetsockoptInt(fd, unix.SOL_SOCKET, unix.SO_PASSCRED, 1); err != nil {
		unix.Close(fds[1])
		return nil, fmt.Errorf("cpython: session socket: %w", err)
	}
	z.wmu.Lock()
	_, _, err = z.ctl.WriteMsgUnix([]byte(`{"op":"fork"}`), unix.UnixRights(fds[1]), nil)
	z.wmu.Unlock()
	unix.Close(fds[1])
	if err != nil {
		return nil, fmt.Errorf("cpython: the fork server is gone: %w", err)
	}
	tv := unix.NsecToTimeval(int64(fs.b.opts.StartTimeout))
	unix.SetsockoptTimeval(fd, unix.SOL_SOCKET, unix.SO_RCVTIMEO, &tv)
	var line []byte
	hostPid := 0
	buf := make([]byte, 512)
	oob := make([]byte, unix.CmsgSpace(unix.SizeofUcred))
	for !bytes.Contains(line, []byte("\n")) {
		n, oobn, _, _, err := unix.Recvmsg(fd, buf, oob, 0)
		if err != nil || n == 0 {
			return nil, fmt.Errorf("cpython: the forked interpreter did not say hello (%v)", err)
		}
		line = append(line, buf[:n]...)
		if msgs, err := unix.ParseSocketControlMessage(oob[:oobn]); err == nil {
			for _, m := range msgs {
				if cred, err := unix.ParseUnixCredentials(&m); err == nil && hostPid == 0 {
					hostPid = int(cred.Pid)
				}
			}
		}
	}
	var m struct {
		Op  string `json:"op"`
		Pid int    `json:"pid"`
	}
	if err := json.Unmarshal(bytes.TrimSpace(line), &m); err != nil || m.Op != "hello" {
		return nil, fmt.Errorf("cpython: the fork server failed: %s", bytes.TrimSpace(line))
	}
	if hostPid <= 0 || m.Pid <= 0 {
		return nil, errors.New("cpython: the forked interpreter's pid is unknown")
	}
	var zero unix.Timeval
	unix.SetsockoptTimeval(fd, unix.SOL_SOCKET, unix.SO_RCVTIMEO, &zero)
	if err := unix.SetNonblock(fd, true); err != nil {
		return nil, err
	}
	wfd, err := unix.FcntlInt(uintptr(fd), unix.F_DUPFD_CLOEXEC, 0)
	if err != nil {
		return nil, err
	}
	closeFd = false
	p := newProc(hostPid, os.NewFile(uintptr(wfd), "session"), os.NewFile(uintptr(fd), "session"))
	p.forked = true
	nsPid := m.Pid
	p.disown = func() bool {
		z.mu.Lock()
		defer z.mu.Unlock()
		if z.children[nsPid] != p {
			return false
		}
		delete(z.children, nsPid)
		z.lost[nsPid]++ // its report may still come: it must not match a later child
		return true
	}
	z.mu.Lock()
	status, early := z.early[m.Pid]
	switch {
	case z.gone:
		p.waitErr = errors.New("the fork server stopped")
		close(p.exited)
	case early:
		delete(z.early, m.Pid)
		p.waitErr = sandbox.WaitStatusError(syscall.WaitStatus(status))
		close(p.exited)
	default:
		z.children[m.Pid] = p
	}
	z.mu.Unlock()
	return p, nil
}

// take returns a live child from the pool, or forks one when the pool is
// empty.
func (fs *forkServer) take() (*proc, error) {
	for {
		select {
		case p := <-fs.pool:
			select {
			case <-p.exited:
				p.kill()
				p.wait()
				continue
			default:
				return p, nil
			}
		default:
			return fs.fork()
		}
	}
}

// fill keeps the pool full until the backend closes.
func (fs *forkServer) fill() {
	defer fs.fillerRan.Done()
	for {
		select {
		case <-fs.stop:
			return
		default:
		}
		p, err := fs.fork()
		if err != nil {
			select {
			case <-fs.stop:
				return
			case <-time.After(time.Second):
				continue
			}
		}
		select {
		case fs.pool <- p:
		case <-fs.stop:
			p.kill()
			p.wait()
			return
		}
	}
}

// close stops the filler, kills the pooled children and the zygote, and
// removes the fork server's directory. Sessions still open see their
// interpreter die.
func (fs *forkServer) close() error {
	fs.mu.Lock()
	fs.closed = true
	z := fs.z
	fs.z = nil
	fs.mu.Unlock()
	fs.stopOnce.Do(func() { close(fs.stop) })
	fs.fillerRan.Wait()
	for drained := false; !drained; {
		select {
		case p := <-fs.pool:
			p.kill()
			p.wait()
		default:
			drained = true
		}
	}
	if z != nil {
		z.shutdown()
	}
	return os.RemoveAll(fs.base)
}

// forkProc takes a forked child for the session and adds to init what it
// needs to confine itself.
func (s *Session) forkProc(ctx context.Context, init *initMsg) (*proc, error) {
	p, err := s.b.fork.take()
	if err != nil {
		return nil, err
	}
	pol := sandbox.Policy{MaxProcs: s.b.opts.MaxProcs, MemoryBytes: s.residentLimit()}
	box, err := sandbox.Limit(p.pid, pol)
	if err != nil {
		p.kill()
		p.wait()
		return nil, fmt.Errorf("cpython: %w", err)
	}
	p.box = box
	init.Workdir = s.workdir
	init.Tmpdir = filepath.Join(s.dir, "tmp")
	init.ReadOnly = s.b.readOnly
	init.HardMemory = s.cfg.MemoryLimit > 0 && box.Report().Memory == ""
	init.MaxFileBytes = maxFileBytes
	return p, nil
}

// sendWithFiles writes b to the session socket w with files attached to its
// first bytes (SCM_RIGHTS); the rest follows as plain stream data.
func sendWithFiles(w *os.File, b []byte, files []inputs.File) error {
	fds := make([]int, len(files))
	for i, f := range files {
		fds[i] = int(f.Fd())
	}
	rc, err := w.SyscallConn()
	if err != nil {
		return err
	}
	var n int
	var serr error
	err = rc.Write(func(fd uintptr) bool {
		n, serr = unix.SendmsgN(int(fd), b, unix.UnixRights(fds...), nil, 0)
		return serr != unix.EAGAIN
	})
	runtime.KeepAlive(files)
	if err == nil {
		err = serr
	}
	if err != nil {
		return err
	}
	_, err = w.Write(b[n:])
	return err
}
