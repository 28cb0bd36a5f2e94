//go:build !nopylib

package python

import (
	"github.com/go-python/gpython/py"

	"github.com/rlm-go/rlm/eval/python/pylib"
	"github.com/rlm-go/rlm/eval/python/pyrewrite"
)

// installPylib registers eval/python/pylib (modules such as re and json, str
// and list methods, builtins, ordered dicts with any key). It runs before
// installHooks so that our interrupt and memory checks wrap pylib's opcode
// entries rather than being replaced by them.
// withPylib reports whether pylib extends the interpreter.
const withPylib = true

func installPylib() { pylib.Install() }

// groupMembers is an exception group's members (ok false for any other
// exception), for the traceback tree.
func groupMembers(e *py.Exception) ([]*py.Exception, bool) { return pylib.GroupMembers(e) }

// rewriteSource turns 3.6+ syntax (f-strings, walrus, star displays) into
// what gpython's 3.4 parser accepts, keeping line numbers.
func rewriteSource(src string) (string, error) { return pylib.Rewrite(src) }

// bracketDepth is how deeply brackets nest in src (see checkNesting).
func bracketDepth(src string) int { return pyrewrite.MaxBracketDepth(src) }

// nextOf is next(o) with pylib's generator fixes.
func nextOf(o py.Object) (py.Object, error) { return pylib.Next(o) }

// strOf is str(o) with pylib's fidelity (exception messages included).
func strOf(o py.Object) (string, error) { return pylib.Str(o) }

// newDict is the dict type cells create, so host results behave like them.
func newDict() py.Object { return pylib.NewDict() }

// dictItems iterates either dict type: gpython's string-keyed StringDict or
// pylib's ordered Dict (non-string keys are passed through as objects).
func dictItems(o py.Object, fn func(k, v py.Object)) bool {
	switch d := o.(type) {
	case py.StringDict:
		for k, v := range d {
			fn(py.String(k), v)
		}
		return true
	case *pylib.Dict:
		d.Range(func(k, v py.Object) bool { fn(k, v); return true })
		return true
	}
	return false
}

func dictSet(d py.Object, k string, v py.Object) error {
	switch x := d.(type) {
	case py.StringDict:
		x[k] = v
		return nil
	case *pylib.Dict:
		return x.Set(py.String(k), v)
	}
	return py.ExceptionNewf(py.TypeError, "not a dict: %s", d.Type().Name)
}

// pylibPrelude is Python pylib wants run in each session after the host
// prelude (empty today).
func pylibPrelude() string { return pylib.PreludeSource() }

// useFrozen: frozen_code.bin was compiled through pylib's rewriter.
const useFrozen = true

// sourceModules are the modules pylib writes in Python, for frozen code.
func sourceModules() []string { return pylib.SourceModules() }

// plainDictType is pylib's dict type when o is an exact dict (not a
// subclass, whose instances may carry attributes), else nil.
func plainDictType(o py.Object) *py.Type {
	if d, ok := o.(*pylib.Dict); ok && d.Type() == pylib.DictType {
		return pylib.DictType
	}
	return nil
}

func recursionErrorType() *py.Type { return pylib.RecursionError }
