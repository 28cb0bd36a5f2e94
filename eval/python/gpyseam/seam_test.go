package gpyseam

import (
	"fmt"
	"reflect"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/go-python/gpython/py"
	_ "github.com/go-python/gpython/stdlib"
	"github.com/go-python/gpython/vm"
)

// TestGpythonShape holds this package to the pinned gpython: the module
// version, vm.Vm's layout field by field, the linked opcode table, and what
// the mirror reads at run time (the frame, the exception being handled, the
// return status). When it fails after an upgrade, each message names the
// field or opcode that changed; re-read gpython's vm/vm.go, vm/jumptable.go
// and vm/eval.go, fix VM and its accessors here, then PinnedVersion.
func TestGpythonShape(t *testing.T) {
	t.Run("version", func(t *testing.T) {
		bi, ok := debug.ReadBuildInfo()
		if !ok {
			t.Skip("no build info")
		}
		for _, d := range bi.Deps {
			if d.Path != "github.com/go-python/gpython" {
				continue
			}
			v := d.Version
			if d.Replace != nil {
				v = d.Replace.Version
			}
			if v != PinnedVersion {
				t.Errorf("gpython is %s but gpyseam was checked against %s: run this test's other checks, re-read vm/vm.go, vm/jumptable.go and vm/eval.go, then update PinnedVersion", v, PinnedVersion)
			}
			return
		}
		t.Skip("gpython not among the build's dependencies")
	})
	t.Run("vm.Vm layout", func(t *testing.T) {
		for _, diff := range layoutDiff(reflect.TypeOf(vm.Vm{}), reflect.TypeOf(VM{})) {
			t.Error(diff)
		}
	})
	t.Run("jump table", func(t *testing.T) {
		for op := range jumpTable {
			if jumpTable[op] == nil {
				t.Fatalf("jumpTable[%d] is nil: the linkname no longer reaches gpython's vm.jumpTable", op)
			}
		}
		for _, op := range []Opcode{JUMP_ABSOLUTE, CALL_FUNCTION, BINARY_SUBSCR, BINARY_ADD, END_FINALLY} {
			if s := op.String(); s == "" || strings.HasPrefix(s, "OpCode(") {
				t.Errorf("opcode %d has no name in gpython's vm: its numbering changed", op)
			}
		}
	})
	t.Run("what the mirror reads", func(t *testing.T) {
		var saw struct {
			frameName    string
			handled      py.Object
			returning    []bool
			breaking     []bool
			stackTop     string
			plainHandled py.Object
			plainAddSeen bool
		}
		WrapOpcode(BINARY_ADD, LayerFast, "shape probe", func(next OpFunc) OpFunc {
			return func(v *VM, arg int32) error {
				f := v.Frame()
				if f.Code.Name == "handler" {
					saw.frameName = f.Code.Name
					saw.handled = v.Handled().Value
					st := *v.Stack()
					saw.stackTop = fmt.Sprint(st[len(st)-2:])
				}
				if f.Code.Name == "plain" {
					saw.plainAddSeen = true
					saw.plainHandled = v.Handled().Value
				}
				return next(v, arg)
			}
		})
		WrapOpcode(END_FINALLY, LayerFast, "shape probe", func(next OpFunc) OpFunc {
			return func(v *VM, arg int32) error {
				err := next(v, arg)
				if v.Frame().Code.Name == "ret" || v.Frame().Code.Name == "noret" {
					saw.returning = append(saw.returning, v.Returning())
				}
				if v.Frame().Code.Name == "brk" {
					saw.breaking = append(saw.breaking, v.Breaking())
				}
				return err
			}
		})
		run(t, `
def handler(a, b):
    try:
        raise ValueError("probe")
    except ValueError:
        return a + b

def plain(a, b):
    return a + b

def ret():
    try:
        return 1
    finally:
        pass

def noret():
    try:
        x = 1
    finally:
        pass

def brk():
    for i in range(3):
        try:
            if i == 1:
                break
        finally:
            pass

handler(1, 2)
plain(1, 2)
ret()
noret()
brk()
`)
		if saw.frameName != "handler" {
			t.Fatalf("VM.Frame did not reach the running frame (saw %q): vm.Vm no longer starts with frame *py.Frame", saw.frameName)
		}
		if saw.stackTop != "[1 2]" {
			t.Errorf("VM.Stack at a + b ends in %s, want [1 2]: py.Frame.Stack changed meaning", saw.stackTop)
		}
		if e, ok := saw.handled.(*py.Exception); !ok || e.Base != py.ValueError {
			t.Errorf("VM.Handled inside except ValueError = %v, want the ValueError: vm.Vm.exc moved", saw.handled)
		}
		if !saw.plainAddSeen || saw.plainHandled != nil {
			t.Errorf("VM.Handled outside any except = %v (seen %v), want nothing", saw.plainHandled, saw.plainAddSeen)
		}
		if fmt.Sprint(saw.returning) != "[true false]" {
			t.Errorf("VM.Returning after END_FINALLY in ret(), noret() = %v, want [true false]: vm.whyReturn or vm.Vm.why changed", saw.returning)
		}
		if fmt.Sprint(saw.breaking) != "[false true]" {
			t.Errorf("VM.Breaking after END_FINALLY in brk() = %v, want [false true]: vm.whyBreak or vm.Vm.why changed", saw.breaking)
		}
	})
}

// layoutDiff names every difference between gpython's struct and its
// mirror: a field added, removed, renamed, retyped, resized or moved.
func layoutDiff(theirs, ours reflect.Type) []string {
	var diffs []string
	n := max(theirs.NumField(), ours.NumField())
	for i := 0; i < n; i++ {
		switch {
		case i >= ours.NumField():
			g := theirs.Field(i)
			diffs = append(diffs, fmt.Sprintf("vm.Vm gained field %d %s %s (offset %d): add it to VM", i, g.Name, g.Type, g.Offset))
			continue
		case i >= theirs.NumField():
			m := ours.Field(i)
			diffs = append(diffs, fmt.Sprintf("vm.Vm lost field %d %s: remove it from VM", i, m.Name))
			continue
		}
		g, m := theirs.Field(i), ours.Field(i)
		if g.Name != m.Name {
			diffs = append(diffs, fmt.Sprintf("vm.Vm field %d is %s, VM has %s", i, g.Name, m.Name))
		}
		if g.Offset != m.Offset || g.Type.Size() != m.Type.Size() || g.Type.Kind() != m.Type.Kind() {
			diffs = append(diffs, fmt.Sprintf("vm.Vm.%s is %s (%s) at offset %d size %d; VM.%s is %s (%s) at offset %d size %d",
				g.Name, g.Type, g.Type.Kind(), g.Offset, g.Type.Size(), m.Name, m.Type, m.Type.Kind(), m.Offset, m.Type.Size()))
		} else if g.Type.PkgPath() != "github.com/go-python/gpython/vm" && g.Type != m.Type {
			diffs = append(diffs, fmt.Sprintf("vm.Vm.%s is %s, VM.%s is %s", g.Name, g.Type, m.Name, m.Type))
		}
	}
	if theirs.Size() != ours.Size() {
		diffs = append(diffs, fmt.Sprintf("vm.Vm is %d bytes, VM %d", theirs.Size(), ours.Size()))
	}
	return diffs
}

func TestLayoutDiffNamesTheChange(t *testing.T) {
	type pinned struct {
		frame *py.Frame
		why   byte
	}
	type moved struct {
		frame *py.Frame
		ext   int32
		why   byte
	}
	diffs := strings.Join(layoutDiff(reflect.TypeOf(moved{}), reflect.TypeOf(pinned{})), "\n")
	for _, want := range []string{"field 1 is ext, VM has why", "gained field 2 why"} {
		if !strings.Contains(diffs, want) {
			t.Errorf("layoutDiff does not say %q:\n%s", want, diffs)
		}
	}
	if d := layoutDiff(reflect.TypeOf(pinned{}), reflect.TypeOf(pinned{})); len(d) != 0 {
		t.Errorf("identical layouts differ: %v", d)
	}
}

// TestWrapOrderIsTheLayers: wrappers stack by layer whatever the order of
// the calls, and those of one layer in call order.
func TestWrapOrderIsTheLayers(t *testing.T) {
	var trace []string
	probe := func(name string) func(OpFunc) OpFunc {
		return func(next OpFunc) OpFunc {
			return func(v *VM, arg int32) error {
				if v.Frame().Code.Name == "order" {
					trace = append(trace, name)
				}
				return next(v, arg)
			}
		}
	}
	WrapOpcode(UNARY_INVERT, LayerMemory, "memory", probe("memory"))
	WrapOpcode(UNARY_INVERT, LayerFast, "fast", probe("fast"))
	WrapOpcode(UNARY_INVERT, LayerPercent, "percent-1", probe("percent-1"))
	WrapOpcode(UNARY_INVERT, LayerPercent, "percent-2", probe("percent-2"))
	run(t, "def order(x):\n    return ~x\n\norder(1)\n")
	if got, want := strings.Join(trace, " "), "fast memory percent-2 percent-1"; got != want {
		t.Errorf("calls ran %q, want %q", got, want)
	}
	ws := strings.Join(Wrappers(UNARY_INVERT), " ")
	if !strings.HasSuffix(ws, "/percent-1 0/percent-2 "+fmt.Sprint(int(LayerMemory))+"/memory "+fmt.Sprint(int(LayerFast))+"/fast") {
		t.Errorf("Wrappers = %q", ws)
	}
}

func run(t *testing.T, src string) {
	t.Helper()
	ctx := py.NewContext(py.DefaultContextOpts())
	defer ctx.Close()
	code, err := py.Compile(src, "<probe>", py.ExecMode, 0, true)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := py.RunCode(ctx, code, "<probe>", nil); err != nil {
		t.Fatal(err)
	}
}

func TestMethodArity(t *testing.T) {
	ret := func() (py.Object, error) { return py.None, nil }
	cases := []struct {
		name string
		fn   any
		want int
	}{
		{"no arguments", func(py.Object) (py.Object, error) { return ret() }, 0},
		{"one argument", func(py.Object, py.Object) (py.Object, error) { return ret() }, 1},
		{"argument tuple", func(py.Object, py.Tuple) (py.Object, error) { return ret() }, -1},
		{"tuple and keywords", func(py.Object, py.Tuple, py.StringDict) (py.Object, error) { return ret() }, -1},
	}
	for _, c := range cases {
		if got := MethodArity(py.MustNewMethod(c.name, c.fn, 0, "")); got != c.want {
			t.Errorf("%s: MethodArity = %d, want %d (has gpython's py.Method lost its \"method\" field?)", c.name, got, c.want)
		}
	}
}
