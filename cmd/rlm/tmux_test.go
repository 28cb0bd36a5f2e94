package main

import (
	"crypto/rand"
	"encoding/hex"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// tmuxTerm runs the rlm command (this test binary, see asRLM) in a real
// terminal: a detached tmux session on a private server.
type tmuxTerm struct {
	t      *testing.T
	socket string
}

func startTerminal(t *testing.T, args ...string) *tmuxTerm {
	t.Helper()
	tmux, err := exec.LookPath("tmux")
	if err != nil {
		t.Skip("skipping: tmux not found (apt-get install -y tmux; .ci/run installs it)")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	var b [6]byte
	rand.Read(b[:])
	term := &tmuxTerm{t: t, socket: "rlm-test-" + hex.EncodeToString(b[:])}
	cmdline := []string{"env", asRLM + "=1", "XDG_STATE_HOME=" + t.TempDir(), "TERM=xterm", exe}
	for _, a := range args {
		cmdline = append(cmdline, a)
	}
	for i, a := range cmdline {
		cmdline[i] = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
	}
	// The pane stays after the command so its last output and exit status
	// can be read.
	shell := strings.Join(cmdline, " ") + "; echo EXIT=$?; sleep 120"
	out, err := exec.Command(tmux, "-L", term.socket, "-f", "/dev/null", "new-session", "-d", "-x", "120", "-y", "40", "-s", "t", shell).CombinedOutput()
	if err != nil {
		t.Fatalf("tmux new-session: %v\n%s", err, out)
	}
	t.Cleanup(func() { exec.Command(tmux, "-L", term.socket, "kill-server").Run() })
	return term
}

func (term *tmuxTerm) tmux(args ...string) string {
	term.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-L", term.socket}, args...)...).CombinedOutput()
	if err != nil {
		term.t.Fatalf("tmux %v: %v\n%s", args, err, out)
	}
	return string(out)
}

// keys sends tmux key names (Enter, Left, Up, C-c) and literal text.
func (term *tmuxTerm) keys(keys ...string) {
	term.tmux(append([]string{"send-keys", "-t", "t"}, keys...)...)
}

// text types s literally.
func (term *tmuxTerm) text(s string) { term.tmux("send-keys", "-t", "t", "-l", s) }

// screen is the pane's text, scrollback included.
func (term *tmuxTerm) screen() string {
	return term.tmux("capture-pane", "-p", "-t", "t", "-S", "-1000")
}

// waitFor waits until the screen matches re, and returns the screen.
func (term *tmuxTerm) waitFor(re string, within time.Duration) string {
	term.t.Helper()
	rx := regexp.MustCompile(re)
	deadline := time.Now().Add(within)
	for {
		s := term.screen()
		if rx.MatchString(s) {
			return s
		}
		if time.Now().After(deadline) {
			term.t.Fatalf("the terminal never showed %q; it shows:\n%s", re, s)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

const chatScript = `{"rules":[
 {"match":{"last_user":"remember"},"reply":"` + "```repl\\nkept = 41 + 1\\nFINAL(str(kept))\\n```" + `"},
 {"match":{"last_user":"Query: slow"},"reply":"FINAL(late)","delay_ms":30000},
 {"reply":"FINAL(got it)"}]}`

func TestChatInATerminal(t *testing.T) {
	script := filepath.Join(t.TempDir(), "script.json")
	os.WriteFile(script, []byte(chatScript), 0o644)
	term := startTerminal(t, "chat", "--model", "mock", "--mock-script", script, "--eval", "gpython")
	term.waitFor(`(?m)^>\s*$`, 30*time.Second)

	term.text("remember this")
	term.keys("Enter")
	term.waitFor(`(?m)^42$`, 30*time.Second)

	// Arrow keys edit the line instead of inserting escape codes.
	term.text("helo")
	term.keys("Left")
	term.text("l")
	term.keys("Enter")
	term.waitFor(`(?m)^got it$`, 30*time.Second)

	// Ctrl-C at the prompt clears the line and the chat goes on.
	term.text("garbage")
	term.keys("C-c")
	term.text("/history")
	term.keys("Enter")
	s := term.waitFor(`(?m)^--- assistant\n(?s:.*)Query: hello`, 30*time.Second)
	hist := s[strings.LastIndex(s, "/history"):]
	for _, bad := range []string{"--- system", "helo", "garbage", "\x1b", "^["} {
		if strings.Contains(hist, bad) {
			t.Errorf("/history shows %q:\n%s", bad, hist)
		}
	}

	// A slow turn: the status line moves; Ctrl-C stops the turn only.
	term.text("slow")
	term.keys("Enter")
	first := term.waitFor(`iteration 1 · \d+ tokens · \d+\.\ds`, 20*time.Second)
	time.Sleep(400 * time.Millisecond)
	if second := term.screen(); lastStatus(second) == lastStatus(first) {
		t.Errorf("the status line does not move: %q", lastStatus(second))
	}
	term.keys("C-c")
	term.waitFor(`turn stopped; the session and its variables are kept`, 20*time.Second)
	term.waitFor(`(?m)^>\s*$`, 10*time.Second)

	// The REPL variables survived; Up recalls the last line.
	term.text("/vars")
	term.keys("Enter")
	term.waitFor(`kept: int`, 20*time.Second)
	term.keys("Up")
	term.keys("Enter")
	s = term.waitFor(`(?s)kept: int.*kept: int`, 20*time.Second)

	term.text("/quit")
	term.keys("Enter")
	s = term.waitFor(`EXIT=\d+`, 20*time.Second)
	if !strings.Contains(s, "EXIT=0") {
		t.Fatalf("chat did not end with status 0:\n%s", s)
	}
}

// lastStatus is the status line's text on screen (spinner, counts, time).
func lastStatus(screen string) string {
	m := regexp.MustCompile(`\S+ iteration \d+ · \d+ tokens[^\n]*`).FindAllString(screen, -1)
	if len(m) == 0 {
		return ""
	}
	return m[len(m)-1]
}

// One-shot rlm on a terminal: a status line with the iteration, tokens and
// sub-calls in flight while the run works, erased before the answer.
func TestOneShotStatusLineInATerminal(t *testing.T) {
	_, base := startScript(t, `{"rules":[
	 {"match":{"last_user":"^Your context"},"reply":"`+"```repl\\nr = llm_query_batched(['item %d' % i for i in range(4)])\\nFINAL(str(len(r)))\\n```"+`"},
	 {"reply":"sub answer","delay_ms":3000}]}`)
	ctx := filepath.Join(t.TempDir(), "ctx.txt")
	os.WriteFile(ctx, []byte("some input\n"), 0o644)
	term := startTerminal(t, "--base-url", base, "--model", "m", "--eval", "gpython", "-c", ctx, "How many?")
	term.waitFor(`iteration 1 · \d+ tokens · 4 sub-calls in flight · \d+\.\ds`, 30*time.Second)
	s := term.waitFor(`EXIT=\d+`, 30*time.Second)
	if !regexp.MustCompile(`(?m)^4\nEXIT=0`).MatchString(s) {
		t.Fatalf("want the answer 4 on a clean line and status 0:\n%s", s)
	}
	if strings.Contains(s, "[root] iteration 1: model") {
		t.Errorf("per-event progress lines on a terminal:\n%s", s)
	}
}
