package pylib

import (
	"fmt"
	"strings"
	"sync"

	"github.com/go-python/gpython/py"
)

// gpython prints floats the Go way (+Inf, 1e16 as 10000000000000000.0)
// and its containers repr their items through that. Str and Repr are
// Python's str() and repr() for the values models print; print, str, repr,
// format and the % and str.format conversions go through them.

const maxReprDepth = 200

// Str is Python's str(o).
func Str(o py.Object) (string, error) { return strDepth(o, 0) }

// Repr is Python's repr(o).
func Repr(o py.Object) (string, error) { return reprDepth(o, 0) }

func userMethod(o py.Object, name string) py.Object {
	var t *py.Type
	switch x := o.(type) {
	case *py.Exception:
		t = x.Base
	case *py.Type:
		if !instanceOf(x) && !hasMetaclass(x) {
			return nil
		}
		t = x.ObjectType
	default:
		return nil
	}
	for _, b := range t.Mro {
		bt, ok := b.(*py.Type)
		if !ok {
			continue
		}
		if v, ok := bt.Dict[name]; ok {
			if _, native := v.(*py.Method); native {
				return nil
			}
			if _, native := v.(*unboundMethod); native {
				return nil
			}
			return v
		}
	}
	return nil
}

// dictSubclassMethod is the method name a Python subclass of dict (or of
// Counter, OrderedDict...) defines, or nil when the Go type's own applies.
func dictSubclassMethod(d *Dict, name string) py.Object {
	if d.typ == nil || d.typ.Flags&py.TPFLAGS_HEAPTYPE == 0 {
		return nil
	}
	for _, b := range d.typ.Mro {
		bt, ok := b.(*py.Type)
		if !ok || bt.Flags&py.TPFLAGS_HEAPTYPE == 0 {
			return nil
		}
		switch fn := bt.Dict[name].(type) {
		case *py.Function, *unboundMethod, *py.Method: // the latter two: __getattr__ = dict.get in the class body
			return fn
		}
	}
	return nil
}

func callStr(fn, o py.Object, what string) (string, error) {
	r, err := py.Call(fn, py.Tuple{o}, nil)
	if err != nil {
		return "", err
	}
	s, ok := r.(py.String)
	if !ok {
		return "", py.ExceptionNewf(py.TypeError, "%s returned non-string (type %s)", what, r.Type().Name)
	}
	return string(s), nil
}

func excArgs(e *py.Exception) py.Tuple {
	t, _ := e.Args.(py.Tuple)
	return t
}

// preQuoted reports a KeyError message gpython built from repr(key).
func preQuoted(e *py.Exception, a py.Object) bool {
	s, ok := a.(py.String)
	return ok && e.Base.IsSubtype(py.KeyError) && len(s) >= 2 &&
		(s[0] == '\'' && s[len(s)-1] == '\'' || s[0] == '"' && s[len(s)-1] == '"')
}

func strDepth(o py.Object, depth int) (string, error) {
	if o == py.NotImplemented {
		return "NotImplemented", nil
	}
	switch x := o.(type) {
	case py.String:
		return string(x), nil
	case py.Float:
		return floatRepr(float64(x)), nil
	case py.Complex:
		return complexRepr(complex128(x)), nil
	case *Dict:
		if fn := dictSubclassMethod(x, "__str__"); fn != nil {
			return callStr(fn, x, "__str__")
		}
		return reprDepth(o, depth)
	case *py.List, py.Tuple, *Set, *py.Set, *py.FrozenSet, *dictView, *py.Function, *py.Slice:
		return reprDepth(o, depth)
	case *py.Exception:
		if fn := userMethod(x, "__str__"); fn != nil {
			return callStr(fn, x, "__str__")
		}
		return exceptionStr(x, x.Base, depth)
	case *py.Type:
		if fn := userMethod(x, "__str__"); fn != nil {
			return callStr(fn, x, "__str__")
		}
		if v, ok := unbox(x); ok {
			if b := boxBase(x.ObjectType); b == py.StringType || b == py.BytesType {
				return strDepth(v, depth) // str and bytes have their own __str__
			}
		}
		return reprDepth(o, depth)
	}
	return py.StrAsString(o)
}

// typeRepr spells a class or an instance of one the way CPython does.
// gpython's own repr looks __repr__ up on the instance's dict chain, which
// misses methods inherited from a base class and finds them on the class
// itself (repr(Sub) calling Base.__repr__ with the class as self).
func typeRepr(t *py.Type) (string, error) {
	if instanceOf(t) {
		if fn := userMethod(t, "__repr__"); fn != nil {
			return callStr(fn, t, "__repr__")
		}
		if v, ok := unbox(t); ok {
			if set, ok := v.(*Set); ok {
				// CPython names a set subclass in its repr: S({1}), S().
				return set.reprAs(t.ObjectType.Name, 0)
			}
			return Repr(v)
		}
		return fmt.Sprintf("<%s object at %p>", qualName(t.ObjectType), t), nil
	}
	if fn := userMethod(t, "__repr__"); fn != nil {
		return callStr(fn, t, "__repr__")
	}
	return "<class '" + qualName(t) + "'>", nil
}

func qualName(t *py.Type) string {
	if m, ok := t.Dict["__module__"].(py.String); ok && m != "builtins" {
		return string(m) + "." + t.Name
	}
	return t.Name
}

// reprActive holds the lists and dicts whose repr is being built, so one
// that contains itself prints as [...] or {...} as in CPython. A container
// belongs to one session, whose cells run one at a time, so an entry is
// only ever touched by one goroutine.
var reprActive sync.Map

// reprEnter marks c as being repr'd; false means it already was (a cycle).
func reprEnter(c py.Object) bool {
	_, busy := reprActive.LoadOrStore(c, true)
	return !busy
}

func reprLeave(c py.Object) { reprActive.Delete(c) }

func reprDepth(o py.Object, depth int) (string, error) {
	if depth > maxReprDepth {
		return "", recursionError(" while getting the repr of an object")
	}
	// gpython's NotImplemented is an instance of NotImplementedError.
	if o == py.NotImplemented {
		return "NotImplemented", nil
	}
	join := func(items []py.Object, open, close string) (string, error) {
		var b strings.Builder
		b.WriteString(open)
		for i, it := range items {
			if i > 0 {
				b.WriteString(", ")
			}
			s, err := reprDepth(it, depth+1)
			if err != nil {
				return "", err
			}
			b.WriteString(s)
		}
		if open == "(" && len(items) == 1 {
			b.WriteString(",")
		}
		b.WriteString(close)
		return b.String(), nil
	}
	switch x := o.(type) {
	case py.Float:
		return floatRepr(float64(x)), nil
	case py.Complex:
		return complexRepr(complex128(x)), nil
	case *py.Slice:
		return sliceRepr(x)
	case *py.List:
		if !reprEnter(x) {
			return "[...]", nil
		}
		defer reprLeave(x)
		return join(x.Items, "[", "]")
	case py.Tuple:
		return join(x, "(", ")")
	case *Dict:
		if fn := dictSubclassMethod(x, "__repr__"); fn != nil {
			return callStr(fn, x, "__repr__")
		}
		if !reprEnter(x) {
			return "{...}", nil
		}
		defer reprLeave(x)
		return x.repr(depth)
	case py.StringDict:
		// An instance's __dict__ or **kwargs: a Go map, so sorted keys
		// rather than the random order gpython printed.
		d, _ := asDict(x)
		return d.repr(depth)
	case *Set:
		return x.repr(depth)
	case *py.Type:
		return typeRepr(x)
	case *py.Function:
		name := x.Qualname
		if name == "" {
			name = x.Name
		}
		return fmt.Sprintf("<function %s at %p>", name, x), nil
	case *py.Exception:
		if fn := userMethod(x, "__repr__"); fn != nil {
			return callStr(fn, x, "__repr__")
		}
		return exceptionRepr(x, depth)
	case *py.Method:
		return "<built-in function " + x.Name + ">", nil
	}
	return py.ReprAsString(o)
}

// exceptionStr is the __str__ of exception class cls (x's or a base's):
// the one argument, or the tuple of them; KeyError's quotes the key.
func exceptionStr(x *py.Exception, cls *py.Type, depth int) (string, error) {
	if cls.IsSubtype(BaseExceptionGroupType) {
		return groupStr(x)
	}
	if s, ok, err := excArgStr(x); ok {
		return s, err
	}
	args := excArgs(x)
	switch len(args) {
	case 0:
		return "", nil
	case 1:
		if cls.IsSubtype(py.KeyError) && !preQuoted(x, args[0]) {
			return reprDepth(args[0], depth+1)
		}
		return strDepth(args[0], depth+1)
	}
	return reprDepth(args, depth+1)
}

// exceptionRepr is BaseException.__repr__: the class name and the args.
func exceptionRepr(x *py.Exception, depth int) (string, error) {
	args := excArgs(x)
	if len(args) == 1 && preQuoted(x, args[0]) {
		return x.Base.Name + "(" + string(args[0].(py.String)) + ")", nil
	}
	s, err := reprDepth(args, depth+1)
	if err != nil {
		return "", err
	}
	if len(args) == 1 {
		s = s[:len(s)-2] + ")"
	}
	return x.Base.Name + s, nil
}

// builtinReprStr is what the built-in type base's own __repr__ or
// __str__ (name) makes of o, whatever o's class overrides: the method
// super().__repr__() and Base.__str__(self) reach.
func builtinReprStr(base *py.Type, o py.Object, name string) (string, error) {
	if name == "__str__" {
		switch x := o.(type) {
		case *py.Exception:
			if base.IsSubtype(py.BaseException) {
				return exceptionStr(x, base, 0)
			}
		case *py.Type, *Dict:
			// object.__str__ is repr(self), the class's __repr__ included.
			return Repr(o)
		}
		return Str(o)
	}
	switch x := o.(type) {
	case *py.Exception:
		if base.IsSubtype(py.BaseException) {
			return exceptionRepr(x, 0)
		}
	case *Dict:
		if base.IsSubtype(DictType) {
			if !reprEnter(x) {
				return "{...}", nil
			}
			defer reprLeave(x)
			return x.repr(0)
		}
	case *py.Type:
		if instanceOf(x) {
			return fmt.Sprintf("<%s object at %p>", qualName(x.ObjectType), x), nil
		}
		return "<class '" + qualName(x) + "'>", nil
	}
	if base == py.ObjectType {
		return fmt.Sprintf("<%s object at %p>", qualName(o.Type()), o), nil
	}
	return Repr(o)
}

func builtinPrint(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	sep, end := " ", "\n"
	var file py.Object = py.None
	for k, v := range kwargs {
		switch k {
		case "sep", "end":
			if v == py.None {
				continue
			}
			s, ok := v.(py.String)
			if !ok {
				return nil, py.ExceptionNewf(py.TypeError, "%s must be None or a string, not %s", k, v.Type().Name)
			}
			if k == "sep" {
				sep = string(s)
			} else {
				end = string(s)
			}
		case "file":
			file = v
		case "flush":
		default:
			return nil, py.ExceptionNewf(py.TypeError, "'%s' is an invalid keyword argument for print()", k)
		}
	}
	var b strings.Builder
	for i, a := range args {
		if i > 0 {
			b.WriteString(sep)
		}
		s, err := Str(a)
		if err != nil {
			return nil, err
		}
		b.WriteString(s)
	}
	b.WriteString(end)
	if file == py.None {
		m, ok := self.(*py.Module)
		if !ok || m.Context == nil {
			return nil, py.ExceptionNewf(py.RuntimeError, "print: no context")
		}
		sys, err := m.Context.GetModule("sys")
		if err != nil {
			return nil, err
		}
		file = sys.Globals["stdout"]
	}
	write, err := py.GetAttrString(file, "write")
	if err != nil {
		return nil, err
	}
	_, err = py.Call(write, py.Tuple{py.String(b.String())}, nil)
	return py.None, err
}
