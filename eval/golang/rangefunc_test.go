package golang

import (
	"strings"
	"testing"

	"github.com/rlm-go/rlm/eval"
)

// rangePrograms range over integers and functions (Go 1.22 and 1.23),
// which the session lowers (rangefunc.go), with every way out of a body.
var rangePrograms = []goProgram{
	{"range over int", `"fmt"`, `type Count int

func firstOver(limit, n int) int {
	for i := range n {
		if i*i > limit {
			return i
		}
	}
	return -1
}`, `
for i := range 4 {
	if i == 1 {
		continue
	}
	if i == 3 {
		break
	}
	fmt.Print(i, " ")
}
fmt.Println()
var c Count = 3
total := c
for k := range c {
	total += k
}
fmt.Println(total, firstOver(10, 100), firstOver(10, 2))
n := 0
for range 5 {
	n++
}
var last int64
for w := range int64(3) {
	last = w
}
fmt.Println(n, last)
var fs []func() int
for j := range 3 {
	fs = append(fs, func() int { return j })
	defer fmt.Println("deferred", j)
}
for _, f := range fs {
	fmt.Print(f(), " ")
}
fmt.Println()
outer:
for a := range 3 {
	for b := range 3 {
		if b > a {
			continue outer
		}
		if a == 2 {
			break outer
		}
		fmt.Println(a, b)
	}
}`},
	{"range over functions", `"fmt"; "iter"; "maps"; "slices"; "strings"`, `type Tree struct{ vals []int }

func (t *Tree) All() iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		for i, v := range t.vals {
			if !yield(i, v) {
				return
			}
		}
	}
}

func count(n int) iter.Seq[int] {
	return func(yield func(int) bool) {
		defer fmt.Println("count done", n)
		for i := 0; i < n; i++ {
			if !yield(i) {
				fmt.Println("count stopped at", i)
				return
			}
		}
	}
}

func pairs(yield func(string, int) bool) {
	_ = yield("a", 1) && yield("b", 2) && yield("c", 3)
}

func three(yield func() bool) {
	for i := 0; i < 3 && yield(); i++ {
	}
}

func find(n int) int {
	defer fmt.Println("find returns")
	for x := range count(n) {
		if x == 2 {
			return x * 10
		}
	}
	return -1
}`, `
for x := range count(5) {
	if x == 1 {
		continue
	}
	if x == 3 {
		break
	}
	fmt.Println("x", x)
}
fmt.Println(find(10), find(1))
for k, v := range pairs {
	fmt.Println(k, v)
}
for k := range pairs {
	fmt.Print(k)
}
fmt.Println()
n := 0
for range three {
	n++
}
fmt.Println(n)
t := &Tree{vals: []int{5, 6}}
for i, v := range t.All() {
	fmt.Println(i, v)
}
for k, v := range maps.All(map[string]int{"q": 1}) {
	fmt.Println(k, v)
}
for line := range strings.Lines("a\nb\n") {
	fmt.Printf("%q\n", line)
}
for i, s := range slices.All([]string{"p", "q"}) {
	fmt.Println(i, s)
}
var fs []func() int
for v := range slices.Values([]int{7, 8}) {
	fs = append(fs, func() int { return v })
}
fmt.Println(fs[0](), fs[1]())
outer:
for i := range 3 {
	for j := range count(3) {
		if j == 2 {
			continue outer
		}
		if i == 2 {
			break outer
		}
		fmt.Println(i, j)
	}
}
var k string
var v int
for k, v = range pairs {
}
fmt.Println(k, v)`},
}

func TestRangeOverIntAndFuncMatchesGoRun(t *testing.T) {
	runLikeGoRun(t, rangePrograms)
}

// TestRangeFuncPanics checks a panic of the sequence reaches the loop and a
// panic of the body ends the sequence, both recoverable as in Go.
func TestRangeFuncPanics(t *testing.T) {
	s := newTestSession(t, eval.SessionConfig{})
	code := `func boom(yield func(int) bool) {
	defer fmt.Println("boom cleanup")
	yield(1)
	panic("in seq")
}
func try(f func()) {
	defer func() { fmt.Println("recovered:", recover()) }()
	f()
}
try(func() {
	for x := range boom {
		fmt.Println("got", x)
	}
})
try(func() {
	for x := range boom {
		panic(fmt.Sprint("in body ", x))
	}
})
fmt.Println("after")`
	r := run(t, s, code)
	want := "got 1\nboom cleanup\nrecovered: in seq\nboom cleanup\nrecovered: in body 1\nafter\n"
	if r.Error != "" || r.Stdout != want {
		t.Fatalf("stdout %q error %q stderr %q, want %q", r.Stdout, r.Error, r.Stderr, want)
	}
}

// TestRangeOverSliceUntouched checks the lowering leaves the other range
// loops of a cell as they are, and that loops later cells define over
// earlier globals lower too.
func TestRangeOverSliceUntouched(t *testing.T) {
	s := newTestSession(t, eval.SessionConfig{})
	cells := []struct{ code, want string }{
		{"xs := []string{\"a\", \"b\"}\nn := 2\nfor i, x := range xs { for j := range n { fmt.Print(i, x, j, \" \") } }\nfmt.Println()", "0a0 0a1 1b0 1b1 \n"},
		{"for i := range n { for c := range \"hé\" { fmt.Print(i, c, \" \") } }\nfmt.Println()", "0 0 0 1 1 0 1 1 \n"},
		{"for i := range n { fmt.Println(undefinedName, i) }", ""},
	}
	for k, c := range cells {
		r := run(t, s, c.code)
		if k == 2 {
			if !strings.Contains(r.Error, "undefined") {
				t.Fatalf("cell %d: error %q, want undefined", k, r.Error)
			}
			continue
		}
		if r.Error != "" || r.Stdout != c.want {
			t.Fatalf("cell %d: stdout %q error %q, want %q", k, r.Stdout, r.Error, c.want)
		}
	}
}
