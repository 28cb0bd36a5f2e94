//go:build unix

package cpython

import "syscall"

// signalGroup signals the process group led by pid; errors mean the group is
// already gone.
func signalGroup(pid int, sig syscall.Signal) {
	_ = syscall.Kill(-pid, sig)
}
