package pylib

import (
	"math"
	"slices"
	"strings"

	"github.com/go-python/gpython/py"

	"github.com/rlm-go/rlm/eval/python/gpyseam"
)

// unboundMethod is a built-in type's method read from the type (str.lower):
// gpython hands back the bare method, which then runs with the module as
// self and panics. Calling this passes the first argument as self instead.
type unboundMethod struct {
	m *py.Method
}

var unboundMethodType = py.NewType("method_descriptor", "a method of a built-in type")

func (u *unboundMethod) Type() *py.Type { return unboundMethodType }

func (u *unboundMethod) M__get__(instance, owner py.Object) (py.Object, error) {
	if instance == nil || instance == py.None {
		return u, nil
	}
	if v, ok := unbox(instance); ok {
		instance = v
	}
	return py.NewBoundMethod(instance, u.m), nil
}

func (u *unboundMethod) M__call__(args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	if len(args) == 0 {
		return nil, py.ExceptionNewf(py.TypeError, "unbound method %s() needs an argument", u.m.Name)
	}
	self := args[0]
	if v, ok := unbox(self); ok {
		self = v
	}
	if len(kwargs) > 0 {
		return u.m.CallWithKeywords(self, args[1:], kwargs)
	}
	return u.m.Call(self, args[1:])
}

func (u *unboundMethod) M__repr__() (py.Object, error) {
	return py.String("<method '" + u.m.Name + "'>"), nil
}

func wrapUnbound(t *py.Type) {
	core := slices.Contains([]*py.Type{py.StringType, py.ListType, py.TupleType, py.BytesType, py.FloatType, py.IntType, DictType, SetType, FrozenSetType}, t)
	for name, v := range t.Dict {
		if m, ok := v.(*py.Method); ok && !strings.HasPrefix(name, "__") && m.Flags&(py.METH_CLASS|py.METH_STATIC) == 0 {
			if core {
				m = qualifiedArgErrors(t.Name, m)
			}
			t.Dict[name] = &unboundMethod{m: m}
		}
	}
}

// qualifiedArgErrors gives a built-in type's method of fixed arity the
// argument-count errors CPython words: gpython says "count() takes
// exactly 1 argument (0 given)", CPython "tuple.count() takes exactly one
// argument (0 given)". The wrapper takes the argument tuple (no keyword
// map, which gpython would allocate per call) and checks the count
// itself; methods taking a tuple already check theirs and stay as they
// are.
func qualifiedArgErrors(typeName string, m *py.Method) *py.Method {
	n := gpyseam.MethodArity(m)
	if n != 0 && n != 1 {
		return m
	}
	takes := [...]string{"takes no arguments", "takes exactly one argument"}[n]
	return py.MustNewMethod(m.Name, func(self py.Object, args py.Tuple) (py.Object, error) {
		if len(args) != n {
			return nil, py.ExceptionNewf(py.TypeError, "%s.%s() %s (%d given)", typeName, m.Name, takes, len(args))
		}
		return m.Call(self, args)
	}, m.Flags, m.Doc)
}

func listOf(self py.Object) *py.List { return self.(*py.List) }

func indexIn(items []py.Object, x py.Object, args py.Tuple) (int, error) {
	start, end := 0, len(items)
	if len(args) > 0 {
		v, err := py.MakeGoInt(args[0])
		if err != nil {
			return 0, err
		}
		start = v
		if start < 0 {
			start += len(items)
		}
	}
	if len(args) > 1 {
		v, err := py.MakeGoInt(args[1])
		if err != nil {
			return 0, err
		}
		end = v
		if end < 0 {
			end += len(items)
		}
	}
	for i := max(start, 0); i < end && i < len(items); i++ {
		eq, err := itemEqual(items[i], x, 0)
		if err != nil {
			return 0, err
		}
		if eq {
			return i, nil
		}
	}
	return -1, nil
}

func countIn(items []py.Object, x py.Object) (py.Object, error) {
	n := 0
	for _, it := range items {
		eq, err := itemEqual(it, x, 0)
		if err != nil {
			return nil, err
		}
		if eq {
			n++
		}
	}
	return py.Int(n), nil
}

func installSeqMethods() {
	l := py.ListType.Dict
	set := func(name string, fn any) { l[name] = py.MustNewMethod(name, fn, 0, "") }
	set("sort", listSort)
	set("insert", func(self py.Object, args py.Tuple) (py.Object, error) {
		var at, v py.Object
		if err := py.UnpackTuple(args, nil, "insert", 2, 2, &at, &v); err != nil {
			return nil, err
		}
		i, err := py.MakeGoInt(at)
		if err != nil {
			return nil, err
		}
		lst := listOf(self)
		n := len(lst.Items)
		if i < 0 {
			i += n
		}
		i = min(max(i, 0), n)
		lst.Items = append(lst.Items, nil)
		copy(lst.Items[i+1:], lst.Items[i:])
		lst.Items[i] = v
		return py.None, nil
	})
	set("index", func(self py.Object, args py.Tuple) (py.Object, error) {
		if len(args) < 1 {
			return nil, py.ExceptionNewf(py.TypeError, "index expected at least 1 argument, got 0")
		}
		i, err := indexIn(listOf(self).Items, args[0], args[1:])
		if err != nil {
			return nil, err
		}
		if i < 0 {
			return nil, py.ExceptionNewf(py.ValueError, "%s is not in list", reprOf(args[0]))
		}
		return py.Int(i), nil
	})
	set("count", func(self, x py.Object) (py.Object, error) { return countIn(listOf(self).Items, x) })
	set("remove", func(self, x py.Object) (py.Object, error) {
		lst := listOf(self)
		i, err := indexIn(lst.Items, x, nil)
		if err != nil {
			return nil, err
		}
		if i < 0 {
			return nil, py.ExceptionNewf(py.ValueError, "list.remove(x): x not in list")
		}
		lst.Items = append(lst.Items[:i], lst.Items[i+1:]...)
		return py.None, nil
	})
	set("reverse", func(self py.Object) (py.Object, error) {
		it := listOf(self).Items
		for i, j := 0, len(it)-1; i < j; i, j = i+1, j-1 {
			it[i], it[j] = it[j], it[i]
		}
		return py.None, nil
	})
	set("copy", func(self py.Object) (py.Object, error) {
		return py.NewListFromItems(append([]py.Object(nil), listOf(self).Items...)), nil
	})
	set("clear", func(self py.Object) (py.Object, error) {
		listOf(self).Items = nil
		return py.None, nil
	})
	set("pop", func(self py.Object, args py.Tuple) (py.Object, error) {
		var at py.Object = py.Int(-1)
		if err := py.UnpackTuple(args, nil, "pop", 0, 1, &at); err != nil {
			return nil, err
		}
		lst := listOf(self)
		i, err := py.MakeGoInt(at)
		if err != nil {
			return nil, err
		}
		n := len(lst.Items)
		if n == 0 {
			return nil, py.ExceptionNewf(py.IndexError, "pop from empty list")
		}
		if i < 0 {
			i += n
		}
		if i < 0 || i >= n {
			return nil, py.ExceptionNewf(py.IndexError, "pop index out of range")
		}
		v := lst.Items[i]
		lst.Items = append(lst.Items[:i], lst.Items[i+1:]...)
		return v, nil
	})
	t := py.TupleType.Dict
	// Called by name (x.__eq__(y)) these would reach gpython's own list
	// and tuple __eq__, which recurse without a depth bound.
	for _, typ := range []*py.Type{py.ListType, py.TupleType} {
		for _, name := range []string{"__eq__", "__ne__"} {
			want := name == "__eq__"
			typ.Dict[name] = py.MustNewMethod(name, func(self, other py.Object) (py.Object, error) {
				if other.Type() != typ {
					return py.NotImplemented, nil
				}
				eq, err := equal(self, other)
				return py.NewBool(eq == want), err
			}, 0, "")
		}
	}
	t["count"] = py.MustNewMethod("count", func(self, x py.Object) (py.Object, error) { return countIn(self.(py.Tuple), x) }, 0, "")
	t["index"] = py.MustNewMethod("index", func(self py.Object, args py.Tuple) (py.Object, error) {
		if len(args) < 1 {
			return nil, py.ExceptionNewf(py.TypeError, "index expected at least 1 argument, got 0")
		}
		i, err := indexIn(self.(py.Tuple), args[0], args[1:])
		if err != nil {
			return nil, err
		}
		if i < 0 {
			return nil, py.ExceptionNewf(py.ValueError, "tuple.index(x): x not in tuple")
		}
		return py.Int(i), nil
	}, 0, "")
	for _, t := range []*py.Type{py.IntType, py.BoolType} {
		t.Dict["real"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return boolToInt(self), nil }}
		t.Dict["imag"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return py.Int(0), nil }}
		t.Dict["bit_length"] = py.MustNewMethod("bit_length", func(self py.Object) (py.Object, error) {
			b, err := toBig(self)
			if err != nil {
				return nil, err
			}
			return py.Int(b.BitLen()), nil
		}, 0, "")
	}
	py.FloatType.Dict["real"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return self, nil }}
	py.FloatType.Dict["imag"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return py.Float(0), nil }}
	py.FloatType.Dict["is_integer"] = py.MustNewMethod("is_integer", func(self py.Object) (py.Object, error) {
		f := float64(self.(py.Float))
		return py.NewBool(f == math.Trunc(f) && !math.IsInf(f, 0)), nil
	}, 0, "")
}

func installPercent() {
	gpyseam.WrapOpcode(gpyseam.BINARY_MODULO, gpyseam.LayerPercent, "str % args", func(next gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, arg int32) error {
			s := *v.Stack()
			if f, ok := s[len(s)-2].(py.String); ok {
				r, err := percentFormat(string(f), s[len(s)-1])
				if err != nil {
					return err
				}
				s[len(s)-2] = py.String(r)
				*v.Stack() = s[:len(s)-1]
				return nil
			}
			return next(v, arg)
		}
	})
}

func installTypeConstructors() {
	strNew := py.StringType.New
	py.StringType.New = func(t *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		if len(args) == 1 && len(kwargs) == 0 {
			s, err := Str(args[0])
			return py.String(s), err
		}
		if len(args) >= 1 {
			if b, ok := args[0].(py.Bytes); ok {
				return py.String(string(b)), nil
			}
		}
		return strNew(t, args, kwargs)
	}
	intNew := py.IntType.New
	py.IntType.New = func(t *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		if len(args) == 1 && len(kwargs) == 0 {
			switch x := args[0].(type) {
			case py.Bool:
				return boolToInt(x), nil
			case py.Float:
				return floatToInt(float64(x))
			}
		}
		if len(args) >= 1 && userMethod(args[0], "__int__") == nil {
			// int(s) of a str subclass parses the string.
			if v, ok := unbox(args[0]); ok {
				switch v.(type) {
				case py.String, py.Bytes:
					args = append(py.Tuple{v}, args[1:]...)
				}
			}
		}
		if len(args) == 1 && len(kwargs) == 0 && userObject(args[0]) {
			for _, name := range []string{"__int__", "__index__", "__trunc__"} {
				if r, ok, err := py.TypeCall0(args[0], name); ok {
					return r, err
				}
			}
		}
		if len(args) >= 1 {
			if s, ok := args[0].(py.String); ok {
				clean, changed := asciiDigits(string(s))
				if c, ok := intFromUnderscored(clean); ok {
					clean, changed = c, true
				}
				if changed {
					r, err := intNew(t, append(py.Tuple{py.String(clean)}, args[1:]...), kwargs)
					if err != nil && py.IsException(py.ValueError, err) {
						return intNew(t, args, kwargs) // CPython's message quotes the original
					}
					return r, err
				}
			}
		}
		r, err := intNew(t, args, kwargs)
		switch msg := exceptionMessage(err); {
		case err == nil:
		case len(args) == 1 && (strings.HasPrefix(msg, "unsupported operand type(s) for int:") || isComplex(args[0])):
			return nil, py.ExceptionNewf(py.TypeError, "int() argument must be a string, a bytes-like object or a real number, not '%s'", args[0].Type().Name)
		case msg == "int() base must be >= 2 and <= 36":
			return nil, py.ExceptionNewf(py.ValueError, "int() base must be >= 2 and <= 36, or 0")
		}
		return r, err
	}
	// type(name, bases, ns) with a dict display: gpython wants its own
	// string-keyed dict for the namespace.
	typeNew := py.TypeType.New
	py.TypeType.New = func(t *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		// Without __module__ gpython prints a FIXME line to stdout.
		if len(args) == 3 {
			if ns, ok := args[2].(py.StringDict); ok {
				if _, has := ns["__module__"]; !has {
					ns["__module__"] = py.String("__main__")
				}
			}
			if d, ok := args[2].(*Dict); ok {
				if _, has, _ := d.Get(py.String("__module__")); !has {
					if err := d.Set(py.String("__module__"), py.String("__main__")); err != nil {
						return nil, err
					}
				}
			}
		}
		if len(args) == 3 {
			if d, ok := args[2].(*Dict); ok {
				ns := py.NewStringDict()
				var err error
				d.Range(func(k, v py.Object) bool {
					ks, isStr := k.(py.String)
					if !isStr {
						err = py.ExceptionNewf(py.TypeError, "type() namespace keys must be str")
						return false
					}
					ns[string(ks)] = v
					return true
				})
				if err != nil {
					return nil, err
				}
				args = py.Tuple{args[0], args[1], ns}
				cls, err := newClass(typeNew, t, args, kwargs)
				if err == nil {
					userClass(cls)
				}
				return cls, err
			}
		}
		return newClass(typeNew, t, args, kwargs)
	}
	// gpython's float() ignores a class's __float__ (Fraction, Decimal),
	// refuses bools and words its errors its own way.
	floatNew := py.FloatType.New
	py.FloatType.New = func(t *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		if len(args) != 1 || len(kwargs) != 0 {
			return floatNew(t, args, kwargs)
		}
		f, err := floatOf(args[0], func(s string) (py.Object, error) { return floatNew(py.FloatType, py.Tuple{py.String(s)}, nil) })
		if err != nil || t == py.FloatType {
			return f, err
		}
		return floatNew(t, py.Tuple{f}, nil)
	}
	py.BoolType.New = func(t *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var o py.Object = py.False
		if err := py.UnpackTuple(args, kwargs, "bool", 0, 1, &o); err != nil {
			return nil, err
		}
		return truth(o)
	}
}

// truth is Python's truth test: gpython's skips a class's __bool__ and
// __len__.
func truth(o py.Object) (py.Object, error) {
	switch x := o.(type) {
	case py.Complex:
		return py.NewBool(x != 0), nil
	case py.Bytes:
		// gpython's bytes has no __len__ for its truth test: b"" was true.
		return py.NewBool(len(x) != 0), nil
	}
	if !userObject(o) {
		return py.MakeBool(o)
	}
	if r, ok, err := py.TypeCall0(o, "__bool__"); ok {
		if err != nil {
			return nil, err
		}
		if b, isBool := r.(py.Bool); isBool {
			return b, nil
		}
		return nil, py.ExceptionNewf(py.TypeError, "__bool__ should return bool, returned %s", r.Type().Name)
	}
	if r, ok, err := py.TypeCall0(o, "__len__"); ok {
		if err != nil {
			return nil, err
		}
		n, err := py.MakeGoInt(r)
		return py.NewBool(n != 0), err
	}
	return py.True, nil
}

// installTruth routes the conditional jumps and "not" through truth when
// the value is an instance of a Python class.
func installTruth() {
	jump := func(op gpyseam.Opcode, pop, onTrue bool) {
		gpyseam.WrapOpcode(op, gpyseam.LayerTruth, "truth of user classes", func(next gpyseam.OpFunc) gpyseam.OpFunc {
			return func(v *gpyseam.VM, target int32) error {
				f := v.Frame()
				s := f.Stack
				top := s[len(s)-1]
				if !ownTruth(top) {
					return next(v, target)
				}
				b, err := truth(top)
				if err != nil {
					return err
				}
				jumps := (b == py.True) == onTrue
				if pop || !jumps {
					f.Stack = s[:len(s)-1]
				}
				if jumps {
					f.Lasti = target
				}
				return nil
			}
		})
	}
	jump(gpyseam.POP_JUMP_IF_FALSE, true, false)
	jump(gpyseam.POP_JUMP_IF_TRUE, true, true)
	jump(gpyseam.JUMP_IF_FALSE_OR_POP, false, false)
	jump(gpyseam.JUMP_IF_TRUE_OR_POP, false, true)
	gpyseam.WrapOpcode(gpyseam.UNARY_NOT, gpyseam.LayerTruth, "truth of user classes", func(not gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, arg int32) error {
			s := *v.Stack()
			top := s[len(s)-1]
			if !ownTruth(top) {
				return not(v, arg)
			}
			b, err := truth(top)
			if err != nil {
				return err
			}
			s[len(s)-1] = py.NewBool(b != py.True)
			return nil
		}
	})
}

// ownTruth reports whether o's truth needs truth(): gpython gets Python
// classes and bytes wrong.
func ownTruth(o py.Object) bool {
	if _, ok := o.(py.Bytes); ok {
		return true
	}
	return userObject(o)
}

// userObject reports whether o is an instance of a class defined in Python.
func userObject(o py.Object) bool {
	switch o.(type) {
	case py.Float, py.Int, *py.BigInt, py.Bool, py.String, py.Bytes:
		return false
	}
	return o.Type().Flags&py.TPFLAGS_HEAPTYPE != 0
}

func installBuiltins() {
	impl := py.GetModuleImpl("builtins")
	if impl == nil {
		panic("pylib: gpython's builtins module is not registered; import github.com/go-python/gpython/stdlib")
	}
	mine := map[string]bool{}
	for _, m := range builtinMethods() {
		mine[m.Name] = true
	}
	kept := impl.Methods[:0:0]
	for _, m := range impl.Methods {
		if !mine[m.Name] {
			kept = append(kept, m)
		}
	}
	impl.Methods = append(kept, builtinMethods()...)
	// gpython's Type.NewType makes the base class the metatype of the
	// subclass (type(KeyError) is LookupError, type(int) is object), so
	// `class E(Exception)` called the base instead of `type` and built an
	// exception instance, and isinstance(int, type) was false.
	for _, v := range impl.Globals {
		if t, ok := v.(*py.Type); ok && !t.IsSubtype(py.TypeType) {
			t.ObjectType = py.TypeType
		}
	}
	for _, t := range goSubtypes() {
		t.ObjectType = py.TypeType
	}
	for i, m := range impl.Methods {
		switch m.Name {
		case "bin", "hex", "oct", "chr":
			// gpython's know only its int types: an instance of a class
			// deriving from int is its boxed value, any other object the
			// int its __index__ gives.
			orig := m
			impl.Methods[i] = py.MustNewMethod(m.Name, func(self, x py.Object) (py.Object, error) {
				x = unboxed(x)
				if userObject(x) {
					if r, ok, err := py.TypeCall0(x, "__index__"); ok {
						if err != nil {
							return nil, err
						}
						x = r
					}
				}
				return orig.Call(self, py.Tuple{x})
			}, 0, m.Doc)
		}
		if m.Name == "__build_class__" {
			impl.Methods[i] = py.MustNewMethod("__build_class__", buildClass, 0, "")
		}
	}
	for k, v := range Builtins() {
		if _, ok := v.(*py.Method); !ok {
			impl.Globals[k] = v
		}
	}
	// Settable, unlike the read-only one eval/python may have put there:
	// namedtuple names its class by assignment.
	py.ObjectType.Dict["__name__"] = &py.Property{
		Fget: func(self py.Object) (py.Object, error) {
			if t, ok := self.(*py.Type); ok {
				if !instanceOf(t) {
					return py.String(t.Name), nil
				}
				if v, ok := t.Dict["__name__"]; ok {
					return v, nil
				}
			}
			return nil, py.ExceptionNewf(py.AttributeError, "'%s' object has no attribute '__name__'", self.Type().Name)
		},
		Fset: func(self, v py.Object) error {
			t, ok := self.(*py.Type)
			s, isStr := v.(py.String)
			if ok && instanceOf(t) {
				t.Dict["__name__"] = v
				return nil
			}
			if !ok || !isStr {
				return py.ExceptionNewf(py.TypeError, "can only assign a string to __name__ of a class")
			}
			if instanceOf(t) {
				t.Dict["__name__"] = s
				return nil
			}
			t.Name = string(s)
			return nil
		},
	}
	// gpython has neither attribute; dataclasses and models' introspection
	// (type(e).__mro__, obj.__class__.__name__) read them.
	py.ObjectType.Dict["__class__"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		return self.Type(), nil
	}}
	py.ObjectType.Dict["__mro__"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		if t, ok := self.(*py.Type); ok && !instanceOf(t) {
			return append(py.Tuple(nil), t.Mro...), nil
		}
		return nil, py.ExceptionNewf(py.AttributeError, "'%s' object has no attribute '__mro__'", self.Type().Name)
	}}
	py.ObjectType.Dict["__bases__"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		if t, ok := self.(*py.Type); ok && !instanceOf(t) {
			return append(py.Tuple(nil), t.Bases...), nil
		}
		return nil, py.ExceptionNewf(py.AttributeError, "'%s' object has no attribute '__bases__'", self.Type().Name)
	}}
	py.ObjectType.Dict["__dict__"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		if hasNoDict(self) {
			return nil, py.ExceptionNewf(py.AttributeError, "'%s' object has no attribute '__dict__'", self.Type().Name)
		}
		if t, ok := self.(*py.Type); ok && instanceOf(t) {
			return attrsDict(t.Dict), nil
		}
		if d, ok := self.(*Dict); ok {
			return attrsDict(d.GetDict()), nil // a dict subclass's attributes
		}
		if g, ok := self.(py.IGetDict); ok {
			return g.GetDict(), nil
		}
		return nil, py.ExceptionNewf(py.AttributeError, "'%s' object has no attribute '__dict__'", self.Type().Name)
	}}
}
