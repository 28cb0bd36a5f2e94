package golang

import (
	"go/token"
	"strings"
)

// Go's runtime aborts the whole process ("fatal error: concurrent map
// writes", which recover cannot catch) when two goroutines write one map at
// once, and the natural way for a model to fan LLM calls out writes each
// answer into a shared map from its own goroutine:
//
//	go func(k string) { defer wg.Done(); answers[k] = LLMQuery(k) }(k)
//
// A lock held while interpreted code runs (a GIL) would stop every race,
// but it has to be released wherever a goroutine blocks, and yaegi runs
// channel operations and select natively, where no hook can release it: a
// goroutine holding it on `<-ch` would deadlock the cell. So instead the
// index writes inside the bodies of goroutines the cell starts (a function
// literal after go, or a function the cell declares and starts with go
// NAME(...)) run under one lock per session:
//
//	answers[k] = LLMQuery(k)
//	{ __rlm_wk, __rlm_wv := k, LLMQuery(k); __rlm_locked(func() { answers[__rlm_wk] = __rlm_wv }) }
//
// The index and the value are evaluated first, outside the lock, so the
// slow call still overlaps and nothing under the lock runs interpreted code
// that could wait for it: the lock cannot deadlock, and the native
// __rlm_locked releases it even when the cell is stopped mid-write.
// Constants stay in place, where they keep their untyped meaning.
//
// What it does not cover, and still aborts the process: a goroutine reading
// a map (m[k], len, range) while another writes it, writes from functions
// declared in another cell or reached through a call, and writes from the
// cell's own goroutine while its goroutines run.

const (
	lockedName   = "__rlm_locked"
	writeKeyName = "__rlm_wk"
	writeValName = "__rlm_wv"
)

// assignOps are the assignments rewritten; INC and DEC have no right side.
var assignOps = map[token.Token]bool{
	token.ASSIGN: true, token.ADD_ASSIGN: true, token.SUB_ASSIGN: true, token.MUL_ASSIGN: true,
	token.QUO_ASSIGN: true, token.REM_ASSIGN: true, token.AND_ASSIGN: true, token.OR_ASSIGN: true,
	token.XOR_ASSIGN: true, token.SHL_ASSIGN: true, token.SHR_ASSIGN: true, token.AND_NOT_ASSIGN: true,
	token.INC: true, token.DEC: true,
}

// rewriteMapWrites locks the index writes in the bodies of goroutines the
// cell starts.
func rewriteMapWrites(src string) string {
	toks := scanTokens(src)
	type span struct{ from, to int } // token indexes of a body's braces
	var bodies []span
	started := map[string]bool{}
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].t != token.GO {
			continue
		}
		switch toks[i+1].t {
		case token.FUNC:
			if open := funcBody(toks, i+1); open > 0 {
				if end := matching(toks, open); end > 0 {
					bodies = append(bodies, span{open, end})
				}
			}
		case token.IDENT:
			if i+2 < len(toks) && toks[i+2].t == token.LPAREN {
				started[toks[i+1].lit] = true
			}
		}
	}
	depth := 0
	for i, t := range toks {
		switch {
		case isOpen(t.t):
			depth++
		case isClose(t.t):
			depth--
		}
		if depth == 0 && t.t == token.FUNC && i+1 < len(toks) && toks[i+1].t == token.IDENT && started[toks[i+1].lit] {
			if open := funcBody(toks, i); open > 0 {
				if end := matching(toks, open); end > 0 {
					bodies = append(bodies, span{open, end})
				}
			}
		}
	}
	if len(bodies) == 0 {
		return src
	}
	inBody := make([]bool, len(toks))
	for _, b := range bodies {
		for k := b.from + 1; k < b.to; k++ {
			inBody[k] = true
		}
	}
	// A for loop's header holds simple statements too (for i := 0; ...;
	// s[i]++ {), where a block cannot stand.
	for i, t := range toks {
		if t.t != token.FOR || !inBody[i] {
			continue
		}
		if _, _, open := forHeader(toks, i); open > 0 {
			for k := i; k < open; k++ {
				inBody[k] = false
			}
		}
	}
	var edits []edit
	for i := 0; i < len(toks); i++ {
		if !inBody[i] || toks[i].t != token.IDENT {
			continue
		}
		if p := toks[i-1].t; p != token.LBRACE && p != token.SEMICOLON && p != token.COLON {
			continue
		}
		end, repl, ok := lockedWrite(src, toks, i)
		if !ok {
			continue
		}
		edits = append(edits, edit{toks[i].start, toks[end-1].end, repl})
		i = end - 1
	}
	return applyEdits(src, edits)
}

// lockedWrite matches a statement starting at toks[i] that writes an index
// of a plain operand (m[k] = v, s.m[k] += v, m[a][b]++, delete(m, k)) and
// returns the index just past it and its locked form.
func lockedWrite(src string, toks []tok, i int) (end int, repl string, ok bool) {
	if toks[i].lit == "delete" && i+1 < len(toks) && toks[i+1].t == token.LPAREN {
		return lockedDelete(src, toks, i)
	}
	// The operand: identifiers, selectors and indexes; every index but the
	// last may not call anything, since it is evaluated under the lock.
	j, lastOpen, lastClose := i+1, -1, -1
	for j < len(toks) {
		switch toks[j].t {
		case token.PERIOD:
			if j+1 >= len(toks) || toks[j+1].t != token.IDENT {
				return 0, "", false
			}
			j += 2
			continue
		case token.LBRACK:
			if lastOpen >= 0 && !plainIndex(toks[lastOpen+1:lastClose]) {
				return 0, "", false
			}
			k := matching(toks, j)
			if k < 0 {
				return 0, "", false
			}
			lastOpen, lastClose, j = j, k, k+1
			continue
		}
		break
	}
	if lastOpen < 0 || j != lastClose+1 || j >= len(toks) || !assignOps[toks[j].t] {
		return 0, "", false
	}
	op := j
	end = stmtEnd(toks, op+1)
	if end >= len(toks) || (toks[end].t != token.SEMICOLON && toks[end].t != token.RBRACE) {
		// A for loop's post statement, or not a statement at all.
		return 0, "", false
	}
	key := toks[lastOpen+1 : lastClose]
	if len(key) == 0 {
		return 0, "", false
	}
	var names, values []string
	keyText := src[key[0].start:key[len(key)-1].end]
	if !isConstant(key) {
		names, values = append(names, writeKeyName), append(values, keyText)
		keyText = writeKeyName
	}
	rhsText := ""
	if rhs := toks[op+1 : end]; toks[op].t != token.INC && toks[op].t != token.DEC {
		if len(rhs) == 0 || hasTopComma(rhs) {
			return 0, "", false
		}
		rhsText = src[rhs[0].start:rhs[len(rhs)-1].end]
		if !isConstant(rhs) {
			names, values = append(names, writeValName), append(values, rhsText)
			rhsText = writeValName
		}
	}
	operand := src[toks[i].start:toks[lastOpen].end]
	opText := src[toks[op].start:toks[op].end]
	if rhsText != "" {
		opText = " " + opText + " " + rhsText
	}
	return end, locked(names, values, operand+keyText+"]"+opText), true
}

// lockedDelete handles delete(operand, key).
func lockedDelete(src string, toks []tok, i int) (int, string, bool) {
	closing := matching(toks, i+1)
	if closing < 0 || closing+1 >= len(toks) || (toks[closing+1].t != token.SEMICOLON && toks[closing+1].t != token.RBRACE) {
		return 0, "", false
	}
	args := splitArgs(toks[i+2 : closing])
	if len(args) != 2 || !plainIndex(args[0]) {
		return 0, "", false
	}
	m := src[args[0][0].start:args[0][len(args[0])-1].end]
	key := src[args[1][0].start:args[1][len(args[1])-1].end]
	var names, values []string
	if !isConstant(args[1]) {
		names, values = []string{writeKeyName}, []string{key}
		key = writeKeyName
	}
	return closing + 1, locked(names, values, "delete("+m+", "+key+")"), true
}

func locked(names, values []string, stmt string) string {
	var b strings.Builder
	b.WriteString("{ ")
	// One define per name: yaegi v0.16.1 runs a multi-value := whose
	// values include a composite literal wrongly when goroutines run it
	// concurrently (upstream/README.md, 12).
	for k, name := range names {
		b.WriteString(name + " := " + values[k] + "; ")
	}
	b.WriteString(lockedName + "(func() { " + stmt + " }) }")
	return b.String()
}

// plainIndex reports an expression that calls nothing and receives from no
// channel: safe to evaluate while holding the lock.
func plainIndex(ts []tok) bool {
	for _, t := range ts {
		switch t.t {
		case token.LPAREN, token.ARROW, token.FUNC, token.LBRACE:
			return false
		}
	}
	return true
}

func hasTopComma(ts []tok) bool {
	depth := 0
	for _, t := range ts {
		switch {
		case isOpen(t.t):
			depth++
		case isClose(t.t):
			depth--
		case t.t == token.COMMA && depth == 0:
			return true
		}
	}
	return false
}
