package golang

import (
	"context"
	"errors"
	"go/token"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"unsafe"

	"github.com/traefik/yaegi/interp"
)

// yaegi v0.16.1 cannot range over an integer or a function (Go 1.22 and
// 1.23): its compiler panics with "nil type". The session lowers such loops
// itself. Which loops those are needs types, which a token pass does not
// have, so when a segment fails to compile that way the session compiles a
// probe of it once more, each range loop replaced by `__rlm_rtN := EXPR`,
// reads the type yaegi gave each __rlm_rtN and rewrites the loops over an
// integer or a function:
//
//	for i := range n { BODY }
//	for i, __rlm_nK := T(0), T(n); i < __rlm_nK; i++ { BODY }
//
//	L: for k, v := range seq { BODY }
//	{ __rlm_pK := __rlm_pull(seq); defer __rlm_pK.Close(); L: for __rlm_pK.Next() { k := __rlm_as[K](__rlm_pK.A()); v := __rlm_as[V](__rlm_pK.B()); BODY }; __rlm_pK.Stop() }
//
// The function form pulls: the sequence runs in a goroutine of its own
// (rangePuller) and hands each value over, so the body stays a loop body
// and break, continue, return, labels and defer keep their meaning. Stop
// after the loop ends the sequence at a break, as Go's yield returning
// false does; the deferred Close does it at a return or a panic. A loop
// that ranges over something else is marked keepMark and left alone. Loops
// nested in a probed loop's body are found in the next round. Everything
// stays on the loop's lines.

// keepMark follows the range keyword of a loop the lowering leaves as it is.
const keepMark = "/*rlm:keep*/"

const (
	rangeProbe = "__rlm_rt"
	pullName   = "__rlm_pull"
	// iterNativeNames are lib/iter's native half (host symbols), iterPkg
	// the name lib/iter is imported under to bind them.
	iterPkg = "__rlm_iter"
	asName  = "__rlm_as"
)

// asSource converts a pulled value to its type; nil stays the zero value,
// as an interface-typed value may be nil.
// iterNatives are lib/iter's native variables and the host symbols they are
// bound to.
var iterNatives = [][2]string{
	{"NativePull", "__rlm_iter_pull"}, {"NativeNext", "__rlm_iter_next"},
	{"NativeValue", "__rlm_iter_value"}, {"NativeStop", "__rlm_iter_stop"},
}

const asSource = "func " + asName + "[T any](v any) T { t, _ := v.(T); return t }"

// rangeLoop is one `for ... range EXPR { BODY }` of a segment.
type rangeLoop struct {
	start      int      // byte offset of the statement, its label included
	label      string   // "L" of `L: for`, or ""
	vars       []string // the iteration variables or expressions as written
	define     bool     // := rather than =
	expr       string
	bodyOpen   int // byte offset just past the body's {
	bodyClose  int // byte offset of the body's }
	end        int // byte offset just past the body's }
	blankLines string
}

// findRangeLoops returns the outermost range loops of src not yet decided.
func findRangeLoops(src string) []rangeLoop {
	toks := scanTokens(src)
	var out []rangeLoop
	for i := 0; i < len(toks); i++ {
		if toks[i].t != token.FOR {
			continue
		}
		loop, end, ok := readRangeLoop(src, toks, i)
		if ok {
			out = append(out, loop)
			i = end
		}
	}
	return out
}

// readRangeLoop reads the range loop starting at toks[i] and returns it
// with the index of its closing brace.
func readRangeLoop(src string, toks []tok, i int) (rangeLoop, int, bool) {
	var loop rangeLoop
	depth, rangeAt, assignAt, open := 0, -1, -1, -1
	for j := i + 1; j < len(toks) && open < 0; j++ {
		switch t := toks[j].t; {
		case t == token.LBRACE && depth == 0:
			k := matching(toks, j)
			if k < 0 {
				return loop, 0, false
			}
			if k+1 < len(toks) && toks[k+1].t == token.LBRACE && rangeAt >= 0 {
				j = k // a composite literal in the range expression
				continue
			}
			open = j
		case isOpen(t):
			depth++
		case isClose(t):
			depth--
		case depth > 0:
		case t == token.SEMICOLON:
			return loop, 0, false
		case t == token.RANGE && rangeAt < 0:
			rangeAt = j
		case (t == token.DEFINE || t == token.ASSIGN) && rangeAt < 0 && assignAt < 0:
			assignAt = j
		}
	}
	if rangeAt < 0 || open < 0 || open == rangeAt+1 {
		return loop, 0, false
	}
	closeAt := matching(toks, open)
	if closeAt < 0 {
		return loop, 0, false
	}
	if strings.Contains(src[toks[rangeAt].end:toks[rangeAt+1].start], keepMark) {
		// Decided in an earlier round; its body may hold undecided loops.
		return loop, 0, false
	}
	loop.start = toks[i].start
	if i >= 2 && toks[i-1].t == token.COLON && toks[i-2].t == token.IDENT &&
		(i == 2 || toks[i-3].t == token.SEMICOLON || toks[i-3].t == token.LBRACE || toks[i-3].t == token.RBRACE) {
		loop.label = toks[i-2].lit
		loop.start = toks[i-2].start
	}
	if assignAt >= 0 {
		if assignAt != rangeAt-1 {
			return loop, 0, false
		}
		loop.define = toks[assignAt].t == token.DEFINE
		for _, v := range splitArgs(toks[i+1 : assignAt]) {
			loop.vars = append(loop.vars, src[v[0].start:v[len(v)-1].end])
		}
	} else if rangeAt != i+1 {
		return loop, 0, false
	}
	loop.expr = src[toks[rangeAt+1].start:toks[open-1].end]
	loop.bodyOpen = toks[open].end
	loop.bodyClose = toks[closeAt].start
	loop.end = toks[closeAt].end
	loop.blankLines = strings.Repeat("\n", strings.Count(src[toks[open].start:loop.end], "\n"))
	return loop, closeAt, true
}

// rangeKind is what a probed range expression turned out to be.
type rangeKind struct {
	intType   string   // the integer type's name, for a loop over an integer
	yieldArgs []string // the types a sequence yields, for a loop over a function
	isFunc    bool
}

// lowerRanges rewrites the loops of src over integers and functions, and
// reports whether it changed anything. asFile says src is a run of
// declarations rather than statements.
func (s *session) lowerRanges(src string, asFile bool, seq *int) (string, bool) {
	changed := false
	for round := 0; round < 8; round++ {
		loops := findRangeLoops(src)
		if len(loops) == 0 {
			break
		}
		kinds := s.probeRanges(src, loops, asFile)
		if kinds == nil {
			break
		}
		var edits []edit
		for n, l := range loops {
			k := kinds[n]
			*seq++
			switch {
			case k.intType != "":
				edits = append(edits, lowerIntRange(l, k.intType, *seq)...)
				changed = true
			case k.isFunc && len(l.vars) <= len(k.yieldArgs):
				edits = append(edits, lowerFuncRange(src, l, k.yieldArgs, *seq)...)
				changed = true
			default:
				// Marked right after the range keyword.
				at := strings.Index(src[l.start:], "range") + l.start + len("range")
				edits = append(edits, edit{at, at, keepMark})
			}
		}
		src = applyEdits(src, edits)
	}
	return src, changed
}

func lowerIntRange(l rangeLoop, typ string, n int) []edit {
	k := strconv.Itoa(n)
	count := "__rlm_n" + k
	v := "__rlm_i" + k
	if len(l.vars) > 0 && l.vars[0] != "_" {
		v = l.vars[0]
	}
	var head string
	if l.define || len(l.vars) == 0 || v != l.vars[0] {
		head = "for " + v + ", " + count + " := " + typ + "(0), " + typ + "(" + l.expr + "); " + v + " < " + count + "; " + v + "++ {"
	} else {
		head = "for " + v + " = " + typ + "(0); " + v + " < " + typ + "(" + l.expr + "); " + v + "++ {"
	}
	if l.label != "" {
		head = l.label + ": " + head
	}
	return []edit{{l.start, l.bodyOpen, head}}
}

func lowerFuncRange(src string, l rangeLoop, yieldArgs []string, n int) []edit {
	// Next reports a value and A and B return its parts, converted by
	// asSource: a multi-value := (a comma-ok assertion too) in a block at
	// a cell's top level leaves yaegi's names undefined.
	p := "__rlm_p" + strconv.Itoa(n)
	var b strings.Builder
	b.WriteString("{ " + p + " := " + pullName + "(" + l.expr + "); defer " + p + ".Close(); ")
	if l.label != "" {
		b.WriteString(l.label + ": ")
	}
	b.WriteString("for " + p + ".Next() { ")
	for i, v := range l.vars {
		if v == "_" {
			continue
		}
		op := " = "
		if l.define {
			op = " := "
		}
		b.WriteString(v + op + asName + "[" + yieldArgs[i] + "](" + p + "." + string(rune('A'+i)) + "()); ")
	}
	edits := []edit{{l.start, l.bodyOpen, b.String()}}
	// A break or continue to an enclosing loop's label leaves this loop
	// too: end the sequence first, as Go does.
	toks := scanTokens(src[:l.bodyClose])
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		if t.start < l.bodyOpen {
			continue
		}
		if t.t == token.FUNC {
			if body := funcBody(toks, i); body > 0 {
				if end := matching(toks, body); end > 0 {
					i = end
				}
			}
			continue
		}
		if (t.t == token.BREAK || t.t == token.CONTINUE || t.t == token.GOTO) && toks[i+1].t == token.IDENT && toks[i+1].lit != l.label {
			edits = append(edits, edit{t.start, t.start, "{ " + p + ".Stop(); "}, edit{toks[i+1].end, toks[i+1].end, " }"})
		}
	}
	return append(edits, edit{l.bodyClose, l.end, "}; " + p + ".Stop() }"})
}

// probeRanges compiles src with each loop replaced by a definition of its
// range expression, without running it, and returns what each expression
// is; nil when the probe does not compile. It leaves nothing declared.
func (s *session) probeRanges(src string, loops []rangeLoop, asFile bool) []rangeKind {
	var edits []edit
	for n, l := range loops {
		name := rangeProbe + strconv.Itoa(n)
		edits = append(edits, edit{l.start, l.end, "{ " + name + " := " + l.expr + "; _ = " + name + " }" + l.blankLines})
	}
	probe := applyEdits(src, edits)
	if !asFile {
		probe = "func " + probeName + "() {" + probe + "\n}"
	}
	snap := s.syms.snapshot()
	defer s.syms.restore(snap)
	var prog *interp.Program
	func() {
		defer func() { _ = recover() }()
		prog, _ = s.i.Compile(probe)
	}()
	if prog == nil {
		return nil
	}
	root := reflect.ValueOf(prog).Elem().FieldByName("root")
	if !root.IsValid() {
		return nil
	}
	kinds := make([]rangeKind, len(loops))
	var walk func(n reflect.Value)
	walk = func(n reflect.Value) {
		if n.Kind() != reflect.Pointer || n.IsNil() {
			return
		}
		n = n.Elem()
		if ident := n.FieldByName("ident").String(); strings.HasPrefix(ident, rangeProbe) {
			if k, err := strconv.Atoi(ident[len(rangeProbe):]); err == nil && k < len(kinds) && !kinds[k].isFunc && kinds[k].intType == "" {
				kinds[k] = classifyRange(n.FieldByName("typ"))
			}
		}
		children := n.FieldByName("child")
		for k := 0; k < children.Len(); k++ {
			walk(children.Index(k))
		}
	}
	walk(root)
	return kinds
}

// yaegi's type categories (its tcat) that the lowering needs, as numbered
// in v0.16.1; TestRangeKinds fails if an upgrade renumbers them.
const (
	catFunc    = 16
	catInt     = 19 // through catInt64
	catInt64   = 23
	catLinked  = 24
	catUint    = 31 // through catUintptr
	catUintptr = 36
	catValue   = 37
)

// classifyRange tells an integer and a function type apart from the rest.
func classifyRange(t reflect.Value) rangeKind {
	name := goTypeName(t)
	for t.Kind() == reflect.Pointer && !t.IsNil() {
		e := t.Elem()
		switch cat := e.FieldByName("cat").Uint(); {
		case cat >= catInt && cat <= catInt64 || cat >= catUint && cat <= catUintptr:
			return rangeKind{intType: name}
		case cat == catLinked:
			t = e.FieldByName("val")
			continue
		case cat == catFunc:
			args := e.FieldByName("arg")
			if args.Len() != 1 {
				return rangeKind{}
			}
			yield := args.Index(0)
			if yield.IsNil() || yield.Elem().FieldByName("cat").Uint() != catFunc {
				return rangeKind{}
			}
			yargs := yield.Elem().FieldByName("arg")
			out := rangeKind{isFunc: true}
			for k := 0; k < yargs.Len(); k++ {
				n := goTypeName(yargs.Index(k))
				if n == "" {
					return rangeKind{}
				}
				out.yieldArgs = append(out.yieldArgs, n)
			}
			return out
		case cat == catValue:
			// An unexported field: Interface would panic on it.
			f := e.FieldByName("rtype")
			rt, _ := reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem().Interface().(reflect.Type)
			return classifyNative(rt, name)
		}
		break
	}
	return rangeKind{}
}

func classifyNative(rt reflect.Type, name string) rangeKind {
	if rt == nil {
		return rangeKind{}
	}
	switch rt.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		if name == "" {
			name = rt.String()
		}
		return rangeKind{intType: name}
	case reflect.Func:
		if rt.NumIn() != 1 || rt.In(0).Kind() != reflect.Func {
			return rangeKind{}
		}
		out := rangeKind{isFunc: true}
		for k := 0; k < rt.In(0).NumIn(); k++ {
			out.yieldArgs = append(out.yieldArgs, rt.In(0).In(k).String())
		}
		return out
	}
	return rangeKind{}
}

// rangePuller runs a sequence in a goroutine of its own and hands its
// values over one at a time: the pull side of a lowered range loop.
type rangePuller struct {
	ctx      context.Context // the cell's: a stopped cell ends the sequence
	seq      reflect.Value
	req      chan bool
	res      chan []reflect.Value
	cur      []reflect.Value
	started  bool
	done     bool
	panicked bool
	panicVal any
}

func newRangePuller(ctx context.Context, seq any) *rangePuller {
	return &rangePuller{ctx: ctx, seq: reflect.ValueOf(seq), req: make(chan bool), res: make(chan []reflect.Value)}
}

func (p *rangePuller) run() {
	defer func() {
		if r := recover(); r != nil {
			p.panicVal, p.panicked = r, true
		}
		close(p.res)
	}()
	if !p.wait() {
		return
	}
	if p.seq.Kind() != reflect.Func || p.seq.IsNil() {
		panic("range over a nil function")
	}
	yieldType := p.seq.Type().In(0)
	yield := reflect.MakeFunc(yieldType, func(args []reflect.Value) []reflect.Value {
		more := false
		select {
		case p.res <- args:
			more = p.wait()
		case <-p.ctx.Done():
		}
		return []reflect.Value{reflect.ValueOf(more).Convert(yieldType.Out(0))}
	})
	p.seq.Call([]reflect.Value{yield})
}

// wait returns what the loop asks for: true for another value.
func (p *rangePuller) wait() bool {
	select {
	case more := <-p.req:
		return more
	case <-p.ctx.Done():
		return false
	}
}

// Next moves to the sequence's next values and reports false once it has
// ended; a panic of the sequence is raised here, in the loop.
func (p *rangePuller) Next() bool {
	p.cur = nil
	if p.done {
		return false
	}
	if !p.started {
		p.started = true
		go p.run()
	}
	select {
	case p.req <- true:
	case <-p.ctx.Done():
		p.done = true
		return false
	}
	args, ok := <-p.res
	if !ok {
		p.done = true
		if p.panicked {
			p.panicked = false
			panic(p.panicVal)
		}
		return false
	}
	p.cur = args
	return true
}

// A returns the current first value.
func (p *rangePuller) A() any { return p.part(0) }

// B returns the current second value.
func (p *rangePuller) B() any { return p.part(1) }

func (p *rangePuller) part(k int) any {
	if k >= len(p.cur) {
		return nil
	}
	return p.cur[k].Interface()
}

// Close is Stop for the way out of a return or a panic: a panic of the
// sequence after it was stopped is dropped, since a panic of the body may
// be on its way and must not be replaced.
func (p *rangePuller) Close() {
	defer func() { _ = recover() }()
	p.Stop()
}

// Stop ends the sequence: its yield returns false and it runs to its end.
func (p *rangePuller) Stop() {
	if p.done {
		return
	}
	p.done = true
	if !p.started {
		return
	}
	select {
	case p.req <- false:
	case <-p.ctx.Done():
		return
	}
	for range p.res {
	}
	if p.panicked {
		p.panicked = false
		panic(p.panicVal)
	}
}

// isRangeFailure reports the compile error yaegi gives a range over an
// integer or a function.
func isRangeFailure(err error) bool {
	var p interp.Panic
	return err != nil && !errors.As(err, &p) && strings.HasSuffix(err.Error(), "nil type")
}

// iterPullers are the pullers of iter.Pull and Pull2 (lib/iter), by the
// handle the interpreted half holds: it cannot name *rangePuller. They run
// under the session's context, not a cell's, since a next function may be
// kept and called in later cells.
type iterPullers struct {
	mu   sync.Mutex
	last int
	m    map[int]*rangePuller
}

func (p *iterPullers) start(ctx context.Context, seq any) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.m == nil {
		p.m = map[int]*rangePuller{}
	}
	p.last++
	p.m[p.last] = newRangePuller(ctx, seq)
	return p.last
}

func (p *iterPullers) get(h int) *rangePuller {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.m[h]
}

// next advances puller h; a handle not (or no longer) known has ended.
func (p *iterPullers) next(h int) bool {
	r := p.get(h)
	return r != nil && r.Next()
}

func (p *iterPullers) value(h, k int) any {
	if r := p.get(h); r != nil {
		return r.part(k)
	}
	return nil
}

// stop ends puller h and forgets it; a panic of its sequence is raised
// here, as Go's stop does.
func (p *iterPullers) stop(h int) {
	p.mu.Lock()
	r := p.m[h]
	delete(p.m, h)
	p.mu.Unlock()
	if r != nil {
		r.Stop()
	}
}

// pull starts a lowered loop over seq, under the running cell's context.
func (s *session) pull(seq any) *rangePuller {
	s.mu.Lock()
	ctx := s.cellCtx
	s.mu.Unlock()
	if ctx == nil {
		ctx = s.ctx
	}
	return newRangePuller(ctx, seq)
}
