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
}

func TestGenericsAndGoroutinesMatchGoRun(t *testing.T) {
	runLikeGoRun(t, genPrograms)
}
