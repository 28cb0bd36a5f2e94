package pylib

import "github.com/go-python/gpython/py"

// installFunctionAttrs adds the introspection models reach for on
// functions and code objects that gpython lacks (f.__closure__,
// cell.cell_contents, f.__code__.co_varnames ...).
func installFunctionAttrs() {
	py.FunctionType.Dict["__closure__"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		f := self.(*py.Function)
		if len(f.Closure) == 0 {
			return py.None, nil
		}
		return append(py.Tuple(nil), f.Closure...), nil
	}}
	// CPython's name for the type of len and print (gpython's "method"
	// reads like a bound Python method's).
	py.MethodType.Name = "builtin_function_or_method"
	// Built-in functions (len, hashlib.md5) answer to __name__ as
	// decorators and registries built on them expect.
	methodName := &py.Property{Fget: func(self py.Object) (py.Object, error) { return py.String(self.(*py.Method).Name), nil }}
	for _, k := range []string{"__name__", "__qualname__"} {
		if _, ok := py.MethodType.Dict[k]; !ok {
			py.MethodType.Dict[k] = methodName
		}
	}
	py.CellType.Dict["cell_contents"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		v := self.(*py.Cell).Get()
		if v == nil {
			return nil, py.ExceptionNewf(py.ValueError, "Cell is empty")
		}
		return v, nil
	}}
	names := func(get func(*py.Code) []string) *py.Property {
		return &py.Property{Fget: func(self py.Object) (py.Object, error) {
			var t py.Tuple
			for _, n := range get(self.(*py.Code)) {
				t = append(t, py.String(n))
			}
			if t == nil {
				t = py.Tuple{}
			}
			return t, nil
		}}
	}
	// Tracebacks and frames as the traceback module reads them.
	tb := py.TracebackType.Dict
	tb["tb_next"] = tb["__tb_next__"]
	tb["tb_frame"] = tb["__tb_frame__"]
	tb["tb_lineno"] = tb["__tb_lineno__"]
	tb["tb_lasti"] = tb["__tb_lasti__"]
	frame := py.FrameType.Dict
	frame["f_code"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return self.(*py.Frame).Code, nil }}
	frame["f_globals"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return self.(*py.Frame).Globals, nil }}
	frame["f_back"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return py.None, nil }}
	// A bound method's parts, which inspect and decorators read.
	py.BoundMethodType.Dict["__self__"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return self.(*py.BoundMethod).Self, nil }}
	py.BoundMethodType.Dict["__func__"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return self.(*py.BoundMethod).Method, nil }}
	code := py.CodeType.Dict
	code["co_varnames"] = names(func(c *py.Code) []string { return c.Varnames })
	code["co_freevars"] = names(func(c *py.Code) []string { return c.Freevars })
	code["co_cellvars"] = names(func(c *py.Code) []string { return c.Cellvars })
	code["co_names"] = names(func(c *py.Code) []string { return c.Names })
	intAttr := func(get func(*py.Code) int32) *py.Property {
		return &py.Property{Fget: func(self py.Object) (py.Object, error) { return py.Int(get(self.(*py.Code))), nil }}
	}
	code["co_argcount"] = intAttr(func(c *py.Code) int32 { return c.Argcount })
	code["co_kwonlyargcount"] = intAttr(func(c *py.Code) int32 { return c.Kwonlyargcount })
	code["co_nlocals"] = intAttr(func(c *py.Code) int32 { return c.Nlocals })
	code["co_flags"] = intAttr(func(c *py.Code) int32 { return c.Flags })
	code["co_firstlineno"] = intAttr(func(c *py.Code) int32 { return c.Firstlineno })
	code["co_name"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return py.String(self.(*py.Code).Name), nil }}
	code["co_filename"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return py.String(self.(*py.Code).Filename), nil }}
}

// installKwDefaults gives f.__kwdefaults__ in parameter order (gpython
// keeps them in a Go map).
func installKwDefaults() {
	defaults := py.FunctionType.Dict["__defaults__"].(*py.Property)
	py.FunctionType.Dict["__defaults__"] = &py.Property{
		Fget: func(self py.Object) (py.Object, error) {
			if len(self.(*py.Function).Defaults) == 0 {
				return py.None, nil
			}
			return defaults.Fget(self)
		},
		Fset: func(self, v py.Object) error {
			if v == py.None {
				self.(*py.Function).Defaults = nil
				return nil
			}
			return defaults.Fset(self, v)
		},
	}
	py.FunctionType.Dict["__kwdefaults__"] = &py.Property{
		Fget: func(self py.Object) (py.Object, error) {
			f := self.(*py.Function)
			if len(f.KwDefaults) == 0 {
				return py.None, nil
			}
			// A wrapper that took its function's defaults (pylib's
			// positional-only one) answers in that function's order.
			if w, ok := f.Dict["__wrapped__"].(*py.Function); ok && len(w.KwDefaults) == len(f.KwDefaults) {
				f = w
			}
			d := NewDict()
			c := f.Code
			for _, name := range c.Varnames[c.Argcount : c.Argcount+c.Kwonlyargcount] {
				if v, ok := f.KwDefaults[name]; ok {
					_ = d.Set(py.String(name), v)
				}
			}
			return d, nil
		},
		Fset: func(self, v py.Object) error {
			f := self.(*py.Function)
			if v == py.None {
				f.KwDefaults = nil
				return nil
			}
			d, ok := asDict(v)
			if !ok {
				return py.ExceptionNewf(py.TypeError, "__kwdefaults__ must be set to a dict object")
			}
			sd := py.NewStringDict()
			var err error
			d.Range(func(k, val py.Object) bool {
				s, isStr := k.(py.String)
				if !isStr {
					err = py.ExceptionNewf(py.TypeError, "keyword names must be strings")
					return false
				}
				sd[string(s)] = val
				return true
			})
			if err == nil {
				f.KwDefaults = sd
			}
			return err
		},
	}
}
