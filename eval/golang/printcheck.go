package golang

import (
	"errors"
	"fmt"
	"io"
	"reflect"
	"unsafe"

	"github.com/rlm-go/rlm/eval/golang/internal/stdsyms"
	"github.com/traefik/yaegi/interp"
)

// fmt walks the values it prints natively, so a value that contains itself
// (s := []any{nil}; s[0] = s) recurses until the goroutine's stack passes
// Go's 1 GB limit, and "fatal error: stack overflow" ends the whole process,
// every session with it. The same goes for a value nested a million levels
// deep. The fmt functions interpreted code calls, and the host's own
// formatting of cell values, walk the arguments first, the way fmt would, and
// panic with an ordinary error instead.

// Limits of the walk. fmt spends about 500 bytes of stack per level (a
// slice in an interface is two levels), so maxPrintDepth levels stay well
// under Go's 1 GB stack limit while a list nested 100,000 deep still
// prints; maxPrintNodes bounds the walk of a value that shares substructure
// exponentially (fmt would print every copy).
const (
	maxPrintDepth = 500000
	maxPrintNodes = 1 << 24
)

var (
	errPrintCycle = errors.New("fmt: value contains a cycle (a slice, map or interface that holds itself); it cannot be printed, print a part of it")
	errPrintDeep  = fmt.Errorf("fmt: value is nested more than %d levels deep; it cannot be printed, print a part of it", maxPrintDepth)
	errPrintLarge = fmt.Errorf("fmt: value has more than %d nested elements; print a part of it", maxPrintNodes)
)

var (
	stringerType  = reflect.TypeOf((*fmt.Stringer)(nil)).Elem()
	errorType     = reflect.TypeOf((*error)(nil)).Elem()
	formatterType = reflect.TypeOf((*fmt.Formatter)(nil)).Elem()
)

// printWalk follows a value as fmt's %v does: through interfaces, slices,
// arrays, maps and struct fields, and through a pointer only at the top
// (deeper pointers print as addresses), stopping where fmt would call a
// String, Error or Format method instead.
type printWalk struct {
	onPath map[visitKey]bool
	flat   map[reflect.Type]bool
	nodes  int
}

// visitKey identifies a slice or map being printed. Length and type are part
// of it: a sub-slice starting at the same element is a different value.
type visitKey struct {
	p unsafe.Pointer
	n int
	t reflect.Type
}

// checkPrintable returns an error when fmt cannot print args without
// overflowing the stack.
func checkPrintable(args ...any) error {
	w := printWalk{}
	for _, a := range args {
		v, ok := a.(reflect.Value)
		if !ok {
			v = reflect.ValueOf(a)
		}
		// fmt prints what a reflect.Value argument holds (yaegi's panic
		// values are ones).
		if err := w.walk(v, 0); err != nil {
			return err
		}
	}
	return nil
}

// mustPrintable panics with checkPrintable's error: inside a cell, that is
// the cell's error.
func mustPrintable(args []any) {
	if err := checkPrintable(args...); err != nil {
		panic(err)
	}
}

// safeSprint is fmt.Sprint for the host's own messages: it never panics on
// a value that cannot be printed, it describes it.
func safeSprint(v any) string {
	if err := checkPrintable(v); err != nil {
		return fmt.Sprintf("<%T: %v>", v, err)
	}
	return fmt.Sprint(v)
}

func (w *printWalk) walk(v reflect.Value, depth int) error {
	if !v.IsValid() {
		return nil
	}
	if depth > maxPrintDepth {
		return errPrintDeep
	}
	t := v.Type()
	if w.isFlat(t) {
		return nil
	}
	if w.nodes++; w.nodes > maxPrintNodes {
		return errPrintLarge
	}
	if v.CanInterface() && (t.Implements(stringerType) || t.Implements(errorType) || t.Implements(formatterType)) {
		// fmt calls the method; interpreted methods are depth-guarded and
		// any fmt call they make is checked on its own.
		return nil
	}
	switch v.Kind() {
	case reflect.Pointer:
		if depth > 0 || v.IsNil() {
			return nil
		}
		switch v.Elem().Kind() {
		case reflect.Array, reflect.Slice, reflect.Struct, reflect.Map:
			return w.walk(v.Elem(), depth+1)
		}
	case reflect.Interface:
		return w.walk(v.Elem(), depth+1)
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if err := w.walk(v.Field(i), depth+1); err != nil {
				return err
			}
		}
	case reflect.Array:
		for i := 0; i < v.Len(); i++ {
			if err := w.walk(v.Index(i), depth+1); err != nil {
				return err
			}
		}
	case reflect.Slice, reflect.Map:
		if v.Len() == 0 {
			return nil
		}
		key := visitKey{v.UnsafePointer(), v.Len(), t}
		if w.onPath[key] {
			return errPrintCycle
		}
		if w.onPath == nil {
			w.onPath = map[visitKey]bool{}
		}
		w.onPath[key] = true
		defer delete(w.onPath, key)
		if v.Kind() == reflect.Slice {
			for i := 0; i < v.Len(); i++ {
				if err := w.walk(v.Index(i), depth+1); err != nil {
					return err
				}
			}
			return nil
		}
		it := v.MapRange()
		for it.Next() {
			if err := w.walk(it.Key(), depth+1); err != nil {
				return err
			}
			if err := w.walk(it.Value(), depth+1); err != nil {
				return err
			}
		}
	}
	return nil
}

// isFlat reports a type whose values cannot lead the walk anywhere: no
// interfaces, pointers, slices or maps of such inside. A type that contains
// itself (through a slice) is not flat.
func (w *printWalk) isFlat(t reflect.Type) bool {
	if f, ok := w.flat[t]; ok {
		return f
	}
	if w.flat == nil {
		w.flat = map[reflect.Type]bool{}
	}
	w.flat[t] = false // in progress: a type reached again through itself is not flat
	f := false
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.Complex64, reflect.Complex128, reflect.String,
		reflect.Chan, reflect.Func, reflect.UnsafePointer:
		f = true
	case reflect.Array, reflect.Slice:
		f = w.isFlat(t.Elem())
	case reflect.Map:
		f = w.isFlat(t.Key()) && w.isFlat(t.Elem())
	case reflect.Struct:
		f = true
		for i := 0; i < t.NumField() && f; i++ {
			f = w.isFlat(t.Field(i).Type)
		}
	}
	w.flat[t] = f
	return f
}

// fmtGuardPath is the key the guarded fmt functions are loaded under. Any
// key for package fmt other than "fmt/fmt" does: yaegi's Use, seeing
// "fmt/fmt", would reinstall its own Print, Printf and Println.
const fmtGuardPath = "fmt/fmt_guarded"

// guardedFmt returns fmt's printing functions, checking their arguments
// first, and the interface mapping yaegi needs to hand interpreted values
// with String or Format methods to them as fmt.Stringer and fmt.Formatter.
func guardedFmt(stdout io.Writer, reg *typeRegistry) interp.Exports {
	syms := map[string]reflect.Value{
		"Print": reflect.ValueOf(func(a ...any) (int, error) {
			mustPrintable(a)
			_, a = reg.wrapArgs("", a, false)
			return fmt.Fprint(stdout, a...)
		}),
		"Printf": reflect.ValueOf(func(format string, a ...any) (int, error) {
			mustPrintable(a)
			format, a = reg.wrapArgs(format, a, true)
			return fmt.Fprintf(stdout, format, a...)
		}),
		"Println": reflect.ValueOf(func(a ...any) (int, error) {
			mustPrintable(a)
			_, a = reg.wrapArgs("", a, false)
			return fmt.Fprintln(stdout, a...)
		}),
		"Sprint": reflect.ValueOf(func(a ...any) string {
			mustPrintable(a)
			_, a = reg.wrapArgs("", a, false)
			return fmt.Sprint(a...)
		}),
		"Sprintf": reflect.ValueOf(func(format string, a ...any) string {
			mustPrintable(a)
			format, a = reg.wrapArgs(format, a, true)
			return fmt.Sprintf(format, a...)
		}),
		"Sprintln": reflect.ValueOf(func(a ...any) string {
			mustPrintable(a)
			_, a = reg.wrapArgs("", a, false)
			return fmt.Sprintln(a...)
		}),
		"Fprint": reflect.ValueOf(func(w io.Writer, a ...any) (int, error) {
			mustPrintable(a)
			_, a = reg.wrapArgs("", a, false)
			return fmt.Fprint(w, a...)
		}),
		"Fprintf": reflect.ValueOf(func(w io.Writer, format string, a ...any) (int, error) {
			mustPrintable(a)
			format, a = reg.wrapArgs(format, a, true)
			return fmt.Fprintf(w, format, a...)
		}),
		"Fprintln": reflect.ValueOf(func(w io.Writer, a ...any) (int, error) {
			mustPrintable(a)
			_, a = reg.wrapArgs("", a, false)
			return fmt.Fprintln(w, a...)
		}),
		"Errorf": reflect.ValueOf(func(format string, a ...any) error {
			mustPrintable(a)
			a = reg.wrapErrorArgs(format, a)
			format, a = reg.wrapArgs(format, a, true)
			return fmt.Errorf(format, a...)
		}),
		"Append": reflect.ValueOf(func(b []byte, a ...any) []byte {
			mustPrintable(a)
			_, a = reg.wrapArgs("", a, false)
			return fmt.Append(b, a...)
		}),
		"Appendf": reflect.ValueOf(func(b []byte, format string, a ...any) []byte {
			mustPrintable(a)
			format, a = reg.wrapArgs(format, a, true)
			return fmt.Appendf(b, format, a...)
		}),
		"Appendln": reflect.ValueOf(func(b []byte, a ...any) []byte {
			mustPrintable(a)
			_, a = reg.wrapArgs("", a, false)
			return fmt.Appendln(b, a...)
		}),
	}
	// yaegi passes interpreted values with String or Format methods to the
	// functions it maps to these interfaces; the guards need the same.
	mt := stdsyms.MapTypes[reflect.ValueOf(fmt.Sprint)]
	mapTypes := map[reflect.Value][]reflect.Type{}
	for _, v := range syms {
		mapTypes[v] = mt
	}
	return interp.Exports{
		fmtGuardPath: syms,
		".":          {"MapTypes": reflect.ValueOf(mapTypes)},
	}
}
