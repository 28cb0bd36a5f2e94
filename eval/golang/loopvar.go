package golang

import (
	"go/token"
	"strconv"
	"strings"

	"github.com/rlm-go/rlm/internal/lazyre"
)

// yaegi v0.16.1 keeps Go's pre-1.22 loop semantics: one variable for all
// iterations, so closures started in a loop (`go func() { use(c) }()`) all
// see its last value. rewriteLoopVars restores Go 1.22's per-iteration
// variables where it matters, a loop whose body holds a function literal or
// takes a loop variable's address, by opening the body with a copy under a
// fresh name and renaming the variable inside the body:
//
//	for i, c := range xs { go func() { out[i] = f(c) }() }
//	for i, c := range xs { __rlm_lv1_i, __rlm_lv1_c := i, c; { go func() { out[__rlm_lv1_i] = f(__rlm_lv1_c) }() }}
//
// A copy under the same name (`c := c`) is no use: at the top level of a
// cell yaegi binds both names to one global. The body sits in its own block
// so its declarations may still shadow the variable. A three-clause loop
// whose body assigns its variable (or takes its address) is left alone,
// since Go 1.22 carries such changes into the next iteration and a copy
// would not.

// loopVarName matches the names the rewrite introduces, for error messages.
var loopVarName = lazyre.New(`__rlm_lv\d+_`)

func rewriteLoopVars(src string) string {
	seq := 0
	return loopVars(src, &seq)
}

func loopVars(src string, seq *int) string {
	toks := scanTokens(src)
	var edits []edit
	for i := 0; i < len(toks); i++ {
		if toks[i].t != token.FOR {
			continue
		}
		vars, threeClause, open := forHeader(toks, i)
		if open < 0 {
			continue
		}
		end := matching(toks, open)
		if end < 0 {
			break
		}
		inner := toks[open+1 : end]
		// Inner loops first: renaming here then reaches their headers and
		// copies, which keeps every shadowing as written.
		body := loopVars(src[toks[open].end:toks[end].start], seq)
		if len(vars) > 0 && captures(inner, vars) && !(threeClause && assigns(inner, vars)) {
			*seq++
			body = copyLoopVars(body, vars, *seq)
		}
		edits = append(edits, edit{toks[open].end, toks[end].start, body})
		i = end
	}
	return applyEdits(src, edits)
}

// forHeader reads the for statement at toks[i]: the variables its header
// declares with :=, whether it is a three-clause loop, and the index of the
// { opening its body (-1 when it cannot tell).
func forHeader(toks []tok, i int) (vars []string, threeClause bool, open int) {
	depth, define, firstSemi, rangeAt := 0, -1, -1, -1
	for j := i + 1; j < len(toks); j++ {
		t := toks[j].t
		switch {
		case t == token.LBRACE && depth == 0:
			k := matching(toks, j)
			if k < 0 {
				return nil, false, -1
			}
			if k+1 < len(toks) && toks[k+1].t == token.LBRACE {
				j = k // a composite literal in the header: the body follows it
				continue
			}
			open = j
			if define < 0 {
				return nil, false, open
			}
			switch {
			case rangeAt == define+1:
			case firstSemi > define:
				threeClause = true
			default:
				return nil, false, open
			}
			for _, name := range splitArgs(toks[i+1 : define]) {
				if len(name) != 1 || name[0].t != token.IDENT {
					return nil, false, open
				}
				if name[0].lit != "_" {
					vars = append(vars, name[0].lit)
				}
			}
			return vars, threeClause, open
		case isOpen(t):
			depth++
		case isClose(t):
			depth--
			if depth < 0 {
				return nil, false, -1
			}
		case depth > 0:
		case t == token.DEFINE && define < 0 && firstSemi < 0:
			define = j
		case t == token.RANGE && rangeAt < 0:
			rangeAt = j
		case t == token.SEMICOLON:
			if toks[j].lit != ";" {
				return nil, false, -1 // a line ended before any body
			}
			if firstSemi < 0 {
				firstSemi = j
			}
		}
	}
	return nil, false, -1
}

// captures reports a body that can keep a loop variable past its
// iteration: it has a function literal or takes a variable's address.
func captures(body []tok, vars []string) bool {
	for k, t := range body {
		if t.t == token.FUNC || t.t == token.DEFER {
			// A deferred call's arguments are another capture: yaegi
			// reads a loop variable there when the call runs.
			return true
		}
		if t.t == token.AND && k+1 < len(body) && body[k+1].t == token.IDENT && isVar(body[k+1].lit, vars) {
			return true
		}
	}
	return false
}

// assigns reports a body that may change a loop variable: it is the
// operand of ++, --, & or stands in the left-hand list of an assignment.
// It errs towards yes; := always declares a new variable in the body.
func assigns(body []tok, vars []string) bool {
	for k, t := range body {
		if t.t != token.IDENT || !isVar(t.lit, vars) || (k > 0 && body[k-1].t == token.PERIOD) {
			continue
		}
		if k > 0 && body[k-1].t == token.AND {
			return true
		}
		depth := 0
	scan:
		for j := k + 1; j < len(body); j++ {
			switch n := body[j].t; {
			case n == token.INC || n == token.DEC:
				if j == k+1 {
					return true
				}
			case isOpen(n) && n != token.LBRACE:
				depth++
			case isClose(n):
				depth--
				if depth < 0 {
					break scan
				}
			case depth > 0:
			case n == token.ASSIGN || (n >= token.ADD_ASSIGN && n <= token.AND_NOT_ASSIGN):
				return true
			case n == token.DEFINE || n == token.SEMICOLON || n == token.COLON || n == token.LBRACE:
				break scan
			}
		}
	}
	return false
}

func isVar(name string, vars []string) bool {
	for _, v := range vars {
		if v == name {
			return true
		}
	}
	return false
}

// copyLoopVars renames vars throughout body and opens it with the copy.
// Selectors (x.c) and struct literal keys (T{c: 1}) are other names and
// keep theirs; map literal keys are expressions and are renamed.
func copyLoopVars(body string, vars []string, n int) string {
	fresh := make([]string, len(vars))
	for i, v := range vars {
		fresh[i] = "__rlm_lv" + strconv.Itoa(n) + "_" + v
	}
	toks := scanTokens(body)
	var edits []edit
	for k, t := range toks {
		if t.t != token.IDENT || !isVar(t.lit, vars) || (k > 0 && toks[k-1].t == token.PERIOD) {
			continue
		}
		if k > 0 && k+1 < len(toks) && toks[k+1].t == token.COLON &&
			(toks[k-1].t == token.COMMA || toks[k-1].t == token.LBRACE) && !inMapLiteral(toks, k) {
			continue
		}
		var repl strings.Builder
		for i, v := range vars {
			if v == t.lit {
				repl.WriteString(fresh[i])
			}
		}
		edits = append(edits, edit{t.start, t.end, repl.String()})
	}
	return " " + strings.Join(fresh, ", ") + " := " + strings.Join(vars, ", ") + "; {" + applyEdits(body, edits) + "}"
}

// inMapLiteral reports whether toks[k] sits directly in a literal whose
// type is written as map[K]V.
func inMapLiteral(toks []tok, k int) bool {
	depth := 0
	open := -1
	for j := k - 1; j >= 0 && open < 0; j-- {
		switch t := toks[j].t; {
		case isClose(t):
			depth++
		case isOpen(t):
			if depth == 0 {
				if t != token.LBRACE {
					return false
				}
				open = j
			}
			depth--
		}
	}
	// Walk back over the literal's type to its first token.
	first := -1
	depth = 0
	for j := open - 1; j >= 0; j-- {
		t := toks[j].t
		if t == token.RBRACK {
			depth++
		} else if t == token.LBRACK {
			depth--
		} else if depth == 0 && t != token.IDENT && t != token.PERIOD && t != token.MUL && t != token.MAP {
			break
		}
		first = j
	}
	return first >= 0 && toks[first].t == token.MAP
}

// rewriteEmptyCond writes `true` into a three-clause loop's empty condition:
// yaegi v0.16.1 runs the init statement of `for i := 0; ; {` again before
// every iteration, so the loop never ends (upstream/README.md).
func rewriteEmptyCond(src string) string {
	if !strings.Contains(src, ";") {
		return src
	}
	toks := scanTokens(src)
	var edits []edit
	for i := range toks {
		if toks[i].t != token.FOR {
			continue
		}
		_, threeClause, open := forHeader(toks, i)
		if open < 0 || !threeClause {
			continue
		}
		depth := 0
		for j := i + 1; j+1 < open; j++ {
			t := toks[j].t
			if isOpen(t) {
				depth++
			} else if isClose(t) {
				depth--
			}
			if t == token.SEMICOLON && depth == 0 {
				if toks[j+1].t == token.SEMICOLON {
					edits = append(edits, edit{toks[j].end, toks[j].end, " true"})
				}
				break
			}
		}
	}
	return applyEdits(src, edits)
}
