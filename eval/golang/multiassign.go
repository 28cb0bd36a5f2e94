package golang

import (
	"go/token"
	"strconv"
	"strings"
)

// yaegi v0.16.1 drops the values of a tuple assignment that are not calls
// when another value is one: after `n, m = 5, f()` n keeps its old value,
// and `xs, out = xs[n:], append(out, x)` never advances xs (a loop over it
// runs forever). rewriteMultiAssign evaluates such an assignment's values
// into single-value temporaries first, in order, and assigns those:
//
//	xs, out = xs[n:], append(out, x)
//	{ __rlm_t1_1 := xs[n:]; __rlm_t1_2 := append(out, x); xs, out = __rlm_t1_1, __rlm_t1_2 }
//
// Constants stay in place, where they keep their untyped meaning. The
// statement keeps its line. (A tuple of values that are all calls, or none,
// runs right and is left alone.)

const multiTempPrefix = "__rlm_t"

func rewriteMultiAssign(src string) string {
	if !strings.Contains(src, ",") || !strings.Contains(src, "(") {
		return src
	}
	toks := scanTokens(src)
	headers := map[int]bool{} // token indexes inside a for, if or switch header
	for i, t := range toks {
		if t.t != token.FOR && t.t != token.IF && t.t != token.SWITCH {
			continue
		}
		_, _, open := forHeader(toks, i)
		for j := i + 1; j < open; j++ {
			headers[j] = true
		}
	}
	var edits []edit
	seq := 0
	for i := 0; i < len(toks); i++ {
		if i > 0 {
			switch toks[i-1].t {
			case token.SEMICOLON, token.LBRACE, token.RBRACE, token.COLON:
			default:
				continue
			}
		}
		if headers[i] || toks[i].t != token.IDENT {
			continue
		}
		end := stmtEnd(toks, i)
		if end < len(toks) && toks[end].t != token.SEMICOLON && toks[end].t != token.RBRACE {
			continue
		}
		assign := -1
		depth := 0
		for j := i; j < end; j++ {
			switch t := toks[j].t; {
			case isOpen(t):
				depth++
			case isClose(t):
				depth--
			case depth == 0 && (t == token.DEFINE || assignOps[t]):
				if t == token.ASSIGN {
					assign = j
				}
				j = end
			}
		}
		if assign < 0 || assign+1 >= end || toks[assign+1].t == token.RANGE {
			continue
		}
		lhs, rhs := splitArgs(toks[i:assign]), splitArgs(toks[assign+1:end])
		if len(lhs) < 2 || len(lhs) != len(rhs) || !mixesCalls(rhs) {
			continue
		}
		seq++
		var b strings.Builder
		b.WriteString("{ ")
		values := make([]string, len(rhs))
		for k, r := range rhs {
			values[k] = src[r[0].start:r[len(r)-1].end]
			if isConstant(r) {
				continue
			}
			name := multiTempPrefix + strconv.Itoa(seq) + "_" + strconv.Itoa(k+1)
			b.WriteString(name + " := " + values[k] + "; ")
			values[k] = name
		}
		b.WriteString(src[toks[i].start:toks[assign-1].end] + " = " + strings.Join(values, ", ") + " }")
		edits = append(edits, edit{toks[i].start, toks[end-1].end, b.String()})
		i = end - 1
	}
	return applyEdits(src, edits)
}

// mixesCalls reports values of which some call a function and some not.
func mixesCalls(values [][]tok) bool {
	calls := 0
	for _, v := range values {
		for _, t := range v {
			if t.t == token.LPAREN {
				calls++
				break
			}
		}
	}
	return calls > 0 && calls < len(values)
}
