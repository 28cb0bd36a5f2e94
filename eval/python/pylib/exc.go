package pylib

import (
	"strings"

	"github.com/go-python/gpython/py"

	"github.com/rlm-go/rlm/eval/python/gpyseam"
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
	case "__suppress_context__":
		if v, ok := e.Dict[name]; ok {
			return v, nil
		}
		return py.NewBool(e.Cause != nil), nil
	case "value":
		if e.Base.IsSubtype(py.StopIteration) {
			if _, own := e.Dict[name]; !own {
				if args, ok := e.Args.(py.Tuple); ok && len(args) > 0 {
					return args[0], nil
				}
				return py.None, nil
			}
		}
	case "__dict__":
		return e.Dict, nil
	case "add_note":
		return py.MustNewMethod("add_note", func(_ py.Object, note py.Object) (py.Object, error) {
			if _, ok := note.(py.String); !ok {
				return nil, py.ExceptionNewf(py.TypeError, "note must be a str, not '%s'", note.Type().Name)
			}
			if e.Dict == nil {
				e.Dict = py.NewStringDict()
			}
			notes, ok := e.Dict["__notes__"].(*py.List)
			if !ok {
				notes = py.NewList()
				e.Dict["__notes__"] = notes
			}
			notes.Append(note)
			return py.None, nil
		}, 0, "add_note(note) adds a note to the exception's traceback"), nil
	}
	if v, ok := e.Dict[name]; ok {
		return v, nil
	}
	if v, ok := excArgAttr(e, name); ok {
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

// generatorSend is gpython's Generator.Send keeping the return value in
// StopIteration.value, which accumulator-style generators report.
func generatorSend(self, arg py.Object) (py.Object, error) {
	it := self.(*py.Generator)
	if it.Running {
		return nil, py.ExceptionNewf(py.ValueError, "generator already executing")
	}
	if it.Frame.Lasti == 0 {
		if arg != py.None {
			return nil, py.ExceptionNewf(py.TypeError, "can't send non-None value to a just-started generator")
		}
	} else {
		if !it.Frame.Yielded {
			return nil, stopIteration(nil)
		}
		it.Frame.Stack = append(it.Frame.Stack, arg)
	}
	it.Running = true
	res, err := runGeneratorFrame(it.Frame)
	it.Running = false
	if err != nil {
		// An exception that escapes a generator finishes it.
		it.Frame.Yielded = false
		return nil, err
	}
	if it.Frame.Yielded {
		return res, nil
	}
	// A finished generator answers every later send with a bare StopIteration.
	it.Frame.Yielded = false
	if res == nil || res == py.None {
		return nil, stopIteration(nil)
	}
	return nil, stopIteration(py.Tuple{res})
}

func stopIteration(args py.Tuple) error {
	e, err := py.ExceptionNew(py.StopIteration, args, nil)
	if err != nil {
		return err
	}
	return e.(*py.Exception)
}

// inheritedClassAttr finds a class attribute defined on a base class:
// gpython looks only in the class's own dict when the attribute is read
// through the class (Sub.LIMIT, Sub.from_row).
func inheritedClassAttr(t *py.Type, name string) (py.Object, bool, error) {
	for _, b := range t.Mro {
		bt, ok := b.(*py.Type)
		if !ok || bt == t {
			continue
		}
		v, ok := bt.Dict[name]
		if !ok {
			continue
		}
		switch x := v.(type) {
		case *py.ClassMethod:
			r, err := x.M__get__(py.None, t)
			return r, true, err
		case *py.StaticMethod:
			return x.Callable, true, nil
		}
		if userObject(v) {
			if r, ok, err := py.TypeCall2(v, "__get__", py.None, t); ok {
				return r, true, err
			}
		}
		return v, true, nil
	}
	return nil, false, nil
}

// fixAttrMessage words gpython's "'X' has no attribute" the way CPython does.
func fixAttrMessage(err error, obj py.Object, name string) error {
	e, ok := err.(*py.Exception)
	if !ok || e.Base != py.AttributeError {
		return err
	}
	args, ok := e.Args.(py.Tuple)
	if !ok || len(args) != 1 {
		return err
	}
	msg, ok := args[0].(py.String)
	if !ok || string(msg) != "'"+obj.Type().Name+"' has no attribute '"+name+"'" {
		return err
	}
	if t, ok := obj.(*py.Type); ok && !instanceOf(t) {
		e.Args = py.Tuple{py.String("type object '" + t.Name + "' has no attribute '" + name + "'")}
		return e
	}
	e.Args = py.Tuple{py.String("'" + obj.Type().Name + "' object has no attribute '" + name + "'")}
	return e
}

// getAttribute reads obj.name as CPython would, where gpython's
// GetAttrString falls short: exception attributes, inherited class
// attributes, a metaclass's attributes, descriptors read through a class,
// and CPython's wording when the attribute is missing.
func getAttribute(obj py.Object, name string) (py.Object, error) {
	if r, ok, err := scalarDunder(obj, name); ok {
		return r, err
	}
	switch o := obj.(type) {
	case *py.Exception:
		return excGetAttr(o, name)
	case *py.List, py.Tuple:
		// gpython binds x.__eq__ to the Go method before it looks in the
		// type dict, where installSeqMethods put the depth-bounded one.
		if name == "__eq__" || name == "__ne__" {
			if m, ok := o.Type().Dict[name].(py.I__get__); ok {
				return m.M__get__(o, o.Type())
			}
		}
	case py.Float, py.Int, *py.BigInt:
		// gpython binds x.__round__ to its own Go method, which
		// mishandles ndigits; round() has CPython's rules.
		if name == "__round__" {
			return py.MustNewMethod("__round__", func(_ py.Object, args py.Tuple) (py.Object, error) {
				return builtinRound(nil, append(py.Tuple{o}, args...), nil)
			}, 0, "round(self, ndigits=None)"), nil
		}
	case *py.Type:
		// A class's own namespace: the type's __dict__ descriptor comes
		// before an instance property of the same name (gpython called
		// function's __dict__ getter with the class and panicked).
		if name == "__dict__" && !instanceOf(o) {
			return o.Dict, nil
		}
		if !instanceOf(o) && hasMetaclass(o) {
			if r, found, err := metaclassClassAttr(o, name); found {
				return r, err
			}
		}
		if !instanceOf(o) && isDunderName(name) {
			if r := classDunderAttr(o, name); r != nil {
				return r, nil
			}
		}
		if instanceOf(o) && (name == "__eq__" || name == "__ne__") {
			return instanceEqualityMethod(o, name)
		}
		if instanceOf(o) {
			if r, found, err := dataDescriptorGet(o, name); found {
				return r, err
			}
		}
	}
	r, err := py.GetAttrString(obj, name)
	if err != nil {
		if m, ok := obj.(*py.Module); ok && py.IsException(py.AttributeError, err) {
			if sub, found := submodule(m, name); found {
				return sub, nil
			}
		}
		if t, ok := obj.(*py.Type); ok && py.IsException(py.AttributeError, err) {
			if r, found, ierr := inheritedClassAttr(t, name); found {
				return r, ierr
			}
		}
		if d, ok := obj.(*Dict); ok && py.IsException(py.AttributeError, err) {
			if fn := d.userDictMethod("__getattr__"); fn != nil {
				return py.Call(fn, py.Tuple{d, py.String(name)}, nil)
			}
		}
		return nil, fixAttrMessage(err, obj, name)
	}
	if t, ok := obj.(*py.Type); ok && userObject(r) {
		if instanceOf(t) {
			return descriptorGet(t, name, r)
		}
		// A descriptor object read through its class gets __get__(None, cls).
		if got, ok, gerr := py.TypeCall2(r, "__get__", py.None, t); ok {
			return got, gerr
		}
	}
	return r, nil
}

func isDunderName(name string) bool {
	return len(name) > 4 && name[:2] == "__" && name[len(name)-2:] == "__"
}

// classDunderAttr is Base.__repr__ and the like read from a class, which
// gpython answered with the class object's own Go method (repr of the
// class, taking no argument): the function a Python class in the MRO
// defines, or for a built-in class the unbound __repr__/__str__ of its
// instances. nil leaves the lookup to gpython.
func classDunderAttr(t *py.Type, name string) py.Object {
	for _, b := range t.Mro {
		bt, ok := b.(*py.Type)
		if !ok {
			continue
		}
		v, found := bt.Dict[name]
		if !found {
			if bt.Flags&py.TPFLAGS_HEAPTYPE != 0 {
				continue
			}
			if name != "__repr__" && name != "__str__" {
				return unboundOperator(bt, name)
			}
			return unboundReprStr(bt, name)
		}
		switch x := v.(type) {
		case *py.Function:
			return x
		case *py.StaticMethod:
			// T.__new__ is the nearest __new__ in T's MRO (tuple's, a
			// Python class's), not type.__new__ of T's metaclass.
			return x.Callable
		case *py.Method:
			if bt.Flags&py.TPFLAGS_HEAPTYPE == 0 {
				// gpython's dict.__getitem__ binds the class object.
				if u := unboundOperator(bt, name); u != nil {
					return u
				}
			}
		}
		return nil
	}
	return nil
}

// unboundReprStr is base.__repr__ or base.__str__ of a built-in class,
// called with the instance.
func unboundReprStr(base *py.Type, name string) py.Object {
	return py.MustNewMethod(name, func(_ py.Object, args py.Tuple) (py.Object, error) {
		if len(args) != 1 {
			return nil, py.ExceptionNewf(py.TypeError, "expected 1 argument, got %d", len(args))
		}
		if !isInstanceOf(args[0], base) {
			return nil, py.ExceptionNewf(py.TypeError, "descriptor '%s' requires a '%s' object but received a '%s'", name, base.Name, args[0].Type().Name)
		}
		r, err := builtinReprStr(base, args[0], name)
		return py.String(r), err
	}, 0, "")
}

// isInstanceOf is isinstance(o, t) for a built-in t.
func isInstanceOf(o py.Object, t *py.Type) bool {
	if t == py.ObjectType {
		return true
	}
	ok, err := instanceCheck(o, t, false)
	return err == nil && ok
}

func orNone(o py.Object) py.Object {
	if o == nil {
		return py.None
	}
	return o
}

func installExceptionAttrs() {
	gpyseam.WrapOpcode(gpyseam.LOAD_ATTR, gpyseam.LayerExceptionAttrs, "exception attributes, unbound locals", func(_ gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, namei int32) error {
			f := v.Frame()
			s := f.Stack
			r, err := getAttribute(s[len(s)-1], f.Code.Names[namei])
			if err != nil {
				return err
			}
			s[len(s)-1] = r
			return nil
		}
	})
	// gpython raises NameError where CPython raises UnboundLocalError.
	gpyseam.WrapOpcode(gpyseam.LOAD_FAST, gpyseam.LayerExceptionAttrs, "exception attributes, unbound locals", func(loadFast gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, i int32) error {
			err := loadFast(v, i)
			if e, ok := err.(*py.Exception); ok && e.Base == py.NameError {
				f := v.Frame()
				return py.ExceptionNewf(py.UnboundLocalError, "cannot access local variable '%s' where it is not associated with a value", f.Code.Varnames[i])
			}
			return err
		}
	})
	py.GeneratorType.Dict["send"] = py.MustNewMethod("send", generatorSend, 0, "")
	gpyseam.WrapOpcode(gpyseam.STORE_ATTR, gpyseam.LayerExceptionAttrs, "exception attributes, unbound locals", func(storeAttr gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, namei int32) error {
			f := v.Frame()
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
	})
}

// userClass fixes classes deriving from built-in types: gpython gives
// them object.__new__ (instances are plain objects, not exceptions or
// dicts) and only runs a Python __init__ on plain objects.
func userClass(cls py.Object) {
	t, ok := cls.(*py.Type)
	if !ok {
		return
	}
	if !t.IsSubtype(py.TypeType) {
		defer callableInstances(t)
	}
	defer classConstructors(t)
	inheritDunders(t)
	if !t.IsSubtype(py.BaseException) && !t.IsSubtype(DictType) && boxBase(t) == nil {
		return
	}
	t.New = allocNew(t)
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
			_, isFn := v.(*py.Function)
			if _, wrapped := v.(*userNext); wrapped {
				isFn = true
			}
			if !isFn || len(name) < 5 || name[:2] != "__" || name[len(name)-2:] != "__" {
				continue
			}
			if _, own := t.Dict[name]; !own && t.Lookup(name) == v {
				t.Dict[name] = v
			}
		}
	}
	// A class deriving from list, str, int... by boxing: the base's
	// special methods, which apply to the boxed value.
	if base := boxBase(t); base != nil {
		for name, v := range base.Dict {
			if _, ok := v.(*unboundMethod); !ok || len(name) < 5 || name[:2] != "__" || name[len(name)-2:] != "__" {
				continue
			}
			if _, own := t.Dict[name]; !own && t.Lookup(name) == v {
				t.Dict[name] = v
			}
		}
	}
}

// exceptionMessage is the message a gpython error was raised with (its one
// string argument), or "" when it has none.
func exceptionMessage(err error) string {
	var e *py.Exception
	switch x := err.(type) {
	case *py.Exception:
		e = x
	case py.ExceptionInfo:
		e, _ = x.Value.(*py.Exception)
	}
	if e == nil {
		return ""
	}
	args, ok := e.Args.(py.Tuple)
	if !ok || len(args) == 0 {
		return ""
	}
	s, _ := args[0].(py.String)
	return string(s)
}

// submodule imports m.name when a module of that dotted name is
// registered (collections.abc): gpython's `import a.b` binds a without
// giving it the attribute b.
func submodule(m *py.Module, name string) (py.Object, bool) {
	if m.ModuleImpl == nil || m.Context == nil {
		return nil, false
	}
	full := m.ModuleImpl.Info.Name + "." + name
	if py.GetModuleImpl(full) == nil {
		return nil, false
	}
	sub, err := py.ImportModuleLevelObject(m.Context, full, nil, nil, py.Tuple{py.String("*")}, 0)
	if err != nil {
		return nil, false
	}
	m.Globals[name] = sub
	return sub, true
}

// installDottedImport makes `import a.b` bind a, as CPython does, with b
// an attribute of a: gpython's __import__ handed back the leaf module.
func installDottedImport() {
	gpyseam.WrapOpcode(gpyseam.IMPORT_NAME, gpyseam.LayerImport, "dotted import", func(importName gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, namei int32) error {
			f := v.Frame()
			name := f.Code.Names[namei]
			fromlist := f.Stack[len(f.Stack)-1]
			if err := importName(v, namei); err != nil {
				return err
			}
			if !strings.Contains(name, ".") || (fromlist != py.None && fromlist != nil) {
				return nil
			}
			leaf, ok := f.Stack[len(f.Stack)-1].(*py.Module)
			if !ok || leaf.ModuleImpl == nil || leaf.ModuleImpl.Info.Name != name {
				return nil
			}
			parts := strings.Split(name, ".")
			var top py.Object
			var parent *py.Module
			for i := range parts {
				m, err := py.ImportModuleLevelObject(f.Context, strings.Join(parts[:i+1], "."), f.Globals, nil, py.Tuple{py.String("*")}, 0)
				if err != nil {
					return nil // leave gpython's answer
				}
				mod, isMod := m.(*py.Module)
				if !isMod {
					return nil
				}
				if parent != nil {
					parent.Globals[parts[i]] = mod
				} else {
					top = mod
				}
				parent = mod
			}
			f.Stack[len(f.Stack)-1] = top
			return nil
		}
	})
}
