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
	code["co_firstlineno"] = intAttr(func(c *py.Code) int32 { return c.Firstlineno })
	code["co_name"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return py.String(self.(*py.Code).Name), nil }}
	code["co_filename"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return py.String(self.(*py.Code).Filename), nil }}
}
