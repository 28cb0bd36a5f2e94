package pylib

import (
	"sort"
	"sync"

	"github.com/go-python/gpython/py"

	"github.com/rlm-go/rlm/eval/python/gpyseam"
)

// gpython passes keyword arguments in a Go map (py.StringDict), which has
// no order, and a function's **kwargs is such a map too: dict(b=1, a=2),
// OrderedDict(...) and the **kwargs a function sees came out sorted or in
// random order, and kwargs.pop() did not exist. CPython keeps keywords in
// the order the call wrote them.
//
// The CALL_FUNCTION opcodes record each call's keyword names, in source
// order, for as long as the call runs. A keyword map met during the call
// (the one gpython built for a Go callee, or the copy it made for a Python
// function's **kwargs) takes its order from the newest call under way
// whose names include all its keys; failing that, keys are sorted. A
// Python function's **kwargs is also turned into an ordered pylib dict the
// first time the function reads it, so it has every dict method.

type kwCall struct {
	names []string
	has   map[string]bool
}

var (
	kwMu    sync.Mutex
	kwCalls []*kwCall // calls under way, oldest first, from every session
)

func pushKwCall(names []string) *kwCall {
	c := &kwCall{names: names, has: make(map[string]bool, len(names))}
	for _, n := range names {
		c.has[n] = true
	}
	kwMu.Lock()
	kwCalls = append(kwCalls, c)
	kwMu.Unlock()
	return c
}

func popKwCall(c *kwCall) {
	kwMu.Lock()
	defer kwMu.Unlock()
	for i := len(kwCalls) - 1; i >= 0; i-- {
		if kwCalls[i] == c {
			kwCalls = append(kwCalls[:i], kwCalls[i+1:]...)
			return
		}
	}
}

// kwargOrder returns the keys of sd in the order a call under way wrote
// them, or sorted when no call accounts for them all.
func kwargOrder(sd py.StringDict) []string {
	if len(sd) > 1 {
		kwMu.Lock()
		for i := len(kwCalls) - 1; i >= 0; i-- {
			c := kwCalls[i]
			if len(c.names) < len(sd) || !c.covers(sd) {
				continue
			}
			out := make([]string, 0, len(sd))
			for _, n := range c.names {
				if _, ok := sd[n]; ok {
					out = append(out, n)
				}
			}
			kwMu.Unlock()
			return out
		}
		kwMu.Unlock()
	}
	keys := make([]string, 0, len(sd))
	for k := range sd {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func (c *kwCall) covers(sd py.StringDict) bool {
	for k := range sd {
		if !c.has[k] {
			return false
		}
	}
	return true
}

// orderedDict is sd as a pylib dict in keyword order.
func orderedDict(sd py.StringDict) *Dict {
	d := NewDict()
	for _, k := range kwargOrder(sd) {
		d.Set(py.String(k), sd[k])
	}
	return d
}

// callKeywords reads the keyword names of the call about to run off the
// stack: the name/value pairs, then the keys of a **mapping on top.
func callKeywords(s []py.Object, arg int32, star, starstar bool) []string {
	nkw := int(arg >> 8 & 0xff)
	top := len(s)
	var mapping py.Object
	if starstar {
		top--
		mapping = s[top]
	}
	if star {
		top--
	}
	var names []string
	if lo := top - 2*nkw; nkw > 0 && lo >= 0 {
		for i := lo; i < top; i += 2 {
			if k, ok := s[i].(py.String); ok {
				names = append(names, string(k))
			}
		}
	}
	switch m := mapping.(type) {
	case *Dict:
		m.Range(func(k, _ py.Object) bool {
			if ks, ok := k.(py.String); ok {
				names = append(names, string(ks))
			}
			return true
		})
	case py.StringDict:
		names = append(names, kwargOrder(m)...)
	}
	return names
}

func installKwargsOrder() {
	for _, op := range []struct {
		code           gpyseam.Opcode
		star, starstar bool
	}{
		{gpyseam.CALL_FUNCTION, false, false},
		{gpyseam.CALL_FUNCTION_VAR, true, false},
		{gpyseam.CALL_FUNCTION_KW, false, true},
		{gpyseam.CALL_FUNCTION_VAR_KW, true, true},
	} {
		op := op
		gpyseam.WrapOpcode(op.code, gpyseam.LayerKwargsOrder, "keyword order", func(next gpyseam.OpFunc) gpyseam.OpFunc {
			return func(v *gpyseam.VM, arg int32) error {
				if arg>>8&0xff == 0 && !op.starstar {
					return next(v, arg)
				}
				if op.starstar {
					if err := kwargsMapping(*v.Stack(), op.code, arg); err != nil {
						return err
					}
				}
				names := callKeywords(*v.Stack(), arg, op.star, op.starstar)
				if len(names) < 2 {
					return next(v, arg)
				}
				c := pushKwCall(names)
				defer popKwCall(c)
				return next(v, arg)
			}
		})
	}
	// A function's **kwargs becomes an ordered dict when first read.
	gpyseam.WrapOpcode(gpyseam.LOAD_FAST, gpyseam.LayerKwargsOrder, "keyword order", func(load gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, arg int32) error {
			f := v.Frame()
			if sd, ok := f.LocalVars[arg].(py.StringDict); ok && arg == kwargsSlot(f.Code) {
				f.LocalVars[arg] = orderedDict(sd)
			}
			return load(v, arg)
		}
	})
	// So does one captured by a nested function (kept in a cell).
	for _, code := range []gpyseam.Opcode{gpyseam.LOAD_CLOSURE, gpyseam.LOAD_DEREF} {
		gpyseam.WrapOpcode(code, gpyseam.LayerKwargsOrder, "keyword order", func(next gpyseam.OpFunc) gpyseam.OpFunc {
			return func(v *gpyseam.VM, arg int32) error {
				f := v.Frame()
				if int(arg) < len(f.Code.Cellvars) && int(arg) < len(f.CellAndFreeVars) {
					if c, ok := f.CellAndFreeVars[arg].(*py.Cell); ok {
						if sd, ok := c.Get().(py.StringDict); ok {
							if slot := kwargsSlot(f.Code); slot >= 0 && f.Code.Cellvars[arg] == f.Code.Varnames[slot] {
								c.Set(orderedDict(sd))
							}
						}
					}
				}
				return next(v, arg)
			}
		})
	}
}

// kwargsSlot is the local variable index of a code object's **kwargs, or
// -1 when it has none.
func kwargsSlot(co *py.Code) int32 {
	if co.Flags&py.CO_VARKEYWORDS == 0 {
		return -1
	}
	i := co.Argcount + co.Kwonlyargcount
	if co.Flags&py.CO_VARARGS != 0 {
		i++
	}
	return i
}
