package golang

import (
	"errors"
	"fmt"
	"go/token"
	"reflect"
	"strings"
	"unicode"

	"github.com/rlm-go/rlm/internal/lazyre"
)

// yaegi indexes through reflect, so an index out of range panics with
// reflect's text ("reflect: slice index out of range"), not Go's runtime
// error ("runtime error: index out of range [5] with length 3"), and the
// index and length are gone by the time a recover sees the value. Where a
// program can see that value, in a cell that calls recover, rewriteBounds
// checks the index expressions of plain statements first:
//
//	v := xs[i]
//	__rlm_bounds(xs, i); v := xs[i]
//
// Only statements that evaluate every index (no &&, ||, no control
// clause, no function literal) are checked, and only an index of names,
// numbers and arithmetic, which can be evaluated twice.

const boundsName = "__rlm_bounds"

// boundsError is the runtime error of an index out of range, as Go words it.
type boundsError struct{ msg string }

func (e boundsError) Error() string { return "runtime error: " + e.msg }

// RuntimeError marks it a runtime.Error, as Go's is.
func (boundsError) RuntimeError() {}

// checkBounds panics as Go does when i is out of range for x, a slice,
// array, pointer to array or string; anything else (a map) passes.
func checkBounds(x, i any) {
	v := reflect.ValueOf(x)
	if iv, ok := wrappedValue(x); ok && v.IsValid() {
		v = iv
	}
	if v.Kind() == reflect.Pointer && v.Type().Elem().Kind() == reflect.Array {
		if v.IsNil() {
			return // Go reports the nil dereference
		}
		v = v.Elem()
	}
	switch v.Kind() {
	case reflect.Slice, reflect.Array, reflect.String:
	default:
		return
	}
	var idx int64
	switch n := reflect.ValueOf(i); n.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		idx = n.Int()
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		if n.Uint() > 1<<62 {
			panic(boundsError{fmt.Sprintf("index out of range [%d] with length %d", n.Uint(), v.Len())})
		}
		idx = int64(n.Uint())
	default:
		return
	}
	switch {
	case idx < 0:
		panic(boundsError{fmt.Sprintf("index out of range [%d]", idx)})
	case idx >= int64(v.Len()):
		panic(boundsError{fmt.Sprintf("index out of range [%d] with length %d", idx, v.Len())})
	}
}

// typeNames are the predeclared types: X[int] is an instantiation.
var typeNames = map[string]bool{
	"any": true, "bool": true, "byte": true, "comparable": true, "complex64": true, "complex128": true,
	"error": true, "float32": true, "float64": true, "int": true, "int8": true, "int16": true,
	"int32": true, "int64": true, "rune": true, "string": true, "uint": true, "uint8": true,
	"uint16": true, "uint32": true, "uint64": true, "uintptr": true,
}

func rewriteBounds(src string) string {
	if !strings.Contains(src, "recover") || !strings.Contains(src, "[") {
		return src
	}
	toks := scanTokens(src)
	blocks := blockBraces(toks)
	var edits []edit
	// Walk the statements: each starts after a block's {, a ; or a case
	// clause's :, and ends at a ; or the block's }.
	start := 0
	depth := 0 // of ( [ and non-block { since the statement started
	simple := true
	var checks []string
	flush := func(end int) {
		if simple && len(checks) > 0 && start < end {
			edits = append(edits, edit{toks[start].start, toks[start].start, strings.Join(checks, "; ") + "; "})
		}
		checks, simple = nil, true
	}
	var braceStack []bool // whether each open { is a block
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.t == token.LBRACE:
			braceStack = append(braceStack, blocks[i])
			if blocks[i] {
				simple = false
				flush(i)
				start, depth = i+1, 0
				continue
			}
			depth++
		case t.t == token.RBRACE:
			isBlock := len(braceStack) > 0 && braceStack[len(braceStack)-1]
			if len(braceStack) > 0 {
				braceStack = braceStack[:len(braceStack)-1]
			}
			if isBlock {
				flush(i)
				// What follows a block's } belongs to a statement that is
				// no plain one (`} else {`, a literal's call).
				start, depth, simple = i+1, 0, false
				continue
			}
			depth--
		case isOpen(t.t):
			depth++
		case isClose(t.t):
			depth--
		case t.t == token.SEMICOLON && depth <= 0:
			flush(i)
			start, depth, simple = i+1, 0, true
			continue
		case t.t == token.COLON && depth <= 0 && i > start && (toks[start].t == token.CASE || toks[start].t == token.DEFAULT):
			checks = nil
			start, depth, simple = i+1, 0, true
			continue
		}
		if !simple {
			continue
		}
		switch t.t {
		case token.IF, token.FOR, token.SWITCH, token.SELECT, token.GO, token.DEFER, token.VAR, token.CONST,
			token.TYPE, token.FUNC, token.STRUCT, token.INTERFACE, token.LAND, token.LOR, token.CASE, token.DEFAULT,
			token.GOTO, token.IMPORT, token.PACKAGE:
			simple = false
		case token.COLON:
			if depth <= 0 {
				simple = false // a label
			}
		case token.LBRACK:
			if c, ok := indexCheck(src, toks, i); ok {
				checks = append(checks, c)
			}
		}
	}
	flush(len(toks))
	return applyEdits(src, edits)
}

// indexCheck returns the check of the index expression whose [ is
// toks[open], when its operand is a name or selector and its index can be
// evaluated twice.
func indexCheck(src string, toks []tok, open int) (string, bool) {
	first := open - 1
	for first >= 0 && toks[first].t == token.IDENT {
		if first >= 2 && toks[first-1].t == token.PERIOD && toks[first-2].t == token.IDENT {
			first -= 2
			continue
		}
		break
	}
	if first < 0 || first == open || toks[first].t != token.IDENT {
		return "", false
	}
	if first > 0 {
		switch toks[first-1].t {
		case token.PERIOD, token.RPAREN, token.RBRACK, token.RBRACE:
			return "", false
		}
	}
	end := matching(toks, open)
	if end < 0 || end == open+1 {
		return "", false
	}
	if end+1 < len(toks) && (toks[end+1].t == token.LBRACE || toks[end+1].t == token.LPAREN) {
		return "", false // an instantiation, or a call of an element
	}
	idx := toks[open+1 : end]
	if len(idx) == 1 && idx[0].t == token.IDENT && (typeNames[idx[0].lit] || unicode.IsUpper(rune(idx[0].lit[0]))) {
		return "", false // a type argument, as far as one can tell
	}
	for k, t := range idx {
		switch t.t {
		case token.INT, token.PERIOD, token.ADD, token.SUB, token.MUL, token.QUO, token.REM, token.RPAREN:
		case token.LPAREN:
			if k > 0 && idx[k-1].t == token.IDENT && !(idx[k-1].lit == "len" || idx[k-1].lit == "cap" || typeNames[idx[k-1].lit]) {
				return "", false
			}
		case token.IDENT:
		default:
			return "", false // a slice expression, a call, a string key
		}
	}
	return boundsName + "(" + src[toks[first].start:toks[open-1].end] + ", " + src[idx[0].start:idx[len(idx)-1].end] + ")", true
}

// blockBraces marks the { that open statement blocks: function bodies,
// the bodies of if, for, switch and select, else blocks and bare blocks.
func blockBraces(toks []tok) map[int]bool {
	blocks := map[int]bool{}
	for i, t := range toks {
		switch t.t {
		case token.FUNC:
			if !funcIsType(toks, i) {
				if b := funcBody(toks, i); b > 0 {
					blocks[b] = true
				}
			}
		case token.IF, token.FOR, token.SWITCH, token.SELECT:
			depth := 0
			for j := i + 1; j < len(toks); j++ {
				c := toks[j].t
				if c == token.LBRACE && depth == 0 {
					if k := matching(toks, j); k > 0 && k+1 < len(toks) && toks[k+1].t == token.LBRACE {
						j = k // a composite literal in the header
						continue
					}
					blocks[j] = true
					break
				}
				if isOpen(c) {
					depth++
				} else if isClose(c) {
					depth--
				}
			}
		case token.ELSE:
			if i+1 < len(toks) && toks[i+1].t == token.LBRACE {
				blocks[i+1] = true
			}
		case token.LBRACE:
			if i == 0 || toks[i-1].t == token.SEMICOLON || toks[i-1].t == token.COLON || blocks[i-1] {
				blocks[i] = true
			}
		}
	}
	return blocks
}

const recoveredName = "__rlm_recovered"

// runtimeError is a runtime error yaegi raised in its own words, in Go's.
type runtimeError struct{ msg string }

func (e runtimeError) Error() string { return e.msg }

// RuntimeError marks it a runtime.Error, as Go's is.
func (runtimeError) RuntimeError() {}

// assertPos matches the position yaegi puts before a failed type
// assertion's message.
var assertPos = lazyre.New(`^\d+:\d+: (interface conversion: .*)$`)

// recovered gives recover's value as Go would have it where yaegi's
// differs: a nil pointer dereference shows as reflect's call on a zero
// Value, a failed type assertion carries a source position.
func recovered(v any) any {
	e, ok := v.(error)
	if !ok {
		return v
	}
	msg := e.Error()
	var ve *reflect.ValueError
	switch {
	case errors.As(e, &ve) && strings.HasSuffix(msg, "on zero Value"):
		return runtimeError{"runtime error: invalid memory address or nil pointer dereference"}
	}
	if m := assertPos.FindStringSubmatch(msg); m != nil {
		return runtimeError{m[1]}
	}
	return v
}

// rewriteRecover hands recover's value through recovered, unless the cell
// declares a recover of its own.
func rewriteRecover(src string, shadowed map[string]bool) string {
	if !strings.Contains(src, "recover") || shadowed["recover"] {
		return src
	}
	toks := scanTokens(src)
	if declaresName(toks, "recover", false) {
		return src
	}
	var edits []edit
	for i, t := range toks {
		if t.t == token.IDENT && t.lit == "recover" && i+2 < len(toks) && toks[i+1].t == token.LPAREN && toks[i+2].t == token.RPAREN &&
			(i == 0 || (toks[i-1].t != token.PERIOD && toks[i-1].t != token.FUNC)) {
			edits = append(edits, edit{t.start, t.start, recoveredName + "("}, edit{toks[i+2].end, toks[i+2].end, ")"})
		}
	}
	return applyEdits(src, edits)
}
