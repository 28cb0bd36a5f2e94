// Package python is the embedded Python backend: github.com/go-python/gpython
// running in-process, sandboxed (no filesystem, os, process or network), with
// an interrupt, a recursion limit, a memory pre-check, O(1) indexing of the
// context strings and fast paths for plain int, str, list and dict
// operations added through gpython's opcode table (see hooks.go, fastops.go).
package python

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/go-python/gpython/py"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/eval/python/gpyseam"
)

// gpythonVersion is the pinned module version, reported when build info is
// unavailable.
const gpythonVersion = gpyseam.PinnedVersion

const (
	defaultMaxOutput   = 1 << 20
	defaultMemoryLimit = 1 << 30
	// collectTimeout bounds the prelude's final-answer check after a cell, in
	// case a user object's __str__ loops.
	collectTimeout = 2 * time.Second
)

// Options configures the backend.
type Options struct {
	// MaxDepth bounds nested Python calls (RecursionError past it); zero
	// means 1000, CPython's default.
	MaxDepth int
}

// Backend opens gpython sessions.
type Backend struct {
	opts Options
	strs *strIndexCache
	// stuckGrace is the package default; tests shorten it.
	stuckGrace time.Duration
	// stopHook, set only by tests, runs in place of a cell's context
	// AfterFunc and is handed the stop it would have called, so a test can
	// hold a late stop until the next cell runs.
	stopHook func(stop func())
}

var _ eval.Backend = (*Backend)(nil)

// New returns the gpython backend.
func New(opts Options) *Backend {
	installPylib()
	installHooks()
	installFidelity()
	return &Backend{opts: opts, strs: newStrIndexCache(), stuckGrace: stuckGrace}
}

func (b *Backend) Name() string            { return "gpython" }
func (b *Backend) Language() eval.Language { return eval.Python() }
func (b *Backend) Version() string         { return "gpython " + moduleVersion() }

func moduleVersion() string {
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, d := range bi.Deps {
			if d.Path == "github.com/go-python/gpython" {
				if d.Replace != nil {
					return d.Replace.Version
				}
				return d.Version
			}
		}
	}
	return gpythonVersion
}

// stuckGrace is how long a cell may keep running after its interrupt. Only
// a long built-in (Go code that never reaches an opcode check) takes longer;
// the interpreter is then abandoned and a fresh one takes its place.
const stuckGrace = 3 * time.Second

// Session is a persistent gpython REPL.
type Session struct {
	mu      sync.Mutex
	instMu  sync.Mutex // guards the instance pointer for Close
	backend *Backend
	cfg     eval.SessionConfig
	closed  bool
	// instance is the live interpreter; it is replaced when a cell gets
	// stuck in a built-in past its timeout.
	*instance
}

// instance is one interpreter with a persistent __main__. Everything a
// running cell touches hangs off it, so an abandoned instance still running
// a stuck built-in shares nothing with its replacement.
type instance struct {
	ip     *interp
	main   *py.Module
	stdout *capture
	stderr *capture
	host   eval.Host
	// hostCtx is the context of the running cell, for host calls; stopCell
	// interrupts that cell for its context's reason (host calls use it when
	// they return before the AfterFunc has fired). Both are set before the
	// cell starts and read only by the goroutine running it.
	hostCtx  context.Context
	stopCell func()
	stopHook func(stop func())
}

// NewSession starts an interpreter, binds the contexts and the host API and
// runs the prelude.
func (b *Backend) NewSession(ctx context.Context, cfg eval.SessionConfig) (eval.Session, error) {
	return b.newSession(ctx, cfg)
}

func (b *Backend) newSession(ctx context.Context, cfg eval.SessionConfig) (*Session, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if cfg.MaxOutput <= 0 {
		cfg.MaxOutput = defaultMaxOutput
	}
	if cfg.MemoryLimit <= 0 {
		cfg.MemoryLimit = defaultMemoryLimit
	}
	inst, err := b.newInstance(ctx, cfg)
	if err != nil {
		return nil, err
	}
	return &Session{backend: b, cfg: cfg, instance: inst}, nil
}

func (b *Backend) newInstance(ctx context.Context, cfg eval.SessionConfig) (*instance, error) {
	ip, err := newInterp(cfg.MemoryLimit, b.strs)
	if err != nil {
		return nil, fmt.Errorf("gpython: start interpreter: %w", err)
	}
	if b.opts.MaxDepth > 0 {
		ip.maxDepth = b.opts.MaxDepth
	}
	s := &instance{
		ip:       ip,
		stdout:   newCapture(cfg.MaxOutput),
		stderr:   newCapture(cfg.MaxOutput),
		host:     cfg.Host,
		hostCtx:  ctx,
		stopHook: b.stopHook,
	}
	s.installIO()
	main, err := ip.ModuleInit(&py.ModuleImpl{Info: py.ModuleInfo{Name: "__main__", FileDesc: "<cell>"}})
	if err != nil {
		ip.Close()
		return nil, fmt.Errorf("gpython: create __main__: %w", err)
	}
	s.main = main
	g := main.Globals
	for i, c := range cfg.Contexts {
		b.strs.pin(c)
		g["context_"+strconv.Itoa(i)] = py.String(c)
	}
	if len(cfg.Contexts) > 0 {
		g["context"] = py.String(cfg.Contexts[0])
	} else {
		g["context"] = py.String("")
	}
	g["_rlm_host"] = py.MustNewMethod("_rlm_host", s.hostCall, 0, "_rlm_host(name, args) calls the Go host")
	g["_rlm_globals"] = py.MustNewMethod("_rlm_globals", func(py.Object, py.Tuple) (py.Object, error) {
		return main.Globals, nil
	}, 0, "_rlm_globals() returns the session's globals")

	res, stuck := s.run(ctx, eval.PythonPrelude, "<prelude>", 0, b.stuckGrace)
	if stuck || res.Error != "" {
		ip.Close()
		return nil, fmt.Errorf("gpython: the host prelude failed: %s", res.Error)
	}
	if src := pylibPrelude(); src != "" {
		if res, stuck := s.run(ctx, src, "<pylib prelude>", 0, b.stuckGrace); stuck || res.Error != "" {
			ip.Close()
			return nil, fmt.Errorf("gpython: the pylib prelude failed: %s", res.Error)
		}
	}
	// A dict, not gpython's own set: that set has no __contains__, so every
	// `k in _rlm_builtin_names` after every cell compared k with each name.
	names := make(py.StringDict, len(g))
	for k := range g {
		names[k] = py.None
	}
	g["_rlm_builtin_names"] = names
	ip.mem.init(cfg.MemoryLimit)
	return s, nil
}

// Exec runs one cell.
func (s *Session) Exec(ctx context.Context, code string) (eval.Result, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return eval.Result{}, errors.New("gpython: session is closed")
	}
	start := time.Now()
	// The compile step rewrites the source again and maps line numbers
	// back; this pass only reports what the rewrite cannot parse.
	if _, rerr := rewriteSource(code); rerr != nil {
		return eval.Result{Error: "SyntaxError: " + rerr.Error(), Duration: time.Since(start)}, nil
	}
	res, stuck := s.run(ctx, code, "<cell>", s.cfg.CellTimeout, s.backend.stuckGrace)
	if stuck {
		if err := s.restart(ctx); err != nil {
			return res, err
		}
		res.Restarted = true
		res.TimedOut = true
		res.Error = "TimeoutError: the cell was interrupted inside a long built-in operation that cannot be stopped; " +
			"the interpreter was restarted and every variable except the contexts is gone"
	} else if !res.TimedOut {
		s.collectFinal(ctx, &res)
		s.collectLocals(ctx, &res)
	}
	res.Duration = time.Since(start)
	return res, nil
}

// restart abandons the stuck instance (it ends by itself when its built-in
// returns: every later opcode check raises) and starts a fresh one.
func (s *Session) restart(ctx context.Context) error {
	inst, err := s.backend.newInstance(context.WithoutCancel(ctx), s.cfg)
	if err != nil {
		return fmt.Errorf("gpython: restart after a stuck cell: %w", err)
	}
	s.instMu.Lock()
	s.instance = inst
	s.instMu.Unlock()
	return nil
}

// run executes src in __main__ on its own goroutine and reports it. stuck
// is set when the cell ignored its interrupt for stuckGrace.
func (s *instance) run(ctx context.Context, src, name string, timeout, grace time.Duration) (res eval.Result, stuck bool) {
	s.stdout.reset()
	s.stderr.reset()
	gen := s.ip.resetStop()
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	s.hostCtx = ctx
	s.stopCell = func() {
		if errors.Is(context.Cause(ctx), context.DeadlineExceeded) && timeout > 0 {
			s.ip.interruptRun(gen, py.ExceptionNewf(py.TimeoutError, "cell exceeded %s and was interrupted; variables are kept", timeout))
			return
		}
		s.ip.interruptRun(gen, py.ExceptionNewf(py.KeyboardInterrupt, "cell was cancelled; variables are kept"))
	}
	onDone := s.stopCell
	if hook := s.stopHook; hook != nil {
		stop := s.stopCell
		onDone = func() { hook(stop) }
	}
	stopTimer := context.AfterFunc(ctx, onDone)
	defer stopTimer()

	done := make(chan error, 1)
	go func() { done <- s.exec(src, name) }()
	var runErr error
	select {
	case runErr = <-done:
	case <-ctx.Done():
		t := time.NewTimer(grace)
		defer t.Stop()
		select {
		case runErr = <-done:
		case <-t.C:
			// Close only after the built-in returns: closing touches the
			// module store the stuck goroutine may still use.
			go func() {
				<-done
				s.ip.Close()
			}()
			return eval.Result{}, true
		}
	}
	res.Stdout = s.stdout.String()
	res.Stderr = s.stderr.String()
	if runErr != nil {
		res.Error = formatError(runErr)
		if s.ip.stop.Load() && ctx.Err() != nil {
			res.TimedOut = true
		}
	}
	return res, false
}

// exec compiles and runs src, turning Go panics from gpython into Python
// errors so a bug in the interpreter fails the cell, not the process.
func (s *instance) exec(src, name string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = panicError(r)
		}
	}()
	code := frozen(src, name)
	if code == nil {
		if code, err = py.Compile(src, name, py.ExecMode, 0, true); err != nil {
			return err
		}
	}
	_, err = py.RunCode(s.ip, code, name, s.main)
	return err
}

func panicError(r any) error {
	switch x := r.(type) {
	case py.ExceptionInfo:
		return x
	case *py.Exception:
		return x
	case error:
		return py.ExceptionNewf(py.SystemError, "gpython internal error: %v", x)
	}
	return py.ExceptionNewf(py.SystemError, "gpython internal error: %v", r)
}

// callPrelude calls the prelude's function name after a cell, bounded by
// collectTimeout (past it the call is interrupted with a TimeoutError saying
// what), with a gpython panic turned into an error. ok is false when the
// prelude has no such function.
func (s *instance) callPrelude(ctx context.Context, name, timedOut string) (out py.Object, ok bool, err error) {
	fn, ok := s.main.Globals[name]
	if !ok {
		return nil, false, nil
	}
	gen := s.ip.resetStop()
	cctx, cancel := context.WithTimeout(ctx, collectTimeout)
	defer cancel()
	stop := context.AfterFunc(cctx, func() {
		s.ip.interruptRun(gen, py.ExceptionNewf(py.TimeoutError, "%s", timedOut))
	})
	defer stop()
	defer func() {
		if r := recover(); r != nil {
			out, err = nil, panicError(r)
		}
	}()
	out, err = py.Call(fn, nil, nil)
	return out, true, err
}

// collectFinal asks the prelude whether the cell set a final answer.
func (s *instance) collectFinal(ctx context.Context, res *eval.Result) {
	out, ok, err := s.callPrelude(ctx, "_rlm_collect_final", "final answer check timed out")
	if !ok {
		return
	}
	if err != nil {
		if res.Error == "" {
			res.Error = formatError(err)
		}
		return
	}
	d := map[string]py.Object{}
	if !dictItems(out, func(k, v py.Object) { d[pyStr(k)] = v }) {
		return
	}
	if inv, ok := d["invalid"]; ok {
		res.FinalInvalid = pyStr(inv)
		return
	}
	f := &eval.Final{Answer: pyStr(d["answer"]), Source: pyStr(d["source"])}
	if failed, ok := d["failed"]; ok {
		if b, err := py.MakeBool(failed); err == nil {
			f.Failed = b == py.True
		}
	}
	res.Final = f
}

// collectLocals asks the prelude for the variables' short texts; a
// failure leaves Locals nil, as the trace needs them only for display.
func (s *instance) collectLocals(ctx context.Context, res *eval.Result) {
	out, ok, err := s.callPrelude(ctx, "_rlm_locals", "listing variables timed out")
	if !ok {
		return
	}
	if err != nil {
		return
	}
	locals := map[string]string{}
	dictItems(out, func(k, v py.Object) { locals[pyStr(k)] = pyStr(v) })
	if len(locals) > 0 {
		res.Locals = locals
	}
}

// pyStr is str(o) for messages the harness writes; it never fails, and
// a panic in gpython's own str (an exception with empty args) is not let
// through to take the process down.
func pyStr(o py.Object) (out string) {
	if o == nil {
		return ""
	}
	if s, ok := o.(py.String); ok {
		return string(s)
	}
	defer func() {
		if recover() != nil {
			out = fmt.Sprintf("<%s object>", o.Type().Name)
		}
	}()
	str, err := strOf(o)
	if err != nil {
		return fmt.Sprint(o)
	}
	return str
}

// Close frees the interpreter. Safe to call more than once.
func (s *Session) Close() error {
	// Interrupt first so a running cell ends and releases mu.
	s.instMu.Lock()
	ip := s.ip
	s.instMu.Unlock()
	ip.interrupt(py.ExceptionNewf(py.KeyboardInterrupt, "session closed"))
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil
	}
	s.closed = true
	return s.ip.Close()
}

// formatError renders an exception the way CPython prints it: the frames
// inside cells, then "Type: message".
func formatError(err error) string {
	var info py.ExceptionInfo
	switch e := err.(type) {
	case py.ExceptionInfo:
		info = e
	case *py.Exception:
		info = py.ExceptionInfo{Type: e.Type(), Value: e}
	default:
		return "SystemError: " + err.Error()
	}
	if exc, ok := info.Value.(*py.Exception); ok {
		if _, group := groupMembers(exc); group {
			var p groupPrinter
			p.format(exc, info.Traceback)
			return strings.TrimSuffix(p.b.String(), "\n")
		}
	}
	var b strings.Builder
	if frames := cellFrames(info.Traceback); frames != "" {
		b.WriteString("Traceback (most recent call last):\n")
		b.WriteString(frames)
	}
	b.WriteString(exceptionLine(info))
	return b.String()
}

// cellFrames lists a traceback's frames inside cells, one line each; like
// CPython, a frame repeated (recursion) is shown three times.
func cellFrames(tb *py.Traceback) string {
	var frames []string
	for ; tb != nil; tb = tb.Next {
		if tb.Frame == nil || tb.Frame.Code == nil {
			continue
		}
		c := tb.Frame.Code
		if !strings.HasPrefix(c.Filename, "<cell") {
			continue
		}
		frames = append(frames, fmt.Sprintf("  File \"%s\", line %d, in %s\n", c.Filename, tb.Lineno, c.Name))
	}
	var b strings.Builder
	for i := 0; i < len(frames); {
		j := i
		for j < len(frames) && frames[j] == frames[i] {
			j++
		}
		for k := i; k < j && k < i+3; k++ {
			b.WriteString(frames[k])
		}
		if j-i > 3 {
			fmt.Fprintf(&b, "  [Previous line repeated %d more times]\n", j-i-3)
		}
		i = j
	}
	return b.String()
}

// groupPrinter renders an uncaught exception group as CPython 3.11's
// traceback module does: a tree of numbered members whose left margin
// (" | ", "+-+---- 1 ----") shows the nesting, at most 15 members wide and
// 10 groups deep.
type groupPrinter struct {
	b         strings.Builder
	depth     int
	needClose bool
}

const (
	groupMaxWidth = 15
	groupMaxDepth = 10
)

func (p *groupPrinter) indent() string { return strings.Repeat(" ", 2*p.depth) }

// emit writes text with every line behind the margin.
func (p *groupPrinter) emit(text string, margin string) {
	prefix := p.indent()
	if p.depth > 0 {
		prefix += margin + " "
	}
	for _, line := range strings.SplitAfter(strings.TrimSuffix(text, "\n"), "\n") {
		p.b.WriteString(prefix + strings.TrimSuffix(line, "\n") + "\n")
	}
}

func (p *groupPrinter) format(exc *py.Exception, tb *py.Traceback) {
	frames := cellFrames(tb)
	line := exceptionLine(py.ExceptionInfo{Type: exc.Base, Value: exc})
	members, group := groupMembers(exc)
	if !group {
		if frames != "" {
			p.emit("Traceback (most recent call last):\n"+frames, "|")
		}
		p.emit(line, "|")
		return
	}
	if p.depth > groupMaxDepth {
		p.emit(fmt.Sprintf("... (max_group_depth is %d)", groupMaxDepth), "|")
		return
	}
	top := p.depth == 0
	if top {
		p.depth++
	}
	if frames != "" {
		margin := "|"
		if top {
			margin = "+"
		}
		p.emit("Exception Group Traceback (most recent call last):", margin)
		p.emit(frames, "|")
	}
	p.emit(line, "|")
	n := len(members)
	if n > groupMaxWidth {
		n = groupMaxWidth + 1
	}
	p.needClose = false
	for i := 0; i < n; i++ {
		last := i == n-1
		if last {
			p.needClose = true // unless a nested group closes the tree
		}
		title := strconv.Itoa(i + 1)
		if i >= groupMaxWidth {
			title = "..."
		}
		lead := "  "
		if i == 0 {
			lead = "+-"
		}
		p.b.WriteString(p.indent() + lead + "+---------------- " + title + " ----------------\n")
		p.depth++
		if i < groupMaxWidth {
			sub, _ := members[i].Traceback.(*py.Traceback)
			p.format(members[i], sub)
		} else {
			more := len(members) - groupMaxWidth
			plural := ""
			if more > 1 {
				plural = "s"
			}
			p.emit(fmt.Sprintf("and %d more exception%s", more, plural), "|")
		}
		if last && p.needClose {
			p.b.WriteString(p.indent() + "+------------------------------------\n")
			p.needClose = false
		}
		p.depth--
	}
	if top {
		p.depth = 0
	}
}

func exceptionLine(info py.ExceptionInfo) string {
	name := "Exception"
	if info.Type != nil {
		name = info.Type.Name
	}
	exc, ok := info.Value.(*py.Exception)
	if !ok || info.Value == nil {
		return name
	}
	if name == "SyntaxError" || name == "IndentationError" {
		return syntaxLine(name, exc)
	}
	msg := pyStr(exc)
	if args, ok := exc.Args.(py.Tuple); ok && name == "KeyError" && len(args) == 1 {
		if r, err := py.ReprAsString(args[0]); err == nil {
			msg = r
		}
	}
	line := name
	if msg != "" {
		line += ": " + msg
	}
	// Notes added with add_note print under the message, as in 3.11.
	if notes, ok := exc.Dict["__notes__"].(*py.List); ok {
		for _, n := range notes.Items {
			line += "\n" + pyStr(n)
		}
	}
	return line
}

func syntaxLine(name string, exc *py.Exception) string {
	msg := ""
	if m, ok := exc.Dict["msg"]; ok {
		msg = pyStr(m)
	} else {
		msg = pyStr(exc)
	}
	var b strings.Builder
	if ln, ok := exc.Dict["lineno"]; ok {
		fmt.Fprintf(&b, "  File \"<cell>\", line %s\n", pyStr(ln))
		if text, ok := exc.Dict["line"]; ok && pyStr(text) != "" {
			fmt.Fprintf(&b, "    %s\n", strings.TrimRight(strings.TrimLeft(pyStr(text), " \t"), "\n"))
		}
	}
	b.WriteString(name + ": " + msg)
	return b.String()
}
