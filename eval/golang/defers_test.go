package golang

import (
	"strings"
	"testing"
)

// deferPrograms check what Go fixes at a defer statement (defers.go): the
// arguments, an interpreted method's receiver and, in a loop, the
// variables of that iteration a deferred literal uses.
var deferPrograms = []goProgram{
	{"deferred literal in loops sees its iteration", `"fmt"`, ``, `
for i := 0; i < 3; i++ {
	defer fmt.Println("value", i)
}
for i := 0; i < 3; i++ {
	defer func() { fmt.Println("closure", i) }()
}
for _, w := range []string{"x", "y"} {
	n := len(w) * 10
	defer func(tag string) { fmt.Println("param", tag, w, n) }(w + "!")
}
fmt.Println("body done")`},
	{"method receivers and arguments taken at the defer", `"fmt"`, `type res struct{ name string }
func (r *res) Close() { fmt.Println("close", r.name) }
func (r res) Report(n int, tags ...string) { fmt.Println("report", r.name, n, tags) }`, `
for _, n := range []string{"db", "cache", "queue"} {
	r := &res{n}
	defer r.Close()
}
x := 1
defer fmt.Println("arg taken early:", x)
defer func() { fmt.Println("closure sees late value:", x) }()
v := res{"first"}
tags := []string{"a"}
defer v.Report(x*2, tags...)
v = res{"second"}
total := 0
for i := 1; i <= 3; i++ {
	total += i
	defer fmt.Println("running total", total)
}
x = 99
fmt.Println("working")`},
	{"closures kept under a name and called by deferred calls", `"fmt"`, `func run() (err error) {
	steps := 0
	logf := func(s string) { fmt.Println("log", s, steps) }
	cleanup := func() { fmt.Println("cleanup after", steps) }
	defer cleanup()
	defer func() {
		logf("done")
		if steps > 1 {
			err = fmt.Errorf("ran %d steps", steps)
		}
	}()
	for i := 0; i < 3; i++ {
		steps++
	}
	return nil
}`, `
fmt.Println(run())
func() {
	defer func() {
		r := recover()
		fmt.Println("recovered:", r)
	}()
	panic("boom")
}()`},
	{"a field's mutex is unlocked, not a copy of it", `"fmt"; "sync"`, `type Counter struct {
	mu sync.Mutex
	n  map[string]int
}
func (c *Counter) Add(k string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.n[k] += 1
}`, `
c := &Counter{n: map[string]int{}}
var wg sync.WaitGroup
for i := range 20 {
	wg.Add(1)
	go func() {
		defer wg.Done()
		c.Add([]string{"a", "b"}[i%2])
	}()
}
wg.Wait()
fmt.Println(c.n)`},
}

func TestDefersMatchGoRun(t *testing.T) {
	runLikeGoRun(t, deferPrograms)
}

func TestDeferRewriteKeepsLines(t *testing.T) {
	src := "for i := 0; i < 2; i++ {\n\tj := i\n\tdefer func() {\n\t\tfmt.Println(j)\n\t}()\n}\nf := func() {}\ndefer f()\ndefer wg.Done()"
	got := rewriteDefers(src)
	if strings.Count(got, "\n") != strings.Count(src, "\n") {
		t.Fatalf("lines changed:\n%s", got)
	}
	for _, want := range []string{"defer __rlm_d1() }", "f := func() func() { return func() {} }()", "\ndefer wg.Done()"} {
		if !strings.Contains(got, want) {
			t.Fatalf("no %q in\n%s", want, got)
		}
	}
}
