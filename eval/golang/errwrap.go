package golang

import (
	"reflect"
)

// yaegi passes a value of an interpreted error type to a native `any`
// parameter bare: fmt.Errorf's %w then finds no Error method ("%!w(...)")
// and errors.Unwrap of the result has nothing to return. The guarded
// Errorf therefore hands fmt such an argument inside an interpError, whose
// Error calls the method the registry holds; yaegi's type assertions look
// through a struct whose first field is IValue, so a cell asserting on the
// unwrapped error (errors.As, lib/rlmstd) finds its own value again.

// interpError is an interpreted error as native code sees it.
type interpError struct {
	IValue any
	WError func() string
}

func (e interpError) Error() string { return e.WError() }

// wrapErrorArgs returns args with each %w operand that is an interpreted
// error but no native one wrapped in an interpError.
func (r *typeRegistry) wrapErrorArgs(format string, args []any) []any {
	if r == nil || len(args) == 0 {
		return args
	}
	verbs, ok := scanVerbs(format)
	if !ok {
		return args
	}
	var out []any
	for _, v := range verbs {
		if v.verb != 'w' || v.arg >= len(args) || args[v.arg] == nil {
			continue
		}
		a := args[v.arg]
		if _, native := a.(error); native {
			continue
		}
		fn, recv, ok := r.errorMethod(reflect.ValueOf(a))
		if !ok {
			continue
		}
		if out == nil {
			out = append([]any(nil), args...)
		}
		out[v.arg] = interpError{IValue: a, WError: func() string {
			return fn.Call([]reflect.Value{recv})[0].String()
		}}
	}
	if out == nil {
		return args
	}
	return out
}

// errorMethod finds the Error method a cell declared for v's type and the
// receiver to call it with.
func (r *typeRegistry) errorMethod(v reflect.Value) (fn, recv reflect.Value, ok bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	d := r.forType(v.Type())
	if d == nil {
		return reflect.Value{}, reflect.Value{}, false
	}
	r.resolve(d)
	if v.Kind() == reflect.Pointer && d.kind == reflect.Pointer && d.elem != nil {
		el := r.resolve(d.elem)
		if fn, ok := el.ptrMethods["Error"]; ok {
			return fn, v, true
		}
		if fn, ok := el.methods["Error"]; ok && !v.IsNil() {
			return fn, v.Elem(), true
		}
		return reflect.Value{}, reflect.Value{}, false
	}
	if fn, ok := d.methods["Error"]; ok {
		return fn, v, true
	}
	return reflect.Value{}, reflect.Value{}, false
}

// errStepName is the native half of lib/rlmstd's error walk.
const errStepName = "__rlm_errstep"

// errorStep returns x with a yaegi interface wrapper (a struct whose first
// field is IValue) taken off, and the errors x's native Unwrap returns.
func errorStep(x any) (self any, kids []any) {
	if x == nil {
		return nil, nil
	}
	if v := reflect.ValueOf(x); v.Kind() == reflect.Struct && v.NumField() > 0 && v.Type().Field(0).Name == "IValue" {
		if iv := v.Field(0); iv.CanInterface() {
			return iv.Interface(), nil
		}
		return x, nil
	}
	switch u := x.(type) {
	case interface{ Unwrap() error }:
		if e := u.Unwrap(); e != nil {
			kids = []any{e}
		}
	case interface{ Unwrap() []error }:
		for _, e := range u.Unwrap() {
			if e != nil {
				kids = append(kids, e)
			}
		}
	}
	return x, kids
}

// errSameName is the native comparison of lib/rlmstd's errors.Is.
const errSameName = "__rlm_errsame"

// sameError reports whether a and b are the same error once yaegi's
// wrappers and boxes are taken off both: an interpreted sentinel is held
// bare by one side of a comparison and wrapped by the other.
func sameError(a, b any) bool {
	a, b = peelError(a), peelError(b)
	if a == nil || b == nil {
		return a == b
	}
	ta, tb := reflect.TypeOf(a), reflect.TypeOf(b)
	if ta != tb || !ta.Comparable() {
		return false
	}
	return a == b
}

// peelError takes yaegi's interface wrappers and boxes off x.
func peelError(x any) any {
	for k := 0; k < 4 && x != nil; k++ {
		v := reflect.ValueOf(x)
		switch {
		case v.Kind() == reflect.Struct && v.NumField() > 0 && v.Type().Field(0).Name == "IValue":
			iv := v.Field(0)
			if !iv.CanInterface() {
				return x
			}
			x = iv.Interface()
		case isBoxType(v.Type()):
			inner, _, ok := unboxInterface(v)
			if !ok {
				return nil
			}
			x = inner.Interface()
		default:
			return x
		}
	}
	return x
}
