package golang

import (
	"go/token"
	"reflect"
	"strings"
)

// The host package is dot-imported, so its types (Line, LMStatus,
// FinalAnswer, ...) are names of package main. A cell that declares a type
// of the same name, `type Line struct{ Desc string; Amount Money }`, got
// the host's in its composite literals ("cannot convert "coffee" to int");
// as in a Go program, which has no such names, the cell's declaration
// wins: the host's name is forgotten before the cell compiles (host calls
// still return their own types).

// hostTypeNames returns the names of the types among the host symbols.
func hostTypeNames(syms map[string]reflect.Value) map[string]bool {
	out := map[string]bool{}
	for name, v := range syms {
		if v.Kind() == reflect.Pointer && v.IsNil() && v.Type().Elem().Kind() != reflect.Func {
			out[name] = true
		}
	}
	return out
}

// forgetHostTypes forgets the host types the cell declares a type of the
// same name for.
func (s *session) forgetHostTypes(code string) {
	if len(s.hostTypes) == 0 || !strings.Contains(code, "type") {
		return
	}
	for _, name := range typeDeclNames(scanTokens(code)) {
		if s.hostTypes[name] {
			s.syms.forget(name)
			delete(s.hostTypes, name)
		}
	}
}

// typeDeclNames returns the names of the top-level type declarations, a
// group's too.
func typeDeclNames(toks []tok) []string {
	var out []string
	depth := 0
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i].t
		if isOpen(t) {
			depth++
		} else if isClose(t) {
			depth--
		}
		if t != token.TYPE || depth != 0 {
			continue
		}
		switch toks[i+1].t {
		case token.IDENT:
			out = append(out, toks[i+1].lit)
		case token.LPAREN:
			end := matching(toks, i+1)
			if end < 0 {
				return out
			}
			start := true
			d := 0
			for j := i + 2; j < end; j++ {
				switch tt := toks[j].t; {
				case isOpen(tt):
					d++
				case isClose(tt):
					d--
				case tt == token.SEMICOLON && d == 0:
					start = true
					continue
				case tt == token.IDENT && start && d == 0:
					out = append(out, toks[j].lit)
				}
				start = false
			}
			i = end
		}
	}
	return out
}
