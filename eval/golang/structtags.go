package golang

import (
	"go/token"
	"strconv"
	"strings"
)

// yaegi builds an interpreted struct type with reflect.StructOf, so two
// declared types with the same fields (type Dog struct{ Name string } and
// type Cat struct{ Name string }) are one reflect type: the registry of
// printable types (printtypes.go) cannot tell a Dog from a Cat and %T names
// the later one. Field tags are part of a reflect struct type, so the
// rewriter tags the first field of each top-level struct declaration with
// its type's name (key rlmtype, which encoding/json and every other tag
// reader of the library ignore); the types' fields, conversions between
// them and their printing stay as declared.

// typeTagKey is the struct tag key that names a cell's struct type.
const typeTagKey = "rlmtype"

// rewriteStructTags tags the first field of every top-level named struct
// type src declares.
func rewriteStructTags(src string) string {
	if !strings.Contains(src, "struct") {
		return src
	}
	toks := scanTokens(src)
	var edits []edit
	depth, groupEnd := 0, -1
	for i := 0; i+2 < len(toks); i++ {
		t := toks[i].t
		if i == groupEnd {
			groupEnd = -1
		}
		switch {
		case isOpen(t):
			depth++
			continue
		case isClose(t):
			depth--
			continue
		case t == token.TYPE && depth == 0 && toks[i+1].t == token.LPAREN:
			groupEnd = matching(toks, i+1)
			continue
		}
		if t != token.IDENT || toks[i+1].t != token.STRUCT || toks[i+2].t != token.LBRACE || i == 0 {
			continue
		}
		prev := toks[i-1].t
		inGroup := groupEnd > 0 && depth == 1 && (prev == token.SEMICOLON || prev == token.LPAREN)
		if !(depth == 0 && prev == token.TYPE) && !inGroup {
			continue
		}
		if e, ok := firstFieldTag(src, toks, i+2, toks[i].lit); ok {
			edits = append(edits, e)
		}
	}
	return applyEdits(src, edits)
}

// firstFieldTag returns the edit that tags the first field of the struct
// whose opening brace is toks[open].
func firstFieldTag(src string, toks []tok, open int, name string) (edit, bool) {
	closeAt := matching(toks, open)
	if closeAt < 0 {
		return edit{}, false
	}
	j := open + 1
	for j < closeAt && toks[j].t == token.SEMICOLON {
		j++
	}
	if j == closeAt {
		return edit{}, false // struct{}: nothing to tag
	}
	depth := 0
	for ; j < closeAt; j++ {
		switch {
		case isOpen(toks[j].t):
			depth++
		case isClose(toks[j].t):
			depth--
		}
		if depth == 0 && toks[j].t == token.SEMICOLON {
			break
		}
	}
	last := toks[j-1]
	pair := typeTagKey + `:"` + name + `"`
	if last.t != token.STRING {
		return edit{last.end, last.end, " `" + pair + "`"}, true
	}
	tag, err := strconv.Unquote(last.lit)
	if err != nil || strings.Contains(tag, typeTagKey+":") {
		return edit{}, false
	}
	if tag != "" {
		tag += " "
	}
	return edit{last.start, last.end, strconv.Quote(tag + pair)}, true
}
