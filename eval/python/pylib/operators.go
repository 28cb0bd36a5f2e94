package pylib

import (
	"strings"

	"github.com/go-python/gpython/py"

	"github.com/rlm-go/rlm/eval/python/gpyseam"
)

// gpython never looks for __add__, __lt__, __call__ and friends defined in
// Python classes: its operators only know Go types. These hooks dispatch
// operators on instances of Python classes to their dunder methods, and fix
// two Go-type gaps on the way (tuple + tuple drops items, bool arithmetic
// is missing).

// isInstance reports whether o is an instance of a Python class (gpython
// represents those as *py.Type values whose type is the class).
func isInstance(o py.Object) (*py.Type, bool) {
	t, ok := o.(*py.Type)
	if !ok || !instanceOf(t) {
		return nil, false
	}
	return t.ObjectType, true
}

// dunder finds a Python-defined method name on o's class.
func dunder(o py.Object, name string) py.Object {
	cls, ok := isInstance(o)
	if !ok {
		if d, isDict := o.(*Dict); isDict && d.typ != DictType {
			cls = d.typ
		} else {
			return nil
		}
	}
	for _, b := range cls.Mro {
		bt, ok := b.(*py.Type)
		if !ok {
			continue
		}
		if v, ok := bt.Dict[name]; ok {
			if d, isShared := v.(*classDunder); isShared {
				v = d.member
			}
			if _, isFn := v.(*py.Function); isFn {
				return v
			}
			return nil
		}
	}
	return nil
}

type binop struct {
	name, rname, iname string
}

var binops = map[gpyseam.Opcode]binop{
	gpyseam.BINARY_ADD: {"__add__", "__radd__", ""}, gpyseam.INPLACE_ADD: {"__add__", "__radd__", "__iadd__"},
	gpyseam.BINARY_SUBTRACT: {"__sub__", "__rsub__", ""}, gpyseam.INPLACE_SUBTRACT: {"__sub__", "__rsub__", "__isub__"},
	gpyseam.BINARY_MULTIPLY: {"__mul__", "__rmul__", ""}, gpyseam.INPLACE_MULTIPLY: {"__mul__", "__rmul__", "__imul__"},
	gpyseam.BINARY_TRUE_DIVIDE: {"__truediv__", "__rtruediv__", ""}, gpyseam.INPLACE_TRUE_DIVIDE: {"__truediv__", "__rtruediv__", "__itruediv__"},
	gpyseam.BINARY_FLOOR_DIVIDE: {"__floordiv__", "__rfloordiv__", ""}, gpyseam.INPLACE_FLOOR_DIVIDE: {"__floordiv__", "__rfloordiv__", "__ifloordiv__"},
	gpyseam.BINARY_MODULO: {"__mod__", "__rmod__", ""}, gpyseam.INPLACE_MODULO: {"__mod__", "__rmod__", "__imod__"},
	gpyseam.BINARY_POWER: {"__pow__", "__rpow__", ""}, gpyseam.INPLACE_POWER: {"__pow__", "__rpow__", "__ipow__"},
	gpyseam.BINARY_AND: {"__and__", "__rand__", ""}, gpyseam.INPLACE_AND: {"__and__", "__rand__", "__iand__"},
	gpyseam.BINARY_OR: {"__or__", "__ror__", ""}, gpyseam.INPLACE_OR: {"__or__", "__ror__", "__ior__"},
	gpyseam.BINARY_XOR: {"__xor__", "__rxor__", ""}, gpyseam.INPLACE_XOR: {"__xor__", "__rxor__", "__ixor__"},
	gpyseam.BINARY_LSHIFT: {"__lshift__", "__rlshift__", ""}, gpyseam.BINARY_RSHIFT: {"__rshift__", "__rrshift__", ""},
}

// userBinop applies a Python-defined operator; handled is false when
// neither operand defines one.
func userBinop(op binop, a, b py.Object) (py.Object, bool, error) {
	try := func(fn, self, other py.Object) (py.Object, bool, error) {
		if fn == nil {
			return nil, false, nil
		}
		r, err := py.Call(fn, py.Tuple{self, other}, nil)
		if err != nil {
			return nil, true, err
		}
		if r == py.NotImplemented {
			return nil, false, nil
		}
		return r, true, nil
	}
	if op.iname != "" {
		if r, ok, err := try(dunder(a, op.iname), a, b); ok {
			return r, true, err
		}
	}
	if r, ok, err := try(dunder(a, op.name), a, b); ok {
		return r, true, err
	}
	if r, ok, err := try(dunder(b, op.rname), b, a); ok {
		return r, true, err
	}
	return nil, false, nil
}

// matmul is the @ operator, which only classes define.
func matmul(op binop, sym string, a, b py.Object) (py.Object, error) {
	if r, ok, err := userBinop(op, a, b); ok {
		return r, err
	}
	return nil, py.ExceptionNewf(py.TypeError, "unsupported operand type(s) for %s: '%s' and '%s'", sym, a.Type().Name, b.Type().Name)
}

// typeUnion reports a | b that type.__or__ answers with a union: two
// types (or None), where neither is a class whose metaclass has its own |.
func typeUnion(a, b py.Object) bool {
	if !unionable(a) || !unionable(b) || (a == py.None && b == py.None) {
		return false
	}
	for _, o := range []py.Object{a, b} {
		if t, ok := o.(*py.Type); ok && hasMetaclass(t) && pythonDefined(t.ObjectType, "__or__") != nil {
			return false
		}
	}
	return true
}

// boolBitwise is &, | or ^ between bools, which stay bools.
func boolBitwise(name string, a, b py.Bool) py.Object {
	switch name {
	case "__and__":
		return a && b
	case "__or__":
		return a || b
	}
	return py.NewBool(a != b)
}

func isNumber(o py.Object) bool {
	switch o.(type) {
	case py.Bool, py.Int, *py.BigInt, py.Float, py.Complex:
		return true
	}
	return false
}

func boolToInt(o py.Object) py.Object {
	if b, ok := o.(py.Bool); ok {
		if b {
			return py.Int(1)
		}
		return py.Int(0)
	}
	return o
}

// concatMessage words a failed str/list/tuple + the way CPython does.
func concatMessage(err error, a, b py.Object) error {
	if !py.IsException(py.TypeError, err) || a.Type() == b.Type() {
		return err
	}
	switch a.(type) {
	case py.String, *py.List, py.Tuple:
		return py.ExceptionNewf(py.TypeError, "can only concatenate %s (not \"%s\") to %s", a.Type().Name, b.Type().Name, a.Type().Name)
	}
	return err
}

// repeatMessage words a failed sequence * non-int the way CPython does.
func repeatMessage(err error, a, b py.Object) error {
	if !py.IsException(py.TypeError, err) || !strings.HasPrefix(exceptionMessage(err), "unsupported operand type(s) for *") {
		return err
	}
	isSeq := func(o py.Object) bool {
		switch o.(type) {
		case py.String, *py.List, py.Tuple, py.Bytes, *ByteArray:
			return true
		}
		return false
	}
	switch {
	case isSeq(a):
		return py.ExceptionNewf(py.TypeError, "can't multiply sequence by non-int of type '%s'", b.Type().Name)
	case isSeq(b):
		return py.ExceptionNewf(py.TypeError, "can't multiply sequence by non-int of type '%s'", a.Type().Name)
	}
	return err
}

func installOperators() {
	for code, op := range binops {
		op := op
		isAdd := code == gpyseam.BINARY_ADD || code == gpyseam.INPLACE_ADD
		isOr := code == gpyseam.BINARY_OR || code == gpyseam.INPLACE_OR
		gpyseam.WrapOpcode(code, gpyseam.LayerOperators, "user-class operators", func(next gpyseam.OpFunc) gpyseam.OpFunc {
			return func(v *gpyseam.VM, arg int32) error {
				st := v.Stack()
				s := *st
				a, b := s[len(s)-2], s[len(s)-1]
				if isAdd {
					if ta, ok := a.(py.Tuple); ok {
						if tb, ok := b.(py.Tuple); ok {
							r := make(py.Tuple, 0, len(ta)+len(tb))
							s[len(s)-2] = append(append(r, ta...), tb...)
							*st = s[:len(s)-1]
							return nil
						}
					}
				}
				_, ai := a.(py.Bool)
				_, bi := b.(py.Bool)
				if ai && bi && op.name == "__and__" || ai && bi && op.name == "__or__" || ai && bi && op.name == "__xor__" {
					s[len(s)-2] = boolBitwise(op.name, a.(py.Bool), b.(py.Bool))
					*st = s[:len(s)-1]
					return nil
				}
				// A bool is an int in arithmetic and in "ab" * True, but
				// "%s" % True is "True" and True - None names bool in its
				// error.
				if (ai || bi) && (isNumber(a) && isNumber(b) || op.name == "__mul__") {
					a, b = boolToInt(a), boolToInt(b)
					s[len(s)-2], s[len(s)-1] = a, b
				}
				if r, ok, err := userBinop(op, a, b); ok {
					if err != nil {
						return err
					}
					s[len(s)-2] = r
					*st = s[:len(s)-1]
					return nil
				}
				// An instance of a class deriving from int, str, list...
				// without the operator of its own: the base's, on the value.
				var boxedA py.Object
				if va, ok := unbox(a); ok {
					switch va.(type) {
					case *py.List, *Set:
						boxedA = a
					}
					a, s[len(s)-2] = va, va
				}
				if vb, ok := unbox(b); ok {
					// "%s" % x formats x itself (its own __str__), not its value;
					// a tuple subclass is still the tuple of arguments.
					_, format := a.(py.String)
					_, args := vb.(py.Tuple)
					if !format || op.name != "__mod__" || args {
						b, s[len(s)-1] = vb, vb
					}
				}
				if isAdd {
					if ta, ok := a.(py.Tuple); ok {
						if tb, ok := b.(py.Tuple); ok {
							s[len(s)-2] = append(append(make(py.Tuple, 0, len(ta)+len(tb)), ta...), tb...)
							*st = s[:len(s)-1]
							return nil
						}
					}
				}
				if l, ok := a.(*py.List); ok && code == gpyseam.INPLACE_ADD {
					// list += any iterable extends the list itself, as
					// list.__iadd__ does.
					if err := extendList(l, b); err != nil {
						return err
					}
					s[len(s)-2] = l
					if boxedA != nil {
						s[len(s)-2] = boxedA
					}
					*st = s[:len(s)-1]
					return nil
				}
				if code == gpyseam.INPLACE_MULTIPLY {
					if l, ok := a.(*py.List); ok {
						if n, isInt := boolToInt(b).(py.Int); isInt {
							// list *= n repeats the list itself, as
							// list.__imul__ does; other names for it see it.
							repeatInPlace(l, int(n))
							s[len(s)-2] = l
							if boxedA != nil {
								s[len(s)-2] = boxedA
							}
							*st = s[:len(s)-1]
							return nil
						}
					}
				}
				if op.iname != "" && boxedA != nil {
					// list += and set |= change the value in place and keep
					// the instance, as list.__iadd__ returns self.
					if err := next(v, arg); err != nil {
						return err
					}
					if r := (*st)[len(*st)-1]; r == a {
						(*st)[len(*st)-1] = boxedA
					}
					return nil
				}
				if isOr && typeUnion(a, b) {
					r, err := unionOf(a, b)
					if err != nil {
						return err
					}
					s[len(s)-2] = r
					*st = s[:len(s)-1]
					return nil
				}
				if r, ok, err := numberBinop(op, a, b); ok {
					if err != nil {
						return err
					}
					s[len(s)-2] = r
					*st = s[:len(s)-1]
					return nil
				}
				err := next(v, arg)
				if isAdd && err != nil {
					err = concatMessage(err, a, b)
				}
				if op.name == "__mul__" && err != nil {
					err = repeatMessage(err, a, b)
				}
				if err != nil && exceptionMessage(err) == "long int too large to convert to float" {
					err = py.ExceptionNewf(py.OverflowError, "int too large to convert to float")
				}
				return err
			}
		})
	}
	for code, name := range map[gpyseam.Opcode]string{gpyseam.UNARY_NEGATIVE: "__neg__", gpyseam.UNARY_POSITIVE: "__pos__", gpyseam.UNARY_INVERT: "__invert__"} {
		gpyseam.WrapOpcode(code, gpyseam.LayerOperators, "user-class operators", func(next gpyseam.OpFunc) gpyseam.OpFunc {
			return func(v *gpyseam.VM, arg int32) error {
				s := *v.Stack()
				if b, ok := s[len(s)-1].(py.Bool); ok {
					s[len(s)-1] = boolToInt(b) // -True is -1
				}
				if fn := dunder(s[len(s)-1], name); fn != nil {
					r, err := py.Call(fn, py.Tuple{s[len(s)-1]}, nil)
					if err != nil {
						return err
					}
					s[len(s)-1] = r
					return nil
				}
				if x, ok := unbox(s[len(s)-1]); ok {
					s[len(s)-1] = boolToInt(x)
				}
				return next(v, arg)
			}
		})
	}
	gpyseam.WrapOpcode(gpyseam.LOAD_ATTR, gpyseam.LayerOperators, "user-class operators", func(loadAttr gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, namei int32) error {
			s := *v.Stack()
			owner := s[len(s)-1]
			if fn, ok := owner.(*py.Function); ok && v.Frame().Code.Names[namei] == "__doc__" {
				s[len(s)-1] = orNone(fn.Doc)
				return nil
			}
			// gpython reads a string-keyed dict's keys as its attributes
			// before its methods: vars(obj).items() called obj.items.
			if sd, ok := owner.(py.StringDict); ok {
				if m, ok := py.StringDictType.Dict[v.Frame().Code.Names[namei]].(py.I__get__); ok {
					r, err := m.M__get__(sd, py.StringDictType)
					if err != nil {
						return err
					}
					s[len(s)-1] = r
					return nil
				}
			}
			if name := v.Frame().Code.Names[namei]; len(name) > 4 && name[0] == '_' && name[1] == '_' {
				// str.__repr__ and friends: gpython would bind type's own
				// __repr__ to the class str.
				if t, ok := owner.(*py.Type); ok && t.Flags&py.TPFLAGS_HEAPTYPE == 0 && !instanceOf(t) {
					if u, ok := t.Dict[name].(*unboundMethod); ok {
						s[len(s)-1] = u
						return nil
					}
					// type(f).__name__: function's own __name__ is a property
					// of its instances, whose getter gpython would run on the
					// type.
					if name == "__name__" || name == "__qualname__" {
						if _, ok := t.Dict[name].(*py.Property); ok {
							s[len(s)-1] = py.String(t.Name)
							return nil
						}
					}
				}
			}
			if err := loadAttr(v, namei); err != nil {
				return err
			}
			s = *v.Stack()
			r, err := describeOwnAttr(owner, s[len(s)-1])
			if err != nil {
				return err
			}
			s[len(s)-1] = r
			return nil
		}
	})
}

// describeOwnAttr finishes reading an attribute gpython found in a type's
// own dict, which it returns without calling __get__: a classmethod or
// staticmethod read from its class comes back raw, and so do object's
// __name__ and friends. LOAD_ATTR and getattr() both go through here.
func describeOwnAttr(owner, r py.Object) (py.Object, error) {
	switch m := r.(type) {
	case *py.ClassMethod:
		return m.M__get__(py.None, owner)
	case *py.StaticMethod:
		return m.Callable, nil
	case *py.Property:
		if t, ok := owner.(*py.Type); ok && m.Fget != nil && !instanceOf(t) {
			return classPropertyGet(m, owner)
		}
	}
	return r, nil
}

var cmpNames = map[int32][2]string{0: {"__lt__", "__gt__"}, 1: {"__le__", "__ge__"}, 2: {"__eq__", "__eq__"}, 3: {"__ne__", "__ne__"}, 4: {"__gt__", "__lt__"}, 5: {"__ge__", "__le__"}}

// userCompare applies a Python-defined rich comparison.
func userCompare(op int32, a, b py.Object) (py.Object, bool, error) {
	names, ok := cmpNames[op]
	if !ok {
		return nil, false, nil
	}
	for i, pair := range [][2]py.Object{{a, b}, {b, a}} {
		fn := dunder(pair[0], names[i])
		if fn == nil {
			continue
		}
		r, err := py.Call(fn, py.Tuple{pair[0], pair[1]}, nil)
		if err != nil {
			return nil, true, err
		}
		if r != py.NotImplemented {
			return r, true, nil
		}
	}
	// object.__ne__ inverts __eq__ unless that is NotImplemented; a class
	// deriving from a built-in has the built-in's __ne__ instead.
	for _, pair := range [][2]py.Object{{a, b}, {b, a}} {
		if _, boxed := unbox(pair[0]); op != 3 || boxed || dunder(pair[0], "__ne__") != nil {
			continue
		}
		fn := dunder(pair[0], "__eq__")
		if fn == nil {
			continue
		}
		r, err := py.Call(fn, py.Tuple{pair[0], pair[1]}, nil)
		if err != nil {
			return nil, true, err
		}
		if r == py.NotImplemented {
			continue
		}
		t, err := py.MakeBool(r)
		return py.NewBool(t != py.True), true, err
	}
	// An instance of a class deriving from int, str, list... compares
	// as its value.
	va, aok := unbox(a)
	vb, bok := unbox(b)
	if aok || bok {
		if !aok {
			va = a
		}
		if !bok {
			vb = b
		}
		switch op {
		case 2, 3:
			eq, err := equal(va, vb)
			return py.NewBool(eq == (op == 2)), true, err
		}
		for sym, o := range orderOps {
			if o.code == op {
				r, err := order(sym, va, vb, 0)
				return py.NewBool(r), true, err
			}
		}
	}
	return nil, false, nil
}

// callableInstances lets instances of a class with __call__ be called:
// gpython calls an instance through its New slot.
func callableInstances(cls *py.Type) {
	if cls.Lookup("__call__") == nil {
		return
	}
	newFn := cls.New
	if newFn == nil {
		return
	}
	cls.New = func(t *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		o, err := newFn(t, args, kwargs)
		if err != nil {
			return nil, err
		}
		if inst, ok := o.(*py.Type); ok {
			inst.New = func(_ *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
				fn := dunder(inst, "__call__")
				if fn == nil {
					return nil, py.ExceptionNewf(py.TypeError, "'%s' object is not callable", inst.ObjectType.Name)
				}
				return py.Call(fn, append(py.Tuple{inst}, args...), kwargs)
			}
		}
		return o, nil
	}
}

// instanceOf tells an instance of a Python class from a class: gpython
// represents both as *py.Type; instances come from Type.Alloc, nameless and
// flagless, with a heap type (a class statement) as their type.
func instanceOf(t *py.Type) bool {
	return t.ObjectType != nil && t.Name == "" && t.Flags == 0 && t.ObjectType.Flags&py.TPFLAGS_HEAPTYPE != 0
}

// classPropertyGet runs a property found in a class's own dict with the
// class as self; a property meant for the class's instances (a getter
// that asserts its Go type) gives the property itself, as CPython's
// descriptors read through their class do, instead of a Go panic.
func classPropertyGet(m *py.Property, owner py.Object) (r py.Object, err error) {
	defer func() {
		if recover() != nil {
			r, err = m, nil
		}
	}()
	return m.Fget(owner)
}

// repeatInPlace makes l's items n copies of themselves (none when n < 1).
func repeatInPlace(l *py.List, n int) {
	if n < 1 {
		l.Items = l.Items[:0]
		return
	}
	one := append([]py.Object(nil), l.Items...)
	for i := 1; i < n; i++ {
		l.Items = append(l.Items, one...)
	}
}
