package pylib

import (
	"github.com/go-python/gpython/py"
)

// gpython binds x.__name__ of a built-in value to the Go method of that
// name by reflection, before it looks in the type's dict. Some of those
// Go methods have signatures it cannot bind (int's __index__ returns Int,
// __pow__ takes a mandatory modulus), some do not exist (__format__), and
// bool has almost none of int's. scalarDunder answers those names the way
// CPython's int, float, str and bool do, and object().__eq__/__ne__.

// boolOwnDunders are the names bool keeps as its own; every other
// special method of int applies to a bool's value.
var boolOwnDunders = map[string]bool{
	"__bool__": true, "__str__": true, "__repr__": true, "__eq__": true, "__ne__": true,
	"__and__": true, "__or__": true, "__xor__": true, "__rand__": true, "__ror__": true, "__rxor__": true,
	"__class__": true, "__doc__": true, "__dict__": true,
}

// scalarDunder returns o.name for the special methods above, or false when
// o and name are gpython's to answer.
func scalarDunder(o py.Object, name string) (py.Object, bool, error) {
	if len(name) < 5 || name[0] != '_' || name[1] != '_' {
		return nil, false, nil
	}
	switch x := o.(type) {
	case py.Bool:
		switch name {
		case "__and__", "__or__", "__xor__", "__rand__", "__ror__", "__rxor__":
			op := name
			if name[2] == 'r' {
				op = "__" + name[3:] // the operators are symmetric
			}
			return py.MustNewMethod(name, func(_ py.Object, other py.Object) (py.Object, error) {
				if b, ok := other.(py.Bool); ok {
					return boolBitwise(op, x, b), nil
				}
				fn, err := getAttribute(boolToInt(x), name)
				if err != nil {
					return nil, err
				}
				return py.Call(fn, py.Tuple{other}, nil)
			}, 0, ""), true, nil
		case "__format__":
			return formatMethod(o), true, nil
		}
		if boolOwnDunders[name] {
			return nil, false, nil
		}
		r, err := getAttribute(boolToInt(x), name)
		if err != nil {
			return nil, false, nil
		}
		return r, true, nil
	case py.Int, *py.BigInt:
		switch name {
		case "__index__", "__int__", "__trunc__", "__floor__", "__ceil__":
			return py.MustNewMethod(name, func(_ py.Object) (py.Object, error) { return o, nil }, 0, ""), true, nil
		case "__pow__", "__rpow__":
			return py.MustNewMethod(name, func(_ py.Object, args py.Tuple) (py.Object, error) {
				var other py.Object
				var mod py.Object = py.None
				if err := py.UnpackTuple(args, nil, name, 1, 2, &other, &mod); err != nil {
					return nil, err
				}
				if !isNumber(other) {
					return py.NotImplemented, nil
				}
				base, exp := o, other
				if name == "__rpow__" {
					base, exp = other, o
				}
				return builtinPow(nil, py.Tuple{base, exp, mod}, nil)
			}, 0, ""), true, nil
		case "__format__":
			return formatMethod(o), true, nil
		}
	case *py.Type:
		// An instance of a Python class is answered by
		// instanceEqualityMethod (eqmethods.go); object() itself here.
		plainObject := x.ObjectType == py.ObjectType && x.Name == ""
		if name != "__eq__" && name != "__ne__" || !plainObject {
			return nil, false, nil
		}
		return instanceEquality(x, name), true, nil
	case py.Float, py.String, py.Complex:
		if name == "__format__" {
			return formatMethod(o), true, nil
		}
	}
	return nil, false, nil
}

// formatMethod is o.__format__: format(o, spec) for a built-in value.
func formatMethod(o py.Object) py.Object {
	return py.MustNewMethod("__format__", func(_ py.Object, spec py.Object) (py.Object, error) {
		s, ok := spec.(py.String)
		if !ok {
			return nil, py.ExceptionNewf(py.TypeError, "__format__() argument must be str, not %s", spec.Type().Name)
		}
		r, err := Format(o, string(s))
		return py.String(r), err
	}, 0, "")
}

// instanceEquality is object.__eq__ or object.__ne__ bound to x.
// It is the one builder of that method, for object() and for instances
// of classes that define neither (eqmethods.go), with CPython's arity
// message.
func instanceEquality(x *py.Type, name string) py.Object {
	return py.MustNewMethod(name, func(_ py.Object, args py.Tuple) (py.Object, error) {
		if len(args) != 1 {
			return nil, py.ExceptionNewf(py.TypeError, "expected 1 argument, got %d", len(args))
		}
		return objectEquality(x, args[0], name)
	}, 0, "")
}
