package cpython

import (
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rlm-go/rlm/eval"
)

func forkBackend(t *testing.T, opts Options) *Backend {
	t.Helper()
	b := newBackend(t, opts)
	if !b.ForkServer().Enabled {
		t.Skipf("no fork server here: %s", b.ForkServer().Reason)
	}
	return b
}

// TestForkSessionsCannotReachEachOther attacks a live sibling session forked
// from the same zygote, and the zygote itself, by means Python does not
// filter: the kernel (each session's own Landlock domain) must refuse.
func TestForkSessionsCannotReachEachOther(t *testing.T) {
	b := forkBackend(t, Options{})
	victim := openSession(t, b, eval.SessionConfig{})
	attacker := openSession(t, b, eval.SessionConfig{})
	if !victim.forked || !attacker.forked {
		t.Fatal("sessions were not forked")
	}
	const secret = "rlm-sibling-secret-51c"
	r := mustExec(t, victim, "import os, socket\nopen('secret.txt', 'w').write('"+secret+"')\n"+
		"srv = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)\nsrv.bind('\\0rlm-sibling-test')\nsrv.listen(1)\n"+
		"print(os.getpid(), os.getppid(), os.getcwd(), os.environ['TMPDIR'])")
	f := strings.Fields(r.Stdout)
	if len(f) != 4 || r.Error != "" {
		t.Fatalf("victim: %+v", r)
	}
	vpid, zpid, vwork, vtmp := f[0], f[1], f[2], f[3]
	secretFile := filepath.Join(vwork, "secret.txt")
	tests := []struct{ name, code string }{
		{"read the sibling's file", "print(open(" + strconv.Quote(secretFile) + ").read())"},
		{"overwrite the sibling's file", "open(" + strconv.Quote(secretFile) + ", 'w').write('pwned')"},
		{"create a file in the sibling's workdir", "open(" + strconv.Quote(filepath.Join(vwork, "dropped")) + ", 'w').write('x')"},
		{"list the sibling's workdir", "print(__import__('os').listdir(" + strconv.Quote(vwork) + "))"},
		{"write the sibling's temp dir", "open(" + strconv.Quote(filepath.Join(vtmp, "dropped")) + ", 'w').write('x')"},
		{"read through /proc/<sibling>/cwd", "print(open('/proc/" + vpid + "/cwd/secret.txt').read())"},
		{"read the zygote's directory", "print(__import__('os').listdir(" + strconv.Quote(b.fork.base) + "))"},
		{"ctypes raw open of the sibling's file", "import ctypes, os\nlibc = ctypes.CDLL(None, use_errno=True)\nfd = libc.syscall(2, " + strconv.Quote(secretFile) + ".encode(), 0)\nassert fd >= 0, os.strerror(ctypes.get_errno())\nprint(os.read(fd, 100))"},
		{"signal the sibling", "import os, signal\nos.kill(" + vpid + ", signal.SIGKILL)"},
		{"signal the sibling's group", "import os, signal\nos.killpg(" + vpid + ", signal.SIGKILL)"},
		{"signal the zygote", "import os, signal\nos.kill(" + zpid + ", signal.SIGKILL)"},
		{"ctypes raw kill of the zygote", "import ctypes, os\nlibc = ctypes.CDLL(None, use_errno=True)\nr = libc.syscall(62, " + zpid + ", 9)\nassert r == 0, os.strerror(ctypes.get_errno())"},
		{"connect to the sibling's abstract socket", "import socket\nc = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)\nc.connect('\\0rlm-sibling-test')"},
		{"read the sibling's memory", "print(open('/proc/" + vpid + "/mem', 'rb').read(1))"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := mustExec(t, attacker, tt.code)
			if r.Error == "" {
				t.Errorf("the attempt succeeded: stdout %q", r.Stdout)
			}
			if strings.Contains(r.Stdout, secret) || strings.Contains(r.Error, secret) {
				t.Errorf("the secret leaked: %q %q", r.Stdout, r.Error)
			}
		})
	}
	if got, err := os.ReadFile(secretFile); err != nil || string(got) != secret {
		t.Errorf("the victim's file changed: %q, %v", got, err)
	}
	for _, p := range []string{filepath.Join(vwork, "dropped"), filepath.Join(vtmp, "dropped")} {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("%s was created by a sibling", p)
		}
	}
	// The victim and the zygote live on, and a session's own things work.
	if r := mustExec(t, victim, "print(open('secret.txt').read(), os.getppid())"); r.Stdout != secret+" "+zpid+"\n" || r.Restarted {
		t.Errorf("victim after the attacks: %+v", r)
	}
	r = mustExec(t, attacker, "import os, tempfile, subprocess, signal\nopen('mine', 'w').write('ok')\n"+
		"with tempfile.NamedTemporaryFile() as f: f.write(b'x')\n"+
		"p = subprocess.Popen(['sleep', '10'])\nos.kill(p.pid, signal.SIGKILL)\np.wait()\n"+
		"print(open('mine').read(), subprocess.run(['cat', 'mine'], capture_output=True, text=True).stdout)")
	if r.Stdout != "ok ok\n" || r.Error != "" {
		t.Errorf("allowed work in a forked session failed: %+v", r)
	}
}

// TestForkServerModes: off is reported with its reason, unknown modes fail.
func TestForkServerModes(t *testing.T) {
	b := newBackend(t, Options{ForkServer: SandboxOff})
	if rep := b.ForkServer(); rep.Enabled || rep.Reason != "turned off" {
		t.Errorf("fork server off: %+v", rep)
	}
	s := openSession(t, b, eval.SessionConfig{})
	if s.forked {
		t.Error("a session was forked with the fork server off")
	}
	if r := mustExec(t, s, "print(1)"); r.Stdout != "1\n" {
		t.Errorf("per-process session: %+v", r)
	}
	if _, err := New(Options{ForkServer: "maybe"}); err == nil {
		t.Error("an unknown fork server mode was accepted")
	}
	nb := newBackend(t, Options{Sandbox: SandboxOff})
	if rep := nb.ForkServer(); rep.Enabled || rep.Reason == "" {
		t.Errorf("fork server without a sandbox: %+v", rep)
	}
	if _, err := New(Options{Sandbox: SandboxOff, ForkServer: SandboxOn}); err == nil {
		t.Error("fork server on without a sandbox was accepted")
	}
	// A session with a workdir of its own cannot be forked (the zygote does
	// not see it) and starts its own sandboxed interpreter.
	fb := forkBackend(t, Options{})
	work := t.TempDir()
	ws := openSession(t, fb, eval.SessionConfig{Workdir: work})
	if ws.forked {
		t.Error("a session with its own workdir was forked")
	}
	if r := mustExec(t, ws, "import os\nprint(os.getcwd())"); r.Stdout != work+"\n" {
		t.Errorf("own workdir: %+v", r)
	}
}

// TestPoolStopsOnClose: Close leaves no goroutine and no process of the
// fork server, its pool or its sessions.
func TestPoolStopsOnClose(t *testing.T) {
	before := runtime.NumGoroutine()
	b := forkBackend(t, Options{PoolSize: 3})
	s := openSession(t, b, eval.SessionConfig{Contexts: []string{"c"}})
	if r := mustExec(t, s, "print(context)"); r.Stdout != "c\n" {
		t.Fatalf("session: %+v", r)
	}
	// Wait for the pool to fill: 3 ready, the last held by the filler.
	deadline := time.Now().Add(10 * time.Second)
	for len(b.fork.pool) < cap(b.fork.pool) && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if len(b.fork.pool) != cap(b.fork.pool) {
		t.Fatalf("pool holds %d, want %d", len(b.fork.pool), cap(b.fork.pool))
	}
	b.fork.mu.Lock()
	z := b.fork.z
	b.fork.mu.Unlock()
	pids := []int{z.cmd.Process.Pid, s.p.pid}
	z.mu.Lock()
	for _, p := range z.children {
		pids = append(pids, p.pid)
	}
	z.mu.Unlock()
	if len(pids) < 2+3 {
		t.Errorf("%d processes known, want the zygote, the session and 3 pooled", len(pids))
	}
	base := b.fork.base
	s.Close()
	if err := b.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
	for _, pid := range pids {
		waitDead(t, pid)
	}
	if _, err := os.Stat(base); !os.IsNotExist(err) {
		t.Errorf("fork server dir %s left behind: %v", base, err)
	}
	settleGoroutines(t, before)
	if _, err := b.NewSession(t.Context(), eval.SessionConfig{}); err == nil {
		t.Error("NewSession after Close worked")
	}
}

// TestForkServerRestartsAfterDeath: when the zygote dies, its sessions are
// restarted with the usual message and new sessions get a new zygote.
func TestForkServerRestartsAfterDeath(t *testing.T) {
	b := forkBackend(t, Options{})
	s := openSession(t, b, eval.SessionConfig{Contexts: []string{"ctx"}})
	mustExec(t, s, "lost = 1")
	b.fork.mu.Lock()
	z := b.fork.z
	b.fork.mu.Unlock()
	signalGroup(z.cmd.Process.Pid, 9)
	<-z.done
	r := mustExec(t, s, "print('lost' in globals())")
	if !r.Restarted || !strings.Contains(r.Error, "ALL VARIABLES ARE GONE") {
		t.Errorf("cell after the zygote died: %+v", r)
	}
	if r := mustExec(t, s, "print(context, 'lost' in globals())"); r.Stdout != "ctx False\n" {
		t.Errorf("after restart: %+v", r)
	}
	s2 := openSession(t, b, eval.SessionConfig{})
	if r := mustExec(t, s2, "print(2)"); r.Stdout != "2\n" || !s2.forked {
		t.Errorf("new session after the zygote died: %+v", r)
	}
}
