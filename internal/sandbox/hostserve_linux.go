package sandbox

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"runtime"
	"sync"
	"syscall"

	ll "github.com/landlock-lsm/go-landlock/landlock/syscall"
	"golang.org/x/sys/unix"
)

// The host's protocol, one JSON message per packet on its control socket
// (SOCK_SEQPACKET, fd 3):
//
//	engine → host: start {id, path, args, env, dir, ro, rw, rlimits, files}
//	               with the program's descriptors 0..files-1 (SCM_RIGHTS)
//	host → engine: started {id, pid}, its credentials naming the program (so
//	               the engine learns the pid as it sees it); failed {id, error};
//	               exit {pid, status} when a program it started is reaped.
//
// The host answers a start before it can report that program's exit, and
// no exit is ever reported for a process it did not start (orphans it
// reaps as PID 1 are not programs of the engine's).
type hostRequest struct {
	Op       string   `json:"op"`
	ID       uint64   `json:"id"`
	Path     string   `json:"path"`
	Args     []string `json:"args"`
	Env      []string `json:"env"`
	Dir      string   `json:"dir"`
	ReadOnly []string `json:"ro,omitempty"`
	Writable []string `json:"rw,omitempty"`
	Rlimits  []rlimit `json:"rlimits,omitempty"`
	Files    int      `json:"files"`
}

type hostReply struct {
	Op     string `json:"op"`
	ID     uint64 `json:"id,omitempty"`
	Pid    int    `json:"pid,omitempty"`
	Status int    `json:"status,omitempty"`
	Error  string `json:"error,omitempty"`
}

// hostState is the serving side of a Host, inside the sandbox.
type hostState struct {
	landlock bool
	network  bool
	out      chan hostReply

	// mu is held while a program starts and while children are reaped, so
	// a program is registered before its exit can be seen.
	mu       sync.Mutex
	children map[int]bool
}

// serveHost runs the host until the engine closes its control socket; its
// exit then ends every program in the namespace.
func serveHost(pl plan, inherited []*os.File) error {
	if len(inherited) <= 3 || inherited[3] == nil {
		return errors.New("host: no control socket on fd 3")
	}
	for i, f := range inherited {
		if f != nil && i > 3 {
			f.Close()
		}
	}
	// The descriptors are used by number from here on: their Files must
	// stay reachable, or a finalizer closes them (fd 2 included).
	defer runtime.KeepAlive(inherited)
	ctl := int(inherited[3].Fd())
	h := &hostState{landlock: pl.Landlock, network: pl.Network, out: make(chan hostReply, 256), children: map[int]bool{}}
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, unix.SIGCHLD)
	go h.reap(sigs)
	go h.write(ctl)

	buf := make([]byte, 1<<20)
	oob := make([]byte, unix.CmsgSpace(maxHostFiles*4))
	for {
		n, oobn, _, _, err := unix.Recvmsg(ctl, buf, oob, unix.MSG_CMSG_CLOEXEC)
		if errors.Is(err, unix.EINTR) {
			continue
		}
		if n == 0 && err == nil || errors.Is(err, unix.ECONNRESET) {
			os.Exit(0) // the engine let go: the namespace ends with this process
		}
		if err != nil {
			return fmt.Errorf("host: reading the control socket: %w", err)
		}
		var fds []int
		if msgs, err := unix.ParseSocketControlMessage(oob[:oobn]); err == nil {
			for _, m := range msgs {
				if got, err := unix.ParseUnixRights(&m); err == nil {
					fds = append(fds, got...)
				}
			}
		}
		var req hostRequest
		if err := json.Unmarshal(buf[:n], &req); err != nil || req.Op != "start" || req.Files != len(fds) {
			for _, fd := range fds {
				unix.Close(fd)
			}
			h.out <- hostReply{Op: "failed", ID: req.ID, Error: fmt.Sprintf("bad request (%d descriptors): %v", len(fds), err)}
			continue
		}
		go h.start(req, fds)
	}
}

// maxHostFiles bounds the descriptors one start carries.
const maxHostFiles = 16

// start confines a thread of its own for the program and starts it from
// there: Landlock, no_new_privs and the capability bounding set belong to
// the thread, and the program inherits them from the thread that forks it.
// The thread is never unlocked, so it ends with this goroutine instead of
// serving others in its confined state.
func (h *hostState) start(req hostRequest, fds []int) {
	runtime.LockOSThread()
	files := make([]*os.File, len(fds))
	for i, fd := range fds {
		files[i] = os.NewFile(uintptr(fd), "program")
	}
	defer func() {
		for _, f := range files {
			f.Close()
		}
	}()
	fail := func(err error) { h.out <- hostReply{Op: "failed", ID: req.ID, Error: err.Error()} }
	if err := h.confineThread(req); err != nil {
		fail(err)
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	proc, err := os.StartProcess(req.Path, req.Args, &os.ProcAttr{
		Dir:   req.Dir,
		Env:   req.Env,
		Files: files,
		// No parent-death signal: it fires when the forking thread ends,
		// which this one does at once. The host's own death ends the
		// program with the PID namespace.
		Sys: &syscall.SysProcAttr{Setpgid: true},
	})
	if err != nil {
		fail(fmt.Errorf("starting %s: %w", req.Path, err))
		return
	}
	pid := proc.Pid
	for _, r := range req.Rlimits {
		lim := unix.Rlimit{Cur: r.Value, Max: r.Value}
		if err := unix.Prlimit(pid, r.Resource, &lim, nil); err != nil {
			_ = unix.Kill(pid, unix.SIGKILL)
			h.children[pid] = true
			h.out <- hostReply{Op: "started", ID: req.ID, Pid: pid}
			return // its exit follows; the engine sees it die at once
		}
	}
	h.children[pid] = true
	h.out <- hostReply{Op: "started", ID: req.ID, Pid: pid}
}

func (h *hostState) confineThread(req hostRequest) error {
	if err := unix.Prctl(unix.PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0); err != nil {
		return fmt.Errorf("no_new_privs: %w", err)
	}
	if h.landlock {
		if err := h.restrict(req); err != nil {
			return fmt.Errorf("landlock: %w", err)
		}
	}
	return dropCapabilities()
}

// restrict gives the calling thread alone a Landlock domain of its own
// (go-landlock's Restrict would stack it on every thread of the host): the
// program sees its own directories and the read-only paths, nothing of the
// programs started beside it, and may neither signal them nor reach their
// abstract sockets.
func (h *hostState) restrict(req hostRequest) error {
	abi, err := ll.LandlockGetABIVersion()
	if err != nil {
		return err
	}
	if abi < MinHostLandlock {
		return fmt.Errorf("Landlock ABI %d is older than %d", abi, MinHostLandlock)
	}
	// Every file right this ABI knows (1 to 5, the ones Landlock had by
	// ABI 6; later rights stay unhandled, so allowed).
	const fsAll = ll.AccessFSExecute | ll.AccessFSWriteFile | ll.AccessFSReadFile | ll.AccessFSReadDir |
		ll.AccessFSRemoveDir | ll.AccessFSRemoveFile | ll.AccessFSMakeChar | ll.AccessFSMakeDir |
		ll.AccessFSMakeReg | ll.AccessFSMakeSock | ll.AccessFSMakeFifo | ll.AccessFSMakeBlock |
		ll.AccessFSMakeSym | ll.AccessFSRefer | ll.AccessFSTruncate | ll.AccessFSIoctlDev
	const (
		fileRW  = ll.AccessFSWriteFile | ll.AccessFSReadFile | ll.AccessFSTruncate | ll.AccessFSIoctlDev
		fileRO  = ll.AccessFSExecute | ll.AccessFSReadFile
		dirRO   = fileRO | ll.AccessFSReadDir
		dirList = ll.AccessFSReadDir
	)
	attr := ll.RulesetAttr{HandledAccessFS: fsAll, Scoped: ll.ScopeAbstractUnixSocket | ll.ScopeSignal}
	if !h.network {
		attr.HandledAccessNet = ll.AccessNetBindTCP | ll.AccessNetConnectTCP
	}
	rs, err := ll.LandlockCreateRuleset(&attr, 0)
	if err != nil {
		return fmt.Errorf("creating a ruleset: %w", err)
	}
	defer unix.Close(rs)
	allow := func(path string, dirRights, fileRights uint64) error {
		fd, err := unix.Open(path, unix.O_PATH|unix.O_CLOEXEC, 0)
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		defer unix.Close(fd)
		var st unix.Stat_t
		if err := unix.Fstat(fd, &st); err != nil {
			return err
		}
		rights := dirRights
		if st.Mode&unix.S_IFMT != unix.S_IFDIR {
			rights = fileRights
		}
		if err := ll.LandlockAddPathBeneathRule(rs, &ll.PathBeneathAttr{AllowedAccess: rights, ParentFd: fd}, 0); err != nil {
			return fmt.Errorf("allowing %s: %w", path, err)
		}
		return nil
	}
	type grant struct {
		path      string
		dir, file uint64
		mustExist bool
	}
	grants := []grant{
		// The root is a read-only tmpfs of mount points: listing it shows
		// only what the policy mounted.
		{"/", dirList, 0, true},
		{"/proc", dirRO, fileRO, true},
		{"/dev/null", 0, fileRW, true}, {"/dev/zero", 0, fileRW, true}, {"/dev/full", 0, fileRW, true},
		{"/dev/random", 0, ll.AccessFSReadFile, true}, {"/dev/urandom", 0, ll.AccessFSReadFile, true},
	}
	for _, p := range req.ReadOnly {
		grants = append(grants, grant{p, dirRO, fileRO, true})
	}
	for _, p := range req.Writable {
		grants = append(grants, grant{p, fsAll, fileRW, true})
	}
	for _, g := range grants {
		if err := allow(g.path, g.dir, g.file); err != nil {
			return err
		}
	}
	return ll.LandlockRestrictSelf(rs, 0)
}

// reap collects every child that exits (programs, and orphans adopted as
// PID 1) and reports the programs'.
func (h *hostState) reap(sigs <-chan os.Signal) {
	for range sigs {
		h.mu.Lock()
		for {
			var ws unix.WaitStatus
			pid, err := unix.Wait4(-1, &ws, unix.WNOHANG, nil)
			if errors.Is(err, unix.EINTR) {
				continue
			}
			if err != nil || pid <= 0 {
				break
			}
			if h.children[pid] {
				delete(h.children, pid)
				h.out <- hostReply{Op: "exit", Pid: pid, Status: int(ws)}
			}
		}
		h.mu.Unlock()
	}
}

// write sends the host's messages in order. A started message carries the
// program's pid as credentials, which the kernel translates into the pid
// the engine sees (the host is root of the namespace, so it may name a
// process other than itself).
func (h *hostState) write(ctl int) {
	for m := range h.out {
		b, _ := json.Marshal(m)
		var oob []byte
		if m.Op == "started" {
			oob = unix.UnixCredentials(&unix.Ucred{Pid: int32(m.Pid), Uid: uint32(os.Getuid()), Gid: uint32(os.Getgid())})
		}
		for {
			err := unix.Sendmsg(ctl, b, oob, nil, 0)
			if errors.Is(err, unix.EINTR) {
				continue
			}
			if err != nil && oob != nil {
				// Not allowed to name the program: the engine then
				// finds it without the credentials.
				oob = nil
				continue
			}
			break
		}
	}
}
