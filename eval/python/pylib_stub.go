//go:build nopylib

package python

import "github.com/go-python/gpython/py"

// Built with -tags nopylib the backend runs on stock gpython plus its own
// additions, without eval/python/pylib.

// withPylib reports whether pylib extends the interpreter.
const withPylib = false

// groupMembers: stock gpython has no exception groups.
func groupMembers(*py.Exception) ([]*py.Exception, bool) { return nil, false }

func installPylib()                            {}
func rewriteSource(src string) (string, error) { return src, nil }
func newDict() py.Object                       { return py.NewStringDict() }

func bracketDepth(string) int { return 0 }

func nextOf(o py.Object) (py.Object, error) { return py.Next(o) }

func strOf(o py.Object) (string, error) {
	s, err := py.Str(o)
	if err != nil {
		return "", err
	}
	return string(s.(py.String)), nil
}

func dictItems(o py.Object, fn func(k, v py.Object)) bool {
	d, ok := o.(py.StringDict)
	for k, v := range d {
		fn(py.String(k), v)
	}
	return ok
}

func dictSet(d py.Object, k string, v py.Object) error {
	sd, ok := d.(py.StringDict)
	if !ok {
		return py.ExceptionNewf(py.TypeError, "not a dict: %s", d.Type().Name)
	}
	sd[k] = v
	return nil
}

func pylibPrelude() string { return "" }

// useFrozen is false: frozen_code.bin was compiled through pylib's rewriter.
const useFrozen = false

func sourceModules() []string { return nil }

// plainDictType: gpython's own dict (py.StringDict) keeps the full path.
func plainDictType(py.Object) *py.Type { return nil }

func recursionErrorType() *py.Type {
	t := py.RuntimeError.NewType("RecursionError", "Recursion limit exceeded.", nil, nil)
	// gpython gives a Go-made subclass its base as its metatype, which
	// breaks `class X(RecursionError)`; a class's type is type.
	t.ObjectType = py.TypeType
	// NewType copies the base's flags, READY included, so the new type is
	// never readied and has no MRO.
	t.Flags &^= py.TPFLAGS_READY
	if err := t.Ready(); err != nil {
		panic("gpython: ready RecursionError: " + err.Error())
	}
	return t
}
