package python

import (
	"math"
	"strings"

	"github.com/go-python/gpython/py"

	"github.com/rlm-go/rlm/eval/python/gpyseam"
)

// A loop like `for i in range(n): t += i` spends most of its time outside
// the arithmetic: INPLACE_ADD goes through our size check, pylib's operator
// hook (user classes), py.IAdd's dispatch and intAdd before adding two
// int64s. The wrappers below sit outermost on the opcode table
// (gpyseam.LayerFast) and answer the plain cases — two py.Int that do not
// overflow, two py.String compared, a list or tuple indexed by an int —
// directly, with gpython's exact results; every other operand pair, and
// every overflow, takes the full path. None of these cases can involve a
// user-defined method (py.Int, py.String, *py.List and py.Tuple are never
// user classes), so skipping the hooks cannot skip a __add__ or __eq__.

func installFastOps() {
	arith := map[gpyseam.Opcode]func(a, b int64) (int64, bool){
		gpyseam.BINARY_ADD: addInt, gpyseam.INPLACE_ADD: addInt,
		gpyseam.BINARY_SUBTRACT: subInt, gpyseam.INPLACE_SUBTRACT: subInt,
		gpyseam.BINARY_MULTIPLY: mulInt, gpyseam.INPLACE_MULTIPLY: mulInt,
		gpyseam.BINARY_MODULO: modInt, gpyseam.INPLACE_MODULO: modInt,
		gpyseam.BINARY_FLOOR_DIVIDE: floorDivInt, gpyseam.INPLACE_FLOOR_DIVIDE: floorDivInt,
	}
	for op, fn := range arith {
		gpyseam.WrapOpcode(op, gpyseam.LayerFast, "int arithmetic", func(next opFunc) opFunc { return intArith(next, fn) })
	}
	gpyseam.WrapOpcode(gpyseam.COMPARE_OP, gpyseam.LayerFast, "int/str comparisons", fastCompare)
	gpyseam.WrapOpcode(gpyseam.LOAD_ATTR, gpyseam.LayerFast, "methods of exact str, list, tuple, dict", fastLoadAttr)
}

// fastLoadAttr serves `s.split`, `lst.append`, `d.get` on the exact
// built-in str, list, tuple and dict: the method from the type's own dict,
// bound through its __get__, which is what py.GetAttrString ends up doing
// for them after a __getattribute__ probe, a reflection check for dunder
// names, an instance-dict read (pylib dicts allocate one on the first) and
// an MRO walk. Dunder names, subclasses and anything not found in the
// type's own dict take the full path.
func fastLoadAttr(next opFunc) opFunc {
	return func(v *gpyseam.VM, namei int32) error {
		f := v.Frame()
		st := f.Stack
		o := st[len(st)-1]
		var t *py.Type
		switch o.(type) {
		case py.String:
			t = py.StringType
		case *py.List:
			t = py.ListType
		case py.Tuple:
			t = py.TupleType
		default:
			if t = plainDictType(o); t == nil {
				return next(v, namei)
			}
		}
		name := f.Code.Names[namei]
		if len(name) >= 2 && name[0] == '_' && name[1] == '_' {
			return next(v, namei)
		}
		attr, ok := t.Dict[name]
		if !ok {
			return next(v, namei)
		}
		if g, ok := attr.(py.I__get__); ok {
			r, err := g.M__get__(o, t)
			if err != nil {
				return err
			}
			attr = r
		}
		st[len(st)-1] = attr
		return nil
	}
}

func intArith(next opFunc, fn func(a, b int64) (int64, bool)) opFunc {
	return func(v *gpyseam.VM, arg int32) error {
		f := v.Frame()
		st := f.Stack
		if n := len(st); n >= 2 {
			if a, ok := st[n-2].(py.Int); ok {
				if b, ok := st[n-1].(py.Int); ok {
					if r, ok := fn(int64(a), int64(b)); ok {
						st[n-2] = py.Int(r)
						st[n-1] = nil
						f.Stack = st[:n-1]
						return nil
					}
				}
			}
		}
		return next(v, arg)
	}
}

// The int functions report ok=false when gpython must handle the operands
// (overflow into a big int, division by zero).

func addInt(a, b int64) (int64, bool) {
	r := a + b
	return r, (a^r)&(b^r) >= 0
}

func subInt(a, b int64) (int64, bool) {
	r := a - b
	return r, (a^b)&(a^r) >= 0
}

func mulInt(a, b int64) (int64, bool) {
	if a < math.MinInt32 || a > math.MaxInt32 || b < math.MinInt32 || b > math.MaxInt32 {
		return 0, false
	}
	return a * b, true
}

// modInt is Python's %: the result has the sign of the divisor.
func modInt(a, b int64) (int64, bool) {
	if b == 0 || (b == -1 && a == math.MinInt64) {
		return 0, false
	}
	r := a % b
	if r != 0 && (r < 0) != (b < 0) {
		r += b
	}
	return r, true
}

// floorDivInt is Python's //: rounded towards negative infinity.
func floorDivInt(a, b int64) (int64, bool) {
	if b == 0 || (b == -1 && a == math.MinInt64) {
		return 0, false
	}
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q, true
}

// fastCompare answers <, <=, ==, !=, >, >= between two ints or two strings.
// Go orders UTF-8 strings bytewise, which is the code point order Python
// uses.
func fastCompare(next opFunc) opFunc {
	return func(v *gpyseam.VM, op int32) error {
		f := v.Frame()
		st := f.Stack
		n := len(st)
		if n < 2 {
			return next(v, op)
		}
		if op == gpyseam.PyCmp_IN || op == gpyseam.PyCmp_NOT_IN {
			// str in str: the substring test a search loop over lines does
			// once per line and word. Subclasses of str are other Go types
			// and take the general path.
			needle, ok1 := st[n-2].(py.String)
			hay, ok2 := st[n-1].(py.String)
			if !ok1 || !ok2 {
				return next(v, op)
			}
			st[n-2] = py.NewBool(strings.Contains(string(hay), string(needle)) == (op == gpyseam.PyCmp_IN))
			st[n-1] = nil
			f.Stack = st[:n-1]
			return nil
		}
		if op > gpyseam.PyCmp_GE {
			return next(v, op)
		}
		var c int
		switch a := st[n-2].(type) {
		case py.Int:
			b, ok := st[n-1].(py.Int)
			if !ok {
				return next(v, op)
			}
			c = cmp3(a, b)
		case py.String:
			b, ok := st[n-1].(py.String)
			if !ok {
				return next(v, op)
			}
			c = cmp3(a, b)
		default:
			return next(v, op)
		}
		var r bool
		switch op {
		case gpyseam.PyCmp_LT:
			r = c < 0
		case gpyseam.PyCmp_LE:
			r = c <= 0
		case gpyseam.PyCmp_EQ:
			r = c == 0
		case gpyseam.PyCmp_NE:
			r = c != 0
		case gpyseam.PyCmp_GT:
			r = c > 0
		case gpyseam.PyCmp_GE:
			r = c >= 0
		}
		st[n-2] = py.NewBool(r)
		st[n-1] = nil
		f.Stack = st[:n-1]
		return nil
	}
}

func cmp3[T py.Int | py.String](a, b T) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// seqItem serves list[i] and tuple[i] for an int i; ok is false for other
// operands (slices, dicts, user classes).
func seqItem(o, key py.Object) (res py.Object, err error, ok bool) {
	i, isInt := key.(py.Int)
	if !isInt {
		return nil, nil, false
	}
	var items []py.Object
	var what string
	switch s := o.(type) {
	case *py.List:
		items, what = s.Items, "list"
	case py.Tuple:
		items, what = s, "tuple"
	default:
		return nil, nil, false
	}
	k := int(i)
	if k < 0 {
		k += len(items)
	}
	if k < 0 || k >= len(items) {
		return nil, py.ExceptionNewf(py.IndexError, "%s index out of range", what), true
	}
	return items[k], nil, true
}
