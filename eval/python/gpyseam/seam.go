// Package gpyseam is the one place that touches gpython's internals: the
// private opcode table (the project's only //go:linkname), a mirror of the
// VM's layout, gpython's opcode numbers and the compiler they belong to.
// Everything else in the module goes through this package, so upgrading
// the pinned gpython means re-checking this package alone:
// TestGpythonShape names what moved, and TestNoInternalsOutsideSeam
// refuses any other file that reaches past gpython's public API.
//
// Why touch internals at all: gpython has no interrupt, no recursion or
// memory limit, a 3.4-era dict and several semantic gaps. Its VM dispatches
// every opcode through vm.jumpTable [256]func(*Vm, int32) error, read on
// each instruction; replacing an entry with a wrapper fixes an opcode
// without forking gpython and costs nothing on the opcodes left alone.
package gpyseam

import (
	"fmt"
	"reflect"
	"sort"
	"sync"
	"unsafe"

	_ "github.com/go-python/gpython/compile" // sets py.Compile: the bytecode the wrappers read is this compiler's
	"github.com/go-python/gpython/py"
	"github.com/go-python/gpython/vm"
)

// PinnedVersion is the gpython version this package was checked against.
const PinnedVersion = "v0.2.1-0.20260302130241-444ae5ed29cf"

// VM mirrors gpython's vm.Vm, whose fields are unexported. The opcode
// table passes a *vm.Vm to each opcode; the linked table below declares it
// as *VM, the same pointer. TestGpythonShape holds every field to the
// pinned layout.
type VM struct {
	frame    *py.Frame
	extended bool
	ext      int32
	retval   py.Object
	why      byte // vm.vmStatus
	curexc   py.ExceptionInfo
	exc      py.ExceptionInfo
	context  py.Context
}

// whyReturn is vm.whyReturn (unexported): the VM is unwinding for a
// return. The finally-yield cases of pylib's TestIssueSeventeen fail if it
// moves.
const whyReturn = 2

// whyBreak is vm.whyBreak: the VM is unwinding for a break.
const whyBreak = 3

// Frame is the frame the opcode runs in.
func (v *VM) Frame() *py.Frame { return v.frame }

// Stack is the running frame's value stack, to read or to reslice.
func (v *VM) Stack() *[]py.Object { return &v.frame.Stack }

// Handled is the exception being handled (what sys.exc_info() reports),
// empty outside an except block.
func (v *VM) Handled() py.ExceptionInfo { return v.exc }

// Returning reports whether the VM is unwinding for a return statement.
func (v *VM) Returning() bool { return v.why == whyReturn }

// Breaking reports whether the VM is unwinding for a break statement.
func (v *VM) Breaking() bool { return v.why == whyBreak }

// OpFunc is the implementation of one opcode: v is the running VM, arg the
// instruction's argument (0 for opcodes without one).
type OpFunc = func(v *VM, arg int32) error

//go:linkname jumpTable github.com/go-python/gpython/vm.jumpTable
var jumpTable [256]OpFunc

// Layer orders the wrappers of one opcode. A wrapper's next is the chain
// of the layers below it, down to gpython's own implementation; the
// highest layer runs first. Wrappers of one layer stack in the order they
// were installed. The order below is the required one: a wrapper relies on
// what the layers under it have already done (or on running before them).
type Layer int

const (
	// pylib (eval/python/pylib): CPython semantics gpython lacks.

	LayerPercent        Layer = iota // str % args
	LayerExceptionAttrs              // exception attributes, except-as names
	LayerOperators                   // user-class dunders for binary/unary ops, LOAD_ATTR fixes
	LayerContainers                  // ordered dicts, comparisons, bytes iteration/subscript, f(**d)
	LayerKwargsOrder                 // keyword order; above LayerContainers, so it sees a **mapping before it becomes a StringDict
	LayerGenerators                  // return in finally, yield from's value
	LayerRaise                       // __context__, raise ... from None
	LayerImport                      // import a.b.c
	LayerUnpack                      // unpacking errors as CPython words them
	LayerTruth                       // __bool__/__len__ of user classes in jumps and not
	LayerSets                        // set displays and comprehensions
	LayerSlices                      // slice assignment and deletion
	LayerClassAttrs                  // class attribute stores and deletes

	// eval/python: the session's limits and fast paths, above every pylib
	// semantic layer.

	LayerInterrupt // stop flag, CPU ticks, FOR_ITER that lets an interrupt out of a generator
	LayerMemory    // refuse results over the session's memory limit
	LayerStrIndex  // O(1) subscripts of indexed strings
	LayerFast      // outermost: plain int/str/list cases answered before any hook (none can involve a user method)
)

type wrapper struct {
	layer Layer
	name  string
	wrap  func(next OpFunc) OpFunc
}

// chains records, per opcode, gpython's implementation and the wrappers
// installed on it. Written only by WrapOpcode, which installers call once
// (under their sync.Once) before any Python runs.
var chains struct {
	mu   sync.Mutex
	base [256]OpFunc
	ws   [256][]wrapper
}

// WrapOpcode installs wrap on op at layer: wrap receives the chain below
// (next) and returns the opcode's new implementation, which may call next
// or replace it. name says what the wrapper is for (Wrappers lists it).
// Installing is cheap and costs nothing per instruction beyond the wrapper
// itself: the table holds the outermost wrapper directly. A wrapper for a
// lower layer than one already installed is slotted under it (the chain
// above is rebuilt), so the order is the Layer constants', not the order
// of the calls.
func WrapOpcode(op Opcode, layer Layer, name string, wrap func(next OpFunc) OpFunc) {
	chains.mu.Lock()
	defer chains.mu.Unlock()
	ws := chains.ws[op]
	if len(ws) == 0 {
		chains.base[op] = jumpTable[op]
	}
	if len(ws) == 0 || ws[len(ws)-1].layer <= layer {
		chains.ws[op] = append(ws, wrapper{layer, name, wrap})
		jumpTable[op] = wrap(jumpTable[op])
		return
	}
	ws = append(ws, wrapper{layer, name, wrap})
	sort.SliceStable(ws, func(i, j int) bool { return ws[i].layer < ws[j].layer })
	chains.ws[op] = ws
	f := chains.base[op]
	for _, w := range ws {
		f = w.wrap(f)
	}
	jumpTable[op] = f
}

// Gpython is gpython's own implementation of op, under every wrapper.
func Gpython(op Opcode) OpFunc {
	chains.mu.Lock()
	defer chains.mu.Unlock()
	if len(chains.ws[op]) > 0 {
		return chains.base[op]
	}
	return jumpTable[op]
}

// Wrappers lists the wrappers installed on op, innermost first, as
// "layer/name".
func Wrappers(op Opcode) []string {
	chains.mu.Lock()
	defer chains.mu.Unlock()
	var names []string
	for _, w := range chains.ws[op] {
		names = append(names, fmt.Sprintf("%d/%s", w.layer, w.name))
	}
	return names
}

// EvalCode runs code in ctx on gpython's VM (vm.EvalCode).
func EvalCode(ctx py.Context, code *py.Code, globals, locals py.StringDict, args []py.Object, kws py.StringDict, defs []py.Object, kwdefs py.StringDict, closure py.Tuple) (py.Object, error) {
	return vm.EvalCode(ctx, code, globals, locals, args, kws, defs, kwdefs, closure)
}

// Identity is the address of p as an integer: what id() and hashing by
// identity use for values gpython keeps behind a pointer.
func Identity[T any](p *T) uintptr { return uintptr(unsafe.Pointer(p)) }

// MethodArity is how many arguments after self the Go function of a
// built-in method takes when it takes a fixed number: 0 for func(self),
// 1 for func(self, arg); -1 when it takes an argument tuple (and checks
// the count itself). gpython keeps the function in an unexported field;
// TestMethodArity fails if that changes.
func MethodArity(m *py.Method) int {
	f := reflect.ValueOf(m).Elem().FieldByName("method")
	if !f.IsValid() || f.Kind() != reflect.Interface || f.IsNil() {
		return -1
	}
	switch f.Elem().Type() {
	case reflect.TypeOf((func(py.Object) (py.Object, error))(nil)):
		return 0
	case reflect.TypeOf((func(py.Object, py.Object) (py.Object, error))(nil)):
		return 1
	}
	return -1
}
