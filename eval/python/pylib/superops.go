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
