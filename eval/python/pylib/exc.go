package pylib

import (
	"unsafe"

	"github.com/go-python/gpython/py"
	"github.com/go-python/gpython/vm"
)

// gpython's exception objects answer every unknown attribute with their
// args and cannot store attributes, so `self.code = code` in a user
// exception's __init__ fails. The attribute opcodes are redirected for
// exception instances to a Python-like model: args, the instance dict, then
// the class's MRO.

func excGetAttr(e *py.Exception, name string) (py.Object, error) {
	switch name {
	case "args":
		if e.Args == nil {
			return py.Tuple{}, nil
		}
		return e.Args, nil
	case "__cause__":
		return orNone(e.Cause), nil
	case "__context__":
		return orNone(e.Context), nil
	case "__traceback__":
		return orNone(e.Traceback), nil
	case "__class__":
		return e.Base, nil
	case "__dict__":
		return e.Dict, nil
	}
	if v, ok := e.Dict[name]; ok {
		return v, nil
	}
	for _, b := range e.Base.Mro {
		bt, ok := b.(*py.Type)
		if !ok {
			continue
		}
		if v, ok := bt.Dict[name]; ok {
			if g, ok := v.(py.I__get__); ok {
				return g.M__get__(e, e.Base)
			}
			return v, nil
		}
	}
	return nil, py.ExceptionNewf(py.AttributeError, "'%s' object has no attribute '%s'", e.Base.Name, name)
}

func orNone(o py.Object) py.Object {
	if o == nil {
		return py.None
	}
	return o
}

func installExceptionAttrs() {
	loadAttr := jumpTable[vm.LOAD_ATTR]
	jumpTable[vm.LOAD_ATTR] = func(v unsafe.Pointer, namei int32) error {
		f := (*vmFrame)(v).frame
		s := f.Stack
		if e, ok := s[len(s)-1].(*py.Exception); ok {
			r, err := excGetAttr(e, f.Code.Names[namei])
			if err != nil {
				return err
			}
			s[len(s)-1] = r
			return nil
		}
		// gpython binds x.__eq__ to the Go method before it looks in the
		// type dict, where installSeqMethods put the depth-bounded one.
		if name := f.Code.Names[namei]; name == "__eq__" || name == "__ne__" {
			switch o := s[len(s)-1]; o.(type) {
			case *py.List, py.Tuple:
				if m, ok := o.Type().Dict[name].(*py.Method); ok {
					r, err := m.M__get__(o, o.Type())
					if err != nil {
						return err
					}
					s[len(s)-1] = r
					return nil
				}
			}
		}
		return loadAttr(v, namei)
	}
	storeAttr := jumpTable[vm.STORE_ATTR]
	jumpTable[vm.STORE_ATTR] = func(v unsafe.Pointer, namei int32) error {
		f := (*vmFrame)(v).frame
		s := f.Stack
		if e, ok := s[len(s)-1].(*py.Exception); ok {
			name := f.Code.Names[namei]
			val := s[len(s)-2]
			f.Stack = s[:len(s)-2]
			switch name {
			case "args":
				t, err := py.SequenceTuple(val)
				if err != nil {
					return err
				}
				e.Args = t
			case "__cause__":
				e.Cause = val
			default:
				if e.Dict == nil {
					e.Dict = py.NewStringDict()
				}
				e.Dict[name] = val
			}
			return nil
		}
		return storeAttr(v, namei)
	}
}

// userClass fixes classes deriving from built-in types: gpython gives
// them object.__new__ (instances are plain objects, not exceptions or
// dicts) and only runs a Python __init__ on plain objects.
func userClass(cls py.Object) {
	t, ok := cls.(*py.Type)
	if !ok {
		return
	}
	defer callableInstances(t)
	inheritDunders(t)
	switch {
	case t.IsSubtype(py.BaseException):
		t.New = func(metatype *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			// args may be a window on the VM stack: keep a copy.
			return &py.Exception{Base: metatype, Args: append(py.Tuple(nil), args...), Dict: py.NewStringDict()}, nil
		}
	case t.IsSubtype(DictType):
		t.New = func(metatype *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			if userInit(metatype) != nil {
				return &Dict{typ: metatype, idx: map[any]int{}}, nil
			}
			return dictNew(metatype, args, kwargs)
		}
	default:
		return
	}
	t.Init = func(self py.Object, args py.Tuple, kwargs py.StringDict) error {
		init := userInit(self.Type())
		if init == nil {
			return nil
		}
		_, err := py.Call(init, append(py.Tuple{self}, args...), kwargs)
		return err
	}
}

// userInit is the __init__ a Python class in t's MRO defines, or nil.
func userInit(t *py.Type) py.Object {
	for _, b := range t.Mro {
		bt, ok := b.(*py.Type)
		if !ok {
			continue
		}
		if v, ok := bt.Dict["__init__"]; ok {
			if _, native := v.(*py.Function); native {
				return v
			}
			return nil
		}
	}
	return nil
}

// RecursionError is raised when nesting passes a depth limit, in Python
// calls (eval/python counts them) or in the containers that pylib walks in
// Go (repr, json, comparisons, hashing): Go code recursing without bound
// overflows the goroutine stack, a fatal error that kills the process.
var RecursionError = func() *py.Type {
	t := py.RuntimeError.NewType("RecursionError", "Recursion limit exceeded.", nil, nil)
	// gpython gives a Go-made subclass its base as its metatype, which
	// breaks `class X(RecursionError)`; a class's type is type.
	t.ObjectType = py.TypeType
	// NewType copies the base's flags, READY included, so the new type is
	// never readied and has no MRO: issubclass(RecursionError, Exception)
	// was False and raising a subclass failed.
	t.Flags &^= py.TPFLAGS_READY
	if err := t.Ready(); err != nil {
		panic("pylib: ready RecursionError: " + err.Error())
	}
	return t
}()

// maxNesting is how deep pylib's Go walks of containers go before raising
// RecursionError, as CPython's default recursion limit does.
const maxNesting = 1000

func recursionError(while string) error {
	return py.ExceptionNewf(RecursionError, "maximum recursion depth exceeded%s", while)
}

// inheritDunders copies special methods defined in Python base classes into
// a new class's own dict: gpython's iteration, len, hash and friends look
// only there, so a subclass lost its base's __iter__ or __len__.
func inheritDunders(t *py.Type) {
	for _, b := range t.Mro[1:] {
		bt, ok := b.(*py.Type)
		if !ok || bt.Flags&py.TPFLAGS_HEAPTYPE == 0 {
			continue
		}
		for name, v := range bt.Dict {
			if _, isFn := v.(*py.Function); !isFn || len(name) < 5 || name[:2] != "__" || name[len(name)-2:] != "__" {
				continue
			}
			if _, own := t.Dict[name]; !own && t.Lookup(name) == v {
				t.Dict[name] = v
			}
		}
	}
}
