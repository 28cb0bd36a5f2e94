package cli

import (
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
)

// TestHarden re-runs the test binary, hardens that child and has it read
// its dumpable flag back (PR_GET_DUMPABLE): non-dumpable processes' /proc
// files, environ included, are closed to other processes of the same user.
func TestHarden(t *testing.T) {
	if os.Getenv("RLM_HARDEN_CHILD") == "1" {
		const prGetDumpable = 3
		if err := Harden(); err != nil {
			t.Fatal(err)
		}
		if v, _, errno := syscall.RawSyscall(syscall.SYS_PRCTL, prGetDumpable, 0, 0); errno != 0 || v != 0 {
			t.Fatalf("dumpable = %d (errno %v), want 0", v, errno)
		}
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run", "^TestHarden$", "-test.v")
	cmd.Env = append(os.Environ(), "RLM_HARDEN_CHILD=1")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: TestHarden") {
		t.Fatalf("hardened child failed: %v\n%s", err, out)
	}
}
