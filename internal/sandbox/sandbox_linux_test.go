package sandbox_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/rlm-go/rlm/internal/sandbox"
)

// envMode makes the test binary, started inside a sandbox, act as the
// untrusted program: it makes raw system calls, no interpreter in between.
const envMode = "RLM_SANDBOX_TEST_MODE"

func TestMain(m *testing.M) {
	if sandbox.RunIfLauncher() {
		return
	}
	if mode, ok := os.LookupEnv(envMode); ok {
		os.Exit(hostile(mode, os.Args[1:]))
	}
	os.Exit(m.Run())
}

// hostile runs one attack and prints "ok <detail>" when the system call
// succeeded, "denied <errno>" when the kernel refused it.
func hostile(mode string, args []string) int {
	report := func(detail string, err error) int {
		if err != nil {
			fmt.Printf("denied %v\n", err)
		} else {
			fmt.Printf("ok %s\n", detail)
		}
		return 0
	}
	switch mode {
	case "read":
		fd, err := unix.Open(args[0], unix.O_RDONLY, 0)
		if err != nil {
			return report("", err)
		}
		buf := make([]byte, 4096)
		n, err := unix.Read(fd, buf)
		if err != nil {
			return report("", err)
		}
		return report(string(buf[:n]), nil)
	case "write":
		fd, err := unix.Open(args[0], unix.O_WRONLY|unix.O_CREAT|unix.O_TRUNC, 0o644)
		if err == nil {
			_, err = unix.Write(fd, []byte("pwned"))
		}
		return report("", err)
	case "connect":
		port, _ := strconv.Atoi(args[0])
		fd, err := unix.Socket(unix.AF_INET, unix.SOCK_STREAM, 0)
		if err != nil {
			return report("", err)
		}
		err = unix.Connect(fd, &unix.SockaddrInet4{Port: port, Addr: [4]byte{127, 0, 0, 1}})
		return report("", err)
	case "kill":
		pid, _ := strconv.Atoi(args[0])
		return report("", unix.Kill(pid, syscall.SIGTERM))
	case "remount":
		return report("", unix.Mount("", args[0], "", unix.MS_REMOUNT|unix.MS_BIND, ""))
	case "caps":
		b, err := os.ReadFile("/proc/self/status")
		for _, line := range strings.Split(string(b), "\n") {
			if strings.HasPrefix(line, "CapEff:") || strings.HasPrefix(line, "NoNewPrivs:") {
				fmt.Println(strings.Join(strings.Fields(line), " "))
			}
		}
		return report("", err)
	case "pid":
		fmt.Println(os.Getppid())
		return 0
	case "alloc":
		n, _ := strconv.Atoi(args[0])
		b := make([]byte, n)
		for i := 0; i < len(b); i += 4096 {
			b[i] = 1
		}
		fmt.Println("ok allocated")
		return 0
	case "escape":
		// Start a child in a new session that starts a grandchild in
		// another and exits: the grandchild is orphaned, in no group of
		// ours. Exit once it is running.
		return spawnDetached("escape1", args[0])
	case "escape1":
		return spawnDetached("linger", args[0])
	case "linger":
		os.WriteFile(args[0], []byte("ready"), 0o644)
		time.Sleep(time.Minute)
		return 0
	}
	fmt.Fprintf(os.Stderr, "unknown mode %q\n", mode)
	return 3
}

func spawnDetached(mode, ready string) int {
	cmd := exec.Command(os.Args[0], ready)
	cmd.Env = append(os.Environ(), envMode+"="+mode)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	if err := cmd.Start(); err != nil {
		fmt.Println("denied", err)
		return 0
	}
	if mode == "linger" {
		return 0 // the middle process exits at once
	}
	for i := 0; i < 500; i++ {
		if _, err := os.Stat(ready); err == nil {
			fmt.Println("ok detached")
			return 0
		}
		time.Sleep(10 * time.Millisecond)
	}
	fmt.Println("denied never ready")
	return 0
}

func requireSandbox(t *testing.T) sandbox.Report {
	t.Helper()
	r := sandbox.Probe()
	if !r.Enforced() {
		t.Skipf("no sandbox on this machine: %s", r.Reason)
	}
	return r
}

func policy(t *testing.T) sandbox.Policy {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return sandbox.Policy{
		Workdir:  t.TempDir(),
		ReadOnly: append(sandbox.SystemReadOnly(), self),
	}
}

// run starts the test binary in mode inside a sandbox made from p and
// returns its stdout.
func run(t *testing.T, p sandbox.Policy, env []string, mode string, args ...string) (string, *sandbox.Handle, error) {
	t.Helper()
	self, _ := os.Executable()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd, h, err := sandbox.Command(ctx, p, append([]string{self}, args...))
	if err != nil {
		t.Fatal(err)
	}
	cmd.Env = append(env, envMode+"="+mode)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err = cmd.Run()
	if stderr.Len() > 0 {
		t.Logf("%s stderr: %s", mode, stderr.String())
	}
	t.Cleanup(func() {
		if err := h.Release(); err != nil {
			t.Error(err)
		}
	})
	return strings.TrimSpace(stdout.String()), h, err
}

func TestProbe(t *testing.T) {
	r := requireSandbox(t)
	t.Logf("sandbox here: %s", r)
	if !r.Filesystem || !r.PID || !r.Network || !r.NoCaps {
		t.Errorf("probe reports an enforced sandbox missing parts: %+v", r)
	}
}

func TestHostileSyscallsAreDenied(t *testing.T) {
	requireSandbox(t)
	outside := t.TempDir()
	canary := filepath.Join(outside, "canary.txt")
	const secret = "canary-secret-1234"
	if err := os.WriteFile(canary, []byte(secret), 0o600); err != nil {
		t.Fatal(err)
	}
	home, err := os.UserHomeDir()
	if err != nil {
		t.Fatal(err)
	}
	homeCanary, err := os.CreateTemp(home, ".rlm-sandbox-canary-*")
	if err != nil {
		t.Fatal(err)
	}
	homeCanary.WriteString(secret)
	homeCanary.Close()
	t.Cleanup(func() { os.Remove(homeCanary.Name()) })

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	accepted := make(chan struct{}, 1)
	go func() {
		if c, err := ln.Accept(); err == nil {
			accepted <- struct{}{}
			c.Close()
		}
	}()
	port := strconv.Itoa(ln.Addr().(*net.TCPAddr).Port)

	p := policy(t)
	self, _ := os.Executable()
	tests := []struct {
		name string
		mode string
		args []string
	}{
		{"read a file planted outside the workdir", "read", []string{canary}},
		{"read a file in the home directory", "read", []string{homeCanary.Name()}},
		{"overwrite a file outside the workdir", "write", []string{canary}},
		{"write into /usr", "write", []string{"/usr/rlm-sandbox-dropped"}},
		{"connect to a listener on 127.0.0.1", "connect", []string{port}},
		{"signal the engine", "kill", []string{strconv.Itoa(os.Getpid())}},
		{"read the engine's environment", "read", []string{fmt.Sprintf("/proc/%d/environ", os.Getpid())}},
		{"remount a read-only path writable", "remount", []string{"/usr"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, _, err := run(t, p, nil, tt.mode, tt.args...)
			if err != nil {
				t.Fatalf("sandboxed program failed: %v (stdout %q)", err, out)
			}
			if !strings.HasPrefix(out, "denied") {
				t.Errorf("the kernel allowed it: %q", out)
			}
			if strings.Contains(out, secret) {
				t.Errorf("canary content leaked: %q", out)
			}
		})
	}
	select {
	case <-accepted:
		t.Error("the listener on 127.0.0.1 accepted a connection from the sandbox")
	default:
	}
	for _, f := range []string{canary, homeCanary.Name()} {
		if b, err := os.ReadFile(f); err != nil || string(b) != secret {
			t.Errorf("canary %s changed: %q, %v", f, b, err)
		}
	}
	if _, err := os.Stat("/usr/rlm-sandbox-dropped"); err == nil {
		os.Remove("/usr/rlm-sandbox-dropped")
		t.Error("the sandbox wrote into /usr")
	}
	// Beside the test binary, under /tmp, the program writes into its own
	// private /tmp: allowed there, invisible here.
	dropped := filepath.Join(filepath.Dir(self), "dropped")
	if out, _, err := run(t, p, nil, "write", dropped); err != nil {
		t.Errorf("write under the private /tmp: %q, %v", out, err)
	}
	if _, err := os.Stat(dropped); err == nil {
		os.Remove(dropped)
		t.Error("a write inside the sandbox's /tmp reached the host")
	}
}

func TestAllowedAccess(t *testing.T) {
	requireSandbox(t)
	p := policy(t)
	ro := filepath.Join(t.TempDir(), "context.txt")
	os.WriteFile(ro, []byte("the context"), 0o600)
	p.ReadOnly = append(p.ReadOnly, ro)

	out, _, err := run(t, p, nil, "read", ro)
	if err != nil || out != "ok the context" {
		t.Errorf("reading a read-only context file: %q, %v", out, err)
	}
	out, _, err = run(t, p, nil, "write", ro)
	if err != nil || !strings.HasPrefix(out, "denied") {
		t.Errorf("writing a read-only context file: %q, %v", out, err)
	}
	inWork := filepath.Join(p.Workdir, "result.txt")
	out, _, err = run(t, p, nil, "write", inWork)
	if err != nil || out != "ok" {
		t.Errorf("writing in the workdir: %q, %v", out, err)
	}
	if b, _ := os.ReadFile(inWork); string(b) != "pwned" {
		t.Errorf("the workdir file holds %q", b)
	}
	out, _, err = run(t, p, nil, "pid")
	if err != nil || out != "1" {
		t.Errorf("the program's parent in its namespace: %q, %v; want 1, the launcher", out, err)
	}
	out, _, err = run(t, p, nil, "caps")
	if err != nil || !strings.Contains(out, "CapEff: 0000000000000000") || !strings.Contains(out, "NoNewPrivs: 1") {
		t.Errorf("capabilities inside: %q, %v", out, err)
	}
}

func TestDetachedDescendantsDieWithTheProgram(t *testing.T) {
	requireSandbox(t)
	p := policy(t)
	token := make([]byte, 8)
	rand.Read(token)
	marker := "RLM_SANDBOX_TEST_TOKEN=" + hex.EncodeToString(token)
	ready := filepath.Join(p.Workdir, "ready")
	out, _, err := run(t, p, []string{marker}, "escape", ready)
	if err != nil || out != "ok detached" {
		t.Fatalf("escape: %q, %v", out, err)
	}
	// The grandchild was running (it wrote ready) when the program exited;
	// the kernel must have killed it with the namespace.
	deadline := time.Now().Add(5 * time.Second)
	for {
		pids := withEnv(marker)
		if len(pids) == 0 {
			break
		}
		if time.Now().After(deadline) {
			for _, pid := range pids {
				syscall.Kill(pid, syscall.SIGKILL)
			}
			t.Fatalf("processes %v outlived the sandboxed program", pids)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// withEnv lists the processes whose environment holds kv.
func withEnv(kv string) []int {
	var pids []int
	dirs, _ := os.ReadDir("/proc")
	for _, d := range dirs {
		pid, err := strconv.Atoi(d.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + d.Name() + "/environ")
		if err == nil && bytes.Contains(b, []byte(kv+"\x00")) {
			pids = append(pids, pid)
		}
	}
	return pids
}

func TestMemoryLimitStopsABigAllocation(t *testing.T) {
	requireSandbox(t)
	p := policy(t)
	p.MemoryBytes = 256 << 20
	out, h, err := run(t, p, nil, "alloc", strconv.Itoa(1<<30))
	t.Logf("memory enforced by %q; program: %q, %v", h.Report().Memory, out, err)
	if err == nil || out == "ok allocated" {
		t.Fatalf("a 1 GiB allocation under a 256 MiB limit succeeded: %q", out)
	}
	if h.Report().Memory == "cgroup v1" || h.Report().Memory == "cgroup v2" {
		if !h.OOMKilled() {
			t.Errorf("the memory cgroup reports no OOM kill")
		}
	}
	out, _, err = run(t, p, nil, "alloc", strconv.Itoa(16<<20))
	if err != nil || out != "ok allocated" {
		t.Errorf("a 16 MiB allocation under a 256 MiB limit: %q, %v", out, err)
	}
}

func TestRequiresWorkdir(t *testing.T) {
	requireSandbox(t)
	_, _, err := sandbox.Command(context.Background(), sandbox.Policy{}, []string{"/bin/true"})
	if err == nil {
		t.Fatal("a policy without a workdir was accepted")
	}
}
