package main

import (
	"bytes"
	"context"
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rlm-go/rlm/observability/webtest"
)

// syncBuffer is a bytes.Buffer safe to read while a command writes it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// waitForText waits until buf holds a match of re and returns it.
func waitForText(t *testing.T, buf *syncBuffer, re *regexp.Regexp, within time.Duration) []string {
	t.Helper()
	deadline := time.Now().Add(within)
	for time.Now().Before(deadline) {
		if m := re.FindStringSubmatch(buf.String()); m != nil {
			return m
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("no %q within %v in:\n%s", re, within, buf.String())
	return nil
}

// After a --web run the page still loads and shows the run finished: the
// server stays up until Ctrl-C, and the command then exits with the run's
// status.
func TestWebViewAfterTheRun(t *testing.T) {
	if _, err := os.Stat(webtest.Chromium); err != nil {
		t.Skip("skipping: " + webtest.Chromium + " not found (apt-get install -y chromium; .ci/run installs it)")
	}
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	var out, errb syncBuffer
	io := IO{In: strings.NewReader("alpha\nThe password is swordfish.\nomega\n"), Out: &out, Err: &errb,
		Getenv: func(string) string { return "" }}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan int, 1)
	go func() {
		done <- execute(ctx, io, []string{"--model", "mock", "--eval", "gpython", "--web", "What is the password?"})
	}()
	m := waitForText(t, &errb, regexp.MustCompile(`view stays at (http://\S+) until you press Ctrl-C`), 60*time.Second)
	if !strings.Contains(out.String(), "swordfish") {
		t.Fatalf("the answer is not printed before the wait: %q", out.String())
	}
	select {
	case code := <-done:
		t.Fatalf("rlm exited (%d) after the run; the page lost its server", code)
	default:
	}
	dom := webtest.DumpDOM(t, m[1], 30*time.Second, "#run-header .status", "#iterations .card")
	for _, want := range []string{`class="status ok"`, "What is the password?", "swordfish"} {
		if !strings.Contains(dom, want) {
			t.Errorf("the page after the run lacks %q", want)
		}
	}
	for _, bad := range []string{"Failed to fetch", "status running", "error: "} {
		if strings.Contains(dom, bad) {
			t.Errorf("the page after the run shows %q", bad)
		}
	}
	if t.Failed() {
		t.Logf("DOM:\n%s", dom)
	}
	cancel() // Ctrl-C
	select {
	case code := <-done:
		if code != exitOK {
			t.Fatalf("exit %d after Ctrl-C, want the run's 0; stderr:\n%s", code, errb.String())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("rlm did not exit after Ctrl-C")
	}
}
