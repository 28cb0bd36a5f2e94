package pylib

import (
	"github.com/go-python/gpython/py"

	"github.com/rlm-go/rlm/eval/python/gpyseam"
)

// installGenerators completes gpython's generators: throw() and close()
// raised NotImplementedError (so contextlib.contextmanager could not
// pass an exception into its generator), and `r = yield from g` gave r
// the sub-generator instead of its return value.
func installGenerators() {
	py.GeneratorType.Dict["throw"] = py.MustNewMethod("throw", generatorThrow, 0, "throw(value) raises value inside the generator")
	py.GeneratorType.Dict["close"] = py.MustNewMethod("close", generatorClose, 0, "close() raises GeneratorExit inside the generator")
	installLoopGenerators()
	// gi_frame is None once the generator has finished (returned, raised
	// or been closed), which is how code tells a spent generator.
	gen := func(self py.Object) *py.Generator { return self.(*py.Generator) }
	py.GeneratorType.Dict["gi_frame"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		f := gen(self).Frame
		if f == nil || f.Lasti != 0 && !f.Yielded {
			return py.None, nil
		}
		return f, nil
	}}
	// f_lasti tells a generator not yet started (inspect.getgeneratorstate).
	py.FrameType.Dict["f_lasti"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		return py.Int(self.(*py.Frame).Lasti), nil
	}}
	py.GeneratorType.Dict["gi_running"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		return py.NewBool(gen(self).Running), nil
	}}
	py.GeneratorType.Dict["gi_code"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		return gen(self).Code, nil
	}}
	yieldValue := gpyseam.Gpython(gpyseam.YIELD_VALUE)
	gpyseam.WrapOpcode(gpyseam.YIELD_FROM, gpyseam.LayerGenerators, "generators", func(_ gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, arg int32) error {
			st := v.Stack()
			s := *st
			u, x := s[len(s)-1], s[len(s)-2]
			*st = s[:len(s)-1]
			var got py.Object
			var err error
			switch {
			case isGenerator(x):
				got, err = generatorSend(x, u)
			case u == py.None:
				got, err = py.Next(x)
			default:
				got, err = py.Call(mustAttr(x, "send"), py.Tuple{u}, nil)
			}
			if err != nil {
				if !py.IsException(py.StopIteration, err) {
					return err
				}
				s = *st
				s[len(s)-1] = stopIterationValue(err)
				return nil
			}
			// Yield what the sub-iterator produced and come back here with
			// the value sent in, as gpython's own YIELD_FROM does.
			v.Frame().Lasti--
			*st = append(*st, got)
			return yieldValue(v, 0)
		}
	})
}

// Next is next(o) as CPython has it for generators: the StopIteration
// of a generator that returned carries the value, and a generator that
// an exception left is finished. gpython's own Next has neither; the
// for-loop opcode and the next builtin use this one.
func Next(o py.Object) (py.Object, error) {
	switch g := o.(type) {
	case *py.Generator:
		return generatorSend(g, py.None)
	case *loopGenerator:
		return Next(g.it)
	}
	return py.Next(o)
}

func builtinNext(self py.Object, args py.Tuple) (py.Object, error) {
	var it, dflt py.Object
	if err := py.UnpackTuple(args, nil, "next", 1, 2, &it, &dflt); err != nil {
		return nil, err
	}
	r, err := Next(it)
	if err != nil && dflt != nil && py.IsException(py.StopIteration, err) {
		return dflt, nil
	}
	return r, err
}

func isGenerator(o py.Object) bool {
	_, ok := o.(*py.Generator)
	return ok
}

func mustAttr(o py.Object, name string) py.Object {
	a, err := py.GetAttrString(o, name)
	if err != nil {
		return py.None
	}
	return a
}

// stopIterationValue is the value a StopIteration carries (a generator's
// return value).
func stopIterationValue(err error) py.Object {
	var e *py.Exception
	switch x := err.(type) {
	case *py.Exception:
		e = x
	case py.ExceptionInfo:
		e, _ = x.Value.(*py.Exception)
	}
	if e == nil {
		return py.None
	}
	if args, ok := e.Args.(py.Tuple); ok && len(args) > 0 {
		return args[0]
	}
	return py.None
}

// generatorThrow raises an exception at the yield where the generator is
// suspended. gpython can only resume a frame where it stopped, so the
// frame runs once on a copy of its code whose next instruction raises the
// exception pushed in place of the sent value.
func generatorThrow(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	g := self.(*py.Generator)
	if len(args) == 0 {
		return nil, py.ExceptionNewf(py.TypeError, "throw expected at least 1 argument, got 0")
	}
	exc, err := exceptionFrom(args)
	if err != nil {
		return nil, err
	}
	if g.Running {
		return nil, py.ExceptionNewf(py.ValueError, "generator already executing")
	}
	f := g.Frame
	if f.Lasti == 0 || !f.Yielded {
		// Not started or finished: the exception comes straight back.
		f.Yielded = false
		f.Lasti = int32(len(f.Code.Code))
		return nil, exc
	}
	orig := f.Code
	at := int(f.Lasti)
	if at+3 > len(orig.Code) {
		return nil, exc
	}
	patched := *orig
	code := []byte(orig.Code)
	code[at], code[at+1], code[at+2] = byte(gpyseam.RAISE_VARARGS), 1, 0
	patched.Code = string(code)
	f.Code = &patched
	closeLeftLoops(f, unwindException)
	f.Stack = append(f.Stack, exc)
	g.Running = true
	res, err := runGeneratorFrame(f)
	g.Running = false
	f.Code = orig
	if err != nil {
		f.Yielded = false
		return nil, err
	}
	if f.Yielded {
		return res, nil
	}
	if res == nil || res == py.None {
		return nil, stopIteration(nil)
	}
	return nil, stopIteration(py.Tuple{res})
}

// exceptionFrom makes the exception throw(type[, value]) raises.
func exceptionFrom(args py.Tuple) (*py.Exception, error) {
	switch x := args[0].(type) {
	case *py.Exception:
		return x, nil
	case *py.Type:
		if !x.IsSubtype(py.BaseException) {
			break
		}
		var cargs py.Tuple
		if len(args) > 1 && args[1] != py.None {
			if e, ok := args[1].(*py.Exception); ok {
				return e, nil
			}
			cargs = py.Tuple{args[1]}
		}
		o, err := py.Call(x, cargs, nil)
		if err != nil {
			return nil, err
		}
		if e, ok := o.(*py.Exception); ok {
			return e, nil
		}
	}
	return nil, py.ExceptionNewf(py.TypeError, "exceptions must be classes or instances deriving from BaseException, not %s", args[0].Type().Name)
}

func generatorClose(self py.Object) (py.Object, error) {
	g := self.(*py.Generator)
	f := g.Frame
	if f.Lasti == 0 || !f.Yielded {
		f.Yielded = false
		f.Lasti = int32(len(f.Code.Code))
		return py.None, nil
	}
	_, err := generatorThrow(self, py.Tuple{py.GeneratorExit}, nil)
	if err == nil {
		return nil, py.ExceptionNewf(py.RuntimeError, "generator ignored GeneratorExit")
	}
	if py.IsException(py.GeneratorExit, err) || py.IsException(py.StopIteration, err) {
		f.Yielded = false
		return py.None, nil
	}
	return nil, err
}

// builtinIter adds iter(callable, sentinel), which gpython refused for
// built-in callables such as a bound __next__.
func builtinIter(self py.Object, args py.Tuple) (py.Object, error) {
	var o, sentinel py.Object
	if err := py.UnpackTuple(args, nil, "iter", 1, 2, &o, &sentinel); err != nil {
		return nil, err
	}
	if sentinel == nil {
		return py.Iter(o)
	}
	if !isCallable(o) {
		return nil, py.ExceptionNewf(py.TypeError, "iter(v, w): v must be callable")
	}
	return &callIterator{fn: o, sentinel: sentinel}, nil
}

// callIterator calls fn until it returns sentinel.
type callIterator struct {
	fn, sentinel py.Object
	done         bool
}

var callIteratorType = py.NewType("callable_iterator", "iter(callable, sentinel)")

func (c *callIterator) Type() *py.Type                { return callIteratorType }
func (c *callIterator) M__iter__() (py.Object, error) { return c, nil }
func (c *callIterator) M__next__() (py.Object, error) {
	if c.done {
		return nil, py.StopIteration
	}
	r, err := py.Call(c.fn, nil, nil)
	if err != nil {
		if py.IsException(py.StopIteration, err) {
			c.done = true
			return nil, py.StopIteration
		}
		return nil, err
	}
	eq, err := py.Eq(r, c.sentinel)
	if err != nil {
		return nil, err
	}
	if eq == py.True {
		c.done = true
		return nil, py.StopIteration
	}
	return r, nil
}
