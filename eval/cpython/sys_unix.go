//go:build unix && !linux

package cpython

import "syscall"

// sysProcAttr puts the interpreter in its own process group so one signal
// reaches it and everything it started.
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true}
}
