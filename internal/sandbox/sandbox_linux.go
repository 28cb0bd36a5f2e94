package sandbox

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	ll "github.com/landlock-lsm/go-landlock/landlock/syscall"
	"golang.org/x/sys/unix"
)

// hookInstalled records that this binary calls RunIfLauncher at start. It is
// set once, first thing in main, and only read afterwards: without the hook,
// re-executing the binary as a launcher would run its main instead (a test
// binary would run its tests again), so Apply refuses.
var hookInstalled atomic.Bool

// plan is what the launcher is told to do, built by the engine.
type plan struct {
	Path     string   `json:"path,omitempty"` // empty: set up, then exit 0 (a probe)
	Args     []string `json:"args,omitempty"`
	Workdir  string   `json:"workdir"`
	Mounts   []mountSpec
	TmpBytes int64    `json:"tmp_bytes"`
	Rlimits  []rlimit `json:"rlimits,omitempty"`
	// Cgroups are cgroup.procs files the launcher joins before anything
	// else, so all it becomes and starts is counted.
	Cgroups  []string `json:"cgroups,omitempty"`
	Landlock bool     `json:"landlock"`
	Network  bool     `json:"network"`
	// Host makes the launcher a host (see Host): it serves requests to start
	// programs on its control socket, fd 3, instead of running one.
	Host bool `json:"host,omitempty"`
}

type mountSpec struct {
	Path   string `json:"path"`             // where, inside
	Source string `json:"source,omitempty"` // what, outside (bind mounts)
	Link   string `json:"link,omitempty"`   // a symbolic link to recreate instead
	RW     bool   `json:"rw,omitempty"`
}

type rlimit struct {
	Resource int    `json:"resource"`
	Value    uint64 `json:"value"`
}

// Handle is a sandbox applied to one command. Call Release after the
// command's Wait to remove its cgroups.
type Handle struct {
	report  Report
	cgroups []string // directories, removed by Release
	memDir  string   // the memory cgroup, for OOMKilled
}

// Report says what this sandbox enforces.
func (h *Handle) Report() Report { return h.report }

// OOMKilled reports whether the memory cgroup killed a process for
// exceeding the limit; false when memory is limited by rlimit.
func (h *Handle) OOMKilled() bool {
	if h == nil || h.memDir == "" {
		return false
	}
	for _, f := range []string{"memory.oom_control", "memory.events"} {
		b, err := os.ReadFile(filepath.Join(h.memDir, f))
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(b), "\n") {
			if k, v, ok := strings.Cut(line, " "); ok && k == "oom_kill" && v != "0" {
				return true
			}
		}
	}
	return false
}

// Contains reports whether the handle put its process in cgroups of its
// own, so that a Release without error means no process is left in them.
func (h *Handle) Contains() bool { return h != nil && len(h.cgroups) > 0 }

// Release removes the cgroups made for the command. Call it after Wait: the
// kernel empties a PID namespace as its init exits, which can take a moment.
func (h *Handle) Release() error {
	if h == nil {
		return nil
	}
	var errs []error
	for _, dir := range h.cgroups {
		var err error
		for try := 0; try < 100; try++ {
			if err = unix.Rmdir(dir); err == nil || errors.Is(err, unix.ENOENT) {
				err = nil
				break
			}
			time.Sleep(10 * time.Millisecond)
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("sandbox: removing cgroup %s: %w", dir, err))
		}
	}
	h.cgroups = nil
	return errors.Join(errs...)
}

// Command returns a command that runs argv inside a sandbox made from p.
func Command(ctx context.Context, p Policy, argv []string) (*exec.Cmd, *Handle, error) {
	if len(argv) == 0 {
		return nil, nil, errors.New("sandbox: empty command")
	}
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	h, err := Apply(cmd, p)
	if err != nil {
		return nil, nil, err
	}
	return cmd, h, nil
}

// Apply rewrites cmd, not yet started, to run its program inside a sandbox
// made from p: cmd then starts this binary as the launcher, which sets the
// sandbox up and execs the program with cmd's arguments and environment.
// After Apply, cmd's Env, Stdin, Stdout, Stderr and ExtraFiles may still be
// set; its Path, Args, Dir and SysProcAttr belong to the sandbox.
// It fails with ErrUnavailable (and the reason) where the platform cannot
// sandbox, and never starts anything unconfined.
func Apply(cmd *exec.Cmd, p Policy) (*Handle, error) {
	if cmd.Process != nil {
		return nil, errors.New("sandbox: Apply after Start")
	}
	if cmd.Err != nil {
		return nil, cmd.Err
	}
	rep := Probe()
	if !rep.Enforced() {
		return nil, fmt.Errorf("%w: %s", ErrUnavailable, rep.Reason)
	}
	self, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("sandbox: finding this program to run as launcher: %w", err)
	}
	pl, err := newPlan(p)
	if err != nil {
		return nil, err
	}
	pl.Path = cmd.Path
	pl.Args = cmd.Args
	if len(pl.Args) == 0 {
		pl.Args = []string{cmd.Path}
	}
	if !filepath.IsAbs(pl.Path) {
		if pl.Path, err = filepath.Abs(pl.Path); err != nil {
			return nil, err
		}
	}
	h := &Handle{report: rep}
	h.report.Network = !p.Network
	if err := h.limits(p, &pl); err != nil {
		return nil, err
	}
	b, err := json.Marshal(pl)
	if err != nil {
		h.Release()
		return nil, err
	}
	cmd.Path = self
	cmd.Args = []string{self, launchArg, string(b)}
	cmd.Dir = ""
	cmd.SysProcAttr = namespaced(cmd.SysProcAttr, p.Network)
	return h, nil
}

// namespaced adds the namespaces to attr (kept: process group, terminal
// settings). The only uid and gid inside are 0, mapped to the caller's own:
// root inside has powers over the namespaces only, and the launcher drops
// even those before the program runs.
func namespaced(attr *syscall.SysProcAttr, network bool) *syscall.SysProcAttr {
	a := syscall.SysProcAttr{}
	if attr != nil {
		a = *attr
	}
	a.Cloneflags |= syscall.CLONE_NEWUSER | syscall.CLONE_NEWNS | syscall.CLONE_NEWPID |
		syscall.CLONE_NEWIPC | syscall.CLONE_NEWUTS
	if !network {
		a.Cloneflags |= syscall.CLONE_NEWNET
	}
	a.UidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: os.Getuid(), Size: 1}}
	a.GidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: os.Getgid(), Size: 1}}
	a.GidMappingsEnableSetgroups = false
	if a.Pdeathsig == 0 {
		a.Pdeathsig = syscall.SIGKILL
	}
	return &a
}

// newPlan turns the policy's paths into an ordered list of mounts: parents
// before children, a writable mount winning over a read-only one of the same
// path.
func newPlan(p Policy) (plan, error) {
	if p.Workdir == "" {
		return plan{}, errors.New("sandbox: the policy has no work directory")
	}
	wd, err := filepath.Abs(p.Workdir)
	if err != nil {
		return plan{}, err
	}
	pl := plan{Workdir: wd, Network: p.Network, TmpBytes: p.TmpBytes}
	if pl.TmpBytes <= 0 {
		pl.TmpBytes = 64 << 20
	}
	byPath := map[string]mountSpec{}
	add := func(path string, rw bool) error {
		path, err := filepath.Abs(path)
		if err != nil {
			return err
		}
		switch {
		case path == "/":
			return errors.New("sandbox: the policy names / itself; name the directories the program needs")
		case under(path, "/proc"), under(path, "/dev"):
			return fmt.Errorf("sandbox: %s: /proc and /dev are provided by the sandbox itself", path)
		}
		fi, err := os.Lstat(path)
		if err != nil {
			return fmt.Errorf("sandbox: a path the program needs is missing: %w", err)
		}
		real, err := filepath.EvalSymlinks(path)
		if err != nil {
			return fmt.Errorf("sandbox: %s: %w", path, err)
		}
		if fi.Mode()&os.ModeSymlink != 0 {
			link, err := os.Readlink(path)
			if err != nil {
				return err
			}
			byPath[path] = mountSpec{Path: path, Link: link}
		} else if old, ok := byPath[path]; !ok || old.Link == "" && !old.RW {
			byPath[path] = mountSpec{Path: path, Source: real, RW: rw}
		}
		if real != path {
			if old, ok := byPath[real]; !ok || old.Link == "" && !old.RW {
				byPath[real] = mountSpec{Path: real, Source: real, RW: rw}
			}
		}
		return nil
	}
	for _, path := range p.ReadOnly {
		if err := add(path, false); err != nil {
			return plan{}, err
		}
	}
	for _, path := range p.Writable {
		if err := add(path, true); err != nil {
			return plan{}, err
		}
	}
	if err := add(wd, !p.WorkdirReadOnly); err != nil {
		return plan{}, err
	}
	for _, m := range byPath {
		pl.Mounts = append(pl.Mounts, m)
	}
	sort.Slice(pl.Mounts, func(i, j int) bool { return pl.Mounts[i].Path < pl.Mounts[j].Path })
	return pl, nil
}

func under(path, dir string) bool {
	return path == dir || strings.HasPrefix(path, dir+"/")
}

// limits makes the cgroups the policy needs and chooses rlimits for the rest.
func (h *Handle) limits(p Policy, pl *plan) error {
	cg := ownCgroups()
	if p.MemoryBytes > 0 {
		if dir, mode, err := cg.make("memory", p.MemoryBytes); err == nil {
			h.cgroups = append(h.cgroups, dir)
			h.memDir = dir
			pl.Cgroups = append(pl.Cgroups, filepath.Join(dir, "cgroup.procs"))
			h.report.Memory = mode
		} else {
			pl.Rlimits = append(pl.Rlimits, rlimit{unix.RLIMIT_AS, uint64(p.MemoryBytes)})
			h.report.Memory = "rlimit"
		}
	}
	if p.MaxProcs > 0 {
		if dir, mode, err := cg.make("pids", p.MaxProcs); err == nil {
			h.cgroups = append(h.cgroups, dir)
			pl.Cgroups = append(pl.Cgroups, filepath.Join(dir, "cgroup.procs"))
			h.report.Procs = mode
		} else {
			pl.Rlimits = append(pl.Rlimits, rlimit{unix.RLIMIT_NPROC, uint64(p.MaxProcs)})
			// The kernel exempts the global root user from RLIMIT_NPROC.
			if os.Getuid() != 0 {
				h.report.Procs = "rlimit"
			}
		}
	}
	if p.CPUSeconds > 0 {
		pl.Rlimits = append(pl.Rlimits, rlimit{unix.RLIMIT_CPU, uint64(p.CPUSeconds)})
		h.report.CPU = true
	}
	if p.MaxFileBytes > 0 {
		pl.Rlimits = append(pl.Rlimits, rlimit{unix.RLIMIT_FSIZE, uint64(p.MaxFileBytes)})
		h.report.Files = true
	}
	pl.Rlimits = append(pl.Rlimits, rlimit{unix.RLIMIT_CORE, 0})
	pl.Landlock = h.report.Landlock > 0
	return nil
}

// Probe reports what sandboxes on this machine enforce (limits aside), or
// Mode "none" and why not. It starts one launcher the first time and
// remembers the answer.
func Probe() Report { return probeOnce() }

var probeOnce = sync.OnceValue(probeKernel)

func probeKernel() Report {
	none := func(why string) Report { return Report{Mode: ModeNone, Reason: why} }
	if !hookInstalled.Load() {
		return none("this program does not call sandbox.RunIfLauncher at start")
	}
	if b, err := os.ReadFile("/proc/sys/kernel/unprivileged_userns_clone"); err == nil && strings.TrimSpace(string(b)) == "0" && os.Getuid() != 0 {
		return none("user namespaces disabled (kernel.unprivileged_userns_clone=0)")
	}
	if b, err := os.ReadFile("/proc/sys/user/max_user_namespaces"); err == nil && strings.TrimSpace(string(b)) == "0" {
		return none("user namespaces disabled (user.max_user_namespaces=0)")
	}
	self, err := os.Executable()
	if err != nil {
		return none("cannot find this program to re-execute: " + err.Error())
	}
	abi, _ := ll.LandlockGetABIVersion()
	dir, err := os.MkdirTemp("", "rlm-sandbox-probe-*")
	if err != nil {
		return none("cannot make a directory for the probe: " + err.Error())
	}
	defer os.RemoveAll(dir)
	pl := plan{Workdir: dir, Mounts: []mountSpec{{Path: dir, Source: dir, RW: true}}, TmpBytes: 1 << 20, Landlock: abi > 0}
	b, _ := json.Marshal(pl)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, self, launchArg, string(b))
	cmd.Env = []string{}
	cmd.SysProcAttr = namespaced(nil, false)
	out, err := cmd.CombinedOutput()
	if err != nil {
		msg := strings.TrimSpace(string(out))
		if msg == "" {
			msg = err.Error()
		}
		if strings.Contains(msg, "operation not permitted") && strings.Contains(msg, "fork/exec") || errors.Is(err, syscall.EPERM) {
			return none("user namespaces are not allowed here (" + msg + ")")
		}
		return none("starting a sandboxed process failed: " + msg)
	}
	rep := Report{Mode: ModeNamespaces, Network: true, Filesystem: true, PID: true, IPC: true, NoCaps: true}
	if abi > 0 {
		rep.Mode, rep.Landlock = ModeLandlock, abi
	} else {
		rep.Reason = "Landlock is not available in this kernel"
	}
	return rep
}

// Limit puts the running process pid, and everything it starts afterwards,
// under p's MemoryBytes and MaxProcs with cgroups made for it alone (the
// rest of p is ignored). It is for a process that is already confined, such
// as one forked inside a sandbox, whose own limits must differ from its
// parent's. A limit no cgroup can enforce is left to the caller: the
// Handle's Report then has Memory or Procs "". Call Kill, then Release, once
// the process has exited.
func Limit(pid int, p Policy) (*Handle, error) {
	h := &Handle{}
	cg := ownCgroups()
	for _, lim := range []struct {
		controller string
		value      int64
		mode       *string
	}{{"memory", p.MemoryBytes, &h.report.Memory}, {"pids", p.MaxProcs, &h.report.Procs}} {
		if lim.value <= 0 {
			continue
		}
		dir, mode, err := cg.make(lim.controller, lim.value)
		if err != nil {
			continue
		}
		h.cgroups = append(h.cgroups, dir)
		if err := os.WriteFile(filepath.Join(dir, "cgroup.procs"), []byte(fmt.Sprint(pid)), 0); err != nil {
			h.Release()
			return nil, fmt.Errorf("sandbox: moving process %d into its %s cgroup: %w", pid, lim.controller, err)
		}
		if lim.controller == "memory" {
			h.memDir = dir
		}
		*lim.mode = mode
	}
	return h, nil
}

// Kill sends SIGKILL to every process left in the handle's cgroups, such as
// descendants of a limited process that left its process group.
func (h *Handle) Kill() {
	if h == nil {
		return
	}
	for _, dir := range h.cgroups {
		for try := 0; try < 20; try++ {
			b, err := os.ReadFile(filepath.Join(dir, "cgroup.procs"))
			pids := strings.Fields(string(b))
			if err != nil || len(pids) == 0 {
				break
			}
			for _, s := range pids {
				if pid, err := strconv.Atoi(s); err == nil && pid > 0 {
					_ = unix.Kill(pid, unix.SIGKILL)
				}
			}
			time.Sleep(time.Millisecond)
		}
	}
}
