package golang

import (
	"strings"
	"testing"

	"github.com/rlm-go/rlm/eval"
)

// TestLoopVariablesPerIteration runs loops whose output differs between
// shared (yaegi) and per-iteration (Go 1.22) loop variables; want is what
// Go 1.22 prints.
func TestLoopVariablesPerIteration(t *testing.T) {
	cases := []struct{ name, code, want string }{
		{"three-clause closures", `var fs []func() int
for i := 0; i < 3; i++ {
	fs = append(fs, func() int { return i })
}
for _, f := range fs {
	fmt.Print(f())
}`, "012"},
		{"range closures", `var gs []func() string
for _, v := range []string{"a", "b", "c"} {
	gs = append(gs, func() string { return v })
}
for _, g := range gs {
	fmt.Print(g())
}`, "abc"},
		{"goroutines fan out", `var wg sync.WaitGroup
out := make([]string, 4)
for i, c := range []string{"w", "x", "y", "z"} {
	wg.Add(1)
	go func() {
		defer wg.Done()
		out[i] = strings.Repeat(c, i+1)
	}()
}
wg.Wait()
fmt.Print(out)`, "[w xx yyy zzzz]"},
		{"addresses", `type P struct{ Name string }
byName := map[string]*P{}
for _, p := range []P{{"ann"}, {"bob"}} {
	byName[p.Name] = &p
}
fmt.Print(byName["ann"].Name, byName["bob"].Name)`, "annbob"},
		{"inside a function, nested and shadowed", `func collect() []string {
	var fs []func() string
	for _, row := range [][]string{{"a", "b"}, {"c"}} {
		for _, row := range row {
			fs = append(fs, func() string { return row })
		}
		fs = append(fs, func() string { return fmt.Sprint(len(row)) })
	}
	var out []string
	for _, f := range fs {
		out = append(out, f())
	}
	return out
}
fmt.Print(collect())`, "[a b 2 c 1]"},
		{"struct keys and map keys", `type kv struct{ k string; n int }
var fs []func() string
for _, k := range []string{"x", "y"} {
	n := map[string]int{k: len(fs) + 1}[k]
	fs = append(fs, func() string { return fmt.Sprint(kv{k: k, n: n}) })
}
fmt.Print(fs[0](), fs[1]())`, "{x 1}{y 2}"},
		{"body declarations shadow", `var hs []func() int
for i := 0; i < 2; i++ {
	h := func() int { return i }
	i := 10
	_ = i
	hs = append(hs, h)
}
fmt.Print(hs[0](), hs[1]())`, "0 1"},
		// Go 1.22 carries a body's change to a three-clause variable into
		// the next iteration; the rewrite leaves such loops alone, so the
		// loop itself still counts right.
		{"body assigns the counter", `n := 0
for i := 0; i < 6; i++ {
	if i%2 == 0 {
		i++
	}
	f := func() int { return i }
	n += f()
}
fmt.Print(n)`, "9"},
	}
	s := newTestSession(t, eval.SessionConfig{})
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if raceEnabled && strings.HasPrefix(tc.name, "goroutines") {
				// yaegi v0.16.1 races internally on closures started with go
				// inside a loop (seen about once in six -race runs, before
				// and after the loop-variable rewrite).
				t.Skip("yaegi's own data race on go statements in loops; runs without -race")
			}
			r := run(t, s, tc.code)
			if r.Error != "" || r.Stdout != tc.want {
				t.Fatalf("stdout %q error %q, want %q\nrewritten:\n%s", r.Stdout, r.Error, tc.want, rewriteLoopVars(tc.code))
			}
		})
	}
}

func TestLoopVariableRewriteKeepsLinesAndNames(t *testing.T) {
	code := "for i, c := range xs {\n\tgo func() {\n\t\tout[i] = f(T{c: c}, map[string]int{c: 1}, x.c)\n\t}()\n}\nfor i := 0; i < n; i++ { i += 2; g(func() { use(i) }) }"
	got := rewriteLoopVars(code)
	if strings.Count(got, "\n") != strings.Count(code, "\n") {
		t.Fatalf("line count changed:\n%s", got)
	}
	if !strings.Contains(got, "__rlm_lv1_i, __rlm_lv1_c := i, c; {") || !strings.Contains(got, "out[__rlm_lv1_i] = f(T{c: __rlm_lv1_c}, map[string]int{__rlm_lv1_c: 1}, x.c)") {
		t.Fatalf("range loop not rewritten:\n%s", got)
	}
	if !strings.HasSuffix(got, "for i := 0; i < n; i++ { i += 2; g(func() { use(i) }) }") {
		t.Fatalf("a loop assigning its counter was rewritten:\n%s", got)
	}
	// Errors speak of the names the model wrote.
	s := newTestSession(t, eval.SessionConfig{})
	r := run(t, s, "for _, c := range []string{\"a\"} {\n\tf := func() int { return c }\n\t_ = f\n}")
	if !strings.Contains(r.Error, "line 2: cannot use c ") || strings.Contains(r.Error, "__rlm") {
		t.Fatalf("error %q", r.Error)
	}
}

func TestSlicesSortMinMax(t *testing.T) {
	s := newTestSession(t, eval.SessionConfig{})
	for _, tc := range []struct{ code, want string }{
		{`xs := []int{3, 1, 2}
slices.Sort(xs)
fmt.Print(xs, slices.Min(xs), slices.Max(xs), slices.IsSorted(xs))`, "[1 2 3] 1 3 true"},
		{`ss := []string{"pear", "fig", "apple"}
slices.Sort(ss)
i, found := slices.BinarySearch(ss, "fig")
fmt.Print(ss, i, found)`, "[apple fig pear] 1 true"},
		{`fs := []float64{2, math.NaN(), -1}
slices.Sort(fs)
fmt.Print(fs, slices.Max([]float64{1, math.NaN(), 3}), slices.Min([]float64{2, 0.5}))`, "[NaN -1 2] NaN 0.5"},
		{`type P struct {
	N string
	A int
}
ps := []P{{"x", 3}, {"y", 1}, {"z", 3}}
slices.SortStableFunc(ps, func(a, b P) int { return cmp.Compare(b.A, a.A) })
byAge := func(a, b P) int { return cmp.Compare(a.A, b.A) }
fmt.Print(ps, slices.MaxFunc(ps, byAge), slices.MinFunc(ps, byAge), slices.IsSortedFunc(ps, byAge))
slices.SortFunc(ps, byAge)
j, ok := slices.BinarySearchFunc(ps, 3, func(p P, a int) int { return cmp.Compare(p.A, a) })
fmt.Print(" ", ps[0], j, ok)`, "[{x 3} {z 3} {y 1}] {x 3} {y 1} false {y 1} 1 true"},
		{`fmt.Print(slices.Max([]int{}))`, "panic: slices.Max: empty list"},
	} {
		r := run(t, s, tc.code)
		got := r.Stdout
		if r.Error != "" {
			got = r.Error
		}
		if got != tc.want {
			t.Errorf("%s:\ngot  %q\nwant %q", tc.code, got, tc.want)
		}
	}
}

func TestRangeOverIntRuns(t *testing.T) {
	s := newTestSession(t, eval.SessionConfig{})
	r := run(t, s, "for i := range 3 {\n\tfmt.Print(i)\n}")
	if r.Error != "" || r.Stdout != "012" {
		t.Fatalf("stdout %q error %q", r.Stdout, r.Error)
	}
}

func TestEmptyConditionLoopEnds(t *testing.T) {
	runLikeGoRun(t, []goProgram{{"for init; ; post-less", `"fmt"`, ``, `
n := 0
for i := 0; ; {
	i++
	n++
	if n > 3 {
		fmt.Println("i", i)
		break
	}
}
for j := 0; ; j += 2 {
	if j > 4 {
		fmt.Println("j", j)
		break
	}
}`}})
}
