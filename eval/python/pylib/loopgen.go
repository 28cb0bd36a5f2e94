package pylib

import (
	"reflect"

	"github.com/go-python/gpython/py"

	"github.com/rlm-go/rlm/eval/python/gpyseam"
)

// CPython frees a for loop's iterator the moment the loop is left, and a
// generator freed while suspended is closed: its finally blocks and
// except GeneratorExit handlers run right at the break, the return, or
// the exception that leaves the loop. gpython has no reference counts, so
// the generator stayed suspended and its cleanup never ran. Without
// counts, the case taken as safe is a generator the for statement's own
// call made (for row in reader(...), or inside enumerate(...) or
// zip(...) there) and no name of the frame holds: leaving the loop closes
// it, in CPython's order. A generator bound to a name, or one already
// started, is left alone, since something else may resume it; so is one
// a call hands back from elsewhere while another object keeps it (the
// rare case this gets wrong: it is closed as if the loop held it alone).

// loopGenerator is the iterator of a for loop over a generator that loop
// made itself (directly, or through enumerate or zip); it only ever sits
// on the VM stack, in the loop's slot.
type loopGenerator struct {
	it    py.Object       // what the loop iterates
	owned []*py.Generator // the generators leaving the loop closes
}

var loopGeneratorType = py.NewType("generator", "a for loop's own generator")

func (l *loopGenerator) Type() *py.Type                { return loopGeneratorType }
func (l *loopGenerator) M__iter__() (py.Object, error) { return l, nil }
func (l *loopGenerator) M__next__() (py.Object, error) { return Next(l.it) }

// close closes the loop's generators, as freeing the loop's iterator
// does in CPython. An error from close (a generator that yields in its
// finally) is dropped: CPython only reports it on stderr.
func (l *loopGenerator) close() {
	for _, g := range l.owned {
		if !g.Running {
			_, _ = generatorClose(g)
		}
	}
}

// freshGenerators are the not yet started generators it iterates: it
// itself, or what an enumerate or zip made of its arguments iterates.
func freshGenerators(it py.Object) []*py.Generator {
	switch x := it.(type) {
	case *py.Generator:
		if x.Frame != nil && x.Frame.Lasti == 0 && !x.Running {
			return []*py.Generator{x}
		}
	case *enumerateIter:
		return freshGenerators(x.it)
	case *zipIter:
		// Freeing a zip frees its tuple of iterators, last first.
		var out []*py.Generator
		for i := len(x.its) - 1; i >= 0; i-- {
			out = append(out, freshGenerators(x.its[i])...)
		}
		return out
	}
	return nil
}

// loopOwned is the generators of it that the for statement about to run
// over it (the next instruction is FOR_ITER) holds alone: not started,
// reached from the result of the call that gave the loop its iterable,
// bound to no name of the frame.
func loopOwned(f *py.Frame, it py.Object) []*py.Generator {
	code := f.Code.Code
	at := int(f.Lasti) // the instruction after GET_ITER
	if at >= len(code) || code[at] != byte(gpyseam.FOR_ITER) {
		return nil
	}
	gens := freshGenerators(it)
	if len(gens) == 0 {
		return nil
	}
	switch previousOpcode(code, at-1) {
	case gpyseam.CALL_FUNCTION, gpyseam.CALL_FUNCTION_VAR, gpyseam.CALL_FUNCTION_KW, gpyseam.CALL_FUNCTION_VAR_KW:
	default:
		return nil
	}
	// One pass over the frame's names for all of gens. At module level
	// Locals is Globals: that map is read once.
	bound := map[py.Object]bool{}
	note := func(o py.Object) {
		for _, g := range gens {
			if o == py.Object(g) {
				bound[o] = true
			}
		}
	}
	for _, o := range f.Localsplus {
		note(o)
	}
	for _, o := range f.Locals {
		note(o)
	}
	if reflect.ValueOf(f.Globals).UnsafePointer() != reflect.ValueOf(f.Locals).UnsafePointer() {
		for _, o := range f.Globals {
			note(o)
		}
	}
	var owned []*py.Generator
	for _, g := range gens {
		if !bound[py.Object(g)] {
			owned = append(owned, g)
		}
	}
	return owned
}

// previousOpcode is the opcode of the instruction before offset at,
// decoding from the start (an argument byte may look like an opcode).
func previousOpcode(code string, at int) gpyseam.Opcode {
	var prev gpyseam.Opcode
	for i := 0; i < at; {
		prev = gpyseam.Opcode(code[i])
		if prev >= gpyseam.HAVE_ARGUMENT {
			i += 3
		} else {
			i++
		}
	}
	return prev
}

// loopsOf lists the loop-owned generators of f's running for loops,
// innermost first.
func loopsOf(f *py.Frame) []*loopGenerator {
	var out []*loopGenerator
	for i := len(f.Blockstack) - 1; i >= 0; i-- {
		b := f.Blockstack[i]
		if b.Type != py.TryBlockSetupLoop || b.Level >= len(f.Stack) {
			continue
		}
		if l, ok := f.Stack[b.Level].(*loopGenerator); ok {
			out = append(out, l)
		}
	}
	return out
}

// unwind says why a frame is leaving its loops.
type unwind int

const (
	unwindBreak     unwind = iota // the innermost loop only
	unwindReturn                  // every loop
	unwindException               // every loop; an except handler also stops the walk
)

// closeLeftLoops closes the loop-owned generators of the loops f leaves
// before any code of its own runs again: walking its blocks down from the
// innermost, up to the first whose handler runs code on the way out (a
// finally or with block; for an exception, an except too). CPython frees
// those loops' iterators right then; the loops below a finally close when
// it ends (END_FINALLY) and the unwinding goes on.
func closeLeftLoops(f *py.Frame, why unwind) {
	for i := len(f.Blockstack) - 1; i >= 0; i-- {
		b := f.Blockstack[i]
		switch b.Type {
		case py.TryBlockSetupFinally:
			return
		case py.TryBlockSetupExcept:
			if why == unwindException {
				return
			}
			continue
		case py.TryBlockSetupLoop:
		default:
			continue
		}
		if b.Level < len(f.Stack) {
			if l, ok := f.Stack[b.Level].(*loopGenerator); ok {
				l.close()
			}
		}
		if why == unwindBreak {
			return
		}
	}
}

// runGeneratorFrame resumes a generator's frame. The loops it was
// suspended in that the run left by an exception (a GeneratorExit from
// close() that unwound them, most often) close their own generators, as
// CPython's unwinding frees them; break and return close theirs as they
// run.
func runGeneratorFrame(f *py.Frame) (py.Object, error) {
	loops := loopsOf(f)
	res, err := py.VmRunFrame(f)
	if len(loops) == 0 {
		return res, err
	}
	finished := err != nil || !f.Yielded
	for _, l := range loops {
		if !finished && onStack(f, l) {
			continue
		}
		l.close()
	}
	return res, err
}

func onStack(f *py.Frame, o py.Object) bool {
	for _, x := range f.Stack {
		if x == o {
			return true
		}
	}
	return false
}

func installLoopGenerators() {
	gpyseam.WrapOpcode(gpyseam.GET_ITER, gpyseam.LayerGenerators, "generators", func(getIter gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, arg int32) error {
			if err := getIter(v, arg); err != nil {
				return err
			}
			s := *v.Stack()
			if owned := loopOwned(v.Frame(), s[len(s)-1]); owned != nil {
				s[len(s)-1] = &loopGenerator{it: s[len(s)-1], owned: owned}
			}
			return nil
		}
	})
	gpyseam.WrapOpcode(gpyseam.BREAK_LOOP, gpyseam.LayerGenerators, "generators", func(breakLoop gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, arg int32) error {
			closeLeftLoops(v.Frame(), unwindBreak)
			return breakLoop(v, arg)
		}
	})
	gpyseam.WrapOpcode(gpyseam.RETURN_VALUE, gpyseam.LayerGenerators, "generators", func(returnValue gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, arg int32) error {
			if f := v.Frame(); len(f.Blockstack) > 0 {
				closeLeftLoops(f, unwindReturn)
			}
			return returnValue(v, arg)
		}
	})
	// A finally that a break or return ran ends here, and the unwinding
	// goes on into the loops below it. And a return held by a finally that
	// yields (try: return / finally: yield 1) ends the generator here,
	// which gpython does not count as a return: the frame still looked as
	// if it had yielded, and its None came out as one more item.
	gpyseam.WrapOpcode(gpyseam.END_FINALLY, gpyseam.LayerGenerators, "generators", func(endFinally gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, arg int32) error {
			err := endFinally(v, arg)
			switch {
			case err != nil:
			case v.Returning():
				closeLeftLoops(v.Frame(), unwindReturn)
			case v.Breaking():
				closeLeftLoops(v.Frame(), unwindBreak)
			}
			if v.Returning() {
				v.Frame().Yielded = false
			}
			return err
		}
	})
}
