package sandboxtest

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

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/eval/backends"
	"github.com/rlm-go/rlm/internal/sandbox"
)

// Package sandboxtest checks the eval workers' sandbox from inside a worker,
// with a backend registered only in this test binary (so the registry of
// every real binary stays as it is).

// rawsys is a backend that exists only in this test binary: an "embedded"
// interpreter whose cells are commands carried out with raw system calls
// (syscall.Open, syscall.Socket, syscall.Connect), nothing any interpreter
// could filter. It runs in worker processes through the same path as
// gpython and go, so what it cannot do there, the operating system
// prevents.
const rawsysName = "rawsys-test"

func init() {
	eval.Register(eval.BackendSpec{
		Name: rawsysName, Help: "raw system calls, for the sandbox tests", Language: eval.Python(), Embedded: true,
		Open: func(eval.OpenOptions) (eval.Backend, error) { return rawsysBackend{}, nil },
	})
}

type rawsysBackend struct{}

func (rawsysBackend) Name() string            { return rawsysName }
func (rawsysBackend) Version() string         { return "test" }
func (rawsysBackend) Language() eval.Language { return eval.Python() }
func (rawsysBackend) NewSession(context.Context, eval.SessionConfig) (eval.Session, error) {
	return rawsysSession{}, nil
}

type rawsysSession struct{}

func (rawsysSession) Close() error { return nil }

// Exec runs "read PATH", "write PATH", "connect HOST:PORT" or "pid": the
// output is what was read or done, the error the errno.
func (rawsysSession) Exec(_ context.Context, code string) (eval.Result, error) {
	op, arg, _ := strings.Cut(strings.TrimSpace(code), " ")
	var out string
	var err error
	switch op {
	case "read":
		out, err = rawRead(arg)
	case "write":
		err = rawWrite(arg)
	case "connect":
		err = rawConnect(arg)
	case "pid":
		out = strconv.Itoa(syscall.Getpid())
	default:
		err = fmt.Errorf("unknown op %q", op)
	}
	if err != nil {
		return eval.Result{Error: err.Error()}, nil
	}
	return eval.Result{Stdout: out}, nil
}

func rawRead(path string) (string, error) {
	fd, err := syscall.Open(path, syscall.O_RDONLY, 0)
	if err != nil {
		return "", err
	}
	defer syscall.Close(fd)
	buf := make([]byte, 1<<16)
	n, err := syscall.Read(fd, buf)
	if err != nil {
		return "", err
	}
	return string(buf[:n]), nil
}

func rawWrite(path string) error {
	fd, err := syscall.Open(path, syscall.O_WRONLY|syscall.O_CREAT|syscall.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	defer syscall.Close(fd)
	_, err = syscall.Write(fd, []byte("pwned"))
	return err
}

func rawConnect(addr string) error {
	host, port, _ := strings.Cut(addr, ":")
	p, _ := strconv.Atoi(port)
	ip := net.ParseIP(host).To4()
	fd, err := syscall.Socket(syscall.AF_INET, syscall.SOCK_STREAM, 0)
	if err != nil {
		return err
	}
	defer syscall.Close(fd)
	sa := &syscall.SockaddrInet4{Port: p}
	copy(sa.Addr[:], ip)
	return syscall.Connect(fd, sa)
}

// TestWorkerSandboxStopsRawSyscalls opens the raw-syscall backend the way
// the commands open gpython and go, with the sandbox on and then off, and
// tries what model code must not do: read a file planted outside the work
// directory, write beside it, connect to a listener on 127.0.0.1, and read
// the engine's environment from /proc. Sandboxed, the kernel refuses each;
// unsandboxed, the same calls succeed, so the test can tell the difference.
func TestWorkerSandboxStopsRawSyscalls(t *testing.T) {
	if rep := sandbox.Probe(); !rep.Enforced() {
		t.Skipf("no sandbox on this kernel: %s", rep.Reason)
	}
	dir := t.TempDir()
	canary := filepath.Join(dir, "canary")
	const secret = "canary-secret-6f1d"
	os.WriteFile(canary, []byte(secret), 0o600)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	accepted := make(chan struct{}, 8)
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			c.Close()
			accepted <- struct{}{}
		}
	}()
	environ := fmt.Sprintf("/proc/%d/environ", os.Getpid())
	written := filepath.Join(dir, "written")

	attempts := []struct {
		name, cell string
		leaked     func(eval.Result) bool
	}{
		{"read a planted file", "read " + canary, func(r eval.Result) bool { return strings.Contains(r.Stdout, secret) }},
		// /proc/<pid>/environ shows the environment the engine was started
		// with: any variable in it is the engine's.
		{"read the engine's environment", "read " + environ, func(r eval.Result) bool { return strings.Contains(r.Stdout, "=") }},
		{"write outside the work directory", "write " + written, func(eval.Result) bool { _, err := os.Stat(written); return err == nil }},
		{"connect to 127.0.0.1", "connect " + ln.Addr().String(), func(r eval.Result) bool { return r.Error == "" }},
	}
	for _, mode := range []string{eval.SandboxOn, eval.SandboxOff} {
		t.Run("sandbox "+mode, func(t *testing.T) {
			b, err := backends.Open("--eval", rawsysName, eval.OpenOptions{Sandbox: mode})
			if err != nil {
				t.Fatal(err)
			}
			defer b.(interface{ Close() error }).Close()
			if iso := backends.Describe(b); iso.Process != "worker" || iso.Sandbox.Enforced() != (mode == eval.SandboxOn) {
				t.Fatalf("isolation = %+v, want a worker, sandboxed: %v", iso, mode == eval.SandboxOn)
			}
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			s, err := b.NewSession(ctx, eval.SessionConfig{Contexts: []string{""}, Host: eval.HostFunc(
				func(context.Context, string, map[string]any) (any, error) { return nil, nil })})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			if r, _ := s.Exec(ctx, "pid"); r.Stdout == strconv.Itoa(os.Getpid()) || r.Stdout == "" {
				t.Fatalf("the cell ran in the engine's process (pid %q): no worker", r.Stdout)
			}
			for _, a := range attempts {
				os.Remove(written)
				r, err := s.Exec(ctx, a.cell)
				if err != nil {
					t.Fatalf("%s: %v", a.name, err)
				}
				if leaked := a.leaked(r); leaked != (mode == eval.SandboxOff) {
					t.Errorf("%s: leaked=%v with the sandbox %s (stdout %.60q, error %q)", a.name, leaked, mode, r.Stdout, r.Error)
				}
			}
			if mode == eval.SandboxOn {
				select {
				case <-accepted:
					t.Error("the listener accepted a connection from the sandbox")
				case <-time.After(100 * time.Millisecond):
				}
			}
			if b, _ := os.ReadFile(canary); string(b) != secret {
				t.Errorf("the canary changed: %q", b)
			}
		})
	}
}
