package evaltest

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"
)

// isolatedEnv names, in the environment of a re-executed test binary, the
// one case that process runs.
const isolatedEnv = "EVALTEST_ISOLATED_CASE"

// isolatedHeadroom is how much more address space the case's process may
// take: enough for a session, far too little to exhaust the machine when a
// backend fails to bound memory.
const isolatedHeadroom = 3 << 30

func headroom() uint64 {
	if raceEnabled {
		return 2 * isolatedHeadroom
	}
	return isolatedHeadroom
}

// runIsolated runs the current subtest again in a child test process with a
// capped address space, so that a backend that lets a cell crash the
// process (a Go runtime "fatal error: out of memory" cannot be recovered)
// fails this case instead of taking the whole suite down with it.
func runIsolated(t *testing.T) {
	var parts []string
	for _, p := range strings.Split(t.Name(), "/") {
		parts = append(parts, "^"+regexp.QuoteMeta(p)+"$")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*execLimit)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run="+strings.Join(parts, "/"), "-test.count=1", "-test.v")
	cmd.Env = append(os.Environ(), isolatedEnv+"="+t.Name())
	start := time.Now()
	out, err := cmd.CombinedOutput()
	took := time.Since(start).Round(time.Millisecond)
	switch {
	case err != nil:
		t.Errorf("the case failed in its own process after %s (%v); in the harness's process this would have taken every session down:\n%s", took, err, excerpt(out))
	case !bytes.Contains(out, []byte("--- PASS: "+t.Name()+" ")):
		t.Errorf("the child process did not run %s (after %s):\n%s", t.Name(), took, excerpt(out))
	}
}

var interesting = regexp.MustCompile(`^(fatal error|panic:|runtime: |ThreadSanitizer|FATAL|==\d+==|\s+(evaltest|cases)\.go:\d+|\s*--- FAIL|signal: )`)

// excerpt keeps the lines that say why a child failed, not its goroutine
// dump.
func excerpt(out []byte) string {
	var keep []string
	for _, line := range strings.Split(string(out), "\n") {
		if interesting.MatchString(line) && len(keep) < 20 {
			// Prefixed so that test-output parsers do not take the
			// child's result lines for the parent's.
			keep = append(keep, "child| "+strings.TrimSpace(line))
		}
	}
	if len(keep) == 0 {
		s := string(out)
		if len(s) > 2000 {
			s = "..." + s[len(s)-2000:]
		}
		return s
	}
	return strings.Join(keep, "\n")
}
