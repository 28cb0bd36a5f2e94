package pylib

import (
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
			if r, handled, err := userCompare(op, s[len(s)-2], s[len(s)-1]); handled {
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
		return subscr(v, arg)
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
}
