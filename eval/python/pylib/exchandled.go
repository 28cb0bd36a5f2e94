package pylib

import (
	"github.com/go-python/gpython/py"

	"github.com/rlm-go/rlm/eval/python/gpyseam"
)

// handledKey is where the sys module of a context keeps the exception its
// except clauses are handling, for sys.exc_info(), sys.exception() and
// traceback.format_exc(): gpython's VM knows it, but a built-in function
// cannot reach the VM. Kept per context, in that context's sys module.
const handledKey = "_pylib_handled"

// pyCmpExcMatch is COMPARE_OP's argument for an except clause's test.
const pyCmpExcMatch = 10

// installHandled records the handled exception where an except clause
// tests it and where a handler ends (POP_EXCEPT restores the outer one),
// and gives the caught exception its __traceback__, which gpython keeps
// only beside it.
func installHandled() {
	gpyseam.WrapOpcode(gpyseam.COMPARE_OP, gpyseam.LayerRaise, "__traceback__, sys.exc_info", func(next gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, op int32) error {
			if op == pyCmpExcMatch {
				h := v.Handled()
				if e, ok := h.Value.(*py.Exception); ok && e.Traceback == nil && h.Traceback != nil {
					e.Traceback = h.Traceback
				}
				recordHandled(v)
			}
			return next(v, op)
		}
	})
	gpyseam.WrapOpcode(gpyseam.POP_EXCEPT, gpyseam.LayerRaise, "sys.exc_info", func(next gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, arg int32) error {
			err := next(v, arg)
			recordHandled(v)
			return err
		}
	})
	impl := py.GetModuleImpl("sys")
	if impl == nil {
		return
	}
	handled := func(self py.Object) py.Tuple {
		if m, ok := self.(*py.Module); ok {
			if t, ok := m.Globals[handledKey].(py.Tuple); ok && len(t) == 3 {
				return t
			}
		}
		return py.Tuple{py.None, py.None, py.None}
	}
	excInfo := py.MustNewMethod("exc_info", func(self py.Object) (py.Object, error) {
		return handled(self), nil
	}, 0, "exc_info() -> (type, value, traceback) of the exception being handled")
	exception := py.MustNewMethod("exception", func(self py.Object) (py.Object, error) {
		return handled(self)[1], nil
	}, 0, "exception() -> the exception being handled, or None")
	found := false
	for i, m := range impl.Methods {
		if m.Name == "exc_info" {
			impl.Methods[i] = excInfo
			found = true
		}
	}
	if !found {
		impl.Methods = append(impl.Methods, excInfo)
	}
	impl.Methods = append(impl.Methods, exception)
}

func recordHandled(v *gpyseam.VM) {
	f := v.Frame()
	if f == nil || f.Context == nil {
		return
	}
	sys, err := f.Context.GetModule("sys")
	if err != nil {
		return
	}
	h := v.Handled()
	e, ok := h.Value.(*py.Exception)
	if !ok {
		delete(sys.Globals, handledKey)
		return
	}
	var tb py.Object = py.None
	if h.Traceback != nil {
		tb = h.Traceback
	}
	sys.Globals[handledKey] = py.Tuple{e.Base, e, tb}
}
