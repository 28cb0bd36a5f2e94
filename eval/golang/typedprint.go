package golang

import (
	"context"
	"go/ast"
	"go/parser"
	"go/token"
	"reflect"
	"strconv"
	"strings"

	"github.com/traefik/yaegi/interp"
)

// A named type that is no struct (type Color int, type Status string) has
// its underlying type as its reflect type, so the registry cannot tell a
// Color handed to fmt from an int: %T printed int, and a []Color printed
// numbers where Go calls String on each element (upstream/README.md, 10).
// Where a statement segment, or a whole program's main, calls fmt's print
// functions with such a value, the types yaegi's compiler gave the
// arguments say what they are, and the statements are compiled once more
// (main declared once more) with those arguments handed over with their
// type's name:
//
//	fmt.Printf("%T %v\n", c, cs)
//	fmt.Printf("%T %v\n", __rlm_typed(c, "Color"), __rlm_typed(cs, "[]Color"))
//
// Errorf is left alone: its %w must receive the error itself.

const (
	typedName = "__rlm_typed"
	// typedOperandName types an operand of Print, Sprint or Fprint, which
	// put spaces between operands when neither is a string: a value of a
	// named string type stays one.
	typedOperandName = "__rlm_typedop"
)

var typedPrintFuncs = map[string]bool{
	"Print": true, "Println": true, "Printf": true, "Sprint": true, "Sprintln": true, "Sprintf": true,
	"Fprint": true, "Fprintln": true, "Fprintf": true,
}

// typed hands fmt a value with the description of the type named typ.
// A print in a loop asks for the same type expression every time: it is
// parsed and described once per registry version.
func (r *typeRegistry) typed(v any, typ string) any {
	if v == nil {
		return v
	}
	r.mu.Lock()
	r.freshCaches()
	d, ok := r.byExpr[typ]
	if !ok {
		if expr, err := parser.ParseExpr(typ); err == nil {
			d = r.fromExpr(expr)
		}
		r.byExpr[typ] = d
	}
	r.mu.Unlock()
	if d == nil {
		return v
	}
	val := reflect.ValueOf(v)
	if iv, ok := wrappedValue(v); ok {
		val = iv
	}
	if !val.CanInterface() {
		return v
	}
	return typedValue{val, d, r}
}

// typedOperand is typed for an operand of Print, Sprint and Fprint.
func (r *typeRegistry) typedOperand(v any, typ string) any {
	if reflect.ValueOf(v).Kind() == reflect.String {
		return v
	}
	return r.typed(v, typ)
}

// plainNamed returns the named types the registry holds that are no
// struct, interface or generic type.
func (r *typeRegistry) plainNamed() map[string]bool {
	out := map[string]bool{}
	r.mu.Lock()
	defer r.mu.Unlock()
	for name, d := range r.named {
		if d.kind != reflect.Struct && d.kind != reflect.Interface {
			out[name] = true
		}
	}
	return out
}

// typeMainPrints types the print arguments of a whole program's main
// (rewriteMain's __rlm_main), once its declaration segment has run and its
// types are declared: the body is compiled on its own as a probe, and main
// declared again with the typed body when any argument needs it. A probe
// of the declaration segment itself is no use: compiling a segment that
// declares methods without running it spoils them for the compile that
// follows (a method reading a global read one never initialized).
func (s *session) typeMainPrints(ctx context.Context, src string) {
	if !strings.Contains(src, "fmt.") || !strings.Contains(src, mainName) {
		return
	}
	plain := s.types.plainNamed()
	if len(plain) == 0 {
		return
	}
	toks := scanTokens(src)
	open := -1
	for i := 0; i+4 < len(toks); i++ {
		if toks[i].t == token.FUNC && toks[i+1].t == token.IDENT && toks[i+1].lit == mainName &&
			toks[i+2].t == token.LPAREN && toks[i+3].t == token.RPAREN && toks[i+4].t == token.LBRACE {
			open = i + 4
			break
		}
	}
	if open < 0 {
		return
	}
	end := matching(toks, open)
	if end < 0 {
		return
	}
	body := src[toks[open].start:toks[end].end]
	snap := s.syms.snapshot()
	prog, err := s.compile("func " + probeName + "() " + body)
	s.syms.restore(snap)
	if err != nil {
		return
	}
	typed := typePrintArgs(prog, body, plain)
	if typed == "" {
		return
	}
	decl := strings.Repeat("\n", strings.Count(src[:toks[open-4].start], "\n")) + "func " + mainName + "() " + typed
	if p, err := s.compile(decl); err == nil {
		_, _ = s.i.ExecuteWithContext(ctx, p)
	}
}

// typePrintArgs returns src with the arguments of its fmt print calls
// whose compiled type involves one of plain's types handed to typedName,
// or "" when there are none or the calls cannot be matched up.
func typePrintArgs(prog *interp.Program, src string, plain map[string]bool) string {
	if len(plain) == 0 || prog == nil {
		return ""
	}
	root := reflect.ValueOf(prog).Elem().FieldByName("root")
	if !root.IsValid() {
		return ""
	}
	// The calls as yaegi compiled them, in source order: each argument's
	// type spelled as package main writes it ("" for one not involved).
	var calls [][]string
	var walk func(n reflect.Value)
	walk = func(n reflect.Value) {
		if n.Kind() != reflect.Pointer || n.IsNil() {
			return
		}
		n = n.Elem()
		children := n.FieldByName("child")
		if children.Len() >= 1 {
			if fn := children.Index(0); fn.Kind() == reflect.Pointer && !fn.IsNil() && isFmtSelector(fn.Elem()) {
				var args []string
				for k := 1; k < children.Len(); k++ {
					args = append(args, involved(goTypeName(children.Index(k).Elem().FieldByName("typ")), plain))
				}
				calls = append(calls, args)
			}
		}
		for k := 0; k < children.Len(); k++ {
			walk(children.Index(k))
		}
	}
	walk(root)
	found := false
	for _, c := range calls {
		for _, a := range c {
			found = found || a != ""
		}
	}
	if !found {
		return ""
	}
	toks := scanTokens(src)
	var edits []edit
	seen := 0
	for i := 0; i+3 < len(toks); i++ {
		if toks[i].t != token.IDENT || toks[i].lit != "fmt" || toks[i+1].t != token.PERIOD || toks[i+2].t != token.IDENT ||
			!typedPrintFuncs[toks[i+2].lit] || toks[i+3].t != token.LPAREN || (i > 0 && toks[i-1].t == token.PERIOD) {
			continue
		}
		if seen >= len(calls) {
			return ""
		}
		types := calls[seen]
		seen++
		wrap := typedName
		if name := toks[i+2].lit; !strings.HasSuffix(name, "f") && !strings.HasSuffix(name, "ln") {
			wrap = typedOperandName
		}
		end := matching(toks, i+3)
		if end < 0 {
			return ""
		}
		args := splitArgs(toks[i+4 : end])
		if len(args) != len(types) {
			return ""
		}
		for k, a := range args {
			if types[k] == "" || a[len(a)-1].t == token.ELLIPSIS {
				continue
			}
			edits = append(edits, edit{a[0].start, a[0].start, wrap + "("},
				edit{a[len(a)-1].end, a[len(a)-1].end, ", " + strconv.Quote(types[k]) + ")"})
		}
	}
	if seen != len(calls) || len(edits) == 0 {
		return ""
	}
	return applyEdits(src, edits)
}

// isFmtSelector reports a node for fmt.Print and its kin.
func isFmtSelector(n reflect.Value) bool {
	c := n.FieldByName("child")
	if !c.IsValid() || c.Len() != 2 {
		return false
	}
	pkg, name := c.Index(0), c.Index(1)
	if pkg.IsNil() || name.IsNil() {
		return false
	}
	return pkg.Elem().FieldByName("ident").String() == "fmt" && typedPrintFuncs[name.Elem().FieldByName("ident").String()]
}

// involved returns typ when it names one of plain's types, else "".
func involved(typ string, plain map[string]bool) string {
	if typ == "" {
		return ""
	}
	expr, err := parser.ParseExpr(typ)
	if err != nil {
		return ""
	}
	hit, bad := false, false
	ast.Inspect(expr, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Ident:
			hit = hit || plain[n.Name]
		case *ast.StructType, *ast.FuncType, *ast.InterfaceType, *ast.ChanType, *ast.SelectorExpr, *ast.StarExpr,
			*ast.IndexExpr, *ast.IndexListExpr:
			bad = true
		}
		return !bad
	})
	if !hit || bad {
		return ""
	}
	return typ
}
