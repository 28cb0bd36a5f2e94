package golang

import (
	"go/token"
	"strings"
)

// The host API is dot-imported, so its types (Line, LMStatus, FinalAnswer)
// are names of the cell's package, and yaegi lets the dot-imported type win
// over a cell's own declaration of the same name: after `type Line struct{
// Desc string; Amount int }`, Line{"coffee", 350} is the host's Line and
// fails to compile. A program for go run has no such import, so the cell's
// declaration must win: the rewriter renames a host type name the cell (or
// an earlier one) declares as a type, everywhere it names that type, and the
// registry of printable types prints it under its own name again.

// hostTypeNames are the host API's types a cell may declare for itself.
var hostTypeNames = []string{"Line", "LMStatus", "FinalAnswer"}

// shadowSuffix is appended to a host type name a cell declares.
const shadowSuffix = "__rlm_own"

// declaredHostTypes returns the host type names the cell declares as types
// at its top level.
func declaredHostTypes(toks []tok) []string {
	var out []string
	depth, group := 0, false
	for i, t := range toks {
		switch {
		case isOpen(t.t):
			depth++
		case isClose(t.t):
			depth--
			if depth == 0 {
				group = false
			}
		}
		if t.t == token.TYPE && depth == 0 && i+1 < len(toks) && toks[i+1].t == token.LPAREN {
			group = true
			continue
		}
		if t.t != token.IDENT || i == 0 {
			continue
		}
		prev := toks[i-1].t
		if !(depth == 0 && prev == token.TYPE) && !(group && depth == 1 && (prev == token.SEMICOLON || prev == token.LPAREN)) {
			continue
		}
		for _, n := range hostTypeNames {
			if t.lit == n {
				out = append(out, n)
			}
		}
	}
	return out
}

// rewriteHostShadows renames the host type names the cell or an earlier one
// (shadowed) declares. Selectors (x.Line), keys (Line: v) and struct field
// names keep their spelling.
func rewriteHostShadows(src string, shadowed map[string]bool) string {
	present := false
	for _, n := range hostTypeNames {
		if strings.Contains(src, n) {
			present = true
		}
	}
	if !present {
		return src
	}
	toks := scanTokens(src)
	own := map[string]bool{}
	for _, n := range hostTypeNames {
		own[n] = shadowed[n]
	}
	active := false
	for _, n := range declaredHostTypes(toks) {
		own[n] = true
	}
	for _, v := range own {
		active = active || v
	}
	if !active {
		return src
	}
	var edits []edit
	// structBody[d] is true while the brace at depth d opens a struct type.
	var structBody []bool
	for i, t := range toks {
		switch {
		case t.t == token.LBRACE:
			structBody = append(structBody, i > 0 && toks[i-1].t == token.STRUCT)
			continue
		case t.t == token.RBRACE:
			if len(structBody) > 0 {
				structBody = structBody[:len(structBody)-1]
			}
			continue
		}
		if t.t != token.IDENT || !own[t.lit] {
			continue
		}
		prev, next := token.ILLEGAL, token.ILLEGAL
		if i > 0 {
			prev = toks[i-1].t
		}
		if i+1 < len(toks) {
			next = toks[i+1].t
		}
		if prev == token.PERIOD || (next == token.COLON && prev != token.CASE) {
			continue
		}
		inStruct := len(structBody) > 0 && structBody[len(structBody)-1]
		if inStruct && (prev == token.LBRACE || prev == token.SEMICOLON || prev == token.COMMA) &&
			next != token.SEMICOLON && next != token.STRING && next != token.RBRACE && next != token.PERIOD {
			continue // a field named Line
		}
		edits = append(edits, edit{t.start, t.end, t.lit + shadowSuffix})
	}
	return applyEdits(src, edits)
}
