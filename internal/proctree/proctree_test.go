package proctree

import (
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"syscall"
	"testing"
	"time"
)

// TestMain makes this test binary a memory hog on demand: it touches
// PROCTREE_HOG_MB megabytes, spins for a while and then sleeps, so the
// watcher has a known tree to see.
func TestMain(m *testing.M) {
	if mb, _ := strconv.Atoi(os.Getenv("PROCTREE_HOG_MB")); mb > 0 {
		b := make([]byte, mb<<20)
		for i := range b {
			b[i] = byte(i)
		}
		// Spin until this process has used 300 ms of CPU, however
		// busy the machine is.
		for cpuSelf() < 300*time.Millisecond {
		}
		time.Sleep(700 * time.Millisecond)
		runtime.KeepAlive(b)
		return
	}
	os.Exit(m.Run())
}

func cpuSelf() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func TestWatchSeesDescendantsMemoryAndCPU(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads /proc")
	}
	// A shell (the root) starting two hogs of 64 MiB: the tree's PSS must
	// reach both, and its CPU the two 300 ms spins (the hogs sleep after
	// spinning, so a poll sees their full time).
	cmd := exec.Command("/bin/sh", "-c", `"$0" & "$0" & wait`, os.Args[0])
	cmd.Env = append(os.Environ(), "PROCTREE_HOG_MB=64")
	if err := cmd.Start(); err != nil {
		t.Skip("no /bin/sh:", err)
	}
	w := Watch(cmd.Process.Pid, 20*time.Millisecond)
	if err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
	p := w.Stop()
	if p.PSS < 2*64<<20 || p.RSS < p.PSS {
		t.Errorf("peak PSS %d MiB, RSS %d MiB; want at least 128 MiB and RSS ≥ PSS", p.PSS>>20, p.RSS>>20)
	}
	if p.MaxLive != 3 || p.Processes != 3 {
		t.Errorf("saw %d processes, %d at once; want 3 (the shell and two hogs)", p.Processes, p.MaxLive)
	}
	if p.CPU < 500*time.Millisecond { // /proc times are tick-sampled, so allow some slack
		t.Errorf("CPU %v; want at least the two hogs' 300 ms spins", p.CPU)
	}
	t.Logf("%+v", p)
}

func TestParseStat(t *testing.T) {
	line := []byte("42 (a) b (c)) S 7 42 42 0 -1 4194560 100 0 0 0 250 50 0 0 20 0 1 0 12345 1000 10 18446744073709551615")
	p, err := parseStat(42, line)
	if err != nil {
		t.Fatal(err)
	}
	if p.ppid != 7 || p.cpu != 3*time.Second || p.start != 12345 {
		t.Errorf("got %+v; want ppid 7, cpu 3s, start 12345", p)
	}
}
