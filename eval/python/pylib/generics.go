package pylib

import (
	"sort"
	"strings"

	"github.com/go-python/gpython/py"
)

// Runtime typing that CPython builds into its types: list[int] and the
// other built-in generic aliases (types.GenericAlias), X | Y unions of
// types (types.UnionType), Foo[...] through a class's __class_getitem__,
// and isinstance/issubclass through __instancecheck__/__subclasscheck__.
// Annotations evaluate to these, so code that merely annotates needs them
// as much as code that inspects them.

// genericAlias is a built-in class subscripted: list[int], dict[str, T].
type genericAlias struct {
	origin *py.Type
	args   py.Tuple
}

// unionType is int | None: the types in order, without repeats.
type unionType struct {
	args py.Tuple
}

var (
	genericAliasType = py.NewType("GenericAlias", "Represent a PEP 585 generic type\n\nE.g. for t = list[int], t.__origin__ is list and t.__args__ is (int,).")
	unionTypeType    = py.NewType("UnionType", "Represent a PEP 604 union type\n\nE.g. for int | str")
)

func (g *genericAlias) Type() *py.Type { return genericAliasType }
func (u *unionType) Type() *py.Type    { return unionTypeType }

// genericOrigins are the built-in classes that subscript to a
// genericAlias, as their __class_getitem__ does in CPython.
func genericOrigin(t *py.Type) bool {
	switch t {
	case py.ListType, py.TupleType, DictType, SetType, FrozenSetType, py.TypeType,
		CounterType, DefaultDictType, OrderedDictType:
		return true
	}
	return false
}

func newGenericAlias(origin *py.Type, item py.Object) *genericAlias {
	args, ok := item.(py.Tuple)
	if !ok {
		args = py.Tuple{item}
	}
	return &genericAlias{origin: origin, args: append(py.Tuple(nil), args...)}
}

func (g *genericAlias) M__repr__() (py.Object, error) {
	var b strings.Builder
	b.WriteString(typeArgRepr(g.origin))
	b.WriteByte('[')
	if len(g.args) == 0 {
		b.WriteString("()") // tuple[()]
	}
	for i, a := range g.args {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(typeArgRepr(a))
	}
	b.WriteByte(']')
	return py.String(b.String()), nil
}

// M__call__ makes an instance of the origin: list[int]() is [].
func (g *genericAlias) M__call__(args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	return py.Call(g.origin, args, kwargs)
}

func (g *genericAlias) M__eq__(other py.Object) (py.Object, error) {
	o, ok := other.(*genericAlias)
	if !ok {
		return py.NotImplemented, nil
	}
	if o.origin != g.origin {
		return py.False, nil
	}
	return py.Eq(g.args, o.args)
}

func (g *genericAlias) M__ne__(other py.Object) (py.Object, error) { return notEq(g.M__eq__(other)) }

func (g *genericAlias) M__or__(other py.Object) (py.Object, error)  { return unionOf(g, other) }
func (g *genericAlias) M__ror__(other py.Object) (py.Object, error) { return unionOf(other, g) }

// M__getitem__ fills a generic alias's type variables: dict[str, T][int].
func (g *genericAlias) M__getitem__(item py.Object) (py.Object, error) {
	params := typeParameters(g.args)
	if len(params) == 0 {
		return nil, py.ExceptionNewf(py.TypeError, "There are no type variables left in %s", reprOf(g))
	}
	items, ok := item.(py.Tuple)
	if !ok {
		items = py.Tuple{item}
	}
	if len(items) != len(params) {
		much := "many"
		if len(items) < len(params) {
			much = "few"
		}
		return nil, py.ExceptionNewf(py.TypeError, "Too %s arguments for %s; actual %d, expected %d", much, reprOf(g), len(items), len(params))
	}
	var subst func(py.Object) py.Object
	subst = func(a py.Object) py.Object {
		for i, p := range params {
			if a == p {
				return items[i]
			}
		}
		if inner, ok := a.(*genericAlias); ok {
			return &genericAlias{origin: inner.origin, args: substAll(inner.args, subst)}
		}
		return a
	}
	return &genericAlias{origin: g.origin, args: substAll(g.args, subst)}, nil
}

func substAll(args py.Tuple, f func(py.Object) py.Object) py.Tuple {
	out := make(py.Tuple, len(args))
	for i, a := range args {
		out[i] = f(a)
	}
	return out
}

// typeArgRepr spells one argument of an alias or union the way CPython's
// repr of list[...] and int | ... does: builtins by bare name, other
// classes with their module, ... and None as written, the rest by repr.
func typeArgRepr(o py.Object) string {
	switch x := o.(type) {
	case *py.Type:
		if instanceOf(x) {
			break
		}
		switch x {
		case py.NoneTypeType:
			return "None"
		case CounterType, DefaultDictType, OrderedDictType:
			return "collections." + x.Name
		}
		return qualName(x)
	case py.EllipsisType:
		return "..."
	case *py.List:
		parts := make([]string, len(x.Items))
		for i, it := range x.Items {
			parts[i] = typeArgRepr(it)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	return reprOf(o)
}

// unionable is what may stand on either side of a type union.
func unionable(o py.Object) bool {
	switch x := o.(type) {
	case *py.Type:
		return !instanceOf(x)
	case py.NoneType, *genericAlias, *unionType:
		return true
	}
	return false
}

// unionOf is a | b for types: None becomes NoneType, unions flatten,
// repeats drop, and a union of one type is that type.
func unionOf(a, b py.Object) (py.Object, error) {
	if !unionable(a) || !unionable(b) {
		return py.NotImplemented, nil
	}
	var args py.Tuple
	add := func(o py.Object) error {
		if o == py.None {
			o = py.NoneTypeType
		}
		for _, have := range args {
			eq, err := py.Eq(have, o)
			if err != nil {
				return err
			}
			if eq == py.True {
				return nil
			}
		}
		args = append(args, o)
		return nil
	}
	for _, side := range []py.Object{a, b} {
		items := py.Tuple{side}
		if u, ok := side.(*unionType); ok {
			items = u.args
		}
		for _, it := range items {
			if err := add(it); err != nil {
				return nil, err
			}
		}
	}
	if len(args) == 1 {
		return args[0], nil
	}
	return &unionType{args: args}, nil
}

func (u *unionType) M__repr__() (py.Object, error) {
	parts := make([]string, len(u.args))
	for i, a := range u.args {
		parts[i] = typeArgRepr(a)
	}
	return py.String(strings.Join(parts, " | ")), nil
}

func (u *unionType) M__or__(other py.Object) (py.Object, error)  { return unionOf(u, other) }
func (u *unionType) M__ror__(other py.Object) (py.Object, error) { return unionOf(other, u) }

// M__eq__ compares as sets: int | str == str | int.
func (u *unionType) M__eq__(other py.Object) (py.Object, error) {
	o, ok := other.(*unionType)
	if !ok {
		return py.NotImplemented, nil
	}
	if len(o.args) != len(u.args) {
		return py.False, nil
	}
	for _, a := range u.args {
		found := false
		for _, b := range o.args {
			if eq, err := py.Eq(a, b); err != nil {
				return nil, err
			} else if eq == py.True {
				found = true
				break
			}
		}
		if !found {
			return py.False, nil
		}
	}
	return py.True, nil
}

func (u *unionType) M__ne__(other py.Object) (py.Object, error) { return notEq(u.M__eq__(other)) }

func notEq(r py.Object, err error) (py.Object, error) {
	if err != nil || r == py.NotImplemented {
		return r, err
	}
	return py.NewBool(r != py.True), nil
}

func installGenerics() {
	for _, t := range []*py.Type{genericAliasType, unionTypeType} {
		t.Dict["__module__"] = py.String("types")
	}
	installFunctionAnnotations()
	genericAliasType.Dict["__origin__"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		return self.(*genericAlias).origin, nil
	}}
	genericAliasType.Dict["__args__"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		return append(py.Tuple(nil), self.(*genericAlias).args...), nil
	}}
	genericAliasType.Dict["__parameters__"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		return typeParameters(self.(*genericAlias).args), nil
	}}
	unionTypeType.Dict["__args__"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		return append(py.Tuple(nil), self.(*unionType).args...), nil
	}}
	unionTypeType.Dict["__parameters__"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		return typeParameters(self.(*unionType).args), nil
	}}
}

// typeParameters collects the type variables (objects with
// __typing_is_typevar__, see pysrc/typing.py) among alias arguments.
func typeParameters(args py.Tuple) py.Tuple {
	out := py.Tuple{}
	var walk func(py.Object)
	walk = func(a py.Object) {
		switch x := a.(type) {
		case *genericAlias:
			for _, b := range x.args {
				walk(b)
			}
			return
		case *unionType:
			for _, b := range x.args {
				walk(b)
			}
			return
		}
		if t, ok := a.(*py.Type); ok && instanceOf(t) {
			if _, err := py.GetAttrString(a, "__typing_is_typevar__"); err == nil {
				for _, have := range out {
					if have == a {
						return
					}
				}
				out = append(out, a)
			}
		}
	}
	for _, a := range args {
		walk(a)
	}
	return out
}

// classSubscript is Foo[...] on a class: a generic alias for the
// built-in generics, else the class's own __class_getitem__. handled is
// false when neither applies (a metaclass __getitem__, say).
func classSubscript(t *py.Type, item py.Object) (py.Object, bool, error) {
	if genericOrigin(t) {
		return newGenericAlias(t, item), true, nil
	}
	if hasMetaclass(t) && pythonDefined(t.ObjectType, "__getitem__") != nil {
		return nil, false, nil
	}
	for _, b := range t.Mro {
		bt, ok := b.(*py.Type)
		if !ok {
			continue
		}
		v, ok := bt.Dict["__class_getitem__"]
		if !ok {
			continue
		}
		switch m := v.(type) {
		case *py.ClassMethod:
			v = m.Callable
		case *py.StaticMethod:
			r, err := py.Call(m.Callable, py.Tuple{item}, nil)
			return r, true, err
		}
		r, err := py.Call(v, py.Tuple{t, item}, nil)
		return r, true, err
	}
	return nil, false, nil
}

// instanceCheck is isinstance(o, cls) (or issubclass, with sub) for what
// gpython's class test cannot answer: a tuple of any of these, unions,
// parameterized generics (an error) and classes or objects whose type
// defines __instancecheck__ / __subclasscheck__.
func instanceCheck(o, cls py.Object, sub bool) (bool, error) {
	fn := "isinstance"
	hook := "__instancecheck__"
	if sub {
		fn, hook = "issubclass", "__subclasscheck__"
	}
	switch c := cls.(type) {
	case py.Tuple:
		for _, x := range c {
			if ok, err := instanceCheck(o, x, sub); ok || err != nil {
				return ok, err
			}
		}
		return false, nil
	case *unionType:
		return instanceCheck(o, c.args, sub)
	case *genericAlias:
		return false, py.ExceptionNewf(py.TypeError, "%s() argument 2 cannot be a parameterized generic", fn)
	case *py.Type:
		var check py.Object
		if instanceOf(c) {
			check = dunder(c, hook)
		} else if hasMetaclass(c) {
			check = pythonDefined(c.ObjectType, hook)
		}
		if check != nil {
			r, err := py.Call(check, py.Tuple{c, o}, nil)
			if err != nil {
				return false, err
			}
			b, err := py.MakeBool(r)
			return b == py.True, err
		}
		if instanceOf(c) {
			return false, py.ExceptionNewf(py.TypeError, "%s() arg 2 must be a type, a tuple of types, or a union", fn)
		}
	default:
		return false, py.ExceptionNewf(py.TypeError, "%s() arg 2 must be a type, a tuple of types, or a union", fn)
	}
	if sub {
		t, _ := o.(*py.Type)
		return subclassOf(t, cls), nil
	}
	if _, ok := o.(py.StringDict); ok && subclassOf(DictType, cls) {
		return true, nil
	}
	return subclassOf(o.Type(), cls), nil
}

// installFunctionAnnotations makes f.__annotations__ a dict in parameter
// order with 'return' last, as CPython builds it: gpython keeps a Go map.
// It also lets f.__doc__ be assigned (functools.wraps does): gpython
// stored it in the function's dict, where reading f.__doc__ never looks.
func installFunctionAnnotations() {
	py.FunctionType.Dict["__doc__"] = &py.Property{
		Fget: func(self py.Object) (py.Object, error) { return orNone(self.(*py.Function).Doc), nil },
		Fset: func(self, value py.Object) error {
			self.(*py.Function).Doc = value
			return nil
		},
	}
	// gpython's functions have no __module__: it is their globals'
	// __name__ unless assigned.
	py.FunctionType.Dict["__module__"] = &py.Property{
		Fget: func(self py.Object) (py.Object, error) {
			fn := self.(*py.Function)
			if m, ok := fn.Dict["__module__"]; ok {
				return m, nil
			}
			if m, ok := fn.Globals["__name__"]; ok {
				return m, nil
			}
			return py.None, nil
		},
		Fset: func(self, value py.Object) error {
			fn := self.(*py.Function)
			if fn.Dict == nil {
				fn.Dict = py.NewStringDict()
			}
			fn.Dict["__module__"] = value
			return nil
		},
	}
	prop, ok := py.FunctionType.Dict["__annotations__"].(*py.Property)
	if !ok {
		return
	}
	set := prop.Fset
	py.FunctionType.Dict["__annotations__"] = &py.Property{
		Fget: func(self py.Object) (py.Object, error) {
			fn := self.(*py.Function)
			d := NewDict()
			if fn.Annotations == nil {
				return d, nil
			}
			c := fn.Code
			n := int(c.Argcount + c.Kwonlyargcount)
			if c.Flags&py.CO_VARARGS != 0 {
				n++
			}
			if c.Flags&py.CO_VARKEYWORDS != 0 {
				n++
			}
			for i := 0; i < n && i < len(c.Varnames); i++ {
				if v, ok := fn.Annotations[c.Varnames[i]]; ok {
					d.Set(py.String(c.Varnames[i]), v)
				}
			}
			// Annotations copied from another function (functools.wraps)
			// name parameters this one lacks.
			var rest []string
			for k := range fn.Annotations {
				if _, seen, _ := d.Get(py.String(k)); !seen && k != "return" {
					rest = append(rest, k)
				}
			}
			sort.Strings(rest)
			for _, k := range rest {
				d.Set(py.String(k), fn.Annotations[k])
			}
			if v, ok := fn.Annotations["return"]; ok {
				d.Set(py.String("return"), v)
			}
			return d, nil
		},
		Fset: func(self, value py.Object) error {
			if d, ok := value.(*Dict); ok {
				sd := py.NewStringDict()
				d.Range(func(k, v py.Object) bool {
					if ks, ok := k.(py.String); ok {
						sd[string(ks)] = v
					}
					return true
				})
				value = sd
			}
			return set(self, value)
		},
		Fdel: prop.Fdel,
	}
}
