package pylib

import (
	"fmt"
	"hash/fnv"
	"math"
	"math/big"
	"reflect"
	"sort"
	"strconv"

	"github.com/go-python/gpython/py"

	"github.com/rlm-go/rlm/eval/python/gpyseam"
)

// Builtins returns the builtin functions and types pylib adds or replaces,
// by name. Install already puts them in gpython's builtins module; the map
// is for embedders that build their own globals.
func Builtins() map[string]py.Object {
	out := map[string]py.Object{
		"dict":               DictType,
		"set":                SetType,
		"frozenset":          FrozenSetType,
		"enumerate":          enumerateType,
		"zip":                zipType,
		"property":           propertyType,
		"super":              superType,
		"reversed":           reversedType,
		"bytearray":          ByteArrayType,
		"NotImplemented":     py.NotImplemented,
		"BaseExceptionGroup": BaseExceptionGroupType,
		"ExceptionGroup":     ExceptionGroupType,
	}
	for _, m := range builtinMethods() {
		out[m.Name] = m
	}
	return out
}

func builtinMethods() []*py.Method {
	m := func(name string, fn any) *py.Method { return py.MustNewMethod(name, fn, 0, "") }
	return []*py.Method{
		m("format", func(self py.Object, args py.Tuple) (py.Object, error) {
			var v py.Object
			var s py.Object = py.String("")
			if err := py.UnpackTuple(args, nil, "format", 1, 2, &v, &s); err != nil {
				return nil, err
			}
			spec, err := argStr(s, "format")
			if err != nil {
				return nil, err
			}
			r, err := Format(v, spec)
			return py.String(r), err
		}),
		m("callable", func(self, o py.Object) (py.Object, error) { return py.NewBool(isCallable(o)), nil }),
		m("divmod", builtinDivmod),
		m("ord", builtinOrd),
		m("dir", builtinDir),
		m("hash", func(self, o py.Object) (py.Object, error) { return builtinHashOf(o) }),
		m("id", func(self, o py.Object) (py.Object, error) {
			v := reflect.ValueOf(o)
			switch v.Kind() {
			case reflect.Pointer, reflect.Map, reflect.Slice, reflect.Func:
				return py.Int(int64(v.Pointer())), nil
			}
			k, err := hashKey(o)
			if err != nil {
				return py.Int(0), nil
			}
			h := fnv.New64a()
			h.Write([]byte(keyString(k)))
			return py.Int(int64(h.Sum64() >> 1)), nil
		}),
		m("issubclass", func(self py.Object, args py.Tuple) (py.Object, error) {
			var c, cls py.Object
			if err := py.UnpackTuple(args, nil, "issubclass", 2, 2, &c, &cls); err != nil {
				return nil, err
			}
			if t, ok := c.(*py.Type); !ok || instanceOf(t) {
				return nil, py.ExceptionNewf(py.TypeError, "issubclass() arg 1 must be a class")
			}
			ok, err := instanceCheck(c, cls, true)
			return py.NewBool(ok), err
		}),
		m("isinstance", func(self py.Object, args py.Tuple) (py.Object, error) {
			var o, cls py.Object
			if err := py.UnpackTuple(args, nil, "isinstance", 2, 2, &o, &cls); err != nil {
				return nil, err
			}
			ok, err := instanceCheck(o, cls, false)
			return py.NewBool(ok), err
		}),
		m("round", builtinRound),
		m("any", func(self, it py.Object) (py.Object, error) { return anyAll(it, true) }),
		m("all", func(self, it py.Object) (py.Object, error) { return anyAll(it, false) }),
		m("setattr", builtinSetattr),
		m("getattr", builtinGetattr),
		m("hasattr", builtinHasattr),
		m("delattr", builtinDelattr),
		m("divmod", builtinDivmod),
		m("pow", builtinPow),
		m("print", builtinPrint),
		m("sum", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var it py.Object
			var start py.Object = py.Int(0)
			if err := py.ParseTupleAndKeywords(args, kwargs, "O|O:sum", []string{"iterable", "start"}, &it, &start); err != nil {
				return nil, err
			}
			if _, ok := start.(py.String); ok {
				return nil, py.ExceptionNewf(py.TypeError, "sum() can't sum strings [use ''.join(seq) instead]")
			}
			acc := boolToInt(start)
			var err error
			ierr := py.Iterate(it, func(x py.Object) bool {
				if ta, ok := acc.(py.Tuple); ok {
					if tb, ok := x.(py.Tuple); ok {
						acc = append(append(py.Tuple(nil), ta...), tb...)
						return false
					}
				}
				if r, ok, uerr := userBinop(binops[gpyseam.BINARY_ADD], acc, x); ok {
					acc, err = r, uerr
					return err != nil
				}
				acc, err = py.Add(boolToInt(unboxed(acc)), boolToInt(unboxed(x)))
				return err != nil
			})
			if ierr != nil {
				return nil, ierr
			}
			return acc, err
		}),
		m("abs", func(self, o py.Object) (py.Object, error) {
			if fn := dunder(o, "__abs__"); fn != nil {
				return py.Call(fn, py.Tuple{o}, nil)
			}
			return py.Abs(boolToInt(unboxed(o)))
		}),
		m("len", func(self, o py.Object) (py.Object, error) {
			if b, ok := o.(py.Bytes); ok {
				return py.Int(len(b)), nil
			}
			return py.Len(o)
		}),
		m("repr", func(self, o py.Object) (py.Object, error) {
			s, err := Repr(o)
			return py.String(s), err
		}),
		m("ascii", func(self, o py.Object) (py.Object, error) {
			s, err := Repr(o)
			return py.String(asciiEscape(s)), err
		}),
		m("sorted", builtinSorted),
		m("next", builtinNext),
		m("iter", builtinIter),
		m("min", minmax("min", true)),
		m("max", minmax("max", false)),
		// a @ b and t @= e, which the rewriter lowers to these calls
		// (gpython's grammar has no @ operator).
		m("_pylib_matmul", func(self py.Object, args py.Tuple) (py.Object, error) {
			if len(args) != 2 {
				return nil, py.ExceptionNewf(py.TypeError, "_pylib_matmul expected 2 arguments, got %d", len(args))
			}
			return matmul(binop{"__matmul__", "__rmatmul__", ""}, "@", args[0], args[1])
		}),
		m("_pylib_imatmul", func(self py.Object, args py.Tuple) (py.Object, error) {
			if len(args) != 2 {
				return nil, py.ExceptionNewf(py.TypeError, "_pylib_imatmul expected 2 arguments, got %d", len(args))
			}
			return matmul(binop{"__matmul__", "__rmatmul__", "__imatmul__"}, "@=", args[0], args[1])
		}),
		m("_pylib_merge", func(self py.Object, args py.Tuple) (py.Object, error) {
			d := NewDict()
			for _, a := range args {
				if err := d.update(py.Tuple{a}, nil); err != nil {
					return nil, err
				}
			}
			return d, nil
		}),
		m("_pylib_call", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			if len(args) == 0 {
				return nil, py.ExceptionNewf(py.TypeError, "_pylib_call needs a function")
			}
			return py.Call(args[0], append(py.Tuple(nil), args[1:]...), kwargs)
		}),
		m("_pylib_ann", func(self py.Object, args py.Tuple) (py.Object, error) {
			if len(args) < 2 {
				return nil, py.ExceptionNewf(py.TypeError, "_pylib_ann needs a namespace and a name")
			}
			ns, name := args[0], args[1]
			fields, err := py.GetItem(ns, py.String("__pylib_fields__"))
			if err != nil {
				fields = py.NewList()
				if _, err := py.SetItem(ns, py.String("__pylib_fields__"), fields); err != nil {
					return nil, err
				}
			}
			if l, ok := fields.(*py.List); ok {
				l.Append(name)
			}
			if len(args) > 2 {
				recordAnnotation(ns, name, args[2])
			}
			if len(args) > 3 {
				return args[3], nil
			}
			return py.None, nil
		}),
		m("_pylib_ident", func(self, o py.Object) (py.Object, error) { return o, nil }),
		m("_pylib_walrus", func(self py.Object, args py.Tuple) (py.Object, error) {
			if len(args) != 3 {
				return nil, py.ExceptionNewf(py.TypeError, "_pylib_walrus takes 3 arguments")
			}
			if _, err := py.SetItem(args[0], args[1], args[2]); err != nil {
				return nil, err
			}
			return args[2], nil
		}),
	}
}

// recordAnnotation stores an annotated name's annotation in the
// namespace's __annotations__, as CPython does for modules and class
// bodies. The annotation comes as a thunk: one that fails to evaluate
// (a gap in gpython, or a name CPython would not need yet) is left out
// rather than failing the statement.
func recordAnnotation(ns, name, thunk py.Object) {
	ann, err := py.Call(thunk, nil, nil)
	if err != nil {
		return
	}
	anns, err := py.GetItem(ns, py.String("__annotations__"))
	if err != nil {
		d := NewDict()
		if _, err := py.SetItem(ns, py.String("__annotations__"), d); err != nil {
			return
		}
		anns = d
	}
	py.SetItem(anns, name, ann)
}

func subclassOf(t *py.Type, cls py.Object) bool {
	switch c := cls.(type) {
	case py.Tuple:
		for _, x := range c {
			if subclassOf(t, x) {
				return true
			}
		}
		return false
	case *py.Type:
		if t.IsSubtype(c) {
			return true
		}
		// gpython's bool does not derive from int.
		if (t == py.BoolType || t == py.BigIntType) && c == py.IntType {
			return true
		}
		return virtualSubclass(t, c)
	}
	return false
}

// virtualSubclass reports a Python class that stands in for a built-in
// it cannot derive from in gpython (a NamedTuple is a tuple) by naming it
// in __pylib_virtual_bases__.
func virtualSubclass(t, c *py.Type) bool {
	for _, b := range t.Mro {
		bt, ok := b.(*py.Type)
		if !ok {
			continue
		}
		vbs, ok := bt.Dict["__pylib_virtual_bases__"].(py.Tuple)
		if !ok {
			continue
		}
		for _, v := range vbs {
			if vt, ok := v.(*py.Type); ok && vt.IsSubtype(c) {
				return true
			}
		}
	}
	return false
}

func isCallable(o py.Object) bool {
	switch x := o.(type) {
	case *py.Function, *py.Method, *py.BoundMethod:
		return true
	case *py.Type:
		if !instanceOf(x) {
			return true
		}
		return x.ObjectType.Lookup("__call__") != nil
	}
	if _, ok := o.(*unboundMethod); ok {
		return true
	}
	return o.Type().Lookup("__call__") != nil
}

// builtinOrd counts characters, not bytes: gpython's ord rejects U+FFFD,
// which it cannot tell from a decoding error.
func builtinOrd(self, o py.Object) (py.Object, error) {
	n := 0
	var code rune
	switch x := o.(type) {
	case py.String:
		for _, r := range string(x) {
			code = r
			n++
		}
	case py.Bytes, *ByteArray:
		b, _ := bytesOf(x)
		if n = len(b); n == 1 {
			code = rune(b[0])
		}
	default:
		return nil, py.ExceptionNewf(py.TypeError, "ord() expected string of length 1, but %s found", o.Type().Name)
	}
	if n != 1 {
		return nil, py.ExceptionNewf(py.TypeError, "ord() expected a character, but string of length %d found", n)
	}
	return py.Int(code), nil
}

func builtinDir(self py.Object, args py.Tuple) (py.Object, error) {
	var o py.Object
	if err := py.UnpackTuple(args, nil, "dir", 1, 1, &o); err != nil {
		return nil, err
	}
	// A class's own __dir__ decides, and dir() sorts what it returns.
	if fn := userMethod(o, "__dir__"); fn != nil {
		r, err := py.Call(fn, py.Tuple{o}, nil)
		if err != nil {
			return nil, err
		}
		return builtinSorted(nil, py.Tuple{r}, nil)
	}
	seen := map[string]bool{}
	add := func(d py.StringDict) {
		for k := range d {
			if k != attrOrderKey {
				seen[k] = true
			}
		}
	}
	if g, ok := o.(py.IGetDict); ok {
		add(g.GetDict())
	}
	t := o.Type()
	if tt, ok := o.(*py.Type); ok && !instanceOf(tt) {
		t = tt
	}
	for _, b := range t.Mro {
		if bt, ok := b.(*py.Type); ok {
			add(bt.Dict)
		}
	}
	if len(t.Mro) == 0 {
		add(t.Dict)
	}
	names := make([]string, 0, len(seen))
	for k := range seen {
		names = append(names, k)
	}
	sort.Strings(names)
	return stringList(names), nil
}

func builtinRound(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var x py.Object
	var nd py.Object = py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|O:round", []string{"number", "ndigits"}, &x, &nd); err != nil {
		return nil, err
	}
	if v, ok := unbox(x); ok && userMethod(x, "__round__") == nil {
		x = v
	}
	switch v := x.(type) {
	case py.Int, py.Bool, *py.BigInt:
		if nd == py.None {
			return v, nil
		}
		n, err := py.MakeGoInt(nd)
		if err != nil {
			return nil, err
		}
		if n >= 0 {
			return v, nil
		}
		bi, _ := new(big.Int).SetString(fmt.Sprint(v), 10)
		if bi == nil {
			return v, nil
		}
		p := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(-n)), nil)
		q, r := new(big.Int).QuoRem(bi, p, new(big.Int))
		twice := new(big.Int).Mul(new(big.Int).Abs(r), big.NewInt(2))
		if c := twice.Cmp(p); c > 0 || c == 0 && q.Bit(0) == 1 {
			if bi.Sign() < 0 {
				q.Sub(q, big.NewInt(1))
			} else {
				q.Add(q, big.NewInt(1))
			}
		}
		res := new(big.Int).Mul(q, p)
		if res.IsInt64() {
			return py.Int(res.Int64()), nil
		}
		return (*py.BigInt)(res), nil
	case py.Float:
		f := float64(v)
		if nd == py.None {
			return floatToInt(math.RoundToEven(f))
		}
		n, err := py.MakeGoInt(nd)
		if err != nil {
			return nil, err
		}
		if math.IsInf(f, 0) || math.IsNaN(f) {
			return v, nil
		}
		if n >= 0 {
			// The decimal expansion of the binary value, rounded half-even:
			// this is what CPython's correctly rounded round() does.
			s := strconv.FormatFloat(f, 'f', n, 64)
			r, _ := strconv.ParseFloat(s, 64)
			return py.Float(r), nil
		}
		p := math.Pow(10, float64(-n))
		return py.Float(math.RoundToEven(f/p) * p), nil
	}
	if r := x.Type().Lookup("__round__"); r != nil {
		if nd == py.None {
			return py.Call(r, py.Tuple{x}, nil)
		}
		return py.Call(r, py.Tuple{x, nd}, nil)
	}
	return nil, py.ExceptionNewf(py.TypeError, "type %s doesn't define __round__ method", x.Type().Name)
}

// enumerate with start=, lazy so it works on endless iterators.
type enumerateIter struct {
	it py.Object
	n  py.Object
}

var enumerateType = py.NewTypeX("enumerate", "enumerate(iterable, start=0)", func(t *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var it py.Object
	var start py.Object = py.Int(0)
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|O:enumerate", []string{"iterable", "start"}, &it, &start); err != nil {
		return nil, err
	}
	i, err := py.Iter(it)
	if err != nil {
		return nil, err
	}
	return &enumerateIter{it: i, n: start}, nil
}, nil)

func (e *enumerateIter) Type() *py.Type                { return enumerateType }
func (e *enumerateIter) M__iter__() (py.Object, error) { return e, nil }
func (e *enumerateIter) M__next__() (py.Object, error) {
	v, err := py.Next(e.it)
	if err != nil {
		return nil, err
	}
	n := e.n
	e.n, err = py.Add(n, py.Int(1))
	if err != nil {
		return nil, err
	}
	return py.Tuple{n, v}, nil
}

var reversedType = py.NewTypeX("reversed", "reversed(sequence)", func(t *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var seq py.Object
	if err := py.UnpackTuple(args, kwargs, "reversed", 1, 1, &seq); err != nil {
		return nil, err
	}
	if r := seq.Type().Lookup("__reversed__"); r != nil {
		return py.Call(r, py.Tuple{seq}, nil)
	}
	var items []py.Object
	if d, ok := seq.(*Dict); ok {
		items = d.Keys()
	} else {
		l, err := py.SequenceList(seq)
		if err != nil {
			return nil, py.ExceptionNewf(py.TypeError, "'%s' object is not reversible", seq.Type().Name)
		}
		items = l.Items
	}
	out := make(py.Tuple, len(items))
	for i, v := range items {
		out[len(items)-1-i] = v
	}
	return py.NewIterator(out), nil
}, nil)

// property, settable from Python with @x.setter. typ is nil for a
// plain property, else its Go subtype (abc.abstractproperty).
type property struct {
	fget, fset, fdel, doc py.Object
	name                  string // the class attribute it was set on
	typ                   *py.Type
}

// propertyType's New is set in init: newProperty refers to it.
var propertyType = py.NewTypeX("property", "property(fget=None, fset=None, fdel=None, doc=None)", nil, nil)

func newProperty(t *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	p := &property{fget: py.None, fset: py.None, fdel: py.None, doc: py.None}
	if t != propertyType {
		p.typ = t
	}
	if err := py.ParseTupleAndKeywords(args, kwargs, "|OOOO:property", []string{"fget", "fset", "fdel", "doc"}, &p.fget, &p.fset, &p.fdel, &p.doc); err != nil {
		return nil, err
	}
	return p, nil
}

func (p *property) Type() *py.Type {
	if p.typ != nil {
		return p.typ
	}
	return propertyType
}

func (p *property) M__get__(instance, owner py.Object) (py.Object, error) {
	if instance == py.None || instance == nil {
		return p, nil
	}
	if p.fget == py.None {
		return nil, py.ExceptionNewf(py.AttributeError, "property has no getter")
	}
	return py.Call(p.fget, py.Tuple{instance}, nil)
}

func (p *property) M__set__(instance, value py.Object) (py.Object, error) {
	if p.fset == py.None {
		return nil, p.missing(instance, "setter")
	}
	_, err := py.Call(p.fset, py.Tuple{instance, value}, nil)
	return py.None, err
}

// M__delete__ is del obj.name: the deleter, as @x.deleter set it.
func (p *property) M__delete__(instance py.Object) (py.Object, error) {
	if p.fdel == py.None {
		return nil, p.missing(instance, "deleter")
	}
	_, err := py.Call(p.fdel, py.Tuple{instance}, nil)
	return py.None, err
}

// missing is 3.11's error for a property without a setter or deleter,
// naming the property (from __set_name__) and the instance's class.
func (p *property) missing(instance py.Object, what string) error {
	if p.name != "" && instance != nil {
		t := instance.Type()
		q := t.Qualname
		if q == "" {
			q = t.Name
		}
		return py.ExceptionNewf(py.AttributeError, "property '%s' of '%s' object has no %s", p.name, q, what)
	}
	return py.ExceptionNewf(py.AttributeError, "property has no %s", what)
}

func init() {
	propertyType.New = newProperty
	with := func(name string, set func(p, n *property, f py.Object)) {
		propertyType.Dict[name] = py.MustNewMethod(name, func(self, f py.Object) (py.Object, error) {
			p := self.(*property)
			n := *p
			set(p, &n, f)
			return &n, nil
		}, 0, "")
	}
	with("getter", func(p, n *property, f py.Object) { n.fget = f })
	with("setter", func(p, n *property, f py.Object) { n.fset = f })
	with("deleter", func(p, n *property, f py.Object) { n.fdel = f })
	orNil := func(o py.Object) py.Object {
		if o == nil {
			return py.None
		}
		return o
	}
	propertyType.Dict["fget"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return orNil(self.(*property).fget), nil }}
	propertyType.Dict["fset"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return orNil(self.(*property).fset), nil }}
	propertyType.Dict["fdel"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return orNil(self.(*property).fdel), nil }}
}

// super(cls, obj): Rewrite turns the zero-argument form into this one.
type superObj struct {
	cls *py.Type
	obj py.Object
}

var superType = py.NewTypeX("super", "super(type, obj)", func(t *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var c, o py.Object
	if err := py.UnpackTuple(args, kwargs, "super", 2, 2, &c, &o); err != nil {
		return nil, py.ExceptionNewf(py.RuntimeError, "super(): use super(Class, self) or call super() inside a method")
	}
	cls, ok := c.(*py.Type)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "super() argument 1 must be type")
	}
	return &superObj{cls: cls, obj: o}, nil
}, nil)

func (s *superObj) Type() *py.Type { return superType }

func (s *superObj) M__getattribute__(name string) (py.Object, error) {
	t := s.obj.Type()
	// super(C, x) walks x's own MRO when x is a subclass of C (class
	// methods, __new__), else the MRO of x's type (a metaclass's methods
	// get a class as x).
	if ot, ok := s.obj.(*py.Type); ok && !instanceOf(ot) && ot.IsSubtype(s.cls) {
		t = ot
	}
	mro := t.Mro
	found := false
	for _, b := range mro {
		bt, ok := b.(*py.Type)
		if !ok {
			continue
		}
		if !found {
			found = bt == s.cls
			continue
		}
		v, ok := bt.Dict[name]
		if !ok {
			continue
		}
		if g, ok := v.(py.I__get__); ok {
			return g.M__get__(s.obj, t)
		}
		return v, nil
	}
	if m := superBuiltin(s.obj, t, name); m != nil {
		return m, nil
	}
	if name == "__repr__" || name == "__str__" {
		// The built-in base's own, which gpython keeps as Go methods
		// rather than in the type dicts walked above.
		base := builtinBase(t)
		return py.MustNewMethod(name, func(py.Object) (py.Object, error) {
			r, err := builtinReprStr(base, s.obj, name)
			return py.String(r), err
		}, 0, ""), nil
	}
	if name == "__init__" {
		// object.__init__ and the exception base inits: accept and store args.
		return py.MustNewMethod("__init__", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			switch o := s.obj.(type) {
			case *py.Exception:
				o.Args = append(py.Tuple(nil), args...)
			case *Dict:
				if o.typ.IsSubtype(DefaultDictType) && len(args) > 0 {
					// defaultdict.__init__(default_factory, ...)
					o.factory, args = args[0], args[1:]
				}
				return py.None, o.update(args, kwargs)
			}
			if v, ok := unbox(s.obj); ok {
				return py.None, boxedInit(v, args, kwargs)
			}
			return py.None, nil
		}, 0, ""), nil
	}
	return nil, py.ExceptionNewf(py.AttributeError, "'super' object has no attribute '%s'", name)
}

// builtinDivmod is divmod(a, b), which gpython never dispatches to a
// class's __divmod__ (Decimal, Fraction).
func builtinDivmod(self py.Object, args py.Tuple) (py.Object, error) {
	var a, b py.Object
	if err := py.UnpackTuple(args, nil, "divmod", 2, 2, &a, &b); err != nil {
		return nil, err
	}
	if r, ok, err := userBinop(binop{"__divmod__", "__rdivmod__", ""}, a, b); ok {
		return r, err
	}
	a, b = boolToInt(unboxed(a)), boolToInt(unboxed(b))
	if y, ok := realOf(b); ok && y == 0 {
		if _, ok := realOf(a); ok {
			words := zeroDivisionMessages["__divmod__"][1]
			if isInt(a) && isInt(b) {
				words = zeroDivisionMessages["__divmod__"][0]
			}
			return nil, py.ExceptionNewf(py.ZeroDivisionError, "%s", words)
		}
	}
	if d, ok, err := realFloorDivMod("__floordiv__", a, b); ok {
		if err != nil {
			return nil, err
		}
		m, _, _ := realFloorDivMod("__mod__", a, b)
		return py.Tuple{d, m}, nil
	}
	q, r, err := py.DivMod(a, b)
	if err != nil {
		return nil, err
	}
	return py.Tuple{q, r}, nil
}

// anyAll is any(it) (stop on a true item) or all(it) (stop on a false
// one), with Python's truth test: gpython's took b"" for true.
func anyAll(it py.Object, stopOn bool) (py.Object, error) {
	found := false
	var err error
	ierr := py.Iterate(it, func(x py.Object) bool {
		var b py.Object
		if b, err = truth(x); err != nil {
			return true
		}
		found = (b == py.True) == stopOn
		return found
	})
	if ierr != nil {
		return nil, ierr
	}
	if err != nil {
		return nil, err
	}
	return py.NewBool(found == stopOn), nil
}

// builtinBase is the first type in t's MRO not defined in Python.
func builtinBase(t *py.Type) *py.Type {
	for _, b := range t.Mro {
		if bt, ok := b.(*py.Type); ok && bt.Flags&py.TPFLAGS_HEAPTYPE == 0 {
			return bt
		}
	}
	return py.ObjectType
}

// builtinHashOf is hash(o).
func builtinHashOf(o py.Object) (py.Object, error) {
	if v, ok := unbox(o); ok {
		_, native := o.(*py.Type).ObjectType.Lookup("__hash__").(*unboundMethod)
		_, isList := v.(*py.List)
		if s, isSet := v.(*Set); native && !isList && !(isSet && !s.frozen) {
			o = v // a list or set leaves hashKey to name the class
		}
	}
	// Numbers hash as CPython's do, so that a Decimal or Fraction
	// equal to a float hashes alike; a namedtuple as its tuple.
	if t, ok := o.(*py.Type); ok {
		if items, ok := tupleItems(t); ok {
			o = items
		}
	}
	if h, ok := cpythonHash(o); ok {
		return py.Int(h), nil
	}
	k, err := hashKey(o)
	if err != nil {
		return nil, err
	}
	switch x := k.(type) {
	case int64: // an object equal to an int (Decimal('2'))
		return py.Int(intHash(x)), nil
	case float64:
		if h, ok := floatHash(x); ok {
			return py.Int(h), nil
		}
	case bigKey:
		if b, ok := new(big.Int).SetString(x.s, 10); ok {
			h, _ := cpythonHash((*py.BigInt)(b))
			return py.Int(h), nil
		}
	case userKey:
		return py.Int(x.h), nil // what the class's __hash__ returned
	}
	h := fnv.New64a()
	h.Write([]byte(keyString(k)))
	return py.Int(int64(h.Sum64() >> 1)), nil
}
