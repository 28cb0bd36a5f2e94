package cpython

import (
	"syscall"
	"time"
)

// cpuTime is the user and system time of this process and of all its
// descendants reaped so far (each counted when its parent waited for it).
func cpuTime() time.Duration {
	self, children := cpuTimes()
	return self + children
}

// cpuTimes is cpuTime split: this process's own, and its reaped
// descendants'.
func cpuTimes() (self, children time.Duration) {
	get := func(who int) time.Duration {
		var ru syscall.Rusage
		if syscall.Getrusage(who, &ru) != nil {
			return 0
		}
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	return get(syscall.RUSAGE_SELF), get(syscall.RUSAGE_CHILDREN)
}
