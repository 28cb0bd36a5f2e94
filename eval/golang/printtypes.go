package golang

import (
	"context"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unsafe"
)

// yaegi builds the reflect type of an interpreted named type without its
// name (a struct is reflect.StructOf of its fields, a named int is int), and
// hands fmt the bare value: %T, %#v and a String method on a slice element
// or struct field are lost. The session therefore keeps a registry of the
// cell's named types (filled after each declaration segment from the
// declarations' source and the reflect types yaegi built), and the guarded
// fmt functions wrap every argument whose type holds a registered type in a
// fmt.Formatter that prints it as Go would: named, with its String, Error
// and GoString methods called where fmt calls them.

const (
	regTypeName   = "__rlm_regtype"
	regMethodName = "__rlm_regmethod"
)

// printMethods are the methods fmt calls, in the order it prefers them.
var printMethods = []string{"Error", "String", "GoString"}

// typeDesc describes an interpreted type for printing. A nil *typeDesc is a
// type fmt prints correctly by itself.
type typeDesc struct {
	name string // "main.Item" for a named type
	kind reflect.Kind
	// methods holds value-receiver methods as funcs taking the value;
	// ptrMethods pointer-receiver ones, taking a pointer.
	methods, ptrMethods map[string]reflect.Value
	elem, key           *typeDesc
	fields              []fieldDesc // of a struct, in order
	length              int         // of an array
	resolved            bool
	expr                ast.Expr // a named type's underlying type, until resolved
}

type fieldDesc struct {
	name string
	desc *typeDesc
}

// typeRegistry holds the named types the session's cells declared. Host
// calls register, fmt calls read, from any goroutine of the session.
type typeRegistry struct {
	mu      sync.Mutex
	named   map[string]*typeDesc       // by Go name
	byRType map[reflect.Type]*typeDesc // struct types only: a named int is just int
	version int
	cache   map[reflect.Type]*typeDesc
	cacheAt int
	needs   map[*typeDesc]needFlags
	byExpr  map[string]*typeDesc // typed's type expressions, parsed once per version
}

type needFlags struct{ methods, named bool }

func newTypeRegistry() *typeRegistry {
	return &typeRegistry{named: map[string]*typeDesc{}, byRType: map[reflect.Type]*typeDesc{}}
}

// declaredTypes returns the source that registers the named types and the
// print methods the declaration segment src declares, or "".
func declaredTypes(src string) string {
	if !strings.Contains(src, "type") && !strings.Contains(src, "String") && !strings.Contains(src, "Error") {
		return ""
	}
	f, err := parser.ParseFile(token.NewFileSet(), "", "package main;"+src, parser.SkipObjectResolution)
	if err != nil {
		return ""
	}
	var b strings.Builder
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.GenDecl:
			if d.Tok != token.TYPE {
				continue
			}
			for _, spec := range d.Specs {
				ts := spec.(*ast.TypeSpec)
				if ts.TypeParams != nil || ts.Name.Name == "_" {
					continue
				}
				if _, ok := ts.Type.(*ast.InterfaceType); ok {
					continue
				}
				under := src[int(ts.Type.Pos())-len("package main;")-1 : int(ts.Type.End())-len("package main;")-1]
				if ts.Assign.IsValid() {
					continue // an alias prints as what it names
				}
				fmt.Fprintf(&b, "%s(%q, %q, (*%s)(nil))\n", regTypeName, ts.Name.Name, under, ts.Name.Name)
			}
		case *ast.FuncDecl:
			if d.Recv == nil || len(d.Recv.List) != 1 || d.Type.Params.NumFields() != 0 || d.Type.Results.NumFields() != 1 {
				continue
			}
			name := d.Name.Name
			if name != "String" && name != "Error" && name != "GoString" {
				continue
			}
			recv := d.Recv.List[0].Type
			ptr := false
			if st, ok := recv.(*ast.StarExpr); ok {
				recv, ptr = st.X, true
			}
			id, ok := recv.(*ast.Ident)
			if !ok {
				continue
			}
			typ := id.Name
			if ptr {
				typ = "*" + typ
			}
			fmt.Fprintf(&b, "%s(%q, %q, %t, func(v %s) string { return v.%s() })\n", regMethodName, id.Name, name, ptr, typ, name)
		}
	}
	return b.String()
}

// hostSymbols are the registry's entry points for the registration source.
func (r *typeRegistry) hostSymbols() map[string]reflect.Value {
	return map[string]reflect.Value{
		regTypeName: reflect.ValueOf(func(name, under string, ptr any) {
			t := reflect.TypeOf(ptr)
			if t == nil || t.Kind() != reflect.Pointer {
				return
			}
			expr, err := parser.ParseExpr(under)
			if err != nil {
				return
			}
			r.mu.Lock()
			defer r.mu.Unlock()
			d := &typeDesc{name: "main." + name, kind: t.Elem().Kind(), expr: expr}
			if old := r.named[name]; old != nil && old.kind == d.kind {
				// A redeclaration keeps methods declared in earlier cells
				// only if the new cell does not declare them again.
				d.methods, d.ptrMethods = old.methods, old.ptrMethods
			}
			r.named[name] = d
			if d.kind == reflect.Struct {
				r.byRType[t.Elem()] = d
			}
			r.version++
		}),
		regMethodName: reflect.ValueOf(func(typ, method string, ptr bool, fn any) {
			v := reflect.ValueOf(fn)
			if v.Kind() != reflect.Func {
				return
			}
			r.mu.Lock()
			defer r.mu.Unlock()
			d := r.named[typ]
			if d == nil {
				return
			}
			m := &d.methods
			if ptr {
				m = &d.ptrMethods
			}
			if *m == nil {
				*m = map[string]reflect.Value{}
			}
			(*m)[method] = v
			r.version++
		}),
	}
}

// resolve fills a named type's structure from its declaration. Called with
// r.mu held.
func (r *typeRegistry) resolve(d *typeDesc) *typeDesc {
	if d == nil || d.resolved {
		return d
	}
	d.resolved = true
	if d.expr != nil {
		u := r.fromExpr(d.expr)
		if u != nil {
			d.elem, d.key, d.fields, d.length = u.elem, u.key, u.fields, u.length
		}
	}
	return d
}

// fromExpr describes a type written in a declaration. Called with r.mu held.
func (r *typeRegistry) fromExpr(e ast.Expr) *typeDesc {
	switch e := e.(type) {
	case *ast.ParenExpr:
		return r.fromExpr(e.X)
	case *ast.Ident:
		if d := r.named[e.Name]; d != nil {
			return r.resolve(d)
		}
		return nil
	case *ast.StarExpr:
		if el := r.fromExpr(e.X); el != nil {
			return &typeDesc{kind: reflect.Pointer, elem: el, resolved: true}
		}
	case *ast.ArrayType:
		el := r.fromExpr(e.Elt)
		if el == nil {
			return nil
		}
		if e.Len == nil {
			return &typeDesc{kind: reflect.Slice, elem: el, resolved: true}
		}
		lit, ok := e.Len.(*ast.BasicLit)
		if !ok {
			return nil
		}
		n, err := strconv.Atoi(lit.Value)
		if err != nil {
			return nil
		}
		return &typeDesc{kind: reflect.Array, elem: el, length: n, resolved: true}
	case *ast.MapType:
		k, v := r.fromExpr(e.Key), r.fromExpr(e.Value)
		if k == nil && v == nil {
			return nil
		}
		return &typeDesc{kind: reflect.Map, key: k, elem: v, resolved: true}
	case *ast.InterfaceType:
		return &typeDesc{kind: reflect.Interface, resolved: true}
	case *ast.StructType:
		d := &typeDesc{kind: reflect.Struct, resolved: true}
		any := false
		for _, f := range e.Fields.List {
			fd := r.fromExpr(f.Type)
			if fd != nil {
				any = true
			}
			if len(f.Names) == 0 {
				// Embedded: named after its type.
				name := types2Name(f.Type)
				d.fields = append(d.fields, fieldDesc{name, fd})
				continue
			}
			for _, n := range f.Names {
				d.fields = append(d.fields, fieldDesc{n.Name, fd})
			}
		}
		if !any {
			// Field names still matter: yaegi exports them in the
			// reflect type.
			return d
		}
		return d
	}
	return nil
}

func types2Name(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.StarExpr:
		return types2Name(e.X)
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		return e.Sel.Name
	case *ast.IndexExpr:
		return types2Name(e.X)
	case *ast.IndexListExpr:
		return types2Name(e.X)
	}
	return ""
}

// freshCaches empties the caches once a registration made them stale.
// Called with r.mu held.
func (r *typeRegistry) freshCaches() {
	if r.cacheAt != r.version || r.cache == nil {
		r.cache, r.needs, r.byExpr, r.cacheAt = map[reflect.Type]*typeDesc{}, map[*typeDesc]needFlags{}, map[string]*typeDesc{}, r.version
	}
}

// forType describes a value's dynamic type from the registered struct
// types. Called with r.mu held.
func (r *typeRegistry) forType(t reflect.Type) *typeDesc {
	r.freshCaches()
	if d, ok := r.cache[t]; ok {
		return d
	}
	r.cache[t] = nil // a type reached through itself
	var d *typeDesc
	switch t.Kind() {
	case reflect.Struct:
		if n := r.byRType[t]; n != nil {
			d = r.resolve(n)
			r.describeBoxFields(t, d)
			break
		}
		if isBoxType(t) {
			d = &typeDesc{kind: reflect.Interface, resolved: true}
			break
		}
		if t.Name() != "" {
			break // a native type: fmt knows it
		}
		var fields []fieldDesc
		found := false
		for i := 0; i < t.NumField(); i++ {
			fd := r.forType(t.Field(i).Type)
			found = found || fd != nil
			fields = append(fields, fieldDesc{t.Field(i).Name, fd})
		}
		if found {
			d = &typeDesc{kind: reflect.Struct, fields: fields, resolved: true}
		}
	case reflect.Pointer, reflect.Slice, reflect.Array:
		if el := r.forType(t.Elem()); el != nil {
			d = &typeDesc{kind: t.Kind(), elem: el, resolved: true}
			if t.Kind() == reflect.Array {
				d.length = t.Len()
			}
		}
	case reflect.Map:
		k, v := r.forType(t.Key()), r.forType(t.Elem())
		if k != nil || v != nil {
			d = &typeDesc{kind: reflect.Map, key: k, elem: v, resolved: true}
		}
	case reflect.Interface:
		d = &typeDesc{kind: reflect.Interface, resolved: true}
	}
	r.cache[t] = d
	return d
}

// need reports what a description holds: methods fmt would call, names
// fmt would print under %#v or %T. Called with r.mu held.
func (r *typeRegistry) need(d *typeDesc) needFlags {
	if d == nil {
		return needFlags{}
	}
	if f, ok := r.needs[d]; ok {
		return f
	}
	r.needs[d] = needFlags{}
	r.resolve(d)
	f := needFlags{methods: len(d.methods)+len(d.ptrMethods) > 0, named: d.name != ""}
	if d.kind == reflect.Interface {
		f = needFlags{methods: true, named: true} // decided by the value
	}
	add := func(c *typeDesc) {
		g := r.need(c)
		f.methods = f.methods || g.methods
		f.named = f.named || g.named
	}
	add(d.elem)
	add(d.key)
	for _, fd := range d.fields {
		add(fd.desc)
	}
	r.needs[d] = f
	return f
}

// wrapArgs returns the arguments of a fmt call with those that need the
// registry wrapped; format is "" for Print and Println. An argument printed
// with %T is replaced by its type's name and its verb by %s.
func (r *typeRegistry) wrapArgs(format string, args []any, printf bool) (string, []any) {
	if r == nil || len(args) == 0 {
		return format, args
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.named) == 0 {
		return format, args
	}
	var verbs []verbAt
	if printf {
		var ok bool
		if verbs, ok = scanVerbs(format); !ok {
			verbs = nil
		}
	}
	var out []any
	var edits []edit
	for k, a := range args {
		verb, sharp, pos := 'v', false, -1
		if printf {
			verb, pos = '?', -1
			for _, v := range verbs {
				if v.arg == k {
					verb, sharp, pos = v.verb, v.sharp, v.pos
				}
			}
			if verb == '?' || verb == 'w' || verb == 'p' {
				continue
			}
		}
		if a == nil {
			continue
		}
		if tv, ok := a.(typedValue); ok {
			// Typed at the call (typedprint.go): a Formatter already.
			if verb == 'T' && pos >= 0 {
				if out == nil {
					out = append([]any(nil), args...)
				}
				out[k] = r.typeString(tv.v.Type(), tv.d)
				edits = append(edits, edit{pos, pos + 1, "s"})
			}
			continue
		}
		t := reflect.TypeOf(a)
		if verb == 'T' {
			inner := t
			if iv, ok := wrappedValue(a); ok {
				inner = iv.Type()
			}
			name := r.typeString(inner, r.forType(inner))
			if name == t.String() || pos < 0 {
				continue
			}
			if out == nil {
				out = append([]any(nil), args...)
			}
			out[k] = name
			edits = append(edits, edit{pos, pos + 1, "s"})
			continue
		}
		if iv, ok := wrappedValue(a); ok {
			// yaegi's wrapper calls String even where Go's method set has
			// none (a value with a pointer-receiver String); a registered
			// type is printed by the registry instead, unless it formats
			// itself.
			if _, formats := t.FieldByName("WFormat"); formats || !iv.CanInterface() {
				continue
			}
			d := r.forType(iv.Type())
			if d == nil || d.name == "" {
				if sharp || !strings.ContainsRune("vsqxX", verb) {
					// fmt would print the wrapper's fields.
					if out == nil {
						out = append([]any(nil), args...)
					}
					out[k] = iv.Interface()
				}
				continue
			}
			if out == nil {
				out = append([]any(nil), args...)
			}
			out[k] = typedValue{iv, d, r}
			continue
		}
		d := r.forType(t)
		if d == nil {
			continue
		}
		n := r.need(d)
		if !n.methods && !(sharp && n.named) {
			continue
		}
		if out == nil {
			out = append([]any(nil), args...)
		}
		out[k] = typedValue{reflect.ValueOf(a), d, r}
	}
	if out == nil {
		return format, args
	}
	if len(edits) > 0 {
		format = applyEdits(format, edits)
	}
	return format, out
}

// wrappedValue returns the value inside one of yaegi's interface wrappers
// (a struct whose first field IValue holds it).
func wrappedValue(a any) (reflect.Value, bool) {
	v := reflect.ValueOf(a)
	t := v.Type()
	if t.Kind() != reflect.Struct || t.NumField() < 2 || t.Field(0).Name != "IValue" || t.Field(1).Type.Kind() != reflect.Func {
		return reflect.Value{}, false
	}
	iv := v.Field(0)
	if iv.Kind() == reflect.Interface {
		iv = iv.Elem()
	}
	return iv, iv.IsValid()
}

type verbAt struct {
	arg   int
	verb  rune
	sharp bool
	pos   int // byte offset of the verb in the format
}

// scanVerbs lists the verbs of a format and the arguments they take, or
// false for a format with explicit argument indexes.
func scanVerbs(format string) ([]verbAt, bool) {
	var out []verbAt
	arg := 0
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		sharp := false
	flags:
		for ; i < len(format); i++ {
			switch format[i] {
			case '#':
				sharp = true
			case '+', '-', ' ', '0':
			default:
				break flags
			}
		}
		for i < len(format) && (format[i] >= '0' && format[i] <= '9' || format[i] == '*' || format[i] == '.') {
			if format[i] == '*' {
				arg++
			}
			i++
		}
		if i >= len(format) {
			break
		}
		if format[i] == '[' {
			return nil, false
		}
		if format[i] == '%' {
			continue
		}
		out = append(out, verbAt{arg: arg, verb: rune(format[i]), sharp: sharp, pos: i})
		arg++
	}
	return out, true
}

// typeString spells a type as %T does. Called with r.mu held.
func (r *typeRegistry) typeString(t reflect.Type, d *typeDesc) string {
	if d == nil {
		return t.String()
	}
	if d.name != "" {
		return d.name
	}
	switch t.Kind() {
	case reflect.Pointer:
		return "*" + r.typeString(t.Elem(), d.elem)
	case reflect.Slice:
		return "[]" + r.typeString(t.Elem(), d.elem)
	case reflect.Array:
		return "[" + strconv.Itoa(t.Len()) + "]" + r.typeString(t.Elem(), d.elem)
	case reflect.Map:
		return "map[" + r.typeString(t.Key(), d.key) + "]" + r.typeString(t.Elem(), d.elem)
	case reflect.Struct:
		if len(d.fields) != t.NumField() {
			return t.String()
		}
		var b strings.Builder
		b.WriteString("struct {")
		for i, f := range d.fields {
			if i > 0 {
				b.WriteString(";")
			}
			b.WriteString(" " + f.name + " " + r.typeString(t.Field(i).Type, f.desc))
		}
		if len(d.fields) > 0 {
			b.WriteString(" ")
		}
		return b.String() + "}"
	}
	return t.String()
}

// typedValue prints a value with its interpreted type's description.
type typedValue struct {
	v reflect.Value
	d *typeDesc
	r *typeRegistry
}

// Format implements fmt.Formatter.
func (tv typedValue) Format(f fmt.State, verb rune) {
	p := printer{f: f, verb: verb, r: tv.r}
	p.sharpV = verb == 'v' && f.Flag('#')
	p.plusV = verb == 'v' && f.Flag('+')
	p.print(tv.v, tv.d, 0)
}

type printer struct {
	f             fmt.State
	verb          rune
	sharpV, plusV bool
	r             *typeRegistry
}

// directive rebuilds the verb with its flags, width and precision.
func (p *printer) directive() string {
	var b strings.Builder
	b.WriteByte('%')
	for _, c := range "+-# 0" {
		if p.f.Flag(int(c)) {
			b.WriteRune(c)
		}
	}
	if w, ok := p.f.Width(); ok {
		b.WriteString(strconv.Itoa(w))
	}
	if pr, ok := p.f.Precision(); ok {
		b.WriteString("." + strconv.Itoa(pr))
	}
	b.WriteRune(p.verb)
	return b.String()
}

func (p *printer) leaf(v reflect.Value) {
	if !v.IsValid() {
		fmt.Fprintf(p.f, p.directive(), nil)
		return
	}
	if !v.CanInterface() {
		fmt.Fprint(p.f, "?")
		return
	}
	fmt.Fprintf(p.f, p.directive(), v.Interface())
}

// method returns the print method fmt would call on v, if any.
func (p *printer) method(v reflect.Value, d *typeDesc) (reflect.Value, reflect.Value, string) {
	if d == nil {
		return reflect.Value{}, reflect.Value{}, ""
	}
	var names []string
	switch {
	case p.sharpV:
		names = []string{"GoString"}
	case p.verb == 'v' || p.verb == 's' || p.verb == 'x' || p.verb == 'X' || p.verb == 'q':
		names = []string{"Error", "String"}
	default:
		return reflect.Value{}, reflect.Value{}, ""
	}
	for _, n := range names {
		if v.Kind() == reflect.Pointer && d.kind == reflect.Pointer && d.elem != nil {
			p.r.mu.Lock()
			el := p.r.resolve(d.elem)
			p.r.mu.Unlock()
			if fn, ok := el.ptrMethods[n]; ok {
				return fn, v, n
			}
			if fn, ok := el.methods[n]; ok && !v.IsNil() {
				return fn, v.Elem(), n
			}
			continue
		}
		if fn, ok := d.methods[n]; ok {
			return fn, v, n
		}
	}
	return reflect.Value{}, reflect.Value{}, ""
}

func (p *printer) callMethod(fn, arg reflect.Value, name string) (s string, ok bool) {
	defer func() {
		if e := recover(); e != nil {
			if arg.Kind() == reflect.Pointer && arg.IsNil() {
				s, ok = "<nil>", true
				return
			}
			s, ok = fmt.Sprintf("%%!%c(PANIC=%s method: %v)", p.verb, name, e), true
		}
	}()
	if !arg.Type().AssignableTo(fn.Type().In(0)) {
		return "", false
	}
	out := fn.Call([]reflect.Value{arg})
	return out[0].String(), true
}

func (p *printer) print(v reflect.Value, d *typeDesc, depth int) {
	if v.Kind() == reflect.Struct && isBoxType(v.Type()) {
		v = boxAsInterface(v)
	}
	if v.Kind() == reflect.Interface {
		if v.IsNil() {
			if p.sharpV {
				fmt.Fprint(p.f, v.Type().String()+"(nil)")
			} else {
				fmt.Fprint(p.f, "<nil>")
			}
			return
		}
		e := v.Elem()
		if !e.CanInterface() {
			p.leaf(v)
			return
		}
		name := ""
		if inner, n, ok := unboxInterface(e); ok {
			e, name = inner, n
		} else if w, ok := wrappedValue(e.Interface()); ok {
			e = w
		}
		p.r.mu.Lock()
		d = p.r.named[name]
		if d == nil {
			d = p.r.forType(e.Type())
		}
		p.r.mu.Unlock()
		if d == nil {
			p.leaf(v)
			return
		}
		v = e
	}
	if d != nil {
		p.r.mu.Lock()
		p.r.resolve(d)
		p.r.mu.Unlock()
	}
	if fn, arg, name := p.method(v, d); fn.IsValid() {
		if s, ok := p.callMethod(fn, arg, name); ok {
			if name == "GoString" {
				fmt.Fprint(p.f, s)
			} else {
				fmt.Fprintf(p.f, p.directive(), s)
			}
			return
		}
	}
	if d == nil {
		p.leaf(v)
		return
	}
	switch v.Kind() {
	case reflect.Struct:
		if p.sharpV {
			p.r.mu.Lock()
			fmt.Fprint(p.f, p.r.typeString(v.Type(), d))
			p.r.mu.Unlock()
		}
		fmt.Fprint(p.f, "{")
		for i := 0; i < v.NumField(); i++ {
			if i > 0 {
				if p.sharpV {
					fmt.Fprint(p.f, ", ")
				} else {
					fmt.Fprint(p.f, " ")
				}
			}
			var fd *typeDesc
			name := v.Type().Field(i).Name
			if i < len(d.fields) {
				fd, name = d.fields[i].desc, d.fields[i].name
			}
			if p.plusV || p.sharpV {
				fmt.Fprint(p.f, name+":")
			}
			if fd != nil && !ast.IsExported(name) {
				// fmt calls no method of an unexported field.
				fd = p.stripMethods(fd)
			}
			p.print(v.Field(i), fd, depth+1)
		}
		fmt.Fprint(p.f, "}")
	case reflect.Slice, reflect.Array:
		if p.sharpV {
			p.r.mu.Lock()
			fmt.Fprint(p.f, p.r.typeString(v.Type(), d))
			p.r.mu.Unlock()
			if v.Kind() == reflect.Slice && v.IsNil() {
				fmt.Fprint(p.f, "(nil)")
				return
			}
			fmt.Fprint(p.f, "{")
		} else {
			fmt.Fprint(p.f, "[")
		}
		for i := 0; i < v.Len(); i++ {
			if i > 0 {
				if p.sharpV {
					fmt.Fprint(p.f, ", ")
				} else {
					fmt.Fprint(p.f, " ")
				}
			}
			p.print(v.Index(i), d.elem, depth+1)
		}
		if p.sharpV {
			fmt.Fprint(p.f, "}")
		} else {
			fmt.Fprint(p.f, "]")
		}
	case reflect.Map:
		if p.sharpV {
			p.r.mu.Lock()
			fmt.Fprint(p.f, p.r.typeString(v.Type(), d))
			p.r.mu.Unlock()
			if v.IsNil() {
				fmt.Fprint(p.f, "(nil)")
				return
			}
			fmt.Fprint(p.f, "{")
		} else {
			fmt.Fprint(p.f, "map[")
		}
		keys := v.MapKeys()
		sort.SliceStable(keys, func(i, j int) bool { return compareKeys(keys[i], keys[j]) < 0 })
		for i, k := range keys {
			if i > 0 {
				if p.sharpV {
					fmt.Fprint(p.f, ", ")
				} else {
					fmt.Fprint(p.f, " ")
				}
			}
			p.print(k, d.key, depth+1)
			fmt.Fprint(p.f, ":")
			p.print(v.MapIndex(k), d.elem, depth+1)
		}
		if p.sharpV {
			fmt.Fprint(p.f, "}")
		} else {
			fmt.Fprint(p.f, "]")
		}
	case reflect.Pointer:
		if depth == 0 && !v.IsNil() {
			switch v.Elem().Kind() {
			case reflect.Struct, reflect.Slice, reflect.Array, reflect.Map:
				fmt.Fprint(p.f, "&")
				p.print(v.Elem(), d.elem, depth+1)
				return
			}
		}
		if p.sharpV {
			p.r.mu.Lock()
			fmt.Fprint(p.f, "("+p.r.typeString(v.Type(), d)+")(")
			p.r.mu.Unlock()
			if v.IsNil() {
				fmt.Fprint(p.f, "nil)")
			} else {
				fmt.Fprintf(p.f, "0x%x)", v.Pointer())
			}
			return
		}
		if !strings.ContainsRune("vpbodxX", p.verb) {
			// fmt's bad verb names the type.
			p.r.mu.Lock()
			name := p.r.typeString(v.Type(), d)
			p.r.mu.Unlock()
			val := "<nil>"
			if !v.IsNil() {
				val = fmt.Sprintf("0x%x", v.Pointer())
			}
			fmt.Fprintf(p.f, "%%!%c(%s=%s)", p.verb, name, val)
			return
		}
		p.leaf(v)
	default:
		p.leaf(v)
	}
}

// stripMethods returns d without the methods of its own type (an
// unexported field's value is printed field by field).
func (p *printer) stripMethods(d *typeDesc) *typeDesc {
	if len(d.methods) == 0 && len(d.ptrMethods) == 0 {
		return d
	}
	c := *d
	c.methods, c.ptrMethods = nil, nil
	return &c
}

// compareKeys orders map keys as fmt does for the kinds keys usually have.
func compareKeys(a, b reflect.Value) int {
	if a.Kind() != b.Kind() {
		return int(a.Kind()) - int(b.Kind())
	}
	switch a.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return cmpOrdered(a.Int(), b.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return cmpOrdered(a.Uint(), b.Uint())
	case reflect.String:
		return cmpOrdered(a.String(), b.String())
	case reflect.Float32, reflect.Float64:
		return cmpOrdered(a.Float(), b.Float())
	case reflect.Bool:
		switch {
		case a.Bool() == b.Bool():
			return 0
		case !a.Bool():
			return -1
		}
		return 1
	case reflect.Struct:
		for i := 0; i < a.NumField(); i++ {
			if c := compareKeys(a.Field(i), b.Field(i)); c != 0 {
				return c
			}
		}
	case reflect.Array:
		for i := 0; i < a.Len(); i++ {
			if c := compareKeys(a.Index(i), b.Index(i)); c != 0 {
				return c
			}
		}
	case reflect.Interface:
		if a.IsNil() || b.IsNil() {
			return cmpOrdered(boolInt(!a.IsNil()), boolInt(!b.IsNil()))
		}
		return compareKeys(a.Elem(), b.Elem())
	}
	return 0
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func cmpOrdered[T int64 | uint64 | string | float64 | int](a, b T) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// registerTypes tells the registry about the named types and print methods
// a declaration segment that ran declared. A registration that does not
// compile (a method with another signature) is skipped alone.
func (s *session) registerTypes(ctx context.Context, src string) {
	reg := declaredTypes(src)
	if reg == "" {
		return
	}
	if err := s.eval(ctx, reg); err == nil {
		return
	}
	for _, call := range strings.Split(reg, "\n") {
		if call != "" {
			_ = s.eval(ctx, call)
		}
	}
}

// unboxInterface opens the box yaegi keeps a value of a non-empty
// interface in (its valueInterface: the value and the node of its
// interpreted type) and returns the value and the name of its type, when
// the type is one the cells declared.
func unboxInterface(e reflect.Value) (reflect.Value, string, bool) {
	t := e.Type()
	if !isBoxType(t) {
		return reflect.Value{}, "", false
	}
	c := reflect.New(t).Elem()
	c.Set(e)
	vf := c.Field(1)
	inner := *(*reflect.Value)(unsafe.Pointer(vf.UnsafeAddr()))
	if !inner.IsValid() || !inner.CanInterface() {
		return reflect.Value{}, "", false
	}
	name := ""
	if node := c.Field(0); node.Kind() == reflect.Pointer && !node.IsNil() {
		if typ := node.Elem().FieldByName("typ"); typ.Kind() == reflect.Pointer && !typ.IsNil() {
			if path := typ.Elem().FieldByName("path").String(); path == "" || path == "main" {
				name = typ.Elem().FieldByName("name").String()
			}
		}
	}
	return inner, name, true
}
