package pylib

import (
	"unicode/utf8"

	"github.com/go-python/gpython/py"
)

// A Python class deriving from list, str, int, tuple, float, bytes, set or
// frozenset cannot make its instances values of the Go type gpython's
// methods expect (a py.String has no room for a class). Its instances are
// ordinary Python objects that carry the built-in value under boxKey in
// their attribute map; the base's methods, protocols and operators are
// applied to that value, and so return the base type as CPython's do
// (MyList([1]) + [2] is a list, MyStr("a").upper() a str).

// boxKey holds the built-in value of an instance; no attribute name can be
// it, and vars() lists only names noted in assignment order.
const boxKey = "\x00value"

// boxBases are the built-in types a Python class may derive from by boxing.
func boxBases() []*py.Type {
	return []*py.Type{py.ListType, py.StringType, py.IntType, py.TupleType, py.FloatType, py.BytesType, SetType, FrozenSetType}
}

// boxBase is the built-in type t derives from by boxing, or nil. A
// namedtuple has tuple in its MRO without deriving from it (pylib's
// collections keeps the fields itself).
func boxBase(t *py.Type) *py.Type {
	for _, b := range t.Mro {
		bt, ok := b.(*py.Type)
		if !ok {
			continue
		}
		if bt.Flags&py.TPFLAGS_HEAPTYPE != 0 {
			if _, virtual := bt.Dict["__pylib_virtual_bases__"]; virtual {
				return nil
			}
			continue
		}
		for _, base := range boxBases() {
			if bt == base {
				return base
			}
		}
		return nil
	}
	return nil
}

// unbox is the built-in value an instance of a boxing class carries.
func unbox(o py.Object) (py.Object, bool) {
	t, ok := o.(*py.Type)
	if !ok || t.Dict == nil {
		return nil, false
	}
	v, ok := t.Dict[boxKey]
	return v, ok
}

// unboxed is o's built-in value, or o itself.
func unboxed(o py.Object) py.Object {
	if v, ok := unbox(o); ok {
		return v
	}
	return o
}

// mutableBox reports a base whose value __init__ fills (list, set) rather
// than __new__ makes.
func mutableBox(base *py.Type) bool {
	return base == py.ListType || base == SetType
}

// newBoxed makes an instance of cls (deriving from base) holding the value
// base makes of args; a list or set is left empty when a Python __init__
// will fill it.
func newBoxed(cls, base *py.Type, args py.Tuple, kwargs py.StringDict, empty bool) (py.Object, error) {
	if err := abstractInstantiation(cls); err != nil {
		return nil, err
	}
	var v py.Object
	var err error
	if empty && mutableBox(base) {
		v, err = base.New(base, nil, nil)
	} else {
		// args may be a window on the VM stack: keep a copy.
		v, err = base.New(base, append(py.Tuple(nil), args...), kwargs)
	}
	if err != nil {
		return nil, err
	}
	inst, err := py.ObjectNew(cls, nil, nil)
	if err != nil {
		return nil, err
	}
	inst.(*py.Type).Dict[boxKey] = v
	return inst, nil
}

// boxedInit is the built-in __init__ of a boxing base reached through
// super().__init__(...): a list or set takes its items, the immutable
// bases were made whole by __new__.
func boxedInit(v py.Object, args py.Tuple, kwargs py.StringDict) error {
	switch x := v.(type) {
	case *py.List:
		if len(kwargs) > 0 {
			return py.ExceptionNewf(py.TypeError, "list() takes no keyword arguments")
		}
		if len(args) > 1 {
			return py.ExceptionNewf(py.TypeError, "list expected at most 1 argument, got %d", len(args))
		}
		x.Items = x.Items[:0]
		if len(args) == 1 {
			return py.Iterate(args[0], func(it py.Object) bool {
				x.Items = append(x.Items, it)
				return false
			})
		}
	case *Set:
		if len(args) > 1 {
			return py.ExceptionNewf(py.TypeError, "set expected at most 1 argument, got %d", len(args))
		}
		if len(args) == 1 {
			return x.update(args[0])
		}
	}
	return nil
}

// installBoxing gives each boxing base a __new__ that super().__new__(cls,
// ...) reaches, and the special methods gpython's protocols look up on a
// Python object's class (len, iter, in, [], hash, repr...), applied to the
// boxed value.
func installBoxing() {
	for _, base := range boxBases() {
		base := base
		if _, ok := base.Dict["__new__"]; !ok {
			base.Dict["__new__"] = &py.StaticMethod{Callable: py.MustNewMethod("__new__", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
				if len(args) == 0 {
					return nil, py.ExceptionNewf(py.TypeError, "%s.__new__(): not enough arguments", base.Name)
				}
				cls, ok := args[0].(*py.Type)
				if !ok || instanceOf(cls) || !cls.IsSubtype(base) {
					return nil, py.ExceptionNewf(py.TypeError, "%s.__new__(X): X is not a subtype of %s", base.Name, base.Name)
				}
				if cls == base {
					return base.New(base, append(py.Tuple(nil), args[1:]...), kwargs)
				}
				return newBoxed(cls, base, args[1:], kwargs, userInit(cls) != nil)
			}, 0, "")}
		}
		protocol := map[string]any{
			"__len__": func(self py.Object) (py.Object, error) {
				if b, ok := self.(py.Bytes); ok {
					return py.Int(len(b)), nil
				}
				return py.Len(self)
			},
			"__iter__": func(self py.Object) (py.Object, error) { return py.Iter(self) },
			"__contains__": func(self, x py.Object) (py.Object, error) {
				in, err := py.SequenceContains(self, x)
				return py.NewBool(in), err
			},
			"__getitem__": boxedGetItem,
			"__repr__": func(self py.Object) (py.Object, error) {
				s, err := Repr(self)
				return py.String(s), err
			},
			"__hash__": func(self py.Object) (py.Object, error) { return builtinHashOf(self) },
		}
		// A container's truth is its __len__, so one a subclass overrides
		// decides it; only the numbers have a __bool__ of their own, and
		// no container protocol (hasattr(0, "__getitem__") is False).
		if base == py.IntType || base == py.FloatType {
			for _, name := range []string{"__len__", "__iter__", "__contains__", "__getitem__"} {
				delete(protocol, name)
			}
			protocol["__bool__"] = func(self py.Object) (py.Object, error) { return truth(self) }
		}
		if base == py.StringType || base == py.BytesType {
			protocol["__str__"] = func(self py.Object) (py.Object, error) {
				s, err := Str(self)
				return py.String(s), err
			}
		}
		if base == py.ListType {
			protocol["__setitem__"] = func(self py.Object, args py.Tuple) (py.Object, error) {
				if len(args) != 2 {
					return nil, py.ExceptionNewf(py.TypeError, "expected 2 arguments, got %d", len(args))
				}
				return py.SetItem(self, args[0], args[1])
			}
			protocol["__delitem__"] = func(self, k py.Object) (py.Object, error) { return py.DelItem(self, k) }
		}
		if base == py.IntType || base == py.FloatType {
			protocol["__int__"] = func(self py.Object) (py.Object, error) { return py.MakeInt(self) }
			protocol["__float__"] = func(self py.Object) (py.Object, error) { return py.MakeFloat(self) }
			if base == py.IntType {
				protocol["__index__"] = func(self py.Object) (py.Object, error) { return self, nil }
			}
		}
		base.Flags |= py.TPFLAGS_BASETYPE
		// The base's own special methods (str.__repr__) called unbound
		// with an instance: gpython would pass its module as self.
		for name, v := range base.Dict {
			if m, ok := v.(*py.Method); ok && name != "__new__" && m.Flags&(py.METH_CLASS|py.METH_STATIC) == 0 {
				base.Dict[name] = &unboundMethod{m: m}
			}
		}
		for name, fn := range protocol {
			if _, ok := base.Dict[name]; ok {
				continue
			}
			base.Dict[name] = &unboundMethod{m: py.MustNewMethod(name, fn, 0, "")}
		}
	}
	// Exception.__init__(self, msg) spelled out, as exception classes
	// written before super() do: it stores the arguments.
	if _, ok := py.BaseException.Dict["__init__"]; !ok {
		py.BaseException.Dict["__init__"] = &unboundMethod{m: py.MustNewMethod("__init__", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			e, ok := self.(*py.Exception)
			if !ok {
				return nil, py.ExceptionNewf(py.TypeError, "descriptor '__init__' requires a 'BaseException' object but received a '%s'", self.Type().Name)
			}
			if len(kwargs) > 0 {
				return nil, py.ExceptionNewf(py.TypeError, "%s() takes no keyword arguments", e.Base.Name)
			}
			e.Args = append(py.Tuple(nil), args...)
			return py.None, nil
		}, 0, "")}
	}
}

// boxedGetItem is the base's __getitem__, naming the sequence in an
// IndexError as CPython does (super().__getitem__(9) on a list subclass).
func boxedGetItem(self, k py.Object) (py.Object, error) {
	if i, ok := k.(py.Int); ok {
		var n int
		kind := ""
		switch x := self.(type) {
		case *py.List:
			n, kind = len(x.Items), "list"
		case py.Tuple:
			n, kind = len(x), "tuple"
		case py.String:
			n, kind = utf8.RuneCountInString(string(x)), "string"
		}
		if kind != "" && (int(i) >= n || int(i) < -n) {
			return nil, py.ExceptionNewf(py.IndexError, "%s index out of range", kind)
		}
	}
	return py.GetItem(self, k)
}

// dictMethodArity are the dict methods unboundDictMethod serves, with the
// arguments each takes.
var dictMethodArity = map[string]int{"__getitem__": 1, "__setitem__": 2, "__delitem__": 1, "__contains__": 1, "__len__": 0, "__iter__": 0}

// sameKind reports values the first one's built-in comparison applies
// to: two strs, two ints, a float and an int, two lists... (str.__eq__(s,
// 1) and int.__eq__(1, 1.0) are NotImplemented).
func sameKind(a, b py.Object) bool {
	isInt := func(o py.Object) bool {
		switch o.(type) {
		case py.Int, *py.BigInt:
			return true
		}
		return false
	}
	_, aFloat := a.(py.Float)
	_, as := a.(*Set)
	_, bs := b.(*Set)
	return a.Type() == b.Type() || isInt(a) && isInt(b) || aFloat && isInt(b) || as && bs
}

// unboundOperators are the operator methods unboundOperator gives a
// built-in base read through a class (str.__eq__, int.__add__), which
// gpython answered with the class object's own Go method.
var unboundOperators = map[string]func(a, b py.Object) (py.Object, error){
	"__eq__": func(a, b py.Object) (py.Object, error) {
		eq, err := equal(a, b)
		return py.NewBool(eq), err
	},
	"__ne__": func(a, b py.Object) (py.Object, error) {
		eq, err := equal(a, b)
		return py.NewBool(!eq), err
	},
	"__lt__": func(a, b py.Object) (py.Object, error) { r, err := order("<", a, b, 0); return py.NewBool(r), err },
	"__le__": func(a, b py.Object) (py.Object, error) { r, err := order("<=", a, b, 0); return py.NewBool(r), err },
	"__gt__": func(a, b py.Object) (py.Object, error) { r, err := order(">", a, b, 0); return py.NewBool(r), err },
	"__ge__": func(a, b py.Object) (py.Object, error) { r, err := order(">=", a, b, 0); return py.NewBool(r), err },
	"__add__": func(a, b py.Object) (py.Object, error) {
		// Two tuples or two lists concatenate (gpython's Add on tuples
		// is left to an opcode wrapper).
		if x, ok := a.(py.Tuple); ok {
			if y, ok := b.(py.Tuple); ok {
				return append(append(py.Tuple{}, x...), y...), nil
			}
		}
		if x, ok := a.(*py.List); ok {
			if y, ok := b.(*py.List); ok {
				return &py.List{Items: append(append([]py.Object{}, x.Items...), y.Items...)}, nil
			}
		}
		return py.Add(a, b)
	},
	"__sub__":      py.Sub,
	"__mul__":      py.Mul,
	"__truediv__":  py.TrueDiv,
	"__floordiv__": py.FloorDiv,
	"__mod__":      py.Mod,
}

// unboundOperator is base.name for a boxing base and an operator name,
// applied to the values of both operands; nil for other names.
func unboundOperator(base *py.Type, name string) py.Object {
	if base.IsSubtype(DictType) {
		return unboundDictMethod(base, name)
	}
	op, ok := unboundOperators[name]
	if !ok {
		return nil
	}
	known := false
	for _, b := range boxBases() {
		known = known || b == base
	}
	if !known {
		return nil
	}
	compare := name == "__eq__" || name == "__ne__" || name == "__lt__" || name == "__le__" || name == "__gt__" || name == "__ge__"
	return py.MustNewMethod(name, func(_ py.Object, args py.Tuple) (py.Object, error) {
		if len(args) != 2 {
			return nil, py.ExceptionNewf(py.TypeError, "expected 2 arguments, got %d", len(args))
		}
		if !isInstanceOf(args[0], base) {
			return nil, py.ExceptionNewf(py.TypeError, "descriptor '%s' requires a '%s' object but received a '%s'", name, base.Name, args[0].Type().Name)
		}
		a, b := boolToInt(unboxed(args[0])), boolToInt(unboxed(args[1]))
		if compare && !sameKind(a, b) {
			return py.NotImplemented, nil
		}
		return op(a, b)
	}, 0, "")
}

// unboundDictMethod is dict.__getitem__ and the other container methods
// read through a built-in dict class and called with a dict (of a subclass
// that overrides them, most often): dict's own behaviour, not the
// override's. nil for other names.
func unboundDictMethod(base *py.Type, name string) py.Object {
	n, ok := dictMethodArity[name]
	if !ok {
		return nil
	}
	return py.MustNewMethod(name, func(_ py.Object, args py.Tuple) (py.Object, error) {
		if len(args) != n+1 {
			return nil, py.ExceptionNewf(py.TypeError, "%s.%s() takes exactly %d argument(s) (%d given)", base.Name, name, n, len(args)-1)
		}
		d, ok := args[0].(*Dict)
		if !ok || !d.typ.IsSubtype(base) {
			return nil, py.ExceptionNewf(py.TypeError, "descriptor '%s' requires a '%s' object but received a '%s'", name, base.Name, args[0].Type().Name)
		}
		switch name {
		case "__getitem__":
			return d.getItem(args[1])
		case "__setitem__":
			return py.None, d.Set(args[1], args[2])
		case "__delitem__":
			return d.M__delitem__(args[1])
		case "__contains__":
			return d.containsKey(args[1])
		case "__len__":
			return d.M__len__()
		}
		return d.M__iter__()
	}, 0, "")
}
