package pylib

import "github.com/go-python/gpython/py"

// super().__iadd__(x) on a list subclass, super().__or__(x) on a set
// subclass, super().__add__(x) on an int subclass: the built-in bases keep
// these operators as Go methods, not in the type dicts super() walks, so
// they are looked up here instead.

// superOperandOp is a built-in operator method taking one operand.
type superOperandOp func(self, other py.Object) (py.Object, error)

// listOperators are list's in-place operators: they change the list
// itself (other names for it see the change) and return it.
var listOperators = map[string]superOperandOp{
	"__iadd__": func(self, other py.Object) (py.Object, error) {
		if err := extendList(self.(*py.List), unboxed(other)); err != nil {
			return nil, err
		}
		return self, nil
	},
	"__imul__": func(self, other py.Object) (py.Object, error) {
		n, ok := boolToInt(unboxed(other)).(py.Int)
		if !ok {
			return nil, py.ExceptionNewf(py.TypeError, "can't multiply sequence by non-int of type '%s'", other.Type().Name)
		}
		repeatInPlace(self.(*py.List), int(n))
		return self, nil
	},
	"__rmul__": func(self, other py.Object) (py.Object, error) { return py.Mul(self, unboxed(other)) },
}

// setOperators are set's and frozenset's operators (pylib's own Set).
var setOperators = map[string]superOperandOp{
	"__or__":   func(s, o py.Object) (py.Object, error) { return s.(*Set).M__or__(unboxed(o)) },
	"__and__":  func(s, o py.Object) (py.Object, error) { return s.(*Set).M__and__(unboxed(o)) },
	"__sub__":  func(s, o py.Object) (py.Object, error) { return s.(*Set).M__sub__(unboxed(o)) },
	"__xor__":  func(s, o py.Object) (py.Object, error) { return s.(*Set).M__xor__(unboxed(o)) },
	"__eq__":   func(s, o py.Object) (py.Object, error) { return s.(*Set).M__eq__(unboxed(o)) },
	"__ne__":   func(s, o py.Object) (py.Object, error) { return s.(*Set).M__ne__(unboxed(o)) },
	"__le__":   func(s, o py.Object) (py.Object, error) { return s.(*Set).M__le__(unboxed(o)) },
	"__lt__":   func(s, o py.Object) (py.Object, error) { return s.(*Set).M__lt__(unboxed(o)) },
	"__ge__":   func(s, o py.Object) (py.Object, error) { return s.(*Set).M__ge__(unboxed(o)) },
	"__gt__":   func(s, o py.Object) (py.Object, error) { return s.(*Set).M__gt__(unboxed(o)) },
	"__ior__":  func(s, o py.Object) (py.Object, error) { return s.(*Set).M__ior__(unboxed(o)) },
	"__iand__": func(s, o py.Object) (py.Object, error) { return s.(*Set).M__iand__(unboxed(o)) },
	"__isub__": func(s, o py.Object) (py.Object, error) { return s.(*Set).M__isub__(unboxed(o)) },
	"__ixor__": func(s, o py.Object) (py.Object, error) { return s.(*Set).M__ixor__(unboxed(o)) },
}

// dictOperators are dict's operators a subclass may extend.
var dictOperators = map[string]superOperandOp{
	"__eq__":  func(d, o py.Object) (py.Object, error) { return d.(*Dict).M__eq__(o) },
	"__ne__":  func(d, o py.Object) (py.Object, error) { return d.(*Dict).M__ne__(o) },
	"__or__":  func(d, o py.Object) (py.Object, error) { return d.(*Dict).M__or__(o) },
	"__ior__": func(d, o py.Object) (py.Object, error) { return d.(*Dict).M__ior__(o) },
}

// isInPlaceName reports __iadd__, __ior__ and the other in-place names.
func isInPlaceName(name string) bool {
	return len(name) > 5 && name[:3] == "__i" && name != "__init__" && name != "__index__" && name != "__iter__" && name != "__init_subclass__" && name != "__instancecheck__"
}

// superBuiltin is super().name for obj of class t when name is one of the
// built-in base's operators kept in Go; nil when the base has none. An
// in-place operator that changed the value returns obj itself, as
// list.__iadd__ returns self.
func superBuiltin(obj py.Object, t *py.Type, name string) py.Object {
	value := unboxed(obj)
	var op superOperandOp
	switch v := value.(type) {
	case *py.List:
		op = listOperators[name]
	case *Set:
		if !v.frozen || !isInPlaceName(name) {
			op = setOperators[name]
		}
	case *Dict:
		op = dictOperators[name]
	}
	if op == nil {
		if unbound := unboundOperator(builtinBase(t), name); unbound != nil {
			op = func(_, other py.Object) (py.Object, error) {
				return py.Call(unbound, py.Tuple{obj, other}, nil)
			}
		}
	}
	if op == nil && isNumber(value) {
		op = numberOperators[name]
	}
	if _, boxed := unbox(obj); op == nil && boxed {
		return valueMethod(value, name)
	}
	if _, plain := obj.(*py.Type); op == nil && plain && name == "__format__" {
		return objectFormat(obj)
	}
	if op == nil {
		return nil
	}
	return py.MustNewMethod(name, func(_ py.Object, args py.Tuple) (py.Object, error) {
		if len(args) != 1 {
			return nil, py.ExceptionNewf(py.TypeError, "expected 1 argument, got %d", len(args))
		}
		r, err := op(value, args[0])
		if err == nil && r == value && isInPlaceName(name) {
			r = obj
		}
		return r, err
	}, 0, "")
}

// numberOperators are int's and float's operators unboundOperators lacks:
// the bitwise and power ones, and the reflected forms (other op self).
// Another operand than a number is NotImplemented, as in CPython.
var numberOperators = func() map[string]superOperandOp {
	binary := map[string]func(a, b py.Object) (py.Object, error){
		"add": py.Add, "sub": py.Sub, "mul": py.Mul, "truediv": py.TrueDiv, "floordiv": py.FloorDiv, "mod": py.Mod,
		"pow": func(a, b py.Object) (py.Object, error) { return py.Pow(a, b, py.None) },
		"and": py.And, "or": py.Or, "xor": py.Xor, "lshift": py.Lshift, "rshift": py.Rshift,
		"divmod": func(a, b py.Object) (py.Object, error) { return builtinDivmod(nil, py.Tuple{a, b}) },
	}
	ops := map[string]superOperandOp{}
	for n, f := range binary {
		f := f
		guard := func(self, other py.Object) (py.Object, py.Object, bool) {
			o := boolToInt(unboxed(other))
			return boolToInt(self), o, isNumber(o)
		}
		if _, ok := unboundOperators["__"+n+"__"]; !ok {
			ops["__"+n+"__"] = func(self, other py.Object) (py.Object, error) {
				a, b, ok := guard(self, other)
				if !ok {
					return py.NotImplemented, nil
				}
				return f(a, b)
			}
		}
		ops["__r"+n+"__"] = func(self, other py.Object) (py.Object, error) {
			a, b, ok := guard(self, other)
			if !ok {
				return py.NotImplemented, nil
			}
			return f(b, a)
		}
	}
	return ops
}()

// unaryOperators are the unary special methods valueMethod serves.
var unaryOperators = map[string]func(py.Object) (py.Object, error){"__neg__": py.Neg, "__pos__": py.Pos, "__abs__": py.Abs, "__invert__": py.Invert}

// valueMethod is super().name for the unary special methods and
// __format__ of the built-in base a boxing class derives from, applied to
// the instance's value; nil for other names.
func valueMethod(value py.Object, name string) py.Object {
	var fn func(args py.Tuple) (py.Object, error)
	switch {
	case unaryOperators[name] != nil && isNumber(value):
		f := unaryOperators[name]
		fn = func(args py.Tuple) (py.Object, error) {
			if len(args) != 0 {
				return nil, py.ExceptionNewf(py.TypeError, "expected 0 arguments, got %d", len(args))
			}
			return f(boolToInt(value))
		}
	case name == "__round__" && isNumber(value):
		fn = func(args py.Tuple) (py.Object, error) {
			return builtinRound(nil, append(py.Tuple{value}, args...), nil)
		}
	case name == "__format__":
		fn = func(args py.Tuple) (py.Object, error) {
			if len(args) != 1 {
				return nil, py.ExceptionNewf(py.TypeError, "expected 1 argument, got %d", len(args))
			}
			spec, err := argStr(args[0], "__format__")
			if err != nil {
				return nil, err
			}
			r, err := Format(value, spec)
			return py.String(r), err
		}
	default:
		return nil
	}
	return py.MustNewMethod(name, func(_ py.Object, args py.Tuple) (py.Object, error) { return fn(args) }, 0, "")
}

// objectFormat is object.__format__ bound to obj: str(obj) for an empty
// spec, else CPython's TypeError.
func objectFormat(obj py.Object) py.Object {
	return py.MustNewMethod("__format__", func(_ py.Object, args py.Tuple) (py.Object, error) {
		if len(args) != 1 {
			return nil, py.ExceptionNewf(py.TypeError, "expected 1 argument, got %d", len(args))
		}
		spec, err := argStr(args[0], "__format__")
		if err != nil {
			return nil, err
		}
		if spec != "" {
			return nil, py.ExceptionNewf(py.TypeError, "unsupported format string passed to %s.__format__", obj.Type().Name)
		}
		r, err := Str(obj)
		return py.String(r), err
	}, 0, "")
}
