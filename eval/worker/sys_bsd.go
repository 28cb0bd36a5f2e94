//go:build unix && !linux

package worker

import "syscall"

// sysProcAttr puts the worker in a process group of its own. There is no
// parent-death signal here: a worker whose engine died ends when it finds
// its socket closed.
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true}
}

// addressSpace is unknown here; RLIMIT_AS is then not set (macOS does not
// enforce it anyway) and the Go memory limit is the only bound.
func addressSpace() (uint64, bool) { return 0, false }
