package cli

import "syscall"

// prSetDumpable is PR_SET_DUMPABLE from <linux/prctl.h>.
const prSetDumpable = 4

// Harden makes this process non-dumpable, so code the model runs as the
// same user (the CPython backend) cannot read the API key from
// /proc/<our pid>/environ or attach a debugger to us. Failure is not fatal:
// the process works the same, only less shielded.
func Harden() error {
	if _, _, errno := syscall.RawSyscall(syscall.SYS_PRCTL, prSetDumpable, 0, 0); errno != 0 {
		return errno
	}
	return nil
}
