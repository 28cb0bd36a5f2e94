package pylib

import (
	"sync"

	"github.com/go-python/gpython/py"
)

// installClasses lets Python code define what CPython classes can and
// gpython's could not: a __new__ of its own (object.__new__ did not exist,
// and a class's __new__ was never called), a metaclass (type could not be
// subclassed, and a subclass of type made plain objects), and a
// metaclass __call__ (singletons, registries).
func installClasses() {
	py.TypeType.Flags |= py.TPFLAGS_BASETYPE
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
	cls, err := py.TypeType.New(mcs, append(py.Tuple(nil), args[1:]...), kwargs)
	if err == nil {
		userClass(cls)
	}
	return cls, err
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
	if fn, ok := t.Dict["__new__"].(*py.Function); ok {
		// __new__ is a static method without saying so.
		t.Dict["__new__"] = &py.StaticMethod{Callable: fn}
	}
	if fn := pythonDefined(t, "__new__"); fn != nil {
		t.New = func(metatype *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return py.Call(fn, append(py.Tuple{metatype}, args...), kwargs)
		}
	}
	if t.IsSubtype(py.TypeType) {
		if t.New == nil || pythonDefined(t, "__new__") == nil {
			t.New = py.TypeType.New
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
	meta := t.Type()
	if meta == nil || meta == py.TypeType || !meta.IsSubtype(py.TypeType) {
		return
	}
	call := pythonDefined(meta, "__call__")
	if call == nil {
		return
	}
	rawConstructors.Store(t, [2]any{t.New, t.Init})
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
	bases := append(py.Tuple(nil), args[2:]...)
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
	cls, err := py.Call(meta, py.Tuple{name, bases, ns}, metaKwargs)
	if err != nil {
		return nil, err
	}
	if c, ok := cell.(*py.Cell); ok {
		c.Set(cls)
	}
	userClass(cls)
	if t, ok := cls.(*py.Type); ok && metaKwargs == nil {
		if err := initSubclass(t, rest); err != nil {
			return nil, err
		}
	}
	return cls, nil
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
