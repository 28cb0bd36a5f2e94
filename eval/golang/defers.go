package golang

import (
	"go/token"
	"strconv"
	"strings"
)

// yaegi v0.16.1 records a deferred call without fixing what Go fixes at the
// defer statement (upstream/README.md, 9 and 22): the argument values are
// the variables' storage, read when the call runs; an interpreted method's
// receiver and a function literal's free variables are read from the frame
// as it is when the call runs, so every call deferred in a loop sees the
// last iteration's variables. A closure made while the statement runs is
// right: yaegi copies the frame's slots when it evaluates a function
// literal, and := gives a variable new storage, so the copy holds that
// iteration's variables. rewriteDefers therefore defers such a closure:
//
//	defer r.Close(total)
//	{ __rlm_d1 := func() func() { __rlm_da0 := total; return func() { r.Close(__rlm_da0) } }(); defer __rlm_d1() }
//
// The closure is made inside a function called at once, not in the
// deferring function's own frame: a closure returning locks the frame it
// was made in, which the deferring function holds while it runs its
// deferred calls (a deadlock). Deferring the literal itself
// (`defer func() { ... }()`) takes yaegi's other path, which reads the
// frame late, and a variable holding the literal is turned back into that
// path by yaegi, so the closure is kept behind the call.
//
// A defer is rewritten inside a loop, where its function's frame is reused
// by every iteration, or where an argument or the receiver is assigned
// somewhere in the function, so a later assignment would show. A function
// literal calling recover is left alone: recover must be called by the
// deferred function itself.

func rewriteDefers(src string) string {
	if !strings.Contains(src, "defer") {
		return src
	}
	seq := 0
	return deferRewrite(src, &seq)
}

// bodyKind tells what a { opens, as far as the defer rewrite cares.
type bodyKind uint8

const (
	otherBody bodyKind = iota
	funcBodyKind
	loopBodyKind
)

func deferRewrite(src string, seq *int) string {
	toks := scanTokens(src)
	kinds := make(map[int]bodyKind)
	for i, t := range toks {
		switch t.t {
		case token.FUNC:
			if !funcIsType(toks, i) {
				if b := funcBody(toks, i); b > 0 {
					kinds[b] = funcBodyKind
				}
			}
		case token.FOR:
			if _, _, open := forHeader(toks, i); open > 0 {
				kinds[open] = loopBodyKind
			}
		}
	}
	var edits []edit
	var stack []int // indexes of the open { of the enclosing blocks
	// enclosing returns the { of the function body holding toks[i] (-1
	// for the cell's top level) and whether a loop lies in between.
	enclosing := func() (fnOpen int, inLoop bool) {
		for k := len(stack) - 1; k >= 0; k-- {
			switch kinds[stack[k]] {
			case loopBodyKind:
				inLoop = true
			case funcBodyKind:
				return stack[k], inLoop
			}
		}
		return -1, inLoop
	}
	deferring := map[int]bool{} // function bodies with a defer of their own
	var literals [][2]int       // closures assigned to a name: {func index, body {}
	var spans [][2]int          // replaced defer statements, as token ranges
	for i := 0; i < len(toks); i++ {
		switch t := toks[i].t; {
		case t == token.LBRACE:
			stack = append(stack, i)
		case t == token.RBRACE:
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		case t == token.FUNC && i >= 2 && (toks[i-1].t == token.DEFINE || toks[i-1].t == token.ASSIGN) &&
			toks[i-2].t == token.IDENT:
			if fnOpen, _ := enclosing(); !funcIsType(toks, i) {
				literals = append(literals, [2]int{i, fnOpen})
			}
		case t == token.DEFER:
			end := stmtEnd(toks, i+1)
			fnOpen, inLoop := enclosing()
			deferring[fnOpen] = true
			fn := toks
			if fnOpen >= 0 {
				fn = toks[fnOpen:]
				if m := matching(toks, fnOpen); m > 0 {
					fn = toks[fnOpen:m]
				}
			}
			repl, ok := deferReplacement(src, toks[i+1:end], fn, inLoop, seq)
			if !ok {
				continue
			}
			edits = append(edits, edit{toks[i].start, toks[end-1].end, repl})
			spans = append(spans, [2]int{i, end})
		}
	}
	// A closure made in a function's own frame locks that frame when a
	// call of it returns; called from a deferred call, while the function
	// holds its frame to run them, it would wait forever. A closure the
	// function keeps under a name is therefore made in a frame of its own
	// (the frame's variables stay shared: yaegi's copy of the frame holds
	// the same storage):
	//
	//	cleanup := func() { ... }
	//	cleanup := func() func() { return func() { ... } }()
	for _, l := range literals {
		f := l[0]
		if !deferring[l[1]] || insideSpan(spans, f) {
			continue
		}
		body := funcBody(toks, f)
		if body < 0 {
			continue
		}
		end := matching(toks, body)
		if end < 0 {
			continue
		}
		sig := src[toks[f].start:toks[body-1].end]
		edits = append(edits,
			edit{toks[f].start, toks[f].start, "func() " + sig + " { return "},
			edit{toks[end].end, toks[end].end, " }()"})
	}
	sortEdits(edits)
	return applyEdits(src, edits)
}

func insideSpan(spans [][2]int, i int) bool {
	for _, s := range spans {
		if i >= s[0] && i < s[1] {
			return true
		}
	}
	return false
}

// deferReplacement writes the block replacing `defer call`; fn is the
// deferring function's body (or the cell's top level). It reports false
// when the defer is right as yaegi runs it.
func deferReplacement(src string, call, fn []tok, inLoop bool, seq *int) (string, bool) {
	open := callOpenParen(call)
	if open <= 0 {
		return "", false
	}
	fun := call[:open]
	literal := fun[0].t == token.FUNC
	if literal {
		for _, t := range fun {
			if t.t == token.IDENT && t.lit == "recover" {
				return "", false
			}
		}
	}
	if len(fun) == 1 && fun[0].t == token.IDENT && fun[0].lit == "recover" {
		return "", false
	}
	assigned := func(ts []tok) bool {
		var names []string
		for k, t := range ts {
			if t.t == token.IDENT && (k == 0 || ts[k-1].t != token.PERIOD) {
				names = append(names, t.lit)
			}
		}
		return len(names) > 0 && assigns(fn, names)
	}
	// What to take now: a receiver variable given another value in the
	// function (`defer r.Close(); r = next`; a package name never is, and
	// a field's mutex must not be copied) and every argument but
	// a constant, which keeps its untyped meaning in place, and a name
	// nobody assigns, which the frame's copy holds. A call, an index, an
	// operation or an assigned variable is evaluated at the defer.
	takeRecv := !literal && len(fun) == 3 && selectorChain(fun) && reassigns(fn, fun[0].lit)
	args := splitArgs(call[open+1 : len(call)-1])
	take := make([]bool, len(args))
	needed := takeRecv
	for k, arg := range args {
		if arg[len(arg)-1].t == token.ELLIPSIS {
			arg = arg[:len(arg)-1]
		}
		take[k] = len(arg) > 0 && !isConstant(arg) && !(selectorChain(arg) && !assigned(arg))
		needed = needed || take[k]
	}
	if !needed && (!inLoop || (!literal && len(fun) == 1)) {
		// Nothing is read late, or only a named function's constant
		// arguments are.
		return "", false
	}
	*seq++
	prefix := "__rlm_d" + strconv.Itoa(*seq)
	var names, values, argTexts []string
	funText := src[fun[0].start:fun[len(fun)-1].end]
	if takeRecv {
		names = append(names, prefix+"r")
		values = append(values, src[fun[0].start:fun[len(fun)-3].end])
		funText = prefix + "r." + fun[len(fun)-1].lit
	} else if literal {
		funText = deferRewrite(funText, seq)
	}
	for k, arg := range args {
		spread := ""
		if arg[len(arg)-1].t == token.ELLIPSIS {
			spread = "..."
			arg = arg[:len(arg)-1]
		}
		text := src[arg[0].start:arg[len(arg)-1].end]
		if !take[k] {
			argTexts = append(argTexts, text+spread)
			continue
		}
		name := prefix + "a" + strconv.Itoa(k)
		names = append(names, name)
		values = append(values, deferRewrite(text, seq))
		argTexts = append(argTexts, name+spread)
	}
	var b strings.Builder
	b.WriteString("{ " + prefix + " := func() func() { ")
	if len(names) > 0 {
		b.WriteString(strings.Join(names, ", ") + " := " + strings.Join(values, ", ") + "; ")
	}
	b.WriteString("return func() { " + funText + "(" + strings.Join(argTexts, ", ") + ") } }(); defer " + prefix + "() }")
	return b.String(), true
}

// selectorChain reports an expression made of names joined by periods.
func selectorChain(ts []tok) bool {
	for k, t := range ts {
		if (k%2 == 0 && t.t != token.IDENT) || (k%2 == 1 && t.t != token.PERIOD) {
			return false
		}
	}
	return len(ts)%2 == 1
}

// reassigns reports a statement in body that gives the variable name a new
// value as a whole: `name = ...`, `name op= ...`, `name++`.
func reassigns(body []tok, name string) bool {
	for k, t := range body {
		if t.t != token.IDENT || t.lit != name || (k > 0 && body[k-1].t == token.PERIOD) || k+1 >= len(body) {
			continue
		}
		if assignOps[body[k+1].t] {
			return true
		}
	}
	return false
}
