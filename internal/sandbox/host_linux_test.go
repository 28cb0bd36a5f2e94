package sandbox_test

import (
	"context"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rlm-go/rlm/internal/sandbox"
)

// hostFixture is a Host with two program directories beneath it.
type hostFixture struct {
	t    *testing.T
	h    *sandbox.Host
	exe  string
	base string
}

func newHostFixture(t *testing.T) *hostFixture {
	t.Helper()
	rep := requireSandbox(t)
	if rep.Landlock < sandbox.MinHostLandlock {
		t.Skipf("Landlock ABI %d: a host needs %d", rep.Landlock, sandbox.MinHostLandlock)
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	base := t.TempDir()
	h, err := sandbox.NewHost(sandbox.Policy{Workdir: base, ReadOnly: append(sandbox.SystemReadOnly(), exe)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return &hostFixture{t: t, h: h, exe: exe, base: base}
}

func (f *hostFixture) dir(name string) string {
	d := filepath.Join(f.base, name)
	if err := os.MkdirAll(d, 0o700); err != nil {
		f.t.Fatal(err)
	}
	return d
}

// start runs argv in the host with dir as its own, its output to a file.
func (f *hostFixture) start(dir string, env []string, argv ...string) (*sandbox.HostProcess, string) {
	f.t.Helper()
	outPath := filepath.Join(f.t.TempDir(), "out")
	out, err := os.Create(outPath)
	if err != nil {
		f.t.Fatal(err)
	}
	defer out.Close()
	p, err := f.h.Start(context.Background(), sandbox.HostCommand{
		Path: argv[0], Args: argv, Env: env, Dir: dir,
		ReadOnly: append(sandbox.SystemReadOnly(), f.exe), Writable: []string{dir},
		Files: []*os.File{nil, out, out},
	})
	if err != nil {
		f.t.Fatalf("Start %v: %v", argv, err)
	}
	return p, outPath
}

// attack runs one of the test binary's hostile modes from dir and returns
// what it printed.
func (f *hostFixture) attack(dir, mode string, args ...string) string {
	f.t.Helper()
	p, out := f.start(dir, []string{envMode + "=" + mode}, append([]string{f.exe}, args...)...)
	if _, err := p.Wait(); err != nil {
		f.t.Fatalf("%s: %v", mode, err)
	}
	b, _ := os.ReadFile(out)
	return strings.TrimSpace(string(b))
}

// TestHostKeepsItsProgramsApart: programs of one host share its namespaces
// but not each other's files, signals or the network.
func TestHostKeepsItsProgramsApart(t *testing.T) {
	f := newHostFixture(t)
	a, b := f.dir("a"), f.dir("b")
	secret := filepath.Join(a, "secret")
	if err := os.WriteFile(secret, []byte("s3cret"), 0o600); err != nil {
		t.Fatal(err)
	}
	canary := filepath.Join(t.TempDir(), "canary")
	os.WriteFile(canary, []byte("canary"), 0o600)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	port := strconv.Itoa(ln.Addr().(*net.TCPAddr).Port)

	if got := f.attack(a, "read", secret); got != "ok s3cret" {
		t.Errorf("a program reading its own file: %q", got)
	}
	for _, c := range []struct{ what, mode, arg string }{
		{"read a sibling's file", "read", secret},
		{"write into a sibling's directory", "write", filepath.Join(a, "dropped")},
		{"write into the host's directory", "write", filepath.Join(f.base, "dropped")},
		{"read a file outside the host", "read", canary},
		{"connect to 127.0.0.1", "connect", port},
	} {
		if got := f.attack(b, c.mode, c.arg); !strings.HasPrefix(got, "denied") {
			t.Errorf("%s: %q, want denied", c.what, got)
		}
	}
	if _, err := os.Stat(filepath.Join(a, "dropped")); err == nil {
		t.Error("a file was written into a sibling's directory")
	}
	if got := f.attack(b, "caps"); !strings.Contains(got, "CapEff: 0000000000000000") || !strings.Contains(got, "NoNewPrivs: 1") {
		t.Errorf("capabilities of a hosted program: %q", got)
	}

	// A sibling that runs: its pid inside, which b must not signal.
	sib, sibOut := f.start(a, nil, "/bin/sh", "-c", "echo $$; exec sleep 30")
	var inside string
	for i := 0; i < 200 && inside == ""; i++ {
		b, _ := os.ReadFile(sibOut)
		inside = strings.TrimSpace(string(b))
		time.Sleep(10 * time.Millisecond)
	}
	if inside == "" {
		t.Fatal("the sibling never said its pid")
	}
	if got := f.attack(b, "kill", inside); !strings.HasPrefix(got, "denied") {
		t.Errorf("signal a sibling (pid %s inside): %q, want denied", inside, got)
	}
	// The pid the host reported is the sibling as this process sees it.
	st, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", sib.Pid))
	if err != nil || !strings.Contains(string(st), "\t"+inside+"\n") {
		t.Errorf("pid %d is not the program %s inside: %v\n%s", sib.Pid, inside, err, st)
	}
	sib.Kill()
	ws, err := sib.Wait()
	if err == nil || err.Error() != "signal: killed" || !ws.Signaled() || ws.Signal() != syscall.SIGKILL {
		t.Errorf("killed sibling: status %v (%v), want SIGKILL", ws, err)
	}
}

// TestHostReportsExitsAndRestarts: exit statuses come back; closing the
// host ends what runs in it; a new host starts on next use.
func TestHostReportsExitsAndRestarts(t *testing.T) {
	f := newHostFixture(t)
	d := f.dir("p")
	p, _ := f.start(d, nil, "/bin/sh", "-c", "exit 3")
	if ws, err := p.Wait(); err == nil || err.Error() != "exit status 3" || !ws.Exited() || ws.ExitStatus() != 3 {
		t.Errorf("exit 3: %v (%v)", ws, err)
	}
	long, _ := f.start(d, nil, "/bin/sleep", "30")
	many := make([]*sandbox.HostProcess, 8)
	for i := range many {
		many[i], _ = f.start(d, nil, "/bin/sh", "-c", "exit "+strconv.Itoa(i))
	}
	for i, p := range many {
		if ws, err := p.Wait(); (err != nil) != (i != 0) || ws.ExitStatus() != i {
			t.Errorf("program %d: %v (%v)", i, ws, err)
		}
	}
	f.h.Close()
	select {
	case <-long.Done():
	case <-time.After(5 * time.Second):
		t.Fatal("a program outlived its host's Close")
	}
	if err := syscall.Kill(long.Pid, 0); err == nil {
		t.Errorf("pid %d still exists after Close", long.Pid)
	}
	if _, err := f.h.Start(context.Background(), sandbox.HostCommand{Path: "/bin/true", Args: []string{"true"}, Dir: d}); err == nil {
		t.Error("Start after Close succeeded")
	}
}

// TestHostedDescendantsDieWithTheirCgroup: a hosted program's descendant
// that left its session and process group is not in the program's PID
// namespace of its own (the host's is shared), so its cgroups are what end
// it: Kill on the program's Limit handle reaches it.
func TestHostedDescendantsDieWithTheirCgroup(t *testing.T) {
	f := newHostFixture(t)
	d := f.dir("p")
	const mark = "61.4142"
	// The program waits before forking, so the cgroups are in place first.
	p, out := f.start(d, nil, "/bin/sh", "-c", "sleep 0.3; setsid sleep "+mark+" & echo started; exec sleep 60")
	box, err := sandbox.Limit(p.Pid, sandbox.Policy{MaxProcs: 64, MemoryBytes: 256 << 20})
	if err != nil {
		t.Fatal(err)
	}
	if box.Report().Procs == "" && box.Report().Memory == "" {
		t.Skip("no cgroup could be made here")
	}
	for i := 0; i < 300; i++ {
		if b, _ := os.ReadFile(out); strings.Contains(string(b), "started") && len(sleepers(mark)) > 0 {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	if len(sleepers(mark)) == 0 {
		t.Fatal("the detached descendant never ran")
	}
	p.Kill()
	box.Kill()
	p.Wait()
	box.Release()
	for i := 0; i < 200 && len(sleepers(mark)) > 0; i++ {
		time.Sleep(10 * time.Millisecond)
	}
	if left := sleepers(mark); len(left) > 0 {
		t.Errorf("detached descendants %v outlived the program", left)
	}
}

// sleepers are the pids of processes running `sleep ARG`.
func sleepers(arg string) []int {
	var pids []int
	ents, _ := os.ReadDir("/proc")
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
		if err == nil && strings.Contains(string(b), "sleep\x00"+arg) {
			if st, _ := os.ReadFile(filepath.Join("/proc", e.Name(), "stat")); !strings.Contains(string(st), ") Z ") {
				pids = append(pids, pid)
			}
		}
	}
	return pids
}
