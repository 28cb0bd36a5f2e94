// Package sandbox confines a program the engine starts (a CPython
// interpreter, or the engine's own binary run as an eval worker) with the
// operating system's own mechanisms: on Linux, fresh user, mount, PID,
// network, IPC and UTS namespaces, a private root holding only the paths a
// Policy names, Landlock where the kernel has it, no capabilities, and
// limits enforced by cgroups or rlimits. Nothing here filters names inside an
// interpreter: what the program may touch is decided by the kernel.
//
// Setting up the namespaces has to happen inside them, before the untrusted
// program runs, so the engine re-executes its own binary as a short-lived
// launcher that prepares everything and then execs the real program. Every
// binary (and test binary) that starts sandboxed programs must therefore call
// RunIfLauncher first thing in main (or TestMain).
//
// The launcher stays as PID 1 of the new PID namespace, confined like the
// program, and runs the program as its child: it forwards signals to the
// program's process group, reaps orphans and exits with the program's status
// (128+n for a signal). When it exits, or is killed, the kernel kills every
// process left in the namespace, including ones that called setsid or
// double-forked.
package sandbox

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"syscall"
)

// Policy says what a sandboxed program may use. Zero limits mean "no limit".
type Policy struct {
	// Network keeps the host's network; false gives the program a new,
	// empty network namespace (not even a working loopback).
	Network bool
	// Workdir is bind-mounted read-write at the same path and is the
	// program's working directory. Required.
	Workdir string
	// WorkdirReadOnly mounts Workdir read-only instead, for a program that
	// may look at a directory but must not change it (a shell over a
	// --read-only workspace).
	WorkdirReadOnly bool
	// ReadOnly paths (directories or files) are bind-mounted read-only at
	// the same paths: the interpreter's installation, context files. A path
	// that is a symbolic link is recreated as the same link, and what it
	// points to is mounted too.
	ReadOnly []string
	// Writable paths are bind-mounted read-write at the same paths.
	Writable []string

	// MemoryBytes caps the memory of the program and all it starts: a
	// cgroup where one can be made, else a hard RLIMIT_AS per process.
	MemoryBytes int64
	// CPUSeconds is a hard RLIMIT_CPU per process, a backstop for the
	// caller's own timeouts.
	CPUSeconds int64
	// MaxProcs caps the number of processes (a pids cgroup, else
	// RLIMIT_NPROC, which the kernel does not apply to root).
	MaxProcs int64
	// MaxFileBytes is RLIMIT_FSIZE: the largest file the program may write.
	MaxFileBytes int64
	// TmpBytes sizes the private tmpfs at /tmp. Default 64 MiB.
	TmpBytes int64
}

// Modes of a Report.
const (
	ModeLandlock   = "namespaces+landlock"
	ModeNamespaces = "namespaces"
	ModeNone       = "none"
)

// Report says what a sandbox enforces; Mode is "none" when it enforces
// nothing and Reason says why.
type Report struct {
	Mode   string `json:"mode"`
	Reason string `json:"reason,omitempty"`

	Network    bool `json:"network"`    // no network: a new, empty network namespace
	Filesystem bool `json:"filesystem"` // a private root with only the policy's paths
	PID        bool `json:"pid"`        // own PID namespace: host processes invisible, descendants die with it
	IPC        bool `json:"ipc"`        // own IPC and UTS namespaces
	Landlock   int  `json:"landlock"`   // Landlock ABI version enforced, 0 for none
	NoCaps     bool `json:"no_caps"`    // no capabilities and no_new_privs

	// Memory, Procs: how each limit is enforced: "cgroup v1", "cgroup v2",
	// "rlimit", or "" when not set or not enforceable.
	Memory string `json:"memory,omitempty"`
	Procs  string `json:"procs,omitempty"`
	CPU    bool   `json:"cpu"`       // RLIMIT_CPU
	Files  bool   `json:"file_size"` // RLIMIT_FSIZE
}

// Enforced reports whether the sandbox isolates anything at all.
func (r Report) Enforced() bool { return r.Mode != "" && r.Mode != ModeNone }

// String is a one-line summary for start-up messages, like
// "namespaces+landlock (no network, private filesystem, pid, memory: cgroup v1)".
func (r Report) String() string {
	if !r.Enforced() {
		if r.Reason == "" {
			return ModeNone
		}
		return ModeNone + " (" + r.Reason + ")"
	}
	var parts []string
	add := func(ok bool, s string) {
		if ok {
			parts = append(parts, s)
		}
	}
	add(r.Network, "no network")
	add(r.Filesystem, "private filesystem")
	add(r.PID, "pid")
	if r.Landlock > 0 {
		parts = append(parts, fmt.Sprintf("landlock v%d", r.Landlock))
	}
	add(r.Memory != "", "memory: "+r.Memory)
	add(r.Procs != "", "procs: "+r.Procs)
	add(r.CPU, "cpu: rlimit")
	add(r.Files, "file size: rlimit")
	s := r.Mode + " (" + strings.Join(parts, ", ") + ")"
	if r.Reason != "" {
		s += "; " + r.Reason
	}
	return s
}

// ErrUnavailable is returned (wrapped, with the reason) when the platform
// cannot sandbox: callers that may run unconfined must say so to the user.
var ErrUnavailable = errors.New("sandbox unavailable")

// launchArg is the argument that makes a re-executed binary the launcher;
// the plan (JSON) follows it. The plan travels in the arguments, not the
// environment, so a caller may set the command's Env after Apply.
const launchArg = "__rlm_sandbox_launch"

// SystemReadOnly lists the system directories and files a dynamically
// linked program commonly needs (libraries, the loader cache, time zones,
// user names), those that exist here, for a Policy's ReadOnly. It holds no
// user files: /home, /root and the rest of /etc stay out.
func SystemReadOnly() []string {
	var out []string
	for _, p := range []string{"/usr", "/lib", "/lib64", "/lib32", "/libx32", "/bin", "/sbin",
		"/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/localtime", "/etc/passwd",
		"/etc/group", "/etc/nsswitch.conf", "/etc/mime.types", "/usr/share/zoneinfo"} {
		if _, err := os.Stat(p); err == nil {
			out = append(out, p)
		}
	}
	return out
}

// Settings a caller (the --sandbox flag, a backend's options) may ask for.
const (
	SettingAuto = "auto" // confine where the platform can ("" means the same)
	SettingOn   = "on"   // confine, or fail
	SettingOff  = "off"  // do not confine
)

// ErrBadSetting is returned by Resolve for a setting it does not know.
var ErrBadSetting = errors.New("unknown sandbox setting")

// Resolve says what a setting gives on this platform: Probe's report for
// auto and on, a "none" report for off. On where nothing can be enforced
// returns the report (its Reason says why) with ErrUnavailable, so each
// caller words the refusal for its own flag or option.
func Resolve(setting string) (Report, error) {
	switch setting {
	case SettingOff:
		return Report{Mode: ModeNone, Reason: "turned off"}, nil
	case "", SettingAuto, SettingOn:
		rep := Probe()
		if !rep.Enforced() && setting == SettingOn {
			return rep, ErrUnavailable
		}
		return rep, nil
	}
	return Report{}, fmt.Errorf("%w %q", ErrBadSetting, setting)
}

// WaitStatusError describes how a process ended as os/exec's ExitError
// does ("exit status 3", "signal: killed"), or nil for exit status 0: for
// processes reaped by someone else (a host, a fork server) and reported.
func WaitStatusError(ws syscall.WaitStatus) error {
	switch {
	case ws.Exited() && ws.ExitStatus() == 0:
		return nil
	case ws.Exited():
		return fmt.Errorf("exit status %d", ws.ExitStatus())
	case ws.Signaled():
		return fmt.Errorf("signal: %v", ws.Signal())
	}
	return fmt.Errorf("wait status %v", ws)
}
