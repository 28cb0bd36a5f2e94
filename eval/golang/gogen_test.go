package golang

import "testing"

// genPrograms are small reproductions of generics, iterator and goroutine
// patterns yaegi v0.16.1 runs differently from Go without the cell
// rewrites (each names the rewrite it checks).
var genPrograms = []goProgram{
	{"goroutines in a loop write struct literals", `"fmt"; "sync"`, `type P struct{ N int; S string }`, `
xs := []string{"a", "b", "c"}
out := make([]P, len(xs))
var wg sync.WaitGroup
for i, s := range xs {
	wg.Add(1)
	go func(i int, s string) {
		defer wg.Done()
		out[i] = P{i, s}
	}(i, s)
}
wg.Wait()
fmt.Println(out)`},
	{"two type parameters, the second after a repeat", `"fmt"; "strconv"`, `func Apply[A, B any](xs []A, f func(A) B) []B {
	var out []B
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}
func Fold[E, R any](xs []E, acc R, f func(R, E) R) R {
	for _, x := range xs {
		acc = f(acc, x)
	}
	return acc
}`, `
labels := Apply([]int{4, 5}, func(n int) string { return "#" + strconv.Itoa(n) })
fmt.Println(labels, Apply[int, bool]([]int{1, 2}, func(n int) bool { return n > 1 }))
fmt.Println(Fold(labels, 0, func(n int, s string) int { return n + len(s) }))`},
	{"grouped parameters and a core-type constraint", `"fmt"; "sort"`, `func SameLen[T any](a, b []T) bool { return len(a) == len(b) }
func SortedKeys[M ~map[K]V, K int | string, V any](m M) []K {
	var out []K
	for k := range m {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
type Index map[string][]int`, `
fmt.Println(SameLen([]string{"a"}, []string{"b", "c"}), SortedKeys(Index{"b": nil, "a": {1}}))
fmt.Println(SortedKeys(map[int]bool{3: true, 1: false}))`},
	{"variadic type parameter, values and spread", `"cmp"; "fmt"; "slices"`, `func Largest[T cmp.Ordered](xs ...T) T {
	m := xs[0]
	for _, x := range xs[1:] {
		m = max(m, x)
	}
	return m
}
func Join[T any](sep string, parts ...[]T) []T {
	var out []T
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}`, `
nums := []int{4, 9, 2}
fmt.Println(Largest(3, 9, 2), Largest("kiwi", "apple"), Largest(2.5, -1.0), Largest(7), Largest(nums...))
fmt.Println(Join(",", []int{1}, []int{2, 3}), len(Join[string](",")))
parts := [][]string{{"a"}, {"b", "c"}}
fmt.Println(slices.Concat(parts...), cmp.Or([]string{"", "x", "y"}...), cmp.Or(0, 0, 3), min(2.5, 1), max('a', 'b'))`},
	{"clear of a map and a slice", `"fmt"`, `type P struct{ N int }`, `
m := map[string]int{"a": 1, "b": 2}
alias := m
clear(m)
ps := []P{{1}, {2}}
window := ps[:1]
clear(window)
fmt.Println(len(m), len(alias), m, ps)`},
	{"tuple assignment mixing calls and values", `"fmt"`, `func chunks(xs []int, n int) [][]int {
	var out [][]int
	for n < len(xs) {
		xs, out = xs[n:], append(out, xs[:n:n])
	}
	return append(out, xs)
}
func pair() (int, int) { return 1, 2 }`, `
fmt.Println(chunks([]int{1, 2, 3, 4, 5}, 2))
a, b := 0, 0.5
a, b = len("abc"), 2
var s []string
s, a = append(s, "x"), 7
for i, j := 0, len(s); i < j; i, j = i+1, j-1 {
	fmt.Println("loop", i, j)
}
c, d := pair()
fmt.Println(a, b, s, c, d)`},
	{"iter.Pull and Pull2, to the end and stopped early", `"fmt"; "iter"; "maps"`, `func Count(n int) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := 0; i < n; i++ {
			if !yield(i) {
				fmt.Println("stopped at", i)
				return
			}
		}
	}
}
func pulls() {
	next, stop := iter.Pull(Count(2))
for k := 0; k < 3; k++ {
	v, ok := next()
	fmt.Println(v, ok)
}
stop()
next, stop = iter.Pull(Count(10))
v, _ := next()
w, _ := next()
stop()
stop()
_, ok := next()
fmt.Println(v, w, ok)
next2, stop2 := iter.Pull2(maps.All(map[string]int{"a": 1}))
k, n, ok2 := next2()
_, _, ok3 := next2()
stop2()
fmt.Println(k, n, ok2, ok3)
}`, `
pulls()`},
	{"a cell's type named like a host type", `"fmt"`, `type Cents int
func (c Cents) String() string { return fmt.Sprintf("$%d.%02d", c/100, c%100) }
type (
	Line struct {
		Desc  string
		Price Cents
	}
	LMStatus int
)`, `
lines := []Line{{"coffee", 350}, {Desc: "tip", Price: 100}}
fmt.Println(lines[0], LMStatus(2))
fmt.Printf("%v %+v\n", lines[0].Price, lines[1])`},
	{"range over an integer beside a range over a native call's slice", `"fmt"; "strings"`, ``, `
for i := range 2 {
	fmt.Print(i)
}
for i, w := range strings.Fields("a b") {
	fmt.Print(i, w)
}
fmt.Println()`},
	{"generic calls on native calls' results", `"fmt"; "maps"; "slices"; "strings"`, `func count[E any](s []E) int { return len(s) }`, `
words := strings.Fields("pear fig apple fig")
slices.Sort(words)
fmt.Println(words, slices.Index(words, "pear"), count(strings.Split("a,b", ",")))
fmt.Println(slices.Contains(strings.Fields("x y"), "y"), slices.Compact(words), strings.Fields("q")[0])
m := map[string][]string{"k": strings.Fields("v w")}
fmt.Println(slices.Sorted(maps.Keys(m)), len(append(strings.Fields("a"), strings.Fields("b c")...)))`},
	{"range over an int in a generic function", `"fmt"`, `type Pair[K comparable, V any] struct {
	Key K
	Val V
}
func Zip[K comparable, V any](ks []K, vs []V) []Pair[K, V] {
	n := min(len(ks), len(vs))
	out := make([]Pair[K, V], n)
	for i := range n {
		out[i] = Pair[K, V]{ks[i], vs[i]}
	}
	for range 2 {
		n++
	}
	return out[:n-2]
}
func Rep[T any](x T, times int) []T {
	var out []T
	for range times {
		out = append(out, x)
	}
	return out
}`, `
fmt.Println(Zip([]string{"a", "b", "c"}, []int{1, 2}), Rep("x", 3))`},
}

func TestGenericsAndGoroutinesMatchGoRun(t *testing.T) {
	runLikeGoRun(t, genPrograms)
}
