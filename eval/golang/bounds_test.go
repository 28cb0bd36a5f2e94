package golang

import (
	"strings"
	"testing"
)

// panicPrograms recover runtime errors and print them: yaegi's own texts
// are turned into Go's (bounds.go).
var panicPrograms = []goProgram{
	{"recovered runtime errors read as Go's", `"errors"; "fmt"`, `type T struct{ n int }
type Grid [3]int
func try(name string, f func()) {
	defer func() {
		fmt.Println(name, "->", recover())
	}()
	f()
}
func at(xs []string, i int) (s string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("at %d: %v", i, r)
		}
	}()
	return xs[i], nil
}`, `
var xs []int
ys := []int{1, 2, 3}
s := "abc"
m := map[int]string{7: "seven"}
var p *T
var a any = "str"
var g Grid
i := 5
try("nil slice", func() { _ = xs[5] })
try("variable index", func() { fmt.Println(ys[i-1]) })
try("write", func() { ys[i] = 1 })
try("string", func() { _ = s[i] })
try("array", func() { g[i-1] = 1 })
try("map key past len", func() { fmt.Println(m[7], len(m)) })
try("nil pointer", func() { fmt.Println(p.n) })
try("assertion", func() { fmt.Println(a.(int)) })
try("custom", func() { panic(errors.New("custom failure")) })
fmt.Println(at([]string{"a"}, 0))
fmt.Println(at([]string{"a"}, 3))`},
}

func TestPanicsMatchGoRun(t *testing.T) {
	runLikeGoRun(t, panicPrograms)
}

func TestBoundsChecksOnlyPlainStatements(t *testing.T) {
	src := "defer func() { recover() }()\n" +
		"v := xs[i+1]; w := m[k]\n" +
		"if i < len(xs) && xs[i] > 0 { n := xs[i] }\n" +
		"ok := i < len(xs) && xs[i] > 0\n" +
		"p := Pair[int]{1}; q := New[T](); r := new(Stack[T]); u := grid[i][j]; z := xs[f(i)]\n" +
		"switch {\ncase xs[0] > 1:\n\tfmt.Println(s.items[len(s.items)-1])\n}"
	got := rewriteBounds(src)
	if strings.Count(got, "\n") != strings.Count(src, "\n") {
		t.Fatalf("lines changed:\n%s", got)
	}
	for _, want := range []string{
		"__rlm_bounds(xs, i+1); v := xs[i+1]; __rlm_bounds(m, k); w := m[k]",
		"{ __rlm_bounds(xs, i); n := xs[i] }",
		"\nok := i",
		"__rlm_bounds(grid, i); u := grid[i][j]",
		"\ncase xs[0] > 1:\n\t__rlm_bounds(s.items, len(s.items)-1); fmt.Println",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, got)
		}
	}
	for _, bad := range []string{"__rlm_bounds(Pair", "__rlm_bounds(New", "__rlm_bounds(Stack", "f(i))"} {
		if strings.Contains(got, bad) {
			t.Errorf("%q in\n%s", bad, got)
		}
	}
	if rewriteBounds("v := xs[9]") != "v := xs[9]" {
		t.Error("a cell without recover was rewritten")
	}
}
