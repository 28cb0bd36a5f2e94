package evaltest

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// limitAddressSpace caps this process's address space at its current size
// plus extra, so that a runaway allocation fails here instead of exhausting
// a shared machine.
func limitAddressSpace(t *testing.T, extra uint64) {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		t.Fatalf("reading the process size: %v", err)
	}
	defer f.Close()
	var vm uint64
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmSize:"); ok {
			kb, err := strconv.ParseUint(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			if err != nil {
				t.Fatalf("parsing VmSize %q: %v", v, err)
			}
			vm = kb << 10
		}
	}
	if vm == 0 {
		t.Fatal("no VmSize in /proc/self/status")
	}
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_AS, &lim); err != nil {
		t.Fatalf("getrlimit: %v", err)
	}
	if want := vm + extra; want < lim.Cur {
		lim.Cur = want
		if err := syscall.Setrlimit(syscall.RLIMIT_AS, &lim); err != nil {
			t.Fatalf("setrlimit: %v", err)
		}
	}
}

const canIsolate = true
