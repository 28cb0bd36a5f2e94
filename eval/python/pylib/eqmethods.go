package pylib

import "github.com/go-python/gpython/py"

// obj.__eq__ and obj.__ne__ read from an instance of a Python class:
// gpython binds them to its own Go methods for classes (identity, True
// or False) before it looks at the class, so a user's
// `r = self.__eq__(other)` got False instead of the class's answer or
// NotImplemented.

// instanceEqualityMethod is inst.name for name __eq__ or __ne__: the
// class's own, else the built-in base's (a list subclass), else object's.
func instanceEqualityMethod(inst *py.Type, name string) (py.Object, error) {
	for _, b := range inst.ObjectType.Mro {
		bt, ok := b.(*py.Type)
		if !ok || bt.Flags&py.TPFLAGS_HEAPTYPE == 0 {
			continue
		}
		v, ok := bt.Dict[name]
		if !ok {
			continue
		}
		if g, ok := v.(py.I__get__); ok {
			return g.M__get__(inst, inst.ObjectType)
		}
		return v, nil
	}
	if _, boxed := unbox(inst); boxed {
		if unbound := unboundOperator(builtinBase(inst.ObjectType), name); unbound != nil {
			return py.MustNewMethod(name, func(_ py.Object, args py.Tuple) (py.Object, error) {
				return py.Call(unbound, append(py.Tuple{inst}, args...), nil)
			}, 0, ""), nil
		}
	}
	return instanceEquality(inst, name), nil
}

// objectEquality is object.__eq__ (the same object, else NotImplemented)
// and object.__ne__ (the inverse of __eq__ unless that is NotImplemented).
func objectEquality(self, other py.Object, name string) (py.Object, error) {
	if name == "__eq__" {
		if self == other {
			return py.True, nil
		}
		return py.NotImplemented, nil
	}
	eq, err := getAttribute(self, "__eq__")
	if err != nil {
		return nil, err
	}
	r, err := py.Call(eq, py.Tuple{other}, nil)
	if err != nil || r == py.NotImplemented {
		return r, err
	}
	t, err := py.MakeBool(r)
	if err != nil {
		return nil, err
	}
	return py.NewBool(t != py.True), nil
}
