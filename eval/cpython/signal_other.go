//go:build !unix

package cpython

import (
	"os"
	"syscall"
)

func sysProcAttr() *syscall.SysProcAttr { return nil }

// signalGroup can only kill on systems without process groups; an
// interrupt is lost, so a timed-out cell ends by restart.
func signalGroup(pid int, sig syscall.Signal) {
	if sig != syscall.SIGKILL {
		return
	}
	if p, err := os.FindProcess(pid); err == nil {
		_ = p.Kill()
	}
}
