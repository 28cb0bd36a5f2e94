package golang

import (
	"errors"
	"go/token"
	"reflect"
	"strings"

	"github.com/traefik/yaegi/interp"

	"github.com/rlm-go/rlm/internal/lazyre"
)

// yaegi gives a cell's top-level variables their types before it compiles
// the cell (its global type analysis), with a weaker inference than its
// compiler's: it cannot type the result of a generic call
// (keys := slices.Sorted(maps.Keys(m)) fails to compile, with a nil
// pointer panic or "constant definition loop") nor an index into a value a
// native function returned (res := strings.Fields(s); x := res[0]). Inside a
// function body the same statements compile. So when a cell's statements
// fail that way, the session compiles them once more as the body of a
// function, reads the types yaegi's compiler gave each variable the
// statements define, and runs the statements with those variables declared
// first: `x := res[0]` becomes `var x string; x = res[0]`. The rewrite stays
// on the statement's line. (Reported upstream: upstream/global-inference.md.)

// gtaFailure matches the errors of yaegi's global type analysis.
var gtaFailure = lazyre.New(`constant definition loop|cannot compile this code: (runtime error: invalid memory address|nil reflect type)|undefined type for`)

const probeName = "__rlm_probe"

// isGTAFailure reports a compile error of yaegi's global type analysis. A
// panic's message is not looked at: formatting its value runs code.
func isGTAFailure(err error) bool {
	var p interp.Panic
	if err == nil || errors.As(err, &p) {
		return false
	}
	return gtaFailure.MatchString(err.Error())
}

// retypeDefines returns src with its top-level := statements turned into
// declarations with explicit types and assignments, or "" when it cannot.
func (s *session) retypeDefines(src string) string {
	toks := scanTokens(src)
	type define struct {
		names    []string
		start    int // byte offset of the statement
		defineAt tok // the := token
	}
	var defines []define
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
		if d, ok := defineNames(stmt); ok {
			defines = append(defines, define{names: d, start: stmt[0].start, defineAt: stmt[len(d)*2-1]})
		}
	}
	if len(defines) == 0 {
		return ""
	}
	types := s.probeTypes(src)
	if types == nil {
		return ""
	}
	var edits []edit
	for _, d := range defines {
		var decl strings.Builder
		for _, name := range d.names {
			if name == "_" {
				continue
			}
			typ, ok := types[name]
			if !ok {
				return ""
			}
			decl.WriteString("var " + name + " " + typ + "; ")
		}
		edits = append(edits, edit{d.start, d.start, decl.String()}, edit{d.defineAt.start, d.defineAt.end, "="})
	}
	return applyEdits(src, edits)
}

// defineNames returns the names a statement `a, b := ...` defines.
func defineNames(stmt []tok) ([]string, bool) {
	var names []string
	for k := 0; k < len(stmt); k += 2 {
		if stmt[k].t != token.IDENT || k+1 >= len(stmt) {
			return nil, false
		}
		names = append(names, stmt[k].lit)
		switch stmt[k+1].t {
		case token.COMMA:
		case token.DEFINE:
			return names, true
		default:
			return nil, false
		}
	}
	return nil, false
}

// probeTypes compiles src as a function body, without running it, and
// returns the Go spelling of the type of each variable its top-level
// statements define. The compile leaves nothing declared.
func (s *session) probeTypes(src string) map[string]string {
	snap := s.syms.snapshot()
	defer s.syms.restore(snap)
	var prog *interp.Program
	func() {
		defer func() { _ = recover() }()
		prog, _ = s.i.Compile("func " + probeName + "() {" + src + "\n}")
	}()
	if prog == nil {
		return nil
	}
	root := reflect.ValueOf(prog).Elem().FieldByName("root")
	if !root.IsValid() {
		return nil
	}
	// The statements' own variables sit four levels down: file, function
	// declaration, body, statement, name. Deeper ones belong to inner
	// blocks.
	out := map[string]string{}
	var walk func(n reflect.Value, depth int)
	walk = func(n reflect.Value, depth int) {
		if n.Kind() != reflect.Pointer || n.IsNil() || depth > 4 {
			return
		}
		n = n.Elem()
		if depth == 4 {
			ident := n.FieldByName("ident").String()
			if _, seen := out[ident]; ident != "" && !seen {
				if t := goTypeName(n.FieldByName("typ")); t != "" {
					out[ident] = t
				}
			}
			return
		}
		children := n.FieldByName("child")
		for k := 0; k < children.Len(); k++ {
			walk(children.Index(k), depth+1)
		}
	}
	walk(root, 0)
	return out
}

var mainQualifier = lazyre.New(`\bmain\.`)

// goTypeName spells a yaegi type as package main writes it.
func goTypeName(t reflect.Value) string {
	if t.Kind() != reflect.Pointer || t.IsNil() {
		return ""
	}
	t = t.Elem()
	str := t.FieldByName("str").String()
	if t.FieldByName("untyped").Bool() {
		switch str {
		case "untyped int":
			return "int"
		case "untyped float":
			return "float64"
		case "untyped rune":
			return "rune"
		case "untyped string":
			return "string"
		case "untyped bool":
			return "bool"
		case "untyped complex":
			return "complex128"
		}
		return ""
	}
	if str == "" || strings.Contains(str, "untyped") || str == "nil" {
		return ""
	}
	return mainQualifier.ReplaceAllString(str, "")
}
