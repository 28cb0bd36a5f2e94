package golang

import "reflect"

// A slice, map or field of an interpreted interface type holds yaegi's box
// (interp.valueInterface) itself, not a Go interface: fmt would print the
// box's pointers ([{0xc000… {…}}] for a []Shape). The registry describes
// the box as an interface and the printer opens it as it opens a box held
// in an interface.

// isBoxType reports whether t is yaegi's box for a value of a non-empty
// interpreted interface.
func isBoxType(t reflect.Type) bool {
	return t.Kind() == reflect.Struct && t.String() == "interp.valueInterface" && t.NumField() == 2 &&
		t.Field(1).Type == reflect.TypeOf(reflect.Value{})
}

// boxAsInterface returns the box v as the elem of an interface value, or a
// nil interface for an empty box (a nil interface value).
func boxAsInterface(v reflect.Value) reflect.Value {
	out := reflect.New(reflect.TypeOf((*any)(nil)).Elem()).Elem()
	if _, _, ok := unboxInterface(v); !ok {
		return out
	}
	if !v.CanInterface() {
		return v
	}
	out.Set(v)
	return out
}

// describeBoxFields gives the fields of struct d (of reflect type t) that
// its declaration left undescribed, an interface type the registry does not
// hold, the description of their boxes. Called with r.mu held.
func (r *typeRegistry) describeBoxFields(t reflect.Type, d *typeDesc) {
	for i := 0; i < t.NumField() && i < len(d.fields); i++ {
		if d.fields[i].desc == nil {
			d.fields[i].desc = r.forType(t.Field(i).Type)
		}
	}
}
