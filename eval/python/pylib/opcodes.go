package pylib

import (
	"reflect"
	"sort"

	"github.com/go-python/gpython/py"

	"github.com/rlm-go/rlm/eval/python/gpyseam"
)

// Dict displays and comprehensions are built by opcodes that hard-code
// gpython's string-keyed map, and comparisons of tuples have no hook
// (py.Tuple has no __lt__ and Go types cannot gain methods): the wrappers
// below (through gpyseam) give ordered dicts with any key and tuple
// ordering without forking gpython.
func installOpcodes() {
	gpyseam.WrapOpcode(gpyseam.GET_ITER, gpyseam.LayerContainers, "ordered dicts, comparisons, bytes, f(**d)", func(getIter gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, arg int32) error {
			// gpython's bytes has no iterator: for b in data, and the
			// comprehension over "é".encode(), failed.
			s := *v.Stack()
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
	})
	gpyseam.WrapOpcode(gpyseam.BUILD_MAP, gpyseam.LayerContainers, "ordered dicts, comparisons, bytes, f(**d)", func(_ gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, count int32) error {
			st := v.Stack()
			*st = append(*st, NewDict())
			return nil
		}
	})
	gpyseam.WrapOpcode(gpyseam.STORE_MAP, gpyseam.LayerContainers, "ordered dicts, comparisons, bytes, f(**d)", func(storeMap gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, arg int32) error {
			st := v.Stack()
			s := *st
			d, ok := s[len(s)-3].(*Dict)
			if !ok {
				return storeMap(v, arg)
			}
			key, value := s[len(s)-1], s[len(s)-2]
			*st = s[:len(s)-2]
			return d.Set(key, value)
		}
	})
	gpyseam.WrapOpcode(gpyseam.MAP_ADD, gpyseam.LayerContainers, "ordered dicts, comparisons, bytes, f(**d)", func(mapAdd gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, i int32) error {
			st := v.Stack()
			s := *st
			d, ok := s[len(s)-2-int(i)].(*Dict)
			if !ok {
				return mapAdd(v, i)
			}
			key, value := s[len(s)-1], s[len(s)-2]
			*st = s[:len(s)-2]
			return d.Set(key, value)
		}
	})
	gpyseam.WrapOpcode(gpyseam.COMPARE_OP, gpyseam.LayerContainers, "ordered dicts, comparisons, bytes, f(**d)", func(compare gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, op int32) error {
			s := *v.Stack()
			if len(s) >= 2 && op <= gpyseam.PyCmp_GE {
				if r, ok := intFloatCompare(op, s[len(s)-2], s[len(s)-1]); ok {
					s[len(s)-2] = r
					*v.Stack() = s[:len(s)-1]
					return nil
				}
				if r, handled, err := userCompare(op, s[len(s)-2], s[len(s)-1]); handled {
					if err != nil {
						return err
					}
					s[len(s)-2] = r
					*v.Stack() = s[:len(s)-1]
					return nil
				}
			}
			if len(s) >= 2 && (op == gpyseam.PyCmp_IS || op == gpyseam.PyCmp_IS_NOT) {
				same := sameObject(s[len(s)-2], s[len(s)-1])
				s[len(s)-2] = py.NewBool(same == (op == gpyseam.PyCmp_IS))
				*v.Stack() = s[:len(s)-1]
				return nil
			}
			if len(s) >= 2 {
				if r, handled, err := containerCompare(op, s[len(s)-2], s[len(s)-1]); handled {
					if err != nil {
						return err
					}
					s[len(s)-2] = r
					*v.Stack() = s[:len(s)-1]
					return nil
				}
			}
			if len(s) >= 2 && (op <= gpyseam.PyCmp_LE || op == gpyseam.PyCmp_GT || op == gpyseam.PyCmp_GE) {
				r, handled, err := compareOp(op, s[len(s)-2], s[len(s)-1])
				if handled {
					if err != nil {
						return err
					}
					s[len(s)-2] = r
					*v.Stack() = s[:len(s)-1]
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
	})
	getitem, _ := py.BytesType.Dict["__getitem__"].(*py.Method)
	gpyseam.WrapOpcode(gpyseam.BINARY_SUBSCR, gpyseam.LayerContainers, "ordered dicts, comparisons, bytes, f(**d)", func(subscr gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, arg int32) error {
			s := *v.Stack()
			if b, ok := s[len(s)-2].(py.Bytes); ok && getitem != nil {
				r, err := getitem.Call(b, py.Tuple{s[len(s)-1]})
				if err != nil {
					return err
				}
				s[len(s)-2] = r
				*v.Stack() = s[:len(s)-1]
				return nil
			}
			if t, ok := s[len(s)-2].(*py.Type); ok && !instanceOf(t) {
				if r, handled, err := classSubscript(t, s[len(s)-1]); handled {
					if err != nil {
						return err
					}
					s[len(s)-2] = r
					*v.Stack() = s[:len(s)-1]
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
	})
	gpyseam.WrapOpcode(gpyseam.CALL_FUNCTION, gpyseam.LayerContainers, "ordered dicts, comparisons, bytes, f(**d)", func(call gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, arg int32) error {
			st := v.Stack()
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
	})
	// f(**d): gpython accepts only its own string-keyed dict there.
	for _, op := range []gpyseam.Opcode{gpyseam.CALL_FUNCTION_KW, gpyseam.CALL_FUNCTION_VAR_KW} {
		gpyseam.WrapOpcode(op, gpyseam.LayerContainers, "ordered dicts, comparisons, bytes, f(**d)", func(next gpyseam.OpFunc) gpyseam.OpFunc {
			return func(v *gpyseam.VM, arg int32) error {
				s := *v.Stack()
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
		})
	}
	// At gpyseam.LayerKwargsOrder, above this layer: it sees a **mapping
	// before it becomes a StringDict.
	installKwargsOrder()
}

// kwargsMapping makes the **x of a CALL_FUNCTION_KW or _VAR_KW op (on
// top of stack s, arg its argument) a pylib dict when x is an instance of a
// class with keys() and __getitem__ (a collections.abc.Mapping), whose
// keys keep their order; x that is no mapping is CPython's TypeError.
// gpython took only its own dict there.
func kwargsMapping(s []py.Object, op gpyseam.Opcode, arg int32) error {
	switch m := s[len(s)-1].(type) {
	case *Dict, py.StringDict:
		return nil
	case *py.Type:
		if instanceOf(m) && m.ObjectType.Lookup("keys") != nil {
			d := NewDict()
			if err := d.update(py.Tuple{m}, nil); err != nil {
				return err
			}
			s[len(s)-1] = d
			return nil
		}
	}
	return notAMapping(s, op, arg)
}

// notAMapping is CPython's error for f(**x) when x is no mapping; s is
// the stack of the CALL_FUNCTION_KW or _VAR_KW op with argument arg.
func notAMapping(s []py.Object, op gpyseam.Opcode, arg int32) error {
	at := len(s) - 2 - int(arg&0xff) - 2*int(arg>>8&0xff)
	if op == gpyseam.CALL_FUNCTION_VAR_KW {
		at--
	}
	name := "function"
	if at >= 0 {
		fn := s[at]
		if b, ok := fn.(*py.BoundMethod); ok {
			fn = b.Method
		}
		switch f := fn.(type) {
		case *py.Function:
			name = f.Qualname
			if mod, ok := f.Globals["__name__"].(py.String); ok {
				name = string(mod) + "." + name
			}
		case *py.Type:
			name = f.Name
		case *py.Method:
			name = f.Name
		}
	}
	mapping := s[len(s)-1]
	return py.ExceptionNewf(py.TypeError, "%s() argument after ** must be a mapping, not %s", name, mapping.Type().Name)
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
