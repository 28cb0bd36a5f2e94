package golang

import (
	"go/token"
	"strings"
)

// A generic function's body is compiled only when a call instantiates it,
// so the range lowering (rangefunc.go), which reads the types a probe
// compile gives, never sees a `for i := range n` there, and the call fails
// with yaegi's "nil type". lowerGenericIntRanges lowers, in the bodies of
// generic functions, the range loops over an expression that is an int by
// its spelling alone: an integer literal, len or cap of something, min or
// max of such, or a name the function declares as one of those (n := ...,
// var n int, a parameter n int).

func lowerGenericIntRanges(src string, seq *int) string {
	if !strings.Contains(src, "range") || !strings.Contains(src, "[") {
		return src
	}
	toks := scanTokens(src)
	decls := findGenericDecls(toks)
	if len(decls) == 0 {
		return src
	}
	var edits []edit
	for _, l := range findRangeLoops(src) {
		for _, d := range decls {
			if l.start < toks[d.bodyOpen].end || l.end > toks[d.bodyClose].start+1 {
				continue
			}
			expr := scanTokens(l.expr)
			if n := len(expr); n > 0 && expr[n-1].t == token.SEMICOLON {
				expr = expr[:n-1] // inserted at the end
			}
			if intBySpelling(expr, toks[d.tpOpen:d.bodyClose], 0) {
				*seq++
				edits = append(edits, lowerIntRange(l, "int", *seq)...)
			}
			break
		}
	}
	return applyEdits(src, edits)
}

// intBySpelling reports an expression that is an int however the function
// is instantiated; scope are the declaration's tokens, where a name is
// looked up.
func intBySpelling(expr, scope []tok, depth int) bool {
	if depth > 4 || len(expr) == 0 {
		return false
	}
	if len(expr) == 1 && expr[0].t == token.INT {
		return true
	}
	if expr[0].t == token.IDENT && len(expr) > 2 && expr[1].t == token.LPAREN && matching(expr, 1) == len(expr)-1 {
		switch expr[0].lit {
		case "len", "cap":
			return true
		case "min", "max":
			args := splitArgs(expr[2 : len(expr)-1])
			return len(args) > 0 && intBySpelling(args[0], scope, depth+1)
		}
		return false
	}
	if len(expr) != 1 || expr[0].t != token.IDENT {
		return false
	}
	name := expr[0].lit
	for j := 0; j+1 < len(scope); j++ {
		if scope[j].t != token.IDENT || scope[j].lit != name || (j > 0 && scope[j-1].t == token.PERIOD) {
			continue
		}
		switch next := scope[j+1]; {
		case next.t == token.IDENT && next.lit == "int" && j > 0 && (scope[j-1].t == token.VAR || scope[j-1].t == token.LPAREN || scope[j-1].t == token.COMMA):
			return true
		case next.t == token.DEFINE:
			end := stmtEnd(scope, j+2)
			return intBySpelling(scope[j+2:end], scope, depth+1)
		}
	}
	return false
}
