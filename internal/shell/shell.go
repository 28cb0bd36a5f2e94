// Package shell runs the workspace agent's shell commands, the host API's
// bash(command, timeout): each command gets a sandbox of its own (package
// sandbox) whose working directory is the workspace, mounted read-only when
// the workspace is. The command sees no network (a new, empty network
// namespace), none of the machine's files but the system's own, read-only,
// and a private /tmp; it runs as PID 1's only child in a PID namespace of its
// own, so killing it at its timeout kills everything it started, also
// processes that left its process group.
//
// A command runs in a fresh sandbox, not in the session's worker: the
// worker's sandbox is made before a session knows its workspace (workers
// wait in a pool), and Landlock forbids mounting anything from inside it, so
// it could neither show the workspace read-only nor give a command a PID
// namespace to be killed with.
package shell

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/rlm-go/rlm/internal/sandbox"
)

// Defaults of Options.
const (
	DefaultTimeout     = 60 * time.Second
	MaxTimeout         = 30 * time.Minute
	DefaultMaxOutput   = 256 << 10
	DefaultMemoryBytes = 1 << 30
	DefaultMaxProcs    = 256
	DefaultMaxFile     = 1 << 30
	DefaultTmpBytes    = 256 << 20
)

// TimeoutExitCode is Result.ExitCode of a command killed at its timeout.
const TimeoutExitCode = -1

// Options configures a Shell. Zero values take the defaults above.
type Options struct {
	// Dir is the workspace: the commands' working directory and the only
	// directory of the user's they see. Required.
	Dir string
	// ReadOnly mounts Dir read-only: writes fail with "Read-only file
	// system"; /tmp stays writable.
	ReadOnly bool
	// Timeout bounds a command Run is given no timeout for.
	Timeout time.Duration
	// MaxOutput bounds the output kept per command, in bytes; the rest is
	// read and dropped, and the output says so.
	MaxOutput int
	// MemoryBytes and MaxProcs bound a command and all it starts.
	MemoryBytes int64
	MaxProcs    int64
	// MaxFileBytes bounds each file a command writes (RLIMIT_FSIZE).
	MaxFileBytes int64
	// TmpBytes sizes the private /tmp.
	TmpBytes int64
}

// Shell runs commands over one workspace. It is safe for concurrent use.
type Shell struct {
	opts Options
	bash string
	// report is what each command's sandbox enforces, probed once.
	report sandbox.Report
}

// Result is what one command did.
type Result struct {
	// Output is the command's stdout and stderr, interleaved as written,
	// cut at MaxOutput bytes with a line saying how much was dropped.
	Output string
	// ExitCode is the command's exit status, 128+n when signal n ended it,
	// TimeoutExitCode when it was killed at its timeout.
	ExitCode  int
	TimedOut  bool
	Truncated bool
}

// New checks opts and that this platform can sandbox a command; it fails
// with an error wrapping sandbox.ErrUnavailable (and the reason) where it
// cannot, since a command never runs unconfined.
func New(opts Options) (*Shell, error) {
	if opts.Dir == "" {
		return nil, errors.New("shell: no workspace directory")
	}
	dir, err := filepath.Abs(opts.Dir)
	if err != nil {
		return nil, fmt.Errorf("shell: %w", err)
	}
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return nil, fmt.Errorf("shell: workspace %s is not a directory", dir)
	}
	opts.Dir = dir
	if opts.Timeout <= 0 {
		opts.Timeout = DefaultTimeout
	}
	if opts.MaxOutput <= 0 {
		opts.MaxOutput = DefaultMaxOutput
	}
	if opts.MemoryBytes <= 0 {
		opts.MemoryBytes = DefaultMemoryBytes
	}
	if opts.MaxProcs <= 0 {
		opts.MaxProcs = DefaultMaxProcs
	}
	if opts.MaxFileBytes <= 0 {
		opts.MaxFileBytes = DefaultMaxFile
	}
	if opts.TmpBytes <= 0 {
		opts.TmpBytes = DefaultTmpBytes
	}
	rep := sandbox.Probe()
	if !rep.Enforced() {
		return nil, fmt.Errorf("shell: %w: %s", sandbox.ErrUnavailable, rep.Reason)
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		if bash, err = exec.LookPath("sh"); err != nil {
			return nil, errors.New("shell: neither bash nor sh is installed")
		}
	}
	if bash, err = filepath.Abs(bash); err != nil {
		return nil, fmt.Errorf("shell: %w", err)
	}
	return &Shell{opts: opts, bash: bash, report: rep}, nil
}

// Dir is the workspace the commands run in.
func (s *Shell) Dir() string { return s.opts.Dir }

// Report says what each command's sandbox enforces.
func (s *Shell) Report() sandbox.Report { return s.report }

// environment is all a command gets of an environment: nothing of the
// engine's, so no API key reaches it.
var environment = []string{
	"PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
	"HOME=/tmp", "TMPDIR=/tmp", "LANG=C.UTF-8", "TERM=dumb", "PAGER=cat", "GIT_PAGER=cat",
}

// Run runs command with bash -c in a new sandbox and waits for it, at most
// timeout (zero: Options.Timeout). A command past its timeout is killed
// with everything it started, and Result.TimedOut says so; the error is
// for a command that could not start, or ctx ending first (the partial
// Result comes with it).
func (s *Shell) Run(ctx context.Context, command string, timeout time.Duration) (Result, error) {
	if timeout <= 0 {
		timeout = s.opts.Timeout
	}
	timeout = min(timeout, MaxTimeout)
	runCtx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	p := sandbox.Policy{
		Workdir:         s.opts.Dir,
		WorkdirReadOnly: s.opts.ReadOnly,
		ReadOnly:        sandbox.SystemReadOnly(),
		MemoryBytes:     s.opts.MemoryBytes,
		MaxProcs:        s.opts.MaxProcs,
		MaxFileBytes:    s.opts.MaxFileBytes,
		TmpBytes:        s.opts.TmpBytes,
		// A backstop per process behind the timeout.
		CPUSeconds: int64(timeout/time.Second) + 5,
	}
	cmd, h, err := sandbox.Command(runCtx, p, []string{s.bash, "-c", command})
	if err != nil {
		return Result{}, fmt.Errorf("shell: %w", err)
	}
	defer h.Release()
	out := &capped{max: s.opts.MaxOutput}
	cmd.Env = environment
	cmd.Stdout, cmd.Stderr = out, out
	// Killing the launcher, PID 1 of the command's namespace, makes the
	// kernel kill every process in it, so the pipe closes at once; the
	// delay is only a bound.
	cmd.WaitDelay = 2 * time.Second
	if err := cmd.Run(); cmd.ProcessState == nil {
		return Result{}, fmt.Errorf("shell: starting the command: %w", err)
	}
	res := Result{ExitCode: cmd.ProcessState.ExitCode()}
	res.Output, res.Truncated = out.text()
	switch {
	case ctx.Err() != nil:
		res.ExitCode = TimeoutExitCode
		return res, ctx.Err()
	case runCtx.Err() != nil:
		res.TimedOut, res.ExitCode = true, TimeoutExitCode
		res.Output += fmt.Sprintf("\n[killed: the command ran past its timeout of %s]\n", timeout)
	case res.ExitCode == 125 && strings.HasPrefix(res.Output, "rlm sandbox: "):
		return Result{}, fmt.Errorf("shell: the sandbox could not start: %s", strings.TrimSpace(strings.TrimPrefix(res.Output, "rlm sandbox: ")))
	}
	return res, nil
}

// capped keeps the first max bytes written and counts the rest.
type capped struct {
	mu      sync.Mutex
	max     int
	buf     []byte
	dropped int64
}

func (c *capped) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	room := c.max - len(c.buf)
	if room >= len(p) {
		c.buf = append(c.buf, p...)
		return len(p), nil
	}
	if room > 0 {
		c.buf = append(c.buf, p[:room]...)
	}
	c.dropped += int64(len(p) - max(room, 0))
	return len(p), nil
}

// text is the kept output, cut where no character is split, with a line
// saying how much was dropped.
func (c *capped) text() (string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.dropped == 0 {
		return string(c.buf), false
	}
	b, cut := c.buf, len(c.buf)
	for i := 1; i <= utf8.UTFMax && i <= len(b); i++ {
		if utf8.RuneStart(b[len(b)-i]) {
			if !utf8.FullRune(b[len(b)-i:]) {
				cut = len(b) - i
			}
			break
		}
	}
	dropped := c.dropped + int64(len(b)-cut)
	return string(b[:cut]) + fmt.Sprintf("\n[output cut: %d bytes past the first %d were dropped]\n", dropped, cut), true
}
