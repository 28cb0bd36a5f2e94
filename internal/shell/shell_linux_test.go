package shell_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rlm-go/rlm/internal/sandbox"
	"github.com/rlm-go/rlm/internal/shell"
)

func TestMain(m *testing.M) {
	if sandbox.RunIfLauncher() {
		return
	}
	os.Exit(m.Run())
}

// newShell returns a shell over a fresh workspace holding a.txt, beside a
// secret file outside it, or skips where the kernel cannot sandbox.
func newShell(t *testing.T, opts shell.Options) (sh *shell.Shell, ws, secret string) {
	t.Helper()
	if rep := sandbox.Probe(); !rep.Enforced() {
		t.Skipf("this kernel cannot sandbox a command: %s", rep.Reason)
	}
	base := t.TempDir()
	ws = filepath.Join(base, "ws")
	if err := os.Mkdir(ws, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(ws, "a.txt"), []byte("inside\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	secret = filepath.Join(base, "secret.txt")
	if err := os.WriteFile(secret, []byte("TOP-SECRET\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	opts.Dir = ws
	sh, err := shell.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	return sh, ws, secret
}

func run(t *testing.T, sh *shell.Shell, command string, timeout time.Duration) shell.Result {
	t.Helper()
	res, err := sh.Run(context.Background(), command, timeout)
	if err != nil {
		t.Fatalf("%s: %v", command, err)
	}
	return res
}

func TestRunsInWorkspace(t *testing.T) {
	t.Setenv("OPENAI_API_KEY", "sk-must-not-leak")
	sh, ws, _ := newShell(t, shell.Options{})
	res := run(t, sh, `pwd; cat a.txt; echo to-stderr >&2; echo "key=[$OPENAI_API_KEY]"; exit 3`, 0)
	want := ws + "\ninside\nto-stderr\nkey=[]\n"
	if res.Output != want || res.ExitCode != 3 || res.TimedOut || res.Truncated {
		t.Fatalf("got %+v, want output %q and exit 3", res, want)
	}
	res = run(t, sh, `echo made > b.txt && mkdir -p d && echo x > d/c.txt`, 0)
	if b, err := os.ReadFile(filepath.Join(ws, "b.txt")); err != nil || string(b) != "made\n" || res.ExitCode != 0 {
		t.Fatalf("writing in a writable workspace: %+v, file %q %v", res, b, err)
	}
}

func TestOutsideFilesUnreadable(t *testing.T) {
	sh, _, secret := newShell(t, shell.Options{})
	if b, err := os.ReadFile(secret); err != nil || !strings.Contains(string(b), "TOP-SECRET") {
		t.Fatalf("the planted file must be readable outside the sandbox: %q %v", b, err)
	}
	home, _ := os.UserHomeDir()
	for _, tc := range []struct {
		cmd string
		// listing: the command lists a directory that exists inside as a
		// bare mount point; it must not show the file.
		listing bool
	}{
		{"cat ../secret.txt", false},
		{"cat " + secret, false},
		{"cat /etc/shadow /etc/hostname /root/.bash_history", false},
		{"ls -a " + home, false},
		{"ls -a " + filepath.Dir(secret), true},
	} {
		res := run(t, sh, tc.cmd, 0)
		if strings.Contains(res.Output, "TOP-SECRET") || !tc.listing && res.ExitCode == 0 ||
			tc.listing && strings.Contains(res.Output, "secret.txt") {
			t.Errorf("%s: exit %d, output %q; want no access", tc.cmd, res.ExitCode, res.Output)
		}
	}
}

func TestNoNetwork(t *testing.T) {
	sh, _, _ := newShell(t, shell.Options{})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	accepted := make(chan struct{}, 1)
	go func() {
		if c, err := ln.Accept(); err == nil {
			c.Close()
			accepted <- struct{}{}
		}
	}()
	port := ln.Addr().(*net.TCPAddr).Port
	// The listener works from here, so a refusal inside is the sandbox's.
	if c, err := net.Dial("tcp", ln.Addr().String()); err != nil {
		t.Fatal(err)
	} else {
		c.Close()
		<-accepted
	}
	go func() {
		if c, err := ln.Accept(); err == nil {
			c.Close()
			accepted <- struct{}{}
		}
	}()
	res := run(t, sh, fmt.Sprintf("exec 3<>/dev/tcp/127.0.0.1/%d && echo connected", port), 10*time.Second)
	if res.ExitCode == 0 || strings.Contains(res.Output, "connected") {
		t.Fatalf("connecting to 127.0.0.1:%d from the shell: %+v; want a failure", port, res)
	}
	select {
	case <-accepted:
		t.Fatal("the listener accepted a connection from the sandbox")
	case <-time.After(100 * time.Millisecond):
	}
}

func TestReadOnlyWorkspace(t *testing.T) {
	sh, ws, _ := newShell(t, shell.Options{ReadOnly: true})
	for _, cmd := range []string{"echo x > new.txt", "echo x >> a.txt", "rm a.txt", "mkdir d", "touch a.txt"} {
		res := run(t, sh, cmd, 0)
		if res.ExitCode == 0 {
			t.Errorf("%s in a read-only workspace: %+v; want a failure", cmd, res)
		}
	}
	entries, _ := os.ReadDir(ws)
	b, _ := os.ReadFile(filepath.Join(ws, "a.txt"))
	if len(entries) != 1 || string(b) != "inside\n" {
		t.Fatalf("the read-only workspace changed: %d entries, a.txt %q", len(entries), b)
	}
	// Reading still works, and /tmp is the command's own.
	res := run(t, sh, "cat a.txt && echo scratch > /tmp/s && cat /tmp/s", 0)
	if res.ExitCode != 0 || res.Output != "inside\nscratch\n" {
		t.Fatalf("reading in a read-only workspace: %+v", res)
	}
}

// A command past its timeout is killed with a child that left its process
// group (setsid): the PID namespace dies with its first process.
func TestTimeoutKillsChildren(t *testing.T) {
	sh, _, _ := newShell(t, shell.Options{})
	marker := fmt.Sprintf("%d.%d", 900+rand.IntN(99), rand.IntN(1e6))
	found := make(chan int, 1)
	stop := make(chan struct{})
	go func() {
		for {
			if pid := findProcess("sleep", marker); pid > 0 {
				found <- pid
				return
			}
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
			}
		}
	}()
	start := time.Now()
	res := run(t, sh, "setsid sleep "+marker+" & sleep "+marker, 2*time.Second)
	took := time.Since(start)
	close(stop)
	if !res.TimedOut || res.ExitCode != shell.TimeoutExitCode || !strings.Contains(res.Output, "timeout of 2s") {
		t.Fatalf("got %+v, want a timeout", res)
	}
	if took > 6*time.Second {
		t.Fatalf("Run returned %s after a 2s timeout", took)
	}
	var pid int
	select {
	case pid = <-found:
	default:
		t.Fatal("the command's child was never seen running")
	}
	deadline := time.Now().Add(2 * time.Second)
	for syscall.Kill(pid, 0) == nil && findProcess("sleep", marker) == pid {
		if time.Now().After(deadline) {
			t.Fatalf("child %d (sleep %s) still runs after the timeout", pid, marker)
		}
		time.Sleep(10 * time.Millisecond)
	}
	if p := findProcess("sleep", marker); p > 0 {
		t.Fatalf("a sleep %s is still running as pid %d", marker, p)
	}
}

// findProcess is the pid of a process whose command line is name then
// arg, 0 for none.
func findProcess(name, arg string) int {
	ents, _ := os.ReadDir("/proc")
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
		if err != nil {
			continue
		}
		args := strings.Split(strings.TrimRight(string(b), "\x00"), "\x00")
		if len(args) == 2 && filepath.Base(args[0]) == name && args[1] == arg {
			return pid
		}
	}
	return 0
}

func TestOutputCapped(t *testing.T) {
	sh, _, _ := newShell(t, shell.Options{MaxOutput: 1000})
	res := run(t, sh, "head -c 500000 /dev/zero | tr '\\0' a; echo done >&2", 0)
	if !res.Truncated || res.ExitCode != 0 {
		t.Fatalf("got truncated=%v exit=%d", res.Truncated, res.ExitCode)
	}
	if !strings.HasPrefix(res.Output, strings.Repeat("a", 1000)+"\n[output cut: 499005 bytes past the first 1000 were dropped]") {
		t.Fatalf("output %q", res.Output[:min(len(res.Output), 1200)])
	}
	if len(res.Output) > 1100 {
		t.Fatalf("output is %d bytes, want about 1000", len(res.Output))
	}
	// A character is never split at the cut.
	sh2, _, _ := newShell(t, shell.Options{MaxOutput: 4})
	res = run(t, sh2, "printf 'abcé and more'", 0)
	if !strings.HasPrefix(res.Output, "abc\n[output cut: 11 bytes past the first 3") {
		t.Fatalf("output %q", res.Output)
	}
}

func TestContextEnds(t *testing.T) {
	sh, _, _ := newShell(t, shell.Options{})
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := sh.Run(ctx, "sleep 30", 0)
	if !errors.Is(err, context.DeadlineExceeded) || time.Since(start) > 5*time.Second {
		t.Fatalf("err %v after %s", err, time.Since(start))
	}
}
