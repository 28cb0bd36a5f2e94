package cpython

import (
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/eval"
)

// TestSandboxStopsHostileCode attacks from inside the interpreter by means
// Python does not filter (open, socket, subprocess, ctypes raw syscalls): the
// operating system must refuse every one.
func TestSandboxStopsHostileCode(t *testing.T) {
	const secret = "rlm-canary-9b1f"
	t.Setenv("RLM_TEST_ENGINE_SECRET", secret)
	b := newBackend(t, Options{})
	if !b.Sandbox().Enforced() {
		t.Skipf("no sandbox on this machine: %s", b.Sandbox().Reason)
	}
	t.Logf("sandbox: %s", b.Sandbox())
	canary := filepath.Join(t.TempDir(), "canary.txt")
	if err := os.WriteFile(canary, []byte(secret), 0o600); err != nil {
		t.Fatal(err)
	}
	home, _ := os.UserHomeDir()
	homeCanary, err := os.CreateTemp(home, ".rlm-cpython-canary-*")
	if err != nil {
		t.Fatal(err)
	}
	homeCanary.WriteString(secret)
	homeCanary.Close()
	t.Cleanup(func() { os.Remove(homeCanary.Name()) })
	outsideDir := t.TempDir()

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
	port := ln.Addr().(*net.TCPAddr).Port
	engine := os.Getpid()

	s := openSession(t, b, eval.SessionConfig{})
	tests := []struct{ name, code string }{
		{"open a file planted outside the workdir", "print(open(" + strconv.Quote(canary) + ").read())"},
		{"open a file in the home directory", "print(open(" + strconv.Quote(homeCanary.Name()) + ").read())"},
		{"overwrite a file outside", "open(" + strconv.Quote(canary) + ", 'w').write('pwned')"},
		{"create a file outside", "open(" + strconv.Quote(filepath.Join(outsideDir, "dropped")) + ", 'w').write('pwned')"},
		{"connect to 127.0.0.1", "import socket\nsocket.create_connection(('127.0.0.1', " + strconv.Itoa(port) + "), timeout=2)"},
		{"cat the engine's environ", "import subprocess\nr = subprocess.run(['cat', '/proc/" + strconv.Itoa(engine) + "/environ'], capture_output=True)\nprint(r.stdout)\nassert r.returncode == 0, r.stderr"},
		{"the engine's environ via the parent", "print(open('/proc/%d/environ' % __import__('os').getppid(), 'rb').read())\nraise SystemError('read')"},
		{"ctypes raw open syscall", "import ctypes, os\nlibc = ctypes.CDLL(None, use_errno=True)\nfd = libc.syscall(2, " + strconv.Quote(canary) + ".encode(), 0)\nassert fd >= 0, os.strerror(ctypes.get_errno())\nprint(os.read(fd, 100))"},
		{"ctypes raw kill of the engine", "import ctypes, os\nlibc = ctypes.CDLL(None, use_errno=True)\nr = libc.syscall(62, " + strconv.Itoa(engine) + ", 0)\nassert r == 0, os.strerror(ctypes.get_errno())"},
		{"the engine's secret in os.environ", "import os\nprint(os.environ.get('RLM_TEST_ENGINE_SECRET'))\nassert 'RLM_TEST_ENGINE_SECRET' in os.environ"},
		{"write into the installation", "import sys, os\nopen(os.path.join(sys.prefix, 'rlm-dropped'), 'w').write('x')"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := mustExec(t, s, tt.code)
			if r.Error == "" {
				t.Errorf("the attempt succeeded: stdout %q", r.Stdout)
			}
			if strings.Contains(r.Stdout, secret) || strings.Contains(r.Error, secret) {
				t.Errorf("the secret leaked: %q %q", r.Stdout, r.Error)
			}
		})
	}
	select {
	case <-accepted:
		t.Error("the listener accepted a connection from the sandbox")
	default:
	}
	for _, f := range []string{canary, homeCanary.Name()} {
		if b, err := os.ReadFile(f); err != nil || string(b) != secret {
			t.Errorf("canary %s changed: %q, %v", f, b, err)
		}
	}
	if _, err := os.Stat(filepath.Join(outsideDir, "dropped")); err == nil {
		t.Error("a file was created outside the workdir")
	}
	// What the sandbox allows still works: the workdir, /tmp, subprocesses.
	r := mustExec(t, s, "import os, subprocess, tempfile\nopen('out.txt', 'w').write('hi')\nwith tempfile.TemporaryFile() as f: f.write(b'x')\nprint(subprocess.run(['cat', 'out.txt'], capture_output=True, text=True).stdout)")
	if r.Stdout != "hi\n" || r.Error != "" {
		t.Errorf("allowed work failed: %+v", r)
	}
}

func TestSandboxOff(t *testing.T) {
	b := newBackend(t, Options{Sandbox: SandboxOff})
	if b.Sandbox().Enforced() || b.Sandbox().Reason == "" {
		t.Errorf("Sandbox with the sandbox off: %+v", b.Sandbox())
	}
	s := openSession(t, b, eval.SessionConfig{})
	if r := mustExec(t, s, "import os\nprint(os.getpid() > 1)"); r.Stdout != "True\n" {
		t.Errorf("unsandboxed: %+v", r)
	}
	if _, err := New(Options{Sandbox: "maybe"}); err == nil {
		t.Error("an unknown sandbox mode was accepted")
	}
}
