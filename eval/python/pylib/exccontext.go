package pylib

import (
	"fmt"

	"github.com/go-python/gpython/py"

	"github.com/rlm-go/rlm/eval/python/gpyseam"
)

// installRaise gives raised exceptions what CPython's raise statement
// does and gpython's does not: __context__, the exception being handled
// when the new one was raised, and `raise X from None`, which gpython
// turned into a SystemError (it made an exception of None).
func installRaise() {
	gpyseam.WrapOpcode(gpyseam.RAISE_VARARGS, gpyseam.LayerRaise, "__context__, raise from None", func(raise gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, argc int32) error {
			f := v.Frame()
			suppress := false
			if argc == 2 && f.Stack[len(f.Stack)-1] == py.None {
				f.Stack = f.Stack[:len(f.Stack)-1]
				argc = 1
				suppress = true
			}
			handled, _ := v.Handled().Value.(*py.Exception)
			err := raise(v, argc)
			if argc == 0 {
				return err
			}
			e := exceptionOf(err)
			if e == nil {
				return err
			}
			if suppress {
				e.Cause = nil
				if e.Dict == nil {
					e.Dict = py.NewStringDict()
				}
				e.Dict["__suppress_context__"] = py.True
			}
			if e.Context == nil && handled != nil && handled != e {
				e.Context = handled
			}
			return err
		}
	})
	// An error raised by a call, a subscript, an operator... while an
	// exception is being handled has that exception as __context__ too
	// (except KeyError: int("x") chains the KeyError). It can come out of
	// a callee's frame, whose VM handles nothing: the caller's opcode is
	// where the handled exception is known.
	implicit := func(next gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, arg int32) error {
			err := next(v, arg)
			if err == nil {
				return nil
			}
			if handled, _ := v.Handled().Value.(*py.Exception); handled != nil {
				if e := exceptionOf(err); e != nil && e.Context == nil && e != handled {
					e.Context = handled
				}
			}
			return err
		}
	}
	// The opcodes that raise in practice: calls (int("x"), a function
	// that fails), subscripts (KeyError, IndexError), attributes, and
	// division. Each costs one call and a nil check when nothing fails.
	for _, op := range []gpyseam.Opcode{gpyseam.CALL_FUNCTION, gpyseam.CALL_FUNCTION_KW, gpyseam.CALL_FUNCTION_VAR, gpyseam.CALL_FUNCTION_VAR_KW,
		gpyseam.BINARY_SUBSCR, gpyseam.LOAD_ATTR, gpyseam.BINARY_TRUE_DIVIDE, gpyseam.BINARY_FLOOR_DIVIDE, gpyseam.BINARY_MODULO} {
		gpyseam.WrapOpcode(op, gpyseam.LayerRaise, "__context__ of errors in an except block", implicit)
	}
}

func exceptionOf(err error) *py.Exception {
	switch x := err.(type) {
	case *py.Exception:
		return x
	case py.ExceptionInfo:
		e, _ := x.Value.(*py.Exception)
		return e
	}
	return nil
}

// installUnpackMessages words unpacking errors as CPython 3.11 does;
// models print them (except ValueError as e: print(e)).
func installUnpackMessages() {
	reword := func(next gpyseam.OpFunc, expected func(arg int32) string) gpyseam.OpFunc {
		return func(v *gpyseam.VM, arg int32) error {
			err := next(v, arg)
			e := exceptionOf(err)
			if e == nil || e.Base != py.ValueError {
				return err
			}
			args, _ := e.Args.(py.Tuple)
			if len(args) != 1 {
				return err
			}
			msg, _ := args[0].(py.String)
			var got int
			if _, serr := fmt.Sscanf(string(msg), "need more than %d value", &got); serr != nil {
				return err
			}
			e.Args = py.Tuple{py.String(fmt.Sprintf("not enough values to unpack (expected %s, got %d)", expected(arg), got))}
			return err
		}
	}
	gpyseam.WrapOpcode(gpyseam.UNPACK_SEQUENCE, gpyseam.LayerUnpack, "unpacking", func(unpack gpyseam.OpFunc) gpyseam.OpFunc {
		return reword(func(v *gpyseam.VM, count int32) error {
			// gpython reads any error of the iterator as its end: an
			// exception raised by __getitem__ or a generator became
			// "not enough values". Read the items here, at most one more than
			// wanted, and let only the end of the iteration end it.
			s := *v.Stack()
			switch s[len(s)-1].(type) {
			case py.Tuple, *py.List:
				return unpack(v, count)
			}
			it, err := py.Iter(s[len(s)-1])
			if err != nil {
				return err
			}
			items := make(py.Tuple, 0, count+1)
			for len(items) <= int(count) {
				x, err := py.Next(it)
				if err != nil {
					if py.IsException(py.StopIteration, err) {
						break
					}
					return err
				}
				items = append(items, x)
			}
			if len(items) > int(count) {
				return py.ExceptionNewf(py.ValueError, "too many values to unpack (expected %d)", count)
			}
			if len(items) < int(count) {
				return py.ExceptionNewf(py.ValueError, "not enough values to unpack (expected %d, got %d)", count, len(items))
			}
			s[len(s)-1] = items
			return unpack(v, count)
		}, func(n int32) string { return fmt.Sprint(n) })
	})
	gpyseam.WrapOpcode(gpyseam.UNPACK_EX, gpyseam.LayerUnpack, "unpacking", func(next gpyseam.OpFunc) gpyseam.OpFunc {
		return reword(next, func(arg int32) string {
			return fmt.Sprintf("at least %d", arg&0xff+arg>>8)
		})
	})
}
