package pylib

import (
	"reflect"
	"sort"
	"unsafe"

	"github.com/go-python/gpython/py"
	"github.com/go-python/gpython/vm"
)

// Why a linkname: dict displays and comprehensions are built by opcodes that
// hard-code gpython's string-keyed map, and comparisons of tuples have no
// hook (py.Tuple has no __lt__ and Go types cannot gain methods). gpython
// dispatches every opcode through the private table vm.jumpTable, so
// replacing a few entries gives ordered dicts with any key and tuple
// ordering without forking it. eval/python wraps other entries of the same
// table; each side wraps what it finds, so the order of installation does
// not matter. TestOpcodeTableShape fails loudly if the pinned gpython
// changes the table or the Vm layout.
//
//go:linkname jumpTable github.com/go-python/gpython/vm.jumpTable
var jumpTable [256]func(unsafe.Pointer, int32) error

// vmFrame mirrors the first field of gpython's vm.Vm.
type vmFrame struct {
	frame *py.Frame
}

func stackOf(v unsafe.Pointer) *[]py.Object { return &(*vmFrame)(v).frame.Stack }

func installOpcodes() {
	getIter := jumpTable[vm.GET_ITER]
	jumpTable[vm.GET_ITER] = func(v unsafe.Pointer, arg int32) error {
		// gpython's bytes has no iterator: for b in data, and the
		// comprehension over "é".encode(), failed.
		s := *stackOf(v)
		if b, ok := s[len(s)-1].(py.Bytes); ok {
			ints := make(py.Tuple, len(b))
			for i, c := range b {
				ints[i] = py.Int(c)
			}
			s[len(s)-1] = py.NewIterator(ints)
			return nil
		}
		return getIter(v, arg)
	}
	jumpTable[vm.BUILD_MAP] = func(v unsafe.Pointer, count int32) error {
		st := stackOf(v)
		*st = append(*st, NewDict())
		return nil
	}
	storeMap := jumpTable[vm.STORE_MAP]
	jumpTable[vm.STORE_MAP] = func(v unsafe.Pointer, arg int32) error {
		st := stackOf(v)
		s := *st
		d, ok := s[len(s)-3].(*Dict)
		if !ok {
			return storeMap(v, arg)
		}
		key, value := s[len(s)-1], s[len(s)-2]
		*st = s[:len(s)-2]
		return d.Set(key, value)
	}
	mapAdd := jumpTable[vm.MAP_ADD]
	jumpTable[vm.MAP_ADD] = func(v unsafe.Pointer, i int32) error {
		st := stackOf(v)
		s := *st
		d, ok := s[len(s)-2-int(i)].(*Dict)
		if !ok {
			return mapAdd(v, i)
		}
		key, value := s[len(s)-1], s[len(s)-2]
		*st = s[:len(s)-2]
		return d.Set(key, value)
	}
	compare := jumpTable[vm.COMPARE_OP]
	jumpTable[vm.COMPARE_OP] = func(v unsafe.Pointer, op int32) error {
		s := *stackOf(v)
		if len(s) >= 2 && op <= 5 {
			if r, ok := intFloatCompare(op, s[len(s)-2], s[len(s)-1]); ok {
				s[len(s)-2] = r
				*stackOf(v) = s[:len(s)-1]
				return nil
			}
			if r, handled, err := userCompare(op, s[len(s)-2], s[len(s)-1]); handled {
				if err != nil {
					return err
				}
				s[len(s)-2] = r
				*stackOf(v) = s[:len(s)-1]
				return nil
			}
		}
		if len(s) >= 2 && (op == cmpIs || op == cmpIsNot) {
			same := sameObject(s[len(s)-2], s[len(s)-1])
			s[len(s)-2] = py.NewBool(same == (op == cmpIs))
			*stackOf(v) = s[:len(s)-1]
			return nil
		}
		if len(s) >= 2 {
			if r, handled, err := containerCompare(op, s[len(s)-2], s[len(s)-1]); handled {
				if err != nil {
					return err
				}
				s[len(s)-2] = r
				*stackOf(v) = s[:len(s)-1]
				return nil
			}
		}
		if len(s) >= 2 && (op <= 1 || op == 4 || op == 5) {
			r, handled, err := compareOp(op, s[len(s)-2], s[len(s)-1])
			if handled {
				if err != nil {
					return err
				}
				s[len(s)-2] = r
				*stackOf(v) = s[:len(s)-1]
				return nil
			}
		}
		if len(s) >= 2 && orderOpNames[op] != "" {
			a, b := s[len(s)-2], s[len(s)-1]
			if err := compare(v, op); err != nil {
				return orderingError(err, orderOpNames[op], a, b)
			}
			return nil
		}
		return compare(v, op)
	}
	subscr := jumpTable[vm.BINARY_SUBSCR]
	getitem, _ := py.BytesType.Dict["__getitem__"].(*py.Method)
	jumpTable[vm.BINARY_SUBSCR] = func(v unsafe.Pointer, arg int32) error {
		s := *stackOf(v)
		if b, ok := s[len(s)-2].(py.Bytes); ok && getitem != nil {
			r, err := getitem.Call(b, py.Tuple{s[len(s)-1]})
			if err != nil {
				return err
			}
			s[len(s)-2] = r
			*stackOf(v) = s[:len(s)-1]
			return nil
		}
		if t, ok := s[len(s)-2].(*py.Type); ok && !instanceOf(t) {
			if r, handled, err := classSubscript(t, s[len(s)-1]); handled {
				if err != nil {
					return err
				}
				s[len(s)-2] = r
				*stackOf(v) = s[:len(s)-1]
				return nil
			}
		}
		// CPython names the sequence in its IndexError.
		if i, ok := s[len(s)-1].(py.Int); ok {
			var n int
			kind := ""
			switch x := s[len(s)-2].(type) {
			case *py.List:
				n, kind = len(x.Items), "list"
			case py.Tuple:
				n, kind = len(x), "tuple"
			}
			if kind != "" && (int(i) >= n || int(i) < -n) {
				return py.ExceptionNewf(py.IndexError, "%s index out of range", kind)
			}
		}
		seq, key := s[len(s)-2], s[len(s)-1]
		err := subscr(v, arg)
		if err != nil && exceptionMessage(err) == "unsupported operand type(s) for index: '"+key.Type().Name+"'" {
			// CPython names the sequence and what an index must be.
			switch seq.(type) {
			case *py.List:
				return py.ExceptionNewf(py.TypeError, "list indices must be integers or slices, not %s", key.Type().Name)
			case py.Tuple:
				return py.ExceptionNewf(py.TypeError, "tuple indices must be integers or slices, not %s", key.Type().Name)
			case py.String:
				return py.ExceptionNewf(py.TypeError, "string indices must be integers, not '%s'", key.Type().Name)
			case py.Bytes:
				return py.ExceptionNewf(py.TypeError, "byte indices must be integers or slices, not %s", key.Type().Name)
			}
		}
		return err
	}
	call := jumpTable[vm.CALL_FUNCTION]
	jumpTable[vm.CALL_FUNCTION] = func(v unsafe.Pointer, arg int32) error {
		st := stackOf(v)
		nargs, nkw := int(arg&0xff), int(arg>>8&0xff)
		if nkw == 0 && nargs >= 2 && nargs <= 3 {
			s := *st
			args := s[len(s)-nargs:]
			if m, ok := s[len(s)-nargs-1].(*py.Method); ok && isEvalOrExec(m) {
				if done, err := namespacesIn(args[1:]); done != nil || err != nil {
					if err != nil {
						return err
					}
					err := call(v, arg)
					if werr := done(); err == nil {
						err = werr
					}
					return err
				}
			}
		}
		return call(v, arg)
	}
	// f(**d): gpython accepts only its own string-keyed dict there.
	for _, op := range []vm.OpCode{vm.CALL_FUNCTION_KW, vm.CALL_FUNCTION_VAR_KW} {
		next := jumpTable[op]
		jumpTable[op] = func(v unsafe.Pointer, arg int32) error {
			s := *stackOf(v)
			if d, ok := s[len(s)-1].(*Dict); ok {
				sd := py.NewStringDictSized(d.Len())
				var err error
				d.Range(func(k, val py.Object) bool {
					ks, ok := k.(py.String)
					if !ok {
						err = py.ExceptionNewf(py.TypeError, "keywords must be strings")
						return false
					}
					sd[string(ks)] = val
					return true
				})
				if err != nil {
					return err
				}
				s[len(s)-1] = sd
			}
			return next(v, arg)
		}
	}
	// Outermost, so it sees a **mapping before it becomes a StringDict.
	installKwargsOrder()
}

// orderOpNames spells the ordering comparisons by their COMPARE_OP argument.
var orderOpNames = map[int32]string{0: "<", 1: "<=", 4: ">", 5: ">="}

func isEvalOrExec(m *py.Method) bool {
	in := m.Internal()
	return in == py.InternalMethodEval || in == py.InternalMethodExec
}

// namespacesIn lets exec and eval take pylib dicts as their globals and
// locals (gpython's accept only its own string-keyed dict): each *Dict in
// args is swapped in place for a StringDict of its string keys, and done
// writes what the code bound, rebound or deleted back into the *Dict. done
// is nil when no argument is a *Dict.
func namespacesIn(args []py.Object) (done func() error, err error) {
	type pair struct {
		d  *Dict
		sd py.StringDict
	}
	var pairs []pair
	for i, a := range args {
		d, ok := a.(*Dict)
		if !ok {
			continue
		}
		var sd py.StringDict
		for _, p := range pairs {
			if p.d == d {
				sd = p.sd // exec(src, ns, ns): one namespace, as in CPython
			}
		}
		if sd == nil {
			sd = py.NewStringDictSized(d.Len())
			d.Range(func(k, v py.Object) bool {
				if ks, ok := k.(py.String); ok {
					sd[string(ks)] = v
				}
				return true
			})
			pairs = append(pairs, pair{d, sd})
		}
		args[i] = sd
	}
	if len(pairs) == 0 {
		return nil, nil
	}
	return func() error {
		for _, p := range pairs {
			var gone []py.Object
			p.d.Range(func(k, _ py.Object) bool {
				if ks, ok := k.(py.String); ok {
					if _, kept := p.sd[string(ks)]; !kept {
						gone = append(gone, k)
					}
				}
				return true
			})
			for _, k := range gone {
				if _, err := p.d.Delete(k); err != nil {
					return err
				}
			}
			// The order the code bound new names in is lost in the map;
			// sorted keeps it deterministic, with __builtins__ (added
			// before the code ran, as CPython does) first.
			keys := make([]string, 0, len(p.sd))
			for k := range p.sd {
				keys = append(keys, k)
			}
			sort.Slice(keys, func(i, j int) bool {
				if (keys[i] == "__builtins__") != (keys[j] == "__builtins__") {
					return keys[i] == "__builtins__"
				}
				return keys[i] < keys[j]
			})
			for _, k := range keys {
				if err := p.d.Set(py.String(k), p.sd[k]); err != nil {
					return err
				}
			}
		}
		return nil
	}, nil
}

// COMPARE_OP's arguments for the identity tests.
const (
	cmpIs    = 8
	cmpIsNot = 9
)

// sameObject is Python's `a is b`. gpython compares the interfaces with
// ==, which panics on a tuple or bytes (Go slices) and a StringDict (a Go
// map): those are one object when they share their storage.
func sameObject(a, b py.Object) bool {
	switch x := a.(type) {
	case py.Tuple:
		y, ok := b.(py.Tuple)
		return ok && len(x) == len(y) && (len(x) == 0 || &x[0] == &y[0])
	case py.Bytes:
		y, ok := b.(py.Bytes)
		return ok && len(x) == len(y) && (len(x) == 0 || &x[0] == &y[0])
	case py.StringDict:
		y, ok := b.(py.StringDict)
		return ok && reflect.ValueOf(x).Pointer() == reflect.ValueOf(y).Pointer()
	}
	if ta := reflect.TypeOf(a); ta != nil && ta == reflect.TypeOf(b) && !ta.Comparable() {
		return false // another value type == would panic on
	}
	return a == b
}
