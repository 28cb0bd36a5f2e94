package golang

import "reflect"

// clearBuiltin stands in for Go 1.21's clear: it deletes a map's entries or
// zeroes a slice's elements. yaegi's maps and slices are Go's, so a native
// function reaches them through the interface value; a type parameter
// constrained to both a map and a slice cannot be written in Go.
func clearBuiltin(v any) {
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.Map, reflect.Slice:
		rv.Clear()
	case reflect.Invalid:
	default:
		panic("invalid argument: clear of " + rv.Type().String() + ": argument must be (or constrained by) map or slice")
	}
}
