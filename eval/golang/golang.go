// Package golang is the Go REPL backend: a persistent yaegi interpreter per
// session, with the host API as Go functions and a restricted standard
// library.
//
// Names interpreted code sees (dot-imported from the host package "rlm/rlm"):
//
//	context string                    the first input; context0..contextN name each input
//	contexts []string                 all inputs (the strings are shared, not copied)
//	LLMQuery(prompt string, model ...string) string
//	LLMQueryJSON(prompt, schemaJSON string, model ...string) any
//	LLMQueryBatched(prompts []string, model ...string) []string
//	RLMQuery(subContext, query string) string
//	RLMQueryBatched(pairs [][2]string) []string
//	LMQuery(text string, modelSize ...string) string        async child, returns its id
//	PollLMQuery(id string) LMStatus, CancelLMQuery(id string) LMStatus
//	AwaitLMQuery(id string, timeoutMS ...int) string        the payload; panics on error or cancel
//	AssessLMQuery(id, verdict, reason string), AssessDispatch(verdict, reason string)
//	Ls(path ...string) []string                             names, directories end in "/"
//	ReadFile(path string) string, CreateFile(path, text string), EditFile(path, blocks string)
//	Grep(pattern string, text ...string) []Line
//	Bash(command string, timeoutSeconds ...float64) ShellResult   workspace mode, sandboxed sessions
//	Rg(pattern string, pathAndGlob ...string) []FileLine      ripgrep's defaults over the workspace
//	FindFiles(glob string) []string
//	Preview(v any, n ...int) string, Chunks(text string, size int) []string
//	ShowVars() string
//	Final(v any), FinalVar(name string), Fail(reason string)
//
// A host error panics inside the cell with the call's name and the host's
// message ("LLMQuery: rate limited"), so the cell ends with Result.Error
// unless the code recovers it; LLMQueryBatched reports per-prompt failures
// as "[ERROR] ..." strings instead, like the Python API.
//
// Go 1.22 semantics yaegi v0.16.1 lacks are patched in: loops that create
// closures get per-iteration variables (loopvar.go). The standard library is
// the one of the Go toolchain the binary is built with: native symbol
// tables extracted by yaegi's extract (internal/stdsyms), generic cmp, iter,
// maps and slices interpreted from this project's source (lib/), and
// top-level variables yaegi cannot type before compiling declared with the
// types its compiler finds (retype.go).
//
// Safety, and its limits: imports are limited to allowedPackages; the cell's
// source is rewritten so goroutines recover their panics, every function
// body counts call depth (Options.MaxCallDepth), and make, strings.Repeat and
// bytes.Repeat check their size against the memory limit; a heap watch stops
// a cell whose heap grows past the limit gradually (memwatch.go). A cell
// that fails to compile declares nothing (symtab.go).
//
// Go runtime fatal errors cannot be recovered and end the whole process, so
// the misuses that cause them are turned into ordinary panics, hence cell
// errors: sync.Mutex and sync.RWMutex are wrappers (internal/sync) that
// panic on an unlock of an unlocked mutex; the fmt print functions, print
// and println, Final and the host's reports of panic values refuse a value
// that contains itself or nests past maxPrintDepth (printcheck.go), which
// fmt would recurse into until the stack overflows; and index writes (m[k] =
// v, m[k]++, delete) inside goroutines the cell starts run under a session
// lock (mapwrite.go), so a fan-out writing one map does not hit "concurrent
// map writes". What still aborts the process: a map read or range in one
// goroutine while another writes it, or writes from code the rewrite cannot
// see (a function from an earlier cell, a method, a closure variable called
// from a goroutine, the cell's own goroutine writing while its goroutines
// run). A global lock over all interpreted code would close that gap but
// would deadlock on channel operations, which yaegi runs natively with no
// hook to release it. Goroutines a cell
// starts keep running after the cell returns, as in Go; they stop at their
// next interpreted step when a cell times out or the session closes, but one
// blocked inside a native call (a host call is cancelled through its context;
// others are not) finishes that call first.
package golang

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"sync"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/internal/lazyre"
)

// yaegiVersion is the pinned interpreter version; go.mod is the authority.
const yaegiVersion = "v0.16.1"

// Default limits.
const (
	DefaultMaxCallDepth = 10000
	DefaultMemoryLimit  = 1 << 30
	defaultMaxOutput    = 1 << 20
)

// Options configures the backend.
type Options struct {
	// MaxCallDepth bounds nested interpreted calls in a session (all its
	// goroutines together). Zero means DefaultMaxCallDepth. A yaegi call
	// level costs about 1-3 KB of native stack and Go aborts the whole
	// process at 1 GB; yaegi also unwinds a panic one level at a time, so a
	// deep limit makes the RecursionError itself slow to arrive.
	MaxCallDepth int
}

// Backend opens yaegi sessions.
type Backend struct {
	opts Options
}

// New returns the Go backend.
func New(opts Options) *Backend {
	if opts.MaxCallDepth <= 0 {
		opts.MaxCallDepth = DefaultMaxCallDepth
	}
	return &Backend{opts: opts}
}

var _ eval.Backend = (*Backend)(nil)

func (b *Backend) Name() string            { return "go" }
func (b *Backend) Language() eval.Language { return eval.Go() }
func (b *Backend) Version() string {
	return "yaegi " + yaegiVersion + " (" + runtime.Version() + ")"
}

// NewSession starts an interpreter with the contexts and host API bound.
func (b *Backend) NewSession(ctx context.Context, cfg eval.SessionConfig) (eval.Session, error) {
	return newSession(ctx, b.opts, cfg)
}

// outputBuffer collects a cell's output up to a limit. Goroutines left
// running by earlier cells may write at any time, hence the lock.
type outputBuffer struct {
	mu      sync.Mutex
	b       strings.Builder
	limit   int
	dropped bool
}

func (w *outputBuffer) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	room := w.limit - w.b.Len()
	if room <= 0 {
		w.dropped = len(p) > 0 || w.dropped
		return len(p), nil
	}
	if len(p) > room {
		w.b.Write(p[:room])
		w.dropped = true
		return len(p), nil
	}
	w.b.Write(p)
	return len(p), nil
}

// take returns the collected text and resets the buffer.
func (w *outputBuffer) take() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	s := collapseRepeats(w.b.String())
	if w.dropped {
		s += fmt.Sprintf("\n[output truncated at %d bytes]\n", w.limit)
	}
	w.b.Reset()
	w.dropped = false
	return s
}

// panicFrame matches the line yaegi writes to standard error for each
// interpreted frame a panic unwinds ("12:3: panic: main.f(...)").
var panicFrame = lazyre.New(`^\d+:\d+: panic: .*\(\.\.\.\)\n?$`)

// collapseRepeats folds runs of identical panic frame lines: yaegi prints
// one per interpreted frame, a thousand for a deep recursion. The program's
// own lines are never folded: a program printing a line three times prints
// it three times, as under go run.
func collapseRepeats(s string) string {
	if !strings.Contains(s, ": panic: ") {
		return s
	}
	lines := strings.SplitAfter(s, "\n")
	var b strings.Builder
	for i := 0; i < len(lines); {
		j := i + 1
		if panicFrame.MatchString(lines[i]) {
			for j < len(lines) && lines[j] == lines[i] {
				j++
			}
		}
		b.WriteString(lines[i])
		if n := j - i; n > 2 {
			fmt.Fprintf(&b, "[previous line repeated %d more times]\n", n-1)
		} else if n == 2 {
			b.WriteString(lines[i])
		}
		i = j
	}
	return b.String()
}

// dropPanicFrames removes yaegi's panic frame lines, for a cell that ended
// through log.Fatal, which under go run prints no trace.
func dropPanicFrames(s string) string {
	if !strings.Contains(s, ": panic: ") {
		return s
	}
	lines := strings.SplitAfter(s, "\n")
	var b strings.Builder
	for _, l := range lines {
		if !panicFrame.MatchString(l) {
			b.WriteString(l)
		}
	}
	return b.String()
}
