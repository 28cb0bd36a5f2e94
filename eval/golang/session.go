package golang

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"go/scanner"
	"go/token"
	"path"
	"reflect"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing/fstest"
	"time"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/eval/golang/internal/stdsyms"
	"github.com/rlm-go/rlm/internal/lazyre"
	"github.com/traefik/yaegi/interp"
)

// labelKey marks, with a pprof label, every goroutine a session's cells
// start (yaegi's own and the interpreted code's inherit it), so the session
// can tell when a stopped cell has really finished.
const labelKey = "rlm-go-session"

// drainWait bounds how long a stopped cell may take to unwind before the
// interpreter is abandoned and replaced.
const drainWait = 2 * time.Second

// errRecursion is the cause a cell is stopped with at the call-depth limit.
// Stopping the interpreter unwinds in linear time; a panic would be re-raised
// by yaegi at every interpreted frame, quadratic in the depth.
var errRecursion = errors.New("maximum call depth exceeded")

// minMaxSource stands in for Go 1.21's min and max builtins, which yaegi
// v0.16.1 lacks.
const minMaxSource = `
func min[T ~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~float32 | ~float64 | ~string](x T, ys ...T) T {
	for _, y := range ys {
		if y < x {
			x = y
		}
	}
	return x
}
func max[T ~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~float32 | ~float64 | ~string](x T, ys ...T) T {
	for _, y := range ys {
		if y > x {
			x = y
		}
	}
	return x
}`

type session struct {
	opts     Options
	cfg      eval.SessionConfig
	memLimit int64
	label    string
	labelCtx context.Context // carries the label of the session's goroutines

	ctx    context.Context // cancelled by Close; host calls outside cells use it
	cancel context.CancelFunc

	iterPullers iterPullers // iter.Pull's, by handle (rangefunc.go)

	execMu   sync.Mutex // one Exec at a time
	i        *interp.Interpreter
	syms     *symtab
	out, err *outputBuffer
	imported map[string]string // local name -> import path
	shadowed map[string]bool   // builtins the session's cells redeclared
	cellSeq  int
	rangeSeq int // numbers the lowered range loops' variables
	closed   bool

	// libLoaded are the lib packages compiled into the interpreter, and
	// adaptersImported tells lib/rlmstd is imported (libload.go).
	libLoaded        map[string]bool
	adaptersImported bool
	// libSources and libGenerics are the lib packages as compiled and
	// their lowered generic functions; generics are the cells' own
	// (typeparams.go).
	libSources  map[string]string
	libGenerics map[string]map[string]genericInfo
	generics    map[string]genericInfo
	// hostTypes are the host's type names no cell has redeclared
	// (hosttypes.go).
	hostTypes map[string]bool
	// stdExports are the standard symbols the interpreter was given, read
	// by the rewrite of native results (nativeresults.go).
	stdExports interp.Exports

	depth   atomic.Int64
	inHost  atomic.Int64  // goroutines of the session inside a host call (host.go)
	writeMu sync.Mutex    // held by the index writes of goroutines (mapwrite.go)
	release chan struct{} // closed by Close to end the blocking stop cell

	mu       sync.Mutex // guards the fields below, touched by host calls
	cellCtx  context.Context
	stopCell context.CancelCauseFunc
	final    *eval.Final
	goPanics []string

	// answer is the current interpreter's Answer; a new one per start.
	answer *FinalAnswer
	// types names the cells' types for fmt (printtypes.go); a new one per start.
	types *typeRegistry
}

func newSession(ctx context.Context, opts Options, cfg eval.SessionConfig) (*session, error) {
	if cfg.MaxOutput <= 0 {
		cfg.MaxOutput = defaultMaxOutput
	}
	if len(cfg.Contexts) == 0 {
		cfg.Contexts = []string{""}
	}
	s := &session{opts: opts, cfg: cfg, memLimit: cfg.MemoryLimit}
	if s.memLimit <= 0 {
		s.memLimit = DefaultMemoryLimit
	}
	s.label = fmt.Sprintf("%p", s)
	s.labelCtx = pprof.WithLabels(context.Background(), pprof.Labels(labelKey, s.label+"/host"))
	s.release = make(chan struct{})
	s.ctx, s.cancel = context.WithCancel(context.WithoutCancel(ctx))
	s.out = &outputBuffer{limit: cfg.MaxOutput}
	s.err = &outputBuffer{limit: cfg.MaxOutput}
	if err := s.start(); err != nil {
		s.cancel()
		return nil, err
	}
	return s, nil
}

// start builds a fresh interpreter with the library and host bound.
func (s *session) start() error {
	s.answer = &FinalAnswer{}
	s.types = newTypeRegistry()
	i := interp.New(interp.Options{
		Stdin:  strings.NewReader(""),
		Stdout: s.out,
		Stderr: s.err,
		Args:   []string{"rlm"},
		Env:    []string{},
		// Nothing to load source packages from: imports resolve to the
		// symbols below or fail.
		SourcecodeFilesystem: fstest.MapFS{},
	})
	s.stdExports = restrictedStdlib(guards{checkAlloc: s.checkAlloc, sleep: s.sleep})
	if err := i.Use(s.stdExports); err != nil {
		return fmt.Errorf("go backend: load standard library: %w", err)
	}
	if err := i.Use(sessionLog(s.err)); err != nil {
		return fmt.Errorf("go backend: bind package log: %w", err)
	}
	if err := i.Use(sessionOS(s.out, s.err)); err != nil {
		return fmt.Errorf("go backend: bind package os: %w", err)
	}
	if err := i.Use(guardedFmt(s.out, s.types)); err != nil {
		return fmt.Errorf("go backend: guard package fmt: %w", err)
	}
	if err := i.Use(guardedJSON(s.types)); err != nil {
		return fmt.Errorf("go backend: guard package encoding/json: %w", err)
	}
	host := s.hostSymbols()
	s.hostTypes = hostTypeNames(host)
	if err := i.Use(interp.Exports{hostPath + "/rlm": host}); err != nil {
		return fmt.Errorf("go backend: bind host API: %w", err)
	}
	if _, err := i.Eval(`import . "` + hostPath + `"`); err != nil {
		return fmt.Errorf("go backend: import host API: %w", err)
	}
	if _, err := i.Eval(minMaxSource); err != nil {
		return fmt.Errorf("go backend: define min and max: %w", err)
	}
	if _, err := i.Eval(asSource); err != nil {
		return fmt.Errorf("go backend: define the range helper: %w", err)
	}
	syms, err := newSymtab(i)
	if err != nil {
		return fmt.Errorf("go backend: %w", err)
	}
	s.i = i
	s.syms = syms
	s.imported = map[string]string{}
	s.shadowed = map[string]bool{}
	s.libLoaded = map[string]bool{}
	s.adaptersImported = false
	s.libSources = map[string]string{}
	s.libGenerics = map[string]map[string]genericInfo{}
	// min and max are generic here (minMaxSource): their untyped float
	// constants need a type (typeparams.go).
	s.generics = map[string]genericInfo{"min": {fixed: -1}, "max": {fixed: -1}}
	s.depth.Store(0)
	return nil
}

// Exec runs one cell.
func (s *session) Exec(ctx context.Context, code string) (eval.Result, error) {
	s.execMu.Lock()
	defer s.execMu.Unlock()
	if s.closed {
		return eval.Result{}, errors.New("go session is closed")
	}
	began := time.Now()
	base, cancelTimeout := ctx, context.CancelFunc(func() {})
	if s.cfg.CellTimeout > 0 {
		base, cancelTimeout = context.WithTimeout(ctx, s.cfg.CellTimeout)
	}
	defer cancelTimeout()
	cellCtx, stopCell := context.WithCancelCause(base)
	defer stopCell(nil)
	s.mu.Lock()
	s.cellCtx, s.stopCell = cellCtx, stopCell
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		s.cellCtx, s.stopCell = nil, nil
		s.mu.Unlock()
	}()

	var res eval.Result
	s.cellSeq++
	labels := pprof.Labels(labelKey, s.label+"/"+strconv.Itoa(s.cellSeq))
	var runErr error
	stopWatch := s.watchHeap(stopCell)
	pprof.Do(cellCtx, labels, func(context.Context) {
		runErr = s.run(cellCtx, s.rewrite(code))
	})
	stopWatch()

	stopped := cellCtx.Err() != nil && (runErr == nil || errors.Is(runErr, context.DeadlineExceeded) || errors.Is(runErr, context.Canceled))
	switch cause := context.Cause(cellCtx); {
	case stopped && errors.Is(cause, errRecursion):
		res.Error = fmt.Sprintf("RecursionError: maximum call depth (%d) exceeded; the cell was stopped, variables defined before are kept", s.opts.MaxCallDepth)
	case stopped && errors.Is(cause, errMemory):
		res.Error = fmt.Sprintf("MemoryError: the cell grew the heap by more than the session's memory limit (%d MiB) and was stopped; variables defined before are kept (set big ones to nil to free them); work on smaller pieces", s.memLimit>>20)
	case stopped && ctx.Err() == nil:
		res.TimedOut = true
		res.Error = fmt.Sprintf("TimeoutError: cell stopped after %s; variables defined before the stop are kept", s.cfg.CellTimeout)
	case stopped:
		// As the Python backends do: stopped from outside is stopped at a
		// deadline as far as the loop is concerned.
		res.TimedOut = true
		res.Error = "Interrupted: " + ctx.Err().Error() + "; variables defined before the stop are kept"
	case runErr != nil:
		if status, ok := exitCode(runErr); !ok || status != 0 {
			res.Error = explainOS(formatError(runErr), code)
		}
	}
	if stopped && !s.waitDrained(drainWait) {
		// Something is stuck in a native call; give up on this interpreter
		// rather than run the next cell beside it.
		if err := s.start(); err != nil {
			return res, err
		}
		res.Restarted = true
		res.Error += "\n(the interpreter did not stop in time and was restarted: every variable is gone except the contexts)"
	}

	res.Stdout = s.out.take()
	res.Stderr = s.err.take()
	if isExit(runErr) {
		res.Stderr = dropPanicFrames(res.Stderr)
	}
	s.mu.Lock()
	res.Final, s.final = s.final, nil
	if !res.Restarted && s.answer.Ready {
		// Taken once, like Final, also when Final wins in the same cell: a
		// later cell must set Ready again.
		if res.Final == nil {
			res.Final = &eval.Final{Answer: s.answer.Content, Source: "answer"}
		}
		s.answer.Ready = false
	}
	panics := s.goPanics
	s.goPanics = nil
	s.mu.Unlock()
	if len(panics) > 0 {
		msg := strings.Join(panics, "\n")
		if res.Error == "" {
			res.Error = msg
		} else {
			res.Error += "\n" + msg
		}
	}
	if !res.Restarted {
		res.Locals = s.locals()
	}
	res.Duration = time.Since(began)
	return res, nil
}

// rewrite prepares a cell for yaegi, remembering the builtins it
// redeclares for the cells after it.
func (s *session) rewrite(code string) string {
	out := rewriteCell(code, s.shadowed)
	out = rewriteNativeResults(rewriteMultiAssign(out), s.stdExports, s.stdPackagePath)
	out = rewriteTypeParams(lowerGenericIntRanges(out, &s.rangeSeq), s.generics, s.libQualified(out))
	toks := scanTokens(code)
	for name := range printBuiltins {
		if declaresName(toks, name, true) {
			s.shadowed[name] = true
		}
	}
	return out
}

// run evaluates the cell's segments in order and stops at the first error.
func (s *session) run(ctx context.Context, code string) error {
	if err := s.loadAdapters(ctx, code); err != nil {
		return err
	}
	s.forgetHostTypes(code)
	for _, p := range s.autoImports(code) {
		if err := s.loadLib(ctx, p); err != nil {
			return err
		}
		if err := s.eval(ctx, `import "`+p+`"`); err != nil {
			return err
		}
		s.imported[path.Base(p)] = p
	}
	for _, seg := range splitCell(code) {
		if seg.kind == segImport {
			for _, spec := range seg.imports {
				if err := s.importSpec(ctx, spec); err != nil {
					return err
				}
			}
			continue
		}
		src := seg.src
		// Print arguments of named non-struct types (typedprint.go) may
		// need the statement compiled again from the symbols as they are
		// now; the symbol table is copied only then.
		var snap symSnapshot
		var plain map[string]bool
		if seg.kind == segStmt && strings.Contains(src, "fmt.") {
			if plain = s.types.plainNamed(); len(plain) > 0 {
				snap = s.syms.snapshot()
			}
		}
		prog, err := s.compile(src)
		if isRangeFailure(err) || (err != nil && isGTAFailure(err) && strings.Contains(src, "range")) {
			// Loops over integers and functions (rangefunc.go).
			if lowered, ok := s.lowerRanges(src, seg.kind == segDecl, &s.rangeSeq); ok {
				src = lowered
				prog, err = s.compile(src)
			}
		}
		if err == nil && len(plain) > 0 {
			// Statements declare no types, so nothing of this compile
			// outlives the symbols put back.
			if typed := typePrintArgs(prog, src, plain); typed != "" {
				s.syms.restore(snap)
				if p2, err2 := s.compile(typed); err2 == nil {
					prog, src = p2, typed
				} else {
					prog, err = s.compile(src)
				}
			}
		}
		if err == nil {
			_, err = s.i.ExecuteWithContext(ctx, prog)
			if err == nil && seg.kind == segDecl {
				s.registerTypes(ctx, src)
				s.typeMainPrints(ctx, src)
			}
		} else if seg.kind == segStmt && isGTAFailure(err) {
			// A compile error ran nothing: retrying is safe (retype.go).
			if src := s.retypeDefines(src); src != "" {
				if err2 := s.eval(ctx, src); !isGTAFailure(err2) {
					err = err2
				}
			}
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// eval compiles src, then runs it under ctx. A compile error declares
// nothing: the names the failed compile had declared are forgotten, so a
// later cell sees them undefined rather than zero.
func (s *session) eval(ctx context.Context, src string) error {
	prog, err := s.compile(src)
	if err != nil {
		return err
	}
	_, err = s.i.ExecuteWithContext(ctx, prog)
	return err
}

func (s *session) compile(src string) (prog *interp.Program, err error) {
	snap := s.syms.snapshot()
	defer func() {
		// EvalWithContext recovers a panic of yaegi's compiler in its own
		// goroutine; compiling here, the session has to.
		if r := recover(); r != nil {
			prog, err = nil, fmt.Errorf("the interpreter cannot compile this code: %v", r)
		}
		if err != nil {
			s.syms.restore(snap)
		}
	}()
	return s.i.Compile(src)
}

func (s *session) importSpec(ctx context.Context, spec importSpec) error {
	if !isAllowed(spec.path) {
		return fmt.Errorf("line %d: %w", spec.line, importError(spec.path))
	}
	name := spec.name
	if name == "" {
		name = path.Base(spec.path)
	}
	if s.imported[name] == spec.path || name == "_" {
		return nil
	}
	if err := s.loadLib(ctx, spec.path); err != nil {
		return err
	}
	src := strings.Repeat("\n", spec.line-1) + "import " + spec.name + " " + strconv.Quote(spec.path)
	if err := s.eval(ctx, src); err != nil {
		return err
	}
	s.imported[name] = spec.path
	return nil
}

// autoImports returns allowed packages the cell uses as `pkg.Name` without
// importing them: models forget imports, and a REPL can forgive that. A name
// the session or the cell defines itself is left alone.
func (s *session) autoImports(code string) []string {
	toks := scanTokens(code)
	used := map[string]bool{}
	other := map[string]bool{}
	for k, t := range toks {
		if t.t != token.IDENT {
			continue
		}
		if k+1 < len(toks) && toks[k+1].t == token.PERIOD && (k == 0 || toks[k-1].t != token.PERIOD) {
			used[t.lit] = true
		} else {
			other[t.lit] = true
		}
	}
	if len(used) == 0 {
		return nil
	}
	cellImports := importedPaths(toks)
	var globals map[string]bool
	var out []string
	for _, p := range allowedPackages {
		name := path.Base(p)
		if !used[name] || other[name] || s.imported[name] != "" || cellImports[p] {
			continue
		}
		if globals == nil {
			globals = map[string]bool{}
			for g := range s.i.Globals() {
				globals[g] = true
			}
		}
		if globals[name] {
			continue
		}
		out = append(out, p)
	}
	return out
}

// importedPaths returns the paths the cell's import declarations name (a
// string literal elsewhere that spells a path imports nothing).
func importedPaths(toks []tok) map[string]bool {
	out := map[string]bool{}
	for k := 0; k < len(toks); k++ {
		if toks[k].t != token.IMPORT {
			continue
		}
		end := k + 1
		if end < len(toks) && toks[end].t == token.LPAREN {
			if end = matching(toks, end); end < 0 {
				end = len(toks) - 1
			}
		} else {
			for end < len(toks) && toks[end].t != token.SEMICOLON {
				end++
			}
		}
		for _, t := range toks[k+1 : min(end+1, len(toks))] {
			if t.t == token.STRING {
				out[strings.Trim(t.lit, "\"`")] = true
			}
		}
		k = end
	}
	return out
}

// waitDrained waits until no goroutine of this session's cells is left.
func (s *session) waitDrained(limit time.Duration) bool {
	deadline := time.Now().Add(limit)
	for {
		if s.inHost.Load() == 0 && s.liveGoroutines() == 0 {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// liveGoroutines counts goroutines labelled with this session, from the
// goroutine profile's text form ("N @ pcs" then "# labels: {...}").
func (s *session) liveGoroutines() int {
	var buf bytes.Buffer
	if err := pprof.Lookup("goroutine").WriteTo(&buf, 1); err != nil {
		return 0
	}
	want := strconv.Quote(labelKey) + ":" + `"` + s.label + "/"
	n, count := 0, 0
	for _, line := range strings.Split(buf.String(), "\n") {
		if f := strings.Fields(line); len(f) > 1 && f[1] == "@" {
			count, _ = strconv.Atoi(f[0])
			continue
		}
		if strings.HasPrefix(line, "# labels:") && strings.Contains(line, want) {
			n += count
		}
	}
	return n
}

// Close stops every goroutine the session's cells started and frees the
// interpreter.
func (s *session) Close() error {
	s.execMu.Lock()
	defer s.execMu.Unlock()
	if s.closed {
		return nil
	}
	s.closed = true
	s.cancel()
	// yaegi stops all interpreted code only from EvalWithContext's
	// cancellation path. Run a cell that cannot finish under a cancelled
	// context to take that path, then release it.
	stopCtx, stop := context.WithCancel(context.Background())
	stop()
	_, _ = s.i.EvalWithContext(stopCtx, blockName+"()")
	close(s.release)
	s.waitDrained(time.Second)
	s.i = nil
	return nil
}

var lineCol = lazyre.New(`^(?:_\.go:)?(\d+):(\d+): `)

// formatError turns yaegi's errors into what a model can act on: the cell
// line first, then the message.
func formatError(err error) string {
	msg := loopVarName.ReplaceAllString(formatRawError(err), "")
	if strings.HasSuffix(msg, ": nil type") {
		// yaegi's only words for range over an int or a function.
		msg += " (this interpreter cannot range over an integer or a function; write for i := 0; i < n; i++)"
	}
	return msg
}

// isExit reports a cell ended by log.Fatal or os.Exit.
func isExit(err error) bool {
	_, ok := exitCode(err)
	return ok
}

// exitCode returns the status a cell ended by log.Fatal or os.Exit gave.
func exitCode(err error) (int, bool) {
	var p interp.Panic
	if err == nil || !errors.As(err, &p) {
		return 0, false
	}
	v := p.Value
	if rv, ok := v.(reflect.Value); ok && rv.IsValid() && rv.CanInterface() {
		v = rv.Interface()
	}
	e, ok := v.(stdsyms.Exit)
	return e.Code, ok
}

func formatRawError(err error) string {
	var p interp.Panic
	if code, ok := exitCode(err); ok {
		return "exit status " + strconv.Itoa(code)
	}
	if errors.As(err, &p) {
		return "panic: " + safeSprint(p.Value)
	}
	var list scanner.ErrorList
	if errors.As(err, &list) && len(list) > 0 {
		e := list[0]
		return fmt.Sprintf("SyntaxError: line %d: %s", e.Pos.Line, e.Msg)
	}
	msg := err.Error()
	if m := lineCol.FindStringSubmatch(msg); m != nil {
		msg = "line " + m[1] + ": " + msg[len(m[0]):]
	}
	return "Error: " + msg
}

// sortedKeys is a small helper for stable listings.
func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
