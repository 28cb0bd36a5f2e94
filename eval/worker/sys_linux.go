package worker

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// sysProcAttr puts the worker in a process group of its own (one signal
// reaches it and anything it started, and the terminal's Ctrl-C does not)
// and has the kernel kill it when the engine dies.
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}

// addressSpace is this process's mapped size (VmSize), in bytes.
func addressSpace() (uint64, bool) {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0, false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmSize:"); ok {
			kb, err := strconv.ParseUint(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			return kb << 10, err == nil
		}
	}
	return 0, false
}
