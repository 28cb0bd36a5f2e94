package pylib

import (
	"strings"
	"sync"
	"weak"

	"github.com/go-python/gpython/py"

	"github.com/rlm-go/rlm/eval/python/gpyseam"
)

// installClasses lets Python code define what CPython classes can and
// gpython's could not: a __new__ of its own (object.__new__ did not exist,
// and a class's __new__ was never called), a metaclass (type could not be
// subclassed, and a subclass of type made plain objects), and a
// metaclass __call__ (singletons, registries).
func installClasses() {
	py.TypeType.Flags |= py.TPFLAGS_BASETYPE
	py.ObjectType.Dict["__qualname__"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		if t, ok := self.(*py.Type); ok && !instanceOf(t) {
			if t.Qualname != "" {
				return py.String(t.Qualname), nil
			}
			return py.String(t.Name), nil
		}
		return nil, py.ExceptionNewf(py.AttributeError, "'%s' object has no attribute '__qualname__'", self.Type().Name)
	}, Fset: func(self, v py.Object) error {
		t, ok := self.(*py.Type)
		s, isStr := v.(py.String)
		if !ok || instanceOf(t) {
			return py.ExceptionNewf(py.AttributeError, "'%s' object has no attribute '__qualname__'", self.Type().Name)
		}
		if !isStr {
			return py.ExceptionNewf(py.TypeError, "can only assign string to %s.__qualname__, not '%s'", t.Name, v.Type().Name)
		}
		t.Qualname = string(s)
		return nil
	}}
	py.ObjectType.Dict["__new__"] = &py.StaticMethod{Callable: py.MustNewMethod("__new__", objectNew, 0, "object.__new__(cls) makes an instance of cls")}
	py.TypeType.Dict["__new__"] = &py.StaticMethod{Callable: py.MustNewMethod("__new__", typeNewMethod, 0, "type.__new__(mcs, name, bases, ns) makes a class")}
	// Reached only through super() or type.__call__(cls, ...) spelled out:
	// an ordinary call of a class goes straight to its New.
	py.ObjectType.Dict["__init_subclass__"] = &py.ClassMethod{Callable: py.MustNewMethod("__init_subclass__", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		if len(kwargs) > 0 {
			return nil, py.ExceptionNewf(py.TypeError, "object.__init_subclass__() takes no keyword arguments")
		}
		return py.None, nil
	}, 0, "")}
	py.ObjectType.Dict["__setattr__"] = py.MustNewMethod("__setattr__", objectSetattr, 0, "object.__setattr__(self, name, value) sets an attribute")
	py.ObjectType.Dict["__delattr__"] = py.MustNewMethod("__delattr__", objectDelattr, 0, "object.__delattr__(self, name) deletes an attribute")
	py.TypeType.Dict["__subclasses__"] = py.MustNewMethod("__subclasses__", typeSubclasses, 0, "__subclasses__() -> list of immediate subclasses")
	py.TypeType.Dict["__call__"] = py.MustNewMethod("__call__", typeCallMethod, 0, "type.__call__(cls, *args) makes and initialises an instance")
}

// allocNew is how an instance of t is made when no Python __new__ takes
// part: the kind of object depends on the built-in type t derives from.
func allocNew(t *py.Type) py.NewFunc {
	switch {
	case t.IsSubtype(py.TypeType):
		return py.TypeType.New
	case t.IsSubtype(py.BaseException):
		return func(metatype *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			// args may be a window on the VM stack: keep a copy.
			return &py.Exception{Base: metatype, Args: append(py.Tuple(nil), args...), Dict: py.NewStringDict()}, nil
		}
	case boxBase(t) != nil:
		base := boxBase(t)
		return func(metatype *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return newBoxed(metatype, base, args, kwargs, userInit(metatype) != nil)
		}
	case t.IsSubtype(DictType):
		return func(metatype *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			if userInit(metatype) != nil {
				return &Dict{typ: metatype, idx: map[any]int{}}, nil
			}
			return dictNew(metatype, args, kwargs)
		}
	}
	return py.ObjectNew
}

func objectNew(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	if len(args) == 0 {
		return nil, py.ExceptionNewf(py.TypeError, "object.__new__(): not enough arguments")
	}
	cls, ok := args[0].(*py.Type)
	if !ok || instanceOf(cls) {
		return nil, py.ExceptionNewf(py.TypeError, "object.__new__(X): X is not a type object (%s)", args[0].Type().Name)
	}
	if err := abstractInstantiation(cls); err != nil {
		return nil, err
	}
	if cls.IsSubtype(py.BaseException) {
		return allocNew(cls)(cls, args[1:], nil)
	}
	return allocNew(cls)(cls, nil, nil)
}

func typeNewMethod(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	if len(args) != 4 {
		return nil, py.ExceptionNewf(py.TypeError, "type.__new__() takes exactly 3 arguments (%d given)", len(args)-1)
	}
	mcs, ok := args[0].(*py.Type)
	if !ok || !mcs.IsSubtype(py.TypeType) {
		return nil, py.ExceptionNewf(py.TypeError, "type.__new__(X): X is not a subtype of type")
	}
	// The class statement's keywords are for __init_subclass__, which
	// type.__new__ calls.
	cls, err := py.TypeType.New(mcs, append(py.Tuple(nil), args[1:]...), nil)
	if err != nil {
		return nil, err
	}
	userClass(cls)
	if t, ok := cls.(*py.Type); ok {
		if err := initSubclass(t, kwargs); err != nil {
			return nil, err
		}
	}
	return cls, nil
}

// rawConstructors keeps the New and Init a class had before its
// metaclass's __call__ took its place, for type.__call__ to use.
var rawConstructors sync.Map // *py.Type -> [2]any{py.NewFunc, py.InitFunc}

func typeCallMethod(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	// Bound (super().__call__(...)) self is the class; unbound
	// (type.__call__(cls, ...)) it comes first in args.
	cls, ok := self.(*py.Type)
	if !ok || instanceOf(cls) {
		if len(args) == 0 {
			return nil, py.ExceptionNewf(py.TypeError, "type.__call__(): not enough arguments")
		}
		cls, ok = args[0].(*py.Type)
		if !ok {
			return nil, py.ExceptionNewf(py.TypeError, "descriptor '__call__' requires a 'type' object")
		}
		args = args[1:]
	}
	rest := append(py.Tuple(nil), args...)
	raw, ok := rawConstructors.Load(cls)
	if !ok {
		return py.Call(cls, rest, kwargs)
	}
	fns := raw.([2]any)
	obj, err := fns[0].(py.NewFunc)(cls, rest, kwargs)
	if err != nil {
		return nil, err
	}
	if o, ok := obj.(*py.Type); ok && o.Type().IsSubtype(cls) {
		if init := fns[1].(py.InitFunc); init != nil {
			if err := init(obj, rest, kwargs); err != nil {
				return nil, err
			}
		}
	}
	return obj, nil
}

// pythonDefined is the function a class statement in t's MRO defines
// under name, or nil when the first definition is built in.
func pythonDefined(t *py.Type, name string) py.Object {
	for _, b := range t.Mro {
		bt, ok := b.(*py.Type)
		if !ok {
			continue
		}
		v, ok := bt.Dict[name]
		if !ok {
			continue
		}
		if sm, ok := v.(*py.StaticMethod); ok {
			v = sm.Callable
		}
		if _, ok := v.(*py.Function); ok {
			return v
		}
		return nil
	}
	return nil
}

// classConstructors gives a new class its Python __new__ and its
// metaclass's Python __call__, as CPython's type.__call__ would.
func classConstructors(t *py.Type) {
	registerSubclass(t)
	for name, v := range t.Dict {
		if p, ok := v.(*property); ok && p.name == "" {
			p.name = name
		}
	}
	if fn, ok := t.Dict["__new__"].(*py.Function); ok {
		// __new__ is a static method without saying so.
		t.Dict["__new__"] = &py.StaticMethod{Callable: fn}
	}
	if fn := pythonDefined(t, "__new__"); fn != nil {
		t.New = func(metatype *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return py.Call(fn, append(py.Tuple{metatype}, args...), kwargs)
		}
	} else if !t.IsSubtype(py.TypeType) && !t.IsSubtype(py.BaseException) && !t.IsSubtype(DictType) {
		// Exceptions and dicts are not made by object.__new__, which
		// alone refuses abstract classes in CPython.
		guardAbstract(t)
	}
	if t.IsSubtype(py.TypeType) {
		if t.New == nil || pythonDefined(t, "__new__") == nil {
			// The keywords of a class statement go to the metaclass's
			// __init__ and to __init_subclass__, not to type().
			t.New = func(metatype *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
				return py.TypeType.New(metatype, args, nil)
			}
		}
		t.Init = func(self py.Object, args py.Tuple, kwargs py.StringDict) error {
			if len(args) == 1 {
				return nil // type(x)
			}
			init := pythonDefined(self.Type(), "__init__")
			if init == nil {
				return nil
			}
			_, err := py.Call(init, append(py.Tuple{self}, args...), kwargs)
			return err
		}
	}
	if fn, ok := t.Lookup("__next__").(*py.Function); ok {
		t.Dict["__next__"] = &userNext{fn: fn}
	}
	meta := t.Type()
	if meta == nil || meta == py.TypeType || !meta.IsSubtype(py.TypeType) {
		return
	}
	splitDunders(t)
	call := pythonDefined(meta, "__call__")
	if call == nil {
		return
	}
	// A class whose metaclass __new__ calls type.__new__ comes through
	// here twice; by the second time t.New is already the metaclass call.
	if _, seen := rawConstructors.Load(t); !seen {
		rawConstructors.Store(t, [2]any{t.New, t.Init})
	}
	t.New = func(cls *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		return py.Call(call, append(py.Tuple{cls}, args...), kwargs)
	}
	// type.__call__ inside the metaclass's __call__ has run __init__.
	t.Init = func(py.Object, py.Tuple, py.StringDict) error { return nil }
}

// buildClass runs a class statement. gpython's __build_class__ dropped
// the metaclass keyword, passed other keywords to type() (an error) and
// knew nothing of __init_subclass__.
func buildClass(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	if len(args) < 2 {
		return nil, py.ExceptionNewf(py.TypeError, "__build_class__: not enough arguments")
	}
	fn, ok := args[0].(*py.Function)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "__build_class__: func must be a function")
	}
	name, ok := args[1].(py.String)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "__build_class__: name is not a string")
	}
	origBases := append(py.Tuple(nil), args[2:]...)
	bases, err := mroEntries(origBases)
	if err != nil {
		return nil, err
	}
	rest := kwargs.Copy()
	meta, explicit := rest["metaclass"]
	delete(rest, "metaclass")
	if !explicit {
		meta = py.TypeType
		if len(bases) > 0 {
			meta = bases[0].Type()
		}
	}
	if mt, ok := meta.(*py.Type); ok {
		winner, err := mt.CalculateMetaclass(bases)
		if err != nil {
			return nil, err
		}
		meta = winner
	}
	ns := py.NewStringDict()
	metaKwargs := py.StringDict(nil)
	if mt, ok := meta.(*py.Type); ok {
		if prep := pythonDefined(mt, "__prepare__"); prep != nil {
			got, err := py.Call(prep, py.Tuple{name, bases}, rest)
			if err != nil {
				return nil, err
			}
			if sd, ok := got.(py.StringDict); ok {
				ns = sd
			}
		}
		if pythonDefined(mt, "__new__") != nil || pythonDefined(mt, "__init__") != nil {
			metaKwargs = rest
		}
	} else {
		metaKwargs = rest
	}
	cell, err := fn.Context.RunCode(fn.Code, fn.Globals, ns, fn.Closure)
	if err != nil {
		return nil, err
	}
	if _, ok := ns[classOrderKey]; !ok {
		ns[classOrderKey] = definitionOrder(fn.Code)
	}
	if !sameItems(bases, origBases) {
		ns["__orig_bases__"] = origBases
	}
	cls, err := py.Call(meta, py.Tuple{name, bases, ns}, metaKwargs)
	if err != nil {
		return nil, mroError(err, bases)
	}
	if c, ok := cell.(*py.Cell); ok {
		c.Set(cls)
	}
	userClass(cls)
	if t, ok := cls.(*py.Type); ok {
		if err := setNames(t); err != nil {
			return nil, err
		}
		// A Python __new__ of the metaclass has called __init_subclass__
		// through type.__new__.
		if mt, ok := meta.(*py.Type); !ok || pythonDefined(mt, "__new__") == nil {
			if err := initSubclass(t, rest); err != nil {
				return nil, err
			}
		}
	}
	return cls, nil
}

// mroError gives gpython's placeholder for a failed C3 linearisation
// ("mro is wonky") CPython's text, naming the classes that were the
// candidates to come next when the merge got stuck.
func mroError(err error, bases py.Tuple) error {
	exc := exceptionOf(err)
	if exc == nil || exc.Base != py.TypeError {
		return err
	}
	if args, isTuple := exc.Args.(py.Tuple); !isTuple || len(args) != 1 || args[0] != py.String("mro is wonky") {
		return err
	}
	var lists [][]py.Object
	for _, b := range bases {
		t, ok := b.(*py.Type)
		if !ok {
			return err
		}
		lists = append(lists, append([]py.Object(nil), t.Mro...))
	}
	lists = append(lists, append([]py.Object(nil), bases...))
	inTail := func(c py.Object) bool {
		for _, l := range lists {
			for _, x := range l[min(1, len(l)):] {
				if x == c {
					return true
				}
			}
		}
		return false
	}
	for {
		var next py.Object
		for _, l := range lists {
			if len(l) > 0 && !inTail(l[0]) {
				next = l[0]
				break
			}
		}
		if next == nil {
			break
		}
		for i, l := range lists {
			if len(l) > 0 && l[0] == next {
				lists[i] = l[1:]
			}
		}
	}
	var names []string
	seen := map[py.Object]bool{}
	for _, l := range lists {
		if len(l) > 0 && !seen[l[0]] {
			seen[l[0]] = true
			names = append(names, l[0].(*py.Type).Name)
		}
	}
	if len(names) == 0 {
		return err
	}
	return py.ExceptionNewf(py.TypeError, "Cannot create a consistent method resolution\norder (MRO) for bases %s", strings.Join(names, ", "))
}

// mroEntries replaces the bases of a class statement that are not
// classes (Generic[T], typing.List[int]) by what their __mro_entries__
// returns, as CPython's __build_class__ does.
func mroEntries(bases py.Tuple) (py.Tuple, error) {
	out := make(py.Tuple, 0, len(bases))
	for _, b := range bases {
		if t, ok := b.(*py.Type); !ok || instanceOf(t) {
			if fn, err := py.GetAttrString(b, "__mro_entries__"); err == nil {
				r, err := py.Call(fn, py.Tuple{bases}, nil)
				if err != nil {
					return nil, err
				}
				entries, ok := r.(py.Tuple)
				if !ok {
					return nil, py.ExceptionNewf(py.TypeError, "__mro_entries__ must return a tuple")
				}
				out = append(out, entries...)
				continue
			}
		}
		out = append(out, b)
	}
	return out, nil
}

func sameItems(a, b py.Tuple) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// initSubclass calls the nearest base's __init_subclass__ with the
// class statement's keywords, as type.__new__ does.
func initSubclass(t *py.Type, kwargs py.StringDict) error {
	if fn, ok := t.Dict["__init_subclass__"].(*py.Function); ok {
		t.Dict["__init_subclass__"] = &py.ClassMethod{Callable: fn}
	}
	for _, b := range t.Mro[1:] {
		bt, ok := b.(*py.Type)
		if !ok {
			continue
		}
		v, ok := bt.Dict["__init_subclass__"]
		if !ok {
			continue
		}
		if cm, ok := v.(*py.ClassMethod); ok {
			v = cm.Callable
		}
		_, err := py.Call(v, py.Tuple{t}, kwargs)
		return err
	}
	if len(kwargs) > 0 {
		return py.ExceptionNewf(py.TypeError, "%s.__init_subclass__() takes no keyword arguments", t.Name)
	}
	return nil
}

// hasMetaclass reports a class made by a Python subclass of type.
func hasMetaclass(t *py.Type) bool {
	m := t.ObjectType
	return m != nil && m != py.TypeType && m.Flags&py.TPFLAGS_HEAPTYPE != 0 && m.IsSubtype(py.TypeType)
}

// classOrderKey holds the names a class body bound, in order: the body's
// namespace is a Go map, and enum members (and anything else that needs
// definition order) read it from here.
const classOrderKey = "__pylib_order__"

// definitionOrder lists the names a class body's code stores, first
// store first, read from its bytecode.
func definitionOrder(code *py.Code) py.Tuple {
	var out py.Tuple
	seen := map[int32]bool{}
	b := code.Code
	ext := int32(0)
	for i := 0; i < len(b); {
		op := gpyseam.Opcode(b[i])
		i++
		if op < gpyseam.HAVE_ARGUMENT {
			continue
		}
		if i+1 >= len(b) {
			break
		}
		arg := ext | int32(b[i]) | int32(b[i+1])<<8
		i += 2
		if op == gpyseam.EXTENDED_ARG {
			ext = arg << 16
			continue
		}
		ext = 0
		if op == gpyseam.STORE_NAME && !seen[arg] && int(arg) < len(code.Names) {
			seen[arg] = true
			out = append(out, py.String(code.Names[arg]))
		}
	}
	return out
}

// metaclassClassAttr reads an attribute of a class made by a Python
// metaclass in CPython's order: a property of the metaclass, then the
// class and its bases, then the metaclass's other attributes. gpython
// looked in the metaclass before the bases, so Color.__new__ found
// EnumMeta.__new__.
func metaclassClassAttr(t *py.Type, name string) (py.Object, bool, error) {
	meta := t.ObjectType
	mv := meta.Lookup(name)
	switch p := mv.(type) {
	case *py.Property:
		r, err := p.M__get__(t, meta)
		return r, true, err
	case *property:
		r, err := p.M__get__(t, meta)
		return r, true, err
	}
	if v, ok := t.Dict[name]; ok {
		switch x := v.(type) {
		case *py.ClassMethod:
			r, err := x.M__get__(py.None, t)
			return r, true, err
		case *py.StaticMethod:
			return x.Callable, true, nil
		}
		return v, true, nil
	}
	if r, found, err := inheritedClassAttr(t, name); found {
		return r, true, err
	}
	if mv == nil {
		return nil, false, nil
	}
	if g, ok := mv.(py.I__get__); ok {
		r, err := g.M__get__(t, meta)
		return r, true, err
	}
	return mv, true, nil
}

// classSlots are the special methods gpython looks up in a class's own
// dict even when the class itself is the operand (len(Color), Color ==
// Other): with a metaclass, the class's answer must come from the
// metaclass, its instances' from the class.
var classSlots = []string{"__len__", "__iter__", "__reversed__", "__contains__", "__getitem__", "__bool__",
	"__hash__", "__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__", "__str__", "__repr__", "__format__",
	"__or__", "__and__", "__xor__", "__invert__", "__getattr__"}

func splitDunders(t *py.Type) {
	for _, name := range classSlots {
		v := t.Lookup(name)
		if d, ok := v.(*classDunder); ok {
			v = d.member
		}
		if _, ok := v.(*py.Function); ok {
			t.Dict[name] = &classDunder{name: name, member: v}
		}
	}
}

// classDunder is a special method of a class with a metaclass: called
// with an instance it is the class's method, with a class the
// metaclass's.
type classDunder struct {
	name   string
	member py.Object
}

var classDunderType = py.NewType("method-wrapper", "a special method shared by a class and its metaclass")

func (d *classDunder) Type() *py.Type { return classDunderType }

func (d *classDunder) M__get__(instance, owner py.Object) (py.Object, error) {
	if instance == nil || instance == py.None {
		return d.member, nil
	}
	return py.NewBoundMethod(instance, d.member), nil
}

// M__getattr__ lets the method's own attributes (__name__, __doc__,
// abc's __isabstractmethod__) show through, as for the function itself.
func (d *classDunder) M__getattr__(name string) (py.Object, error) {
	return py.GetAttrString(d.member, name)
}

func (d *classDunder) M__call__(args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	if len(args) > 0 {
		if c, ok := args[0].(*py.Type); ok && !instanceOf(c) {
			return metaclassDunder(c, d.name, args[1:], kwargs)
		}
	}
	return py.Call(d.member, args, kwargs)
}

func metaclassDunder(c *py.Type, name string, rest py.Tuple, kwargs py.StringDict) (py.Object, error) {
	meta := c.ObjectType
	if fn := pythonDefined(meta, name); fn != nil {
		return py.Call(fn, append(py.Tuple{c}, rest...), kwargs)
	}
	other := func() py.Object {
		if len(rest) > 0 {
			return rest[0]
		}
		return py.None
	}
	switch name {
	case "__eq__":
		return py.NewBool(other() == py.Object(c)), nil
	case "__ne__":
		return py.NewBool(other() != py.Object(c)), nil
	case "__hash__":
		return py.Int(int64(gpyseam.Identity(c) >> 4)), nil
	case "__bool__":
		return py.True, nil
	case "__str__", "__repr__":
		s, err := typeRepr(c)
		return py.String(s), err
	case "__format__":
		s, err := typeRepr(c)
		if err != nil {
			return nil, err
		}
		spec, _ := other().(py.String)
		f, err := Format(py.String(s), string(spec))
		return py.String(f), err
	case "__lt__", "__le__", "__gt__", "__ge__", "__or__", "__and__", "__xor__":
		return py.NotImplemented, nil
	case "__len__":
		return nil, py.ExceptionNewf(py.TypeError, "object of type '%s' has no len()", meta.Name)
	case "__getattr__":
		attr, _ := other().(py.String)
		return nil, py.ExceptionNewf(py.AttributeError, "type object '%s' has no attribute '%s'", c.Name, string(attr))
	case "__getitem__":
		return nil, py.ExceptionNewf(py.TypeError, "type '%s' is not subscriptable", c.Name)
	}
	return nil, py.ExceptionNewf(py.TypeError, "'%s' object is not iterable", meta.Name)
}

// userNext is a class's __next__ as gpython's iteration needs it:
// py.Iterate (behind list(), sum(), str.join ...) ends only on the bare
// StopIteration type, so a __next__ that raised StopIteration made
// list(it) raise instead of ending.
type userNext struct{ fn py.Object }

var userNextType = py.NewType("method-wrapper", "a class's __next__")

func (u *userNext) Type() *py.Type { return userNextType }

func (u *userNext) M__call__(args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	r, err := py.Call(u.fn, args, kwargs)
	if err != nil && py.IsException(py.StopIteration, err) && stopIterationValue(err) == py.None {
		return nil, py.StopIteration
	}
	return r, err
}

func (u *userNext) M__get__(instance, owner py.Object) (py.Object, error) {
	if instance == nil || instance == py.None {
		return u.fn, nil
	}
	return py.NewBoundMethod(instance, u), nil
}

// subclasses records, for each class, the classes made from it, for
// cls.__subclasses__(). Weak pointers, so that the record keeps no class
// alive (CPython's keeps weak references too).
var subclasses sync.Map // *py.Type -> *subclassList

type subclassList struct {
	mu   sync.Mutex
	subs []weak.Pointer[py.Type]
}

func registerSubclass(t *py.Type) {
	for _, b := range t.Bases {
		base, ok := b.(*py.Type)
		if !ok || base == py.ObjectType {
			continue
		}
		v, _ := subclasses.LoadOrStore(base, &subclassList{})
		l := v.(*subclassList)
		l.mu.Lock()
		p := weak.Make(t)
		dup := false
		live := l.subs[:0]
		for _, w := range l.subs {
			if s := w.Value(); s != nil {
				live = append(live, w)
				dup = dup || s == t
			}
		}
		l.subs = live
		if !dup {
			l.subs = append(l.subs, p)
		}
		l.mu.Unlock()
	}
}

func typeSubclasses(self py.Object) (py.Object, error) {
	t, ok := self.(*py.Type)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "descriptor '__subclasses__' requires a 'type' object")
	}
	out := py.NewList()
	if v, ok := subclasses.Load(t); ok {
		l := v.(*subclassList)
		l.mu.Lock()
		for _, w := range l.subs {
			if s := w.Value(); s != nil {
				out.Append(s)
			}
		}
		l.mu.Unlock()
	}
	return out, nil
}
