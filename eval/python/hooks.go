package python

import (
	"fmt"
	"math/big"
	"sync"

	"github.com/go-python/gpython/py"

	"github.com/rlm-go/rlm/eval/python/gpyseam"
)

// The session reaches gpython's VM through gpyseam: wrappers on a few
// opcodes (back jumps, calls, a few binary operators) give a cheap place to
// check a per-session flag, to refuse allocations over the limit and to
// serve O(1) subscripts of the context strings, without forking gpython.
//
// The hooks see the session through frame.Context, which is our *interp;
// frames of other gpython users in the process fall through unchanged.

type opFunc = gpyseam.OpFunc

const defaultMaxDepth = 1000

// RecursionError is raised when Python calls nest deeper than the limit,
// before Go's own stack overflows (which would kill the process). With
// pylib it is pylib's, which raises it for deeply nested containers too.
var RecursionError = recursionErrorType()

var installHooks = sync.OnceFunc(func() {
	// Every iteration of a loop ends in a backward jump: JUMP_ABSOLUTE or
	// CONTINUE_LOOP, or a conditional jump back to FOR_ITER when a
	// comprehension's filter fails (FOR_ITER itself only jumps forward;
	// TestEveryLoopFormIsInterrupted holds the compiler to that).
	// Checking backward jumps and calls reaches every busy cell without
	// paying for a check on every if.
	for _, op := range []gpyseam.Opcode{
		gpyseam.JUMP_ABSOLUTE, gpyseam.CONTINUE_LOOP,
		gpyseam.CALL_FUNCTION_KW, gpyseam.CALL_FUNCTION_VAR, gpyseam.CALL_FUNCTION_VAR_KW,
	} {
		gpyseam.WrapOpcode(op, gpyseam.LayerInterrupt, "stop check", checked)
	}
	for _, op := range []gpyseam.Opcode{
		gpyseam.POP_JUMP_IF_FALSE, gpyseam.POP_JUMP_IF_TRUE, gpyseam.JUMP_IF_FALSE_OR_POP, gpyseam.JUMP_IF_TRUE_OR_POP,
	} {
		gpyseam.WrapOpcode(op, gpyseam.LayerInterrupt, "stop check on back jumps", backChecked)
	}
	gpyseam.WrapOpcode(gpyseam.CALL_FUNCTION, gpyseam.LayerInterrupt, "stop check, fast str calls", callChecked)
	for _, op := range []gpyseam.Opcode{gpyseam.BINARY_MULTIPLY, gpyseam.INPLACE_MULTIPLY} {
		gpyseam.WrapOpcode(op, gpyseam.LayerMemory, "size check", sizeCheckedBy(mulSize))
	}
	for _, op := range []gpyseam.Opcode{gpyseam.BINARY_ADD, gpyseam.INPLACE_ADD} {
		gpyseam.WrapOpcode(op, gpyseam.LayerMemory, "size check", sizeCheckedBy(addSize))
	}
	for _, op := range []gpyseam.Opcode{gpyseam.BINARY_POWER, gpyseam.INPLACE_POWER} {
		gpyseam.WrapOpcode(op, gpyseam.LayerMemory, "size check", sizeCheckedBy(powSize))
	}
	for _, op := range []gpyseam.Opcode{gpyseam.BINARY_LSHIFT, gpyseam.INPLACE_LSHIFT} {
		gpyseam.WrapOpcode(op, gpyseam.LayerMemory, "size check", sizeCheckedBy(shiftSize))
	}
	gpyseam.WrapOpcode(gpyseam.BINARY_SUBSCR, gpyseam.LayerStrIndex, "indexed strings, list/tuple items", fastSubscr)
	gpyseam.WrapOpcode(gpyseam.FOR_ITER, gpyseam.LayerInterrupt, "only StopIteration ends the loop", func(opFunc) opFunc { return forIter })
	installFastOps()

	py.Compile = guardCompile(py.Compile)

	// Every call of a Python function goes through py.VmEvalCode (a public
	// hook), whether from an opcode or from Go (sorted's key=, __add__, ...),
	// so the depth count lives there.
	evalCode := py.VmEvalCode
	py.VmEvalCode = func(ctx py.Context, code *py.Code, globals, locals py.StringDict, args []py.Object, kws py.StringDict, defs []py.Object, kwdefs py.StringDict, closure py.Tuple) (py.Object, error) {
		ip, ok := ctx.(*interp)
		if !ok {
			return evalCode(ctx, code, globals, locals, args, kws, defs, kwdefs, closure)
		}
		if ip.stop.Load() {
			return nil, ip.stopError()
		}
		if ip.depth >= ip.maxDepth {
			return nil, py.ExceptionNewf(RecursionError, "maximum recursion depth exceeded")
		}
		ip.depth++
		defer func() { ip.depth-- }()
		return evalCode(ctx, code, globals, locals, args, kws, defs, kwdefs, closure)
	}
})

func sessionOf(v *gpyseam.VM) *interp {
	f := v.Frame()
	if f == nil {
		return nil
	}
	ip, _ := f.Context.(*interp)
	return ip
}

// checked raises the session's stop error before the op runs. The flag stays
// set until the cell ends, so `except Exception: pass` inside a loop only
// delays the stop to the next back jump.
func checked(next opFunc) opFunc {
	return func(v *gpyseam.VM, arg int32) error {
		if ip := sessionOf(v); ip != nil {
			if ip.stop.Load() {
				return ip.stopError()
			}
			if err := ip.tick(); err != nil {
				return err
			}
		}
		return next(v, arg)
	}
}

// forIter replaces gpython's FOR_ITER, which ends the loop on any error
// from the iterator: an exception raised inside a generator (or a user
// __next__) vanished, and so did our interrupt when it fired inside one,
// letting the cell carry on. Only StopIteration ends the loop here.
func forIter(v *gpyseam.VM, delta int32) error {
	f := v.Frame()
	st := f.Stack
	r, err := nextOf(st[len(st)-1])
	if err != nil {
		if !py.IsException(py.StopIteration, err) {
			return err
		}
		st[len(st)-1] = nil
		f.Stack = st[:len(st)-1]
		f.Lasti += delta
		return nil
	}
	f.Stack = append(st, r)
	return nil
}

// backChecked is checked for a jump whose target (an absolute offset) may
// lie before it: only the backward case costs a check.
func backChecked(next opFunc) opFunc {
	chk := checked(next)
	return func(v *gpyseam.VM, target int32) error {
		if f := v.Frame(); f != nil && target < f.Lasti {
			return chk(v, target)
		}
		return next(v, target)
	}
}

// sizeChecked refuses a binary op whose result would exceed the session's
// memory limit; size returns the estimated bytes of a op b, or -1 when it
// cannot tell (the op then runs normally).
func sizeCheckedBy(size func(a, b py.Object) float64) func(opFunc) opFunc {
	return func(next opFunc) opFunc { return sizeChecked(next, size) }
}

func sizeChecked(next opFunc, size func(a, b py.Object) float64) opFunc {
	return func(v *gpyseam.VM, arg int32) error {
		ip := sessionOf(v)
		if ip == nil {
			return next(v, arg)
		}
		st := v.Frame().Stack
		if len(st) >= 2 {
			if n := size(st[len(st)-2], st[len(st)-1]); n > float64(ip.memLimit) {
				return py.ExceptionNewf(py.MemoryError, "result would need about %s, over the session memory limit of %s", human(n), human(float64(ip.memLimit)))
			}
		}
		return next(v, arg)
	}
}

func human(n float64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.3g GiB", n/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.3g MiB", n/(1<<20))
	}
	return fmt.Sprintf("%.0f bytes", n)
}

// seqBytes is the size in bytes of a sequence that repetition or
// concatenation copies, or -1 for other objects.
func seqBytes(o py.Object) float64 {
	switch x := o.(type) {
	case py.String:
		return float64(len(x))
	case py.Bytes:
		return float64(len(x))
	case *py.List:
		return float64(len(x.Items)) * 16
	case py.Tuple:
		return float64(len(x)) * 16
	}
	return -1
}

// intValue is o as a float (big ints become huge), ok false if not an int.
func intValue(o py.Object) (float64, bool) {
	switch x := o.(type) {
	case py.Int:
		return float64(x), true
	case py.Bool:
		if x {
			return 1, true
		}
		return 0, true
	case *py.BigInt:
		f, _ := new(big.Float).SetInt((*big.Int)(x)).Float64()
		return f, true
	}
	return 0, false
}

func mulSize(a, b py.Object) float64 {
	if s := seqBytes(a); s >= 0 {
		if n, ok := intValue(b); ok {
			return s * n
		}
	}
	if s := seqBytes(b); s >= 0 {
		if n, ok := intValue(a); ok {
			return s * n
		}
	}
	return -1
}

func addSize(a, b py.Object) float64 {
	sa, sb := seqBytes(a), seqBytes(b)
	if sa < 0 || sb < 0 {
		return -1
	}
	return sa + sb
}

func bitLen(o py.Object) float64 {
	switch x := o.(type) {
	case py.Int:
		return float64(big.NewInt(int64(x)).BitLen())
	case *py.BigInt:
		return float64((*big.Int)(x).BitLen())
	}
	return -1
}

func powSize(a, b py.Object) float64 {
	bits := bitLen(a)
	n, ok := intValue(b)
	if bits < 0 || !ok || n <= 0 {
		return -1
	}
	return bits * n / 8
}

func shiftSize(a, b py.Object) float64 {
	bits := bitLen(a)
	n, ok := intValue(b)
	if bits < 0 || !ok || n <= 0 {
		return -1
	}
	return (bits + n) / 8
}
