package golang

import (
	"go/scanner"
	"go/token"
	"strings"
)

// Cells are rewritten at the token level, not through go/parser: a cell mixes
// statements and package-level declarations, which is no valid Go file, and a
// token pass keeps every newline so yaegi's line numbers still match the
// model's code. Every rewrite only inserts or moves text within one line's
// worth of tokens.

// tok is one scanned token with its byte range in the source.
type tok struct {
	t          token.Token
	start, end int
	lit        string
}

func scanTokens(src string) []tok {
	var s scanner.Scanner
	fset := token.NewFileSet()
	file := fset.AddFile("cell", fset.Base(), len(src))
	// Errors are left for yaegi to report with its own wording.
	s.Init(file, []byte(src), func(token.Position, string) {}, 0)
	var out []tok
	for {
		pos, t, lit := s.Scan()
		if t == token.EOF {
			break
		}
		off := file.Offset(pos)
		n := len(lit)
		switch {
		case t == token.SEMICOLON && lit == "\n":
			n = 0 // inserted at a newline: occupies nothing
		case t == token.SEMICOLON && lit != ";":
			n = 0 // inserted at EOF
		case lit == "":
			n = len(t.String())
		}
		out = append(out, tok{t: t, start: off, end: off + n, lit: lit})
	}
	return out
}

func isOpen(t token.Token) bool  { return t == token.LPAREN || t == token.LBRACK || t == token.LBRACE }
func isClose(t token.Token) bool { return t == token.RPAREN || t == token.RBRACK || t == token.RBRACE }

// matching returns the index of the bracket closing toks[i], or -1.
func matching(toks []tok, i int) int {
	depth := 0
	for j := i; j < len(toks); j++ {
		switch {
		case isOpen(toks[j].t):
			depth++
		case isClose(toks[j].t):
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return -1
}

// segKind classifies a top-level statement of a cell.
type segKind int

const (
	segStmt segKind = iota
	segDecl
	segImport
)

// segment is a run of top-level statements of one kind, evaluated by yaegi
// in one call: declarations as a file, statements inside its main wrapper.
type segment struct {
	kind segKind
	// src is padded with newlines so yaegi's line numbers are the cell's.
	src string
	// imports holds the specs of an import segment.
	imports []importSpec
}

type importSpec struct {
	name, path string
	line       int
}

// splitCell cuts a cell into segments of consecutive declarations and
// consecutive statements, in order. yaegi picks file or function mode from
// a snippet's first token, so a cell mixing `x := 1` with `func f()` has to
// be fed in pieces.
func splitCell(src string) []segment {
	toks := scanTokens(src)
	var segs []segment
	var curKind segKind = -1
	curStart, curEnd := 0, 0
	flush := func() {
		if curKind < 0 || curKind == segImport {
			return
		}
		pad := strings.Repeat("\n", strings.Count(src[:curStart], "\n"))
		if curKind == segStmt {
			// yaegi picks file mode from a leading var or func (a function
			// literal called at the top level), and in the second case
			// wraps the statements in a func main that it then runs again
			// after every later cell. An empty statement first keeps it in
			// statement mode.
			pad += ";"
		}
		segs = append(segs, segment{kind: curKind, src: pad + src[curStart:curEnd]})
		curKind = -1
	}
	depth, first := 0, 0
	for i := 0; i <= len(toks); i++ {
		if i < len(toks) {
			t := toks[i].t
			if isOpen(t) {
				depth++
			} else if isClose(t) {
				depth--
			}
			if t != token.SEMICOLON || depth > 0 {
				continue
			}
		}
		stmt := toks[first:i]
		first = i + 1
		if len(stmt) == 0 {
			continue
		}
		kind := classify(stmt)
		if kind == segImport {
			flush()
			segs = append(segs, segment{kind: segImport, imports: importSpecs(src, stmt)})
			continue
		}
		if kind != curKind {
			flush()
			curKind, curStart = kind, stmt[0].start
		}
		curEnd = stmt[len(stmt)-1].end
	}
	flush()
	return segs
}

func classify(stmt []tok) segKind {
	switch stmt[0].t {
	case token.IMPORT:
		return segImport
	case token.CONST, token.TYPE:
		return segDecl
	case token.VAR:
		// As a statement: yaegi reports a "variable definition loop" for a
		// package-level var whose initializer names a global made by an
		// earlier cell's statements. Statements still define globals.
		return segStmt
	case token.FUNC:
		if len(stmt) > 1 && stmt[1].t == token.IDENT {
			return segDecl
		}
		if len(stmt) > 1 && stmt[1].t == token.LPAREN {
			// A method has an identifier then ( or [ after its receiver;
			// a function literal has a result type or its body.
			j := matching(stmt, 1)
			if j > 0 && j+2 < len(stmt) && stmt[j+1].t == token.IDENT &&
				(stmt[j+2].t == token.LPAREN || stmt[j+2].t == token.LBRACK) {
				return segDecl
			}
		}
	}
	return segStmt
}

func importSpecs(src string, stmt []tok) []importSpec {
	var out []importSpec
	line := strings.Count(src[:stmt[0].start], "\n") + 1
	name := ""
	for _, t := range stmt[1:] {
		switch t.t {
		case token.IDENT:
			name = t.lit
		case token.PERIOD:
			name = "."
		case token.STRING:
			p := strings.Trim(t.lit, "\"`")
			out = append(out, importSpec{name: name, path: p, line: line + strings.Count(src[stmt[0].start:t.start], "\n")})
			name = ""
		}
	}
	return out
}

// Names the rewrites call; they live in the host package, dot-imported.
const (
	enterName   = "__rlm_enter"
	goPanicName = "__rlm_go"
	makeName    = "__rlm_mk"
	blockName   = "__rlm_block"
	mainName    = "__rlm_main"
	printName   = "__rlm_print"
	printlnName = "__rlm_println"
)

var builtinFuncs = map[string]bool{
	"append": true, "cap": true, "clear": true, "close": true, "complex": true, "copy": true,
	"delete": true, "imag": true, "len": true, "make": true, "max": true, "min": true,
	"new": true, "panic": true, "print": true, "println": true, "real": true, "recover": true,
}

// rewriteCell applies every rewrite: main run once, print and println on
// standard error, per-iteration loop variables, goroutines that recover
// their panics, index writes in goroutines under a session lock
// (mapwrite.go), a call-depth guard in every function body, and size checks
// on make. shadowed names the builtins earlier cells declared themselves.
func rewriteCell(src string, shadowed map[string]bool) string {
	return guardBodies(rewriteGo(rewriteMapWrites(rewriteDefers(rewriteBounds(rewriteLoopVars(rewriteEmptyCond(rewriteRecover(rewritePrint(rewriteAdapted(rewriteStructTags(rewriteMain(src))), shadowed), shadowed))))))))
}

// rewriteMain makes a cell written as a whole program run its main once.
// yaegi runs a declared func main at the end of every later compile too,
// so main is renamed and called at the end of the cell, and a package
// clause, which a REPL cell cannot have, is blanked.
func rewriteMain(src string) string {
	toks := scanTokens(src)
	var edits []edit
	depth, hasMain := 0, false
	for i, t := range toks {
		switch {
		case isOpen(t.t):
			depth++
		case isClose(t.t):
			depth--
		}
		atStart := depth == 0 && (i == 0 || toks[i-1].t == token.SEMICOLON)
		switch {
		case atStart && t.t == token.PACKAGE && i+1 < len(toks) && toks[i+1].t == token.IDENT:
			edits = append(edits, edit{t.start, toks[i+1].end, strings.Repeat(" ", toks[i+1].end-t.start)})
		case atStart && t.t == token.FUNC && i+3 < len(toks) && toks[i+1].t == token.IDENT && toks[i+1].lit == "main" &&
			toks[i+2].t == token.LPAREN && toks[i+3].t == token.RPAREN:
			edits = append(edits, edit{toks[i+1].start, toks[i+1].end, mainName})
			hasMain = true
		}
	}
	out := applyEdits(src, edits)
	if hasMain {
		out += "\n" + mainName + "()"
	}
	return out
}

// printBuiltins maps Go's print builtins to the host functions that write
// them where Go does, on standard error; yaegi writes them to standard
// output.
var printBuiltins = map[string]string{"print": printName, "println": printlnName}

// rewritePrint routes calls of print and println to standard error, unless
// the cell or an earlier one (shadowed) declares that name itself.
func rewritePrint(src string, shadowed map[string]bool) string {
	toks := scanTokens(src)
	own := map[string]bool{}
	for name := range printBuiltins {
		own[name] = shadowed[name] || declaresName(toks, name, false)
	}
	var edits []edit
	for i, t := range toks {
		repl, ok := printBuiltins[t.lit]
		if !ok || t.t != token.IDENT || own[t.lit] || i+1 >= len(toks) || toks[i+1].t != token.LPAREN ||
			// After a period it is a field or method; after func, ) or ]
			// it is being declared (a function, a method, a generic
			// receiver's method).
			(i > 0 && (toks[i-1].t == token.PERIOD || toks[i-1].t == token.FUNC || toks[i-1].t == token.RPAREN || toks[i-1].t == token.RBRACK)) {
			continue
		}
		edits = append(edits, edit{t.start, t.end, repl})
	}
	return applyEdits(src, edits)
}

// declaresName reports whether the cell declares name: as a function, with
// var, :=, or as a parameter-like list entry. With topOnly, only
// declarations at the cell's top level count (those outlive the cell).
func declaresName(toks []tok, name string, topOnly bool) bool {
	depth := 0
	for i, t := range toks {
		switch {
		case isOpen(t.t):
			depth++
		case isClose(t.t):
			depth--
		}
		if t.t != token.IDENT || t.lit != name || (topOnly && depth != 0) {
			continue
		}
		prev, next := token.ILLEGAL, token.ILLEGAL
		if i > 0 {
			prev = toks[i-1].t
		}
		if i+1 < len(toks) {
			next = toks[i+1].t
		}
		if prev == token.FUNC || prev == token.VAR || prev == token.CONST || next == token.DEFINE ||
			(next == token.COMMA && !(i > 0 && toks[i-1].t == token.PERIOD)) {
			return true
		}
	}
	return false
}

// rewriteGo turns `go F(a, b)` into
//
//	func() { f, x := F, a; __rlm_go(func() { f(x, b) }) }()
//
// where __rlm_go starts the goroutine natively and recovers its panic there
// (yaegi re-panics on a bare runtime goroutine, which would kill the host).
// A recover in interpreted code is not enough: once the cell is stopped,
// yaegi runs no more interpreted code, deferred recovers included, and the
// panic of a goroutine unwinding at that moment escaped. The function and
// non-constant arguments are still evaluated at the go statement, as Go
// specifies.
func rewriteGo(src string) string {
	toks := scanTokens(src)
	var edits []edit
	for i := 0; i < len(toks); i++ {
		if toks[i].t != token.GO {
			continue
		}
		end := stmtEnd(toks, i+1)
		repl, ok := goReplacement(src, toks[i+1:end])
		if !ok {
			continue
		}
		edits = append(edits, edit{toks[i].start, toks[end-1].end, repl})
		i = end - 1
	}
	return applyEdits(src, edits)
}

// stmtEnd returns the index just past the expression starting at from.
func stmtEnd(toks []tok, from int) int {
	depth := 0
	for j := from; j < len(toks); j++ {
		switch t := toks[j].t; {
		case isOpen(t):
			depth++
		case isClose(t):
			depth--
			if depth < 0 {
				return j
			}
		case t == token.SEMICOLON && depth == 0:
			return j
		}
	}
	return len(toks)
}

// callOpenParen is the index of the opening parenthesis of call, a call
// expression's tokens ending in its closing one (found walking back over
// the arguments), or -1 when call is not such an expression.
func callOpenParen(call []tok) int {
	if len(call) < 3 || call[len(call)-1].t != token.RPAREN {
		return -1
	}
	depth := 0
	for j := len(call) - 1; j >= 0; j-- {
		if isClose(call[j].t) {
			depth++
		} else if isOpen(call[j].t) {
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return -1
}

func goReplacement(src string, call []tok) (string, bool) {
	open := callOpenParen(call)
	if open <= 0 {
		return "", false
	}
	fn := src[call[0].start:call[open-1].end]
	var names, values, args []string
	if open == 1 && call[0].t == token.IDENT && builtinFuncs[call[0].lit] {
		// Builtins are not values; keep the call as written.
	} else {
		names = append(names, "__rlm_gf")
		values = append(values, rewriteGo(fn))
		fn = "__rlm_gf"
	}
	inner := call[open+1 : len(call)-1]
	for k, arg := range splitArgs(inner) {
		text := src[arg[0].start:arg[len(arg)-1].end]
		spread := ""
		if arg[len(arg)-1].t == token.ELLIPSIS {
			spread = "..."
			text = src[arg[0].start:arg[len(arg)-2].end]
		}
		if isConstant(arg) {
			args = append(args, text+spread)
			continue
		}
		n := "__rlm_ga" + string(rune('0'+k%10)) + strings.Repeat("_", k/10)
		names = append(names, n)
		values = append(values, rewriteGo(text))
		args = append(args, n+spread)
	}
	// The statement runs in a function of its own, called at once: yaegi
	// keeps a function literal's value in a slot of the frame that
	// evaluates it and, when a call of that closure returns, writes the
	// slot's earlier value back, from the goroutine that made the call. In a
	// loop starting goroutines, one finishing could swap an older closure,
	// or nil ("call of nil function", a panic on a bare goroutine that ends
	// the process), into the slot the next go statement is about to call.
	// A fresh frame per go statement leaves those late writes nothing to
	// overwrite.
	var b strings.Builder
	b.WriteString("func() { ")
	if len(names) > 0 {
		b.WriteString(strings.Join(names, ", ") + " := " + strings.Join(values, ", ") + "; ")
	}
	b.WriteString(goPanicName + "(func() { ")
	b.WriteString(fn + "(" + strings.Join(args, ", ") + ") }) }()")
	return b.String(), true
}

func splitArgs(toks []tok) [][]tok {
	var out [][]tok
	depth, first := 0, 0
	for j, t := range toks {
		switch {
		case isOpen(t.t):
			depth++
		case isClose(t.t):
			depth--
		case t.t == token.COMMA && depth == 0:
			if j > first {
				out = append(out, toks[first:j])
			}
			first = j + 1
		}
	}
	if first < len(toks) {
		out = append(out, toks[first:])
	}
	return out
}

// isConstant reports an argument made of literals only: those keep their
// untyped-constant meaning when left in place.
func isConstant(arg []tok) bool {
	for _, t := range arg {
		switch t.t {
		case token.INT, token.FLOAT, token.IMAG, token.CHAR, token.STRING,
			token.ADD, token.SUB, token.MUL, token.QUO, token.REM, token.SHL, token.SHR,
			token.LPAREN, token.RPAREN:
		case token.IDENT:
			if t.lit != "nil" && t.lit != "true" && t.lit != "false" {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// guardBodies inserts `defer __rlm_enter()();` at the top of every function
// body, so runaway recursion panics at a depth limit instead of overflowing
// the goroutine stack (a fatal, unrecoverable error in Go), and wraps the
// size arguments of make so a huge allocation panics before the runtime
// aborts the process.
func guardBodies(src string) string {
	toks := scanTokens(src)
	var edits []edit
	for i, t := range toks {
		switch {
		case t.t == token.FUNC && !funcIsType(toks, i) &&
			// The locked write's body calls nothing (mapwrite.go).
			!(i >= 2 && toks[i-1].t == token.LPAREN && toks[i-2].lit == lockedName):
			if body := funcBody(toks, i); body > 0 {
				at := toks[body].end
				edits = append(edits, edit{at, at, " defer " + enterName + "()();"})
			}
		case t.t == token.IDENT && t.lit == "make" && i+1 < len(toks) && toks[i+1].t == token.LPAREN &&
			(i == 0 || (toks[i-1].t != token.PERIOD && toks[i-1].t != token.FUNC)):
			closeIdx := matching(toks, i+1)
			if closeIdx < 0 {
				continue
			}
			args := splitArgs(toks[i+2 : closeIdx])
			if len(args) < 2 {
				continue
			}
			typ := src[args[0][0].start:args[0][len(args[0])-1].end]
			for _, a := range args[1:] {
				edits = append(edits,
					edit{a[0].start, a[0].start, makeName + "(*new(" + typ + "), int("},
					edit{a[len(a)-1].end, a[len(a)-1].end, "))"})
			}
		}
	}
	// Inserts for nested makes and bodies are found out of order.
	sortEdits(edits)
	return applyEdits(src, edits)
}

// funcIsType reports a func keyword that starts a function type (a field,
// parameter, element or result type) rather than a declaration or literal.
func funcIsType(toks []tok, i int) bool {
	if i == 0 {
		return false
	}
	switch toks[i-1].t {
	case token.IDENT, token.RBRACK, token.RPAREN, token.MUL, token.CHAN, token.ARROW, token.ELLIPSIS:
		return true
	}
	return false
}

// funcBody returns the index of the { opening the body of the function
// starting at toks[i], or -1 when it has none.
func funcBody(toks []tok, i int) int {
	depth := 0
	for j := i + 1; j < len(toks); j++ {
		t := toks[j].t
		switch {
		case t == token.LBRACE && depth == 0:
			if p := toks[j-1].t; p == token.INTERFACE || p == token.STRUCT {
				k := matching(toks, j)
				if k < 0 {
					return -1
				}
				j = k
				continue
			}
			return j
		case isOpen(t):
			depth++
		case isClose(t):
			depth--
			if depth < 0 {
				return -1
			}
		case (t == token.SEMICOLON || t == token.COMMA || t == token.ASSIGN || t == token.DEFINE) && depth == 0:
			return -1
		}
	}
	return -1
}
