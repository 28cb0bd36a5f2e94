package golang

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/rlm-go/rlm/eval"
)

// cell is one Exec and the output it must give.
type cell struct {
	code, stdout, stderr string
	// errHas is a fragment of Error; empty means the cell must succeed.
	errHas string
	// anyStderr skips the stderr check (yaegi's panic trace).
	anyStderr bool
}

func runCells(t *testing.T, cells []cell) {
	t.Helper()
	s := newTestSession(t, eval.SessionConfig{})
	for k, c := range cells {
		r := run(t, s, c.code)
		ok := r.Stdout == c.stdout && (c.anyStderr || r.Stderr == c.stderr)
		if c.errHas == "" {
			ok = ok && r.Error == ""
		} else {
			ok = ok && strings.Contains(r.Error, c.errHas)
		}
		if !ok {
			t.Fatalf("cell %d %q: stdout %q stderr %q error %q; want stdout %q stderr %q error containing %q",
				k+1, c.code, r.Stdout, r.Stderr, r.Error, c.stdout, c.stderr, c.errHas)
		}
	}
}

// yaegi v0.16.1 turns a cell that starts with a called function literal,
// or declares func main, into a main it runs again after every later cell.
func TestStatementsRunOnce(t *testing.T) {
	tests := []struct {
		name  string
		cells []cell
	}{
		{"called literal", []cell{
			{code: `func() { fmt.Println("once") }()`, stdout: "once\n"},
			{code: `fmt.Println("next")`, stdout: "next\n"},
			{code: `fmt.Println("third")`, stdout: "third\n"},
		}},
		{"called literal after a declaration", []cell{
			{code: "func helper() int { return 2 }\nfunc() { fmt.Println(\"once\", helper()) }()", stdout: "once 2\n"},
			{code: `fmt.Println("next")`, stdout: "next\n"},
		}},
		{"whole program", []cell{
			{code: "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Println(\"main ran\")\n}", stdout: "main ran\n"},
			{code: `fmt.Println("next")`, stdout: "next\n"},
			{code: "func main() { fmt.Println(\"second main\") }", stdout: "second main\n"},
			{code: `fmt.Println("last")`, stdout: "last\n"},
		}},
		{"main with an error keeps its line", []cell{
			{code: "func main() {\n\tpanic(\"in main\")\n}", stdout: "", errHas: "in main", anyStderr: true},
			{code: `fmt.Println("next")`, stdout: "next\n"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { runCells(t, tc.cells) })
	}
}

// Go's print builtins write to standard error; yaegi's to standard output.
func TestPrintBuiltinsOnStderr(t *testing.T) {
	tests := []struct {
		name  string
		cells []cell
	}{
		{"println and print", []cell{
			{code: "println(\"oops\", 3)\nprint(\"a\", 1, true)\nfmt.Println(\"fine\")", stdout: "fine\n", stderr: "oops 3\na1true"},
		}},
		{"in a goroutine and a deferred call", []cell{
			{code: "done := make(chan bool)\ngo func() { defer close(done); defer println(\"deferred\") }()\n<-done\ngo println(\"from go\")\ntime.Sleep(50 * time.Millisecond)", stderr: "deferred\nfrom go\n"},
		}},
		{"a method named println is left alone", []cell{
			{code: "type logger struct{}\nfunc (logger) println(s string) { fmt.Println(\"log:\", s) }\nvar lg logger\nlg.println(\"x\")", stdout: "log: x\n"},
		}},
		{"shadowed in the cell", []cell{
			{code: "println := func(s string) { fmt.Println(\"mine:\", s) }\nprintln(\"x\")", stdout: "mine: x\n"},
		}},
		{"shadowed by an earlier cell", []cell{
			{code: "func print(s string) { fmt.Println(\"mine:\", s) }", stdout: ""},
			{code: `print("x")`, stdout: "mine: x\n"},
			{code: `println("still builtin")`, stderr: "still builtin\n"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { runCells(t, tc.cells) })
	}
}

// A cell that does not compile runs nothing and declares nothing: names it
// would have declared stay undefined, and names it redeclared keep their
// earlier meaning.
func TestCompileErrorDeclaresNothing(t *testing.T) {
	tests := []struct {
		name  string
		cells []cell
	}{
		{"new variable", []cell{
			{code: "y := 5\nfmt.Println(undefinedName)", errHas: "undefined: undefinedName"},
			{code: "fmt.Println(y)", errHas: "undefined: y"},
			{code: "y := 7\nfmt.Println(y)", stdout: "7\n"},
		}},
		{"redeclared variable keeps its value and type", []cell{
			{code: "a := 1", stdout: ""},
			{code: "a := \"text\"\nb := 2\nfmt.Println(nope, b)", errHas: "undefined: nope"},
			{code: "fmt.Println(a + 1)", stdout: "2\n"},
			{code: "fmt.Println(b)", errHas: "undefined: b"},
		}},
		{"type and function", []cell{
			{code: "type T struct{ N int }\nfunc mk() T { return T{N: missing} }", errHas: "undefined: missing"},
			{code: "fmt.Println(T{N: 1})", errHas: "undefined type"},
			{code: "fmt.Println(mk())", errHas: "undefined: mk"},
		}},
		{"earlier segments of the cell are kept", []cell{
			{code: "k := 3\nfunc f() int { return k }\nm := f() + bogus", errHas: "undefined: bogus"},
			{code: "fmt.Println(k, f())", stdout: "3 3\n"},
			{code: "fmt.Println(m)", errHas: "undefined: m"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { runCells(t, tc.cells) })
	}
}

func TestSymtabSnapshotRestore(t *testing.T) {
	s, err := newSession(context.Background(), Options{MaxCallDepth: DefaultMaxCallDepth}, eval.SessionConfig{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	before := s.syms.snapshot()
	if len(before) == 0 {
		t.Fatal("empty snapshot: the symbol table was not found")
	}
	if _, err := s.i.Compile("zz := 1\nfmt.Println(notThere)"); err == nil {
		t.Fatal("compile of an undefined name succeeded")
	}
	if _, ok := s.syms.snapshot()["zz"]; !ok {
		t.Fatal("yaegi no longer declares names of a failed compile; symtab rollback may be unneeded")
	}
	s.syms.restore(before)
	if _, ok := s.syms.snapshot()["zz"]; ok {
		t.Fatal("restore kept zz")
	}
}

// Gradual growth, where no single allocation is large, is stopped by the
// heap watch with a MemoryError, and the session carries on.
func TestHeapWatchStopsGrowth(t *testing.T) {
	if raceEnabled {
		t.Skip("stop path reports a race inside yaegi under -race")
	}
	s := newTestSession(t, eval.SessionConfig{MemoryLimit: 64 << 20, CellTimeout: 20 * time.Second})
	run(t, s, "kept := 42")
	// Work that stays under the limit is not stopped. (First: the growth
	// cells below leave a big heap, which makes every collection longer.)
	if r := run(t, s, "n := 0\nfor i := 0; i < 200; i++ {\n\tb := make([]byte, 1<<20)\n\tn += len(b)\n}\nfmt.Println(n)"); r.Error != "" || r.Stdout != "209715200\n" {
		t.Fatalf("churn under the limit: %+v", r)
	}
	for _, code := range []string{
		"s := strings.Repeat(\"x\", 1<<20)\nfor {\n\ts += s\n}",
		"l := make([]int, 1<<16)\nfor {\n\tl = append(l, l...)\n}",
		"var parts []string\nfor {\n\tparts = append(parts, strings.Repeat(\"y\", 1<<16))\n}",
	} {
		r := run(t, s, code)
		if !strings.Contains(r.Error, "MemoryError") || r.TimedOut || r.Restarted {
			t.Fatalf("%q: error %q timedOut %v restarted %v; want a MemoryError", code, r.Error, r.TimedOut, r.Restarted)
		}
		if r := run(t, s, "fmt.Println(kept)"); r.Stdout != "42\n" {
			t.Fatalf("after %q: %+v", code, r)
		}
	}
}

func TestInterruptIsTimedOut(t *testing.T) {
	if raceEnabled {
		t.Skip("stop path reports a race inside yaegi under -race")
	}
	s := newTestSession(t, eval.SessionConfig{})
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	r, err := s.Exec(ctx, "for {}")
	if err != nil {
		t.Fatal(err)
	}
	if !r.TimedOut || !strings.Contains(r.Error, "Interrupted") {
		t.Fatalf("got %+v; want TimedOut and an Interrupted error", r)
	}
}

func TestFailReportsFinalAnswerSource(t *testing.T) {
	s := newTestSession(t, eval.SessionConfig{})
	r := run(t, s, `Fail("cannot")`)
	if r.Final == nil || *r.Final != (eval.Final{Answer: "cannot", Failed: true, Source: "final_answer"}) {
		t.Fatalf("got %+v", r.Final)
	}
}

// iter.Pull's sequence runs on the session's puller: a panic of the
// sequence reaches the caller of next, where the cell can recover it (a
// bare goroutine's panic would end the process, the engine's when
// in-process), and a next function kept in a variable goes on in later
// cells.
func TestIterPullPanicsReachTheCaller(t *testing.T) {
	runCells(t, []cell{
		{code: `import ("fmt"; "iter")
func boom() iter.Seq[int] {
	return func(yield func(int) bool) {
		yield(1)
		panic("boom in the sequence")
	}
}
func squares() iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := 1; i < 4; i++ {
			if !yield(i * i) {
				return
			}
		}
	}
}
func tryPull() {
	defer func() { fmt.Println("recovered:", recover()) }()
	next, _ := iter.Pull(boom())
	v, ok := next()
	fmt.Println(v, ok)
	v, ok = next()
	fmt.Println(v, ok)
}
func pullSquares() (func() (int, bool), func()) { return iter.Pull(squares()) }
tryPull()
next, stop := pullSquares()
v, ok := next()
fmt.Println(v, ok)`, stdout: "1 true\nrecovered: boom in the sequence\n1 true\n", anyStderr: true}, // yaegi traces a recovered panic
		{code: `v, ok = next()
fmt.Println(v, ok)
stop()
v, ok = next()
fmt.Println(v, ok)
stop()`, stdout: "4 true\n0 false\n"},
		{code: `func pairs() {
	n2, _ := iter.Pull2(func(yield func(string, int) bool) { yield("a", 1); panic("pair boom") })
	k, w, ok2 := n2()
	fmt.Println(k, w, ok2)
	n2()
}
pairs()`, stdout: "a 1 true\n", errHas: "pair boom", anyStderr: true},
		{code: `fmt.Println("the session goes on")`, stdout: "the session goes on\n"},
	})
}
