//go:build unix

package worker

import (
	"errors"
	"fmt"
	"os"
	"syscall"
	"unsafe"
)

const supported = true

// mapContexts maps every context file read-only and shared, and returns
// strings over the mappings: no copy is made, so workers over one input
// share the page cache's copy of it. The mappings live as long as the
// process, as the strings must.
func mapContexts(files []*os.File, sizes []int64) ([]string, error) {
	out := make([]string, len(files))
	for i, f := range files {
		n := sizes[i]
		if n == 0 {
			f.Close()
			continue
		}
		if int64(int(n)) != n || n < 0 {
			return nil, fmt.Errorf("context %d: %d bytes cannot be mapped here", i, n)
		}
		b, err := syscall.Mmap(int(f.Fd()), 0, int(n), syscall.PROT_READ, syscall.MAP_SHARED)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("context %d: mapping %d bytes: %v", i, n, err)
		}
		out[i] = unsafe.String(&b[0], len(b))
	}
	return out, nil
}

func oobSpace(nfds int) int { return syscall.CmsgSpace(nfds * 4) }

// parseRights returns the files passed in a control message.
func parseRights(oob []byte) ([]*os.File, error) {
	msgs, err := syscall.ParseSocketControlMessage(oob)
	if err != nil {
		return nil, fmt.Errorf("control message: %v", err)
	}
	var files []*os.File
	for _, m := range msgs {
		fds, err := syscall.ParseUnixRights(&m)
		if err != nil {
			continue
		}
		for _, fd := range fds {
			syscall.CloseOnExec(fd)
			files = append(files, os.NewFile(uintptr(fd), "rlm-context"))
		}
	}
	return files, nil
}

// setRlimits makes the kernel enforce the session's limits. Soft and hard
// limits are set alike, so nothing in the process can raise them again.
func setRlimits(m initMsg) error {
	var errs []error
	set := func(what string, res int, v uint64) {
		var cur syscall.Rlimit
		if err := syscall.Getrlimit(res, &cur); err != nil {
			errs = append(errs, fmt.Errorf("reading the %s limit: %v", what, err))
			return
		}
		if v >= cur.Max {
			return // already as tight
		}
		if err := syscall.Setrlimit(res, &syscall.Rlimit{Cur: v, Max: v}); err != nil {
			errs = append(errs, fmt.Errorf("limiting %s to %d: %v", what, v, err))
		}
	}
	if m.MemoryLimit > 0 {
		if vm, ok := addressSpace(); ok {
			set("address space", syscall.RLIMIT_AS, vm+uint64(m.MemoryLimit)+asMargin(m.MemoryLimit))
		}
	}
	if m.CPULimit > 0 {
		var ru syscall.Rusage
		used := int64(0)
		if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) == nil {
			used = ru.Utime.Sec + ru.Stime.Sec + 1
		}
		set("CPU time", syscall.RLIMIT_CPU, uint64(used+int64((m.CPULimit+999_999_999)/1_000_000_000)))
	}
	if m.FileSizeLimit > 0 {
		set("file size", syscall.RLIMIT_FSIZE, uint64(m.FileSizeLimit))
	}
	return errors.Join(errs...)
}

// asMargin is the address space a worker may take beyond its memory limit
// and what it has mapped when the session opens: the Go runtime reserves
// address space ahead of use (heap arenas, stacks, GC metadata), and the
// interpreters' own pre-checks should raise their catchable MemoryError
// before the kernel refuses a mapping and the worker dies. It is no more:
// the issue bounds the whole process tree (engine, sandbox host, pool and
// worker) by 1.5x the limit, and live data the collector cannot free (a
// ring of 2^30 elements, say) grows until this bound stops it; at half the
// limit more, such a worker took 1.7 GiB of its cgroup.
func asMargin(memLimit int64) uint64 {
	m := uint64(256 << 20)
	if raceBuild {
		m += 3 * uint64(memLimit)
	}
	return m
}

// signalGroup signals the process group led by pid; an error means the group
// is already gone.
func signalGroup(pid int, sig syscall.Signal) { _ = syscall.Kill(-pid, sig) }

// socketPair returns the parent's and the child's ends of a Unix stream
// socket, both close-on-exec (exec.Cmd dups the child's to fd 3).
func socketPair() (parent, child *os.File, err error) {
	// Under ForkLock, so no other exec inherits the pair before it is
	// marked close-on-exec (not every Unix has SOCK_CLOEXEC).
	syscall.ForkLock.RLock()
	fds, err := syscall.Socketpair(syscall.AF_UNIX, syscall.SOCK_STREAM, 0)
	if err == nil {
		syscall.CloseOnExec(fds[0])
		syscall.CloseOnExec(fds[1])
	}
	syscall.ForkLock.RUnlock()
	if err != nil {
		return nil, nil, fmt.Errorf("worker: socketpair: %w", err)
	}
	return os.NewFile(uintptr(fds[0]), "rlm-worker-parent"), os.NewFile(uintptr(fds[1]), "rlm-worker-child"), nil
}

func unixRights(files []*os.File) []byte {
	if len(files) == 0 {
		return nil
	}
	fds := make([]int, len(files))
	for i, f := range files {
		fds[i] = int(f.Fd())
	}
	return syscall.UnixRights(fds...)
}
