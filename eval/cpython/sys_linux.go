package cpython

import "syscall"

// sysProcAttr puts the interpreter in its own process group (so one signal
// reaches it and everything it started) and has the kernel kill it if this
// process dies without closing the session.
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}
