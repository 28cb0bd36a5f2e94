package golang

import (
	"go/token"
	"path"
	"reflect"
	"strings"
)

// yaegi v0.16.1 cannot instantiate a generic function with a value a native
// (compiled) function returned: `words := strings.Fields(s)` followed by
// `slices.Sort(words)` is a CFG panic, since inference finds no element
// type in the native slice's type (upstream/README.md, 2). A conversion to
// the same type spelled in Go gives the value an interpreted type, so the
// session wraps each call of a standard function whose one result is an
// unnamed slice or map of predeclared types in one:
//
//	words := strings.Fields(s)
//	words := []string(strings.Fields(s))
//
// The conversion changes nothing at run time beyond the type yaegi records.

// nativeResultType returns the Go spelling of the one result of the
// standard function pkg.name when it is an unnamed slice or map built from
// predeclared types, or "".
func nativeResultType(exports map[string]map[string]reflect.Value, pkgPath, name string) string {
	syms := exports[pkgPath+"/"+path.Base(pkgPath)]
	fn, ok := syms[name]
	if !ok || fn.Kind() != reflect.Func {
		return ""
	}
	t := fn.Type()
	if t.NumOut() != 1 {
		return ""
	}
	out := t.Out(0)
	if out.Name() != "" || (out.Kind() != reflect.Slice && out.Kind() != reflect.Map) {
		return ""
	}
	s := out.String()
	if strings.ContainsAny(s, ".{( ") {
		return ""
	}
	return s
}

// rewriteNativeResults wraps the calls nativeResultType finds a type for;
// pkgPath maps the name a cell uses to its import path ("" when it is not a
// standard package).
func rewriteNativeResults(src string, exports map[string]map[string]reflect.Value, pkgPath func(name string) string) string {
	toks := scanTokens(src)
	var edits []edit
	for i := 0; i+3 < len(toks); i++ {
		if toks[i].t != token.IDENT || toks[i+1].t != token.PERIOD || toks[i+2].t != token.IDENT || toks[i+3].t != token.LPAREN ||
			(i > 0 && toks[i-1].t == token.PERIOD) {
			continue
		}
		p := pkgPath(toks[i].lit)
		if p == "" {
			continue
		}
		typ := nativeResultType(exports, p, toks[i+2].lit)
		if typ == "" {
			continue
		}
		closing := matching(toks, i+3)
		if closing < 0 {
			continue
		}
		edits = append(edits, edit{toks[i].start, toks[i].start, typ + "("}, edit{toks[closing].end, toks[closing].end, ")"})
	}
	sortEdits(edits)
	return applyEdits(src, edits)
}

// stdPackagePath returns the import path of the standard package a cell
// refers to as name: the one it imported under that name or, if none, the
// allowed package of that base name (imported automatically).
func (s *session) stdPackagePath(name string) string {
	if p, ok := s.imported[name]; ok {
		return p
	}
	for _, p := range allowedPackages {
		if path.Base(p) == name {
			return p
		}
	}
	return ""
}
