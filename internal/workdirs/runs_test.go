package workdirs

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"testing"
	"time"
)

func TestSweepStaleRemovesOnlyEndedProcessesDirs(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no process table to ask")
	}
	dir := t.TempDir()
	ended := exec.Command("true")
	if err := ended.Run(); err != nil {
		t.Skip("cannot run true:", err)
	}
	me, start := os.Getpid(), startTime(os.Getpid())
	tag := func(pid int, start uint64) string {
		return "p" + strconv.Itoa(pid) + "s" + strconv.FormatUint(start, 10)
	}
	names := map[string]bool{ // name -> swept
		"rlm-workers-" + tag(ended.Process.Pid, 12345) + "-987": true,
		"rlm-cpython-fork-" + tag(me, start) + "-1":             false,                   // this process
		"rlm-worker-" + tag(me, start+1) + "-2":                 runtime.GOOS == "linux", // the pid is another process's now
		"rlm-workers-123456":                                    false,                   // named before owners were: left alone
		"other-" + tag(ended.Process.Pid, 1) + "-3":             false,                   // not ours
		"rlm-workers-" + tag(ended.Process.Pid, 1) + "-x":       false,                   // not MkdirTemp's suffix
	}
	for name := range names {
		if err := os.MkdirAll(filepath.Join(dir, name, "work"), 0o700); err != nil {
			t.Fatal(err)
		}
	}
	want := 0
	for _, swept := range names {
		if swept {
			want++
		}
	}
	if got := SweepStale(dir); got != want {
		t.Errorf("SweepStale removed %d, want %d", got, want)
	}
	for name, swept := range names {
		_, err := os.Stat(filepath.Join(dir, name))
		if gone := os.IsNotExist(err); gone != swept {
			t.Errorf("%s: removed %v, want %v", name, gone, swept)
		}
	}
}

func TestMkdirTempNamesThisProcess(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	d, err := MkdirTemp("rlm-test-")
	if err != nil {
		t.Fatal(err)
	}
	m := ownedName.FindStringSubmatch(filepath.Base(d))
	if m == nil || m[1] != "rlm-test-" || m[2] != strconv.Itoa(os.Getpid()) {
		t.Fatalf("%s: not named for this process (%q)", d, m)
	}
	if n := SweepStale(filepath.Dir(d)); n != 0 {
		t.Errorf("swept %d of this process's own directories", n)
	}
}

// A process killed but not yet reaped (its parent has not waited, as after
// kill -9 of a run whose parent is gone) has ended.
func TestZombieHasEnded(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads /proc")
	}
	cmd := exec.Command("sleep", "60")
	if err := cmd.Start(); err != nil {
		t.Skip("cannot run sleep:", err)
	}
	pid, start := cmd.Process.Pid, startTime(cmd.Process.Pid)
	if !alive(pid, start) {
		t.Fatal("a running process is not alive")
	}
	cmd.Process.Kill()
	for i := 0; i < 200; i++ {
		if _, state := procStat(pid); state == 'Z' {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	if alive(pid, start) {
		t.Error("a zombie is alive")
	}
	cmd.Wait()
	if alive(pid, start) {
		t.Error("a reaped process is alive")
	}
}
