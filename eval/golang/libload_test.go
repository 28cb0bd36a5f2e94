package golang

import (
	"maps"
	"slices"
	"testing"

	"github.com/rlm-go/rlm/eval"
)

// TestLibCompiledOnFirstImport checks a session compiles the lib packages
// only when a cell first needs them, and that a package compiled after the
// cells declared variables leaves those variables and its own state apart
// (the frame layouts, libload.go).
func TestLibCompiledOnFirstImport(t *testing.T) {
	type cell struct {
		code, want string
		loaded     []string // lib packages compiled after the cell
	}
	cases := []struct {
		name  string
		cells []cell
	}{
		{"none", []cell{{`fmt.Print(strings.ToUpper("a"))`, "A", nil}}},
		{"auto import", []cell{
			{`xs := []int{3, 1, 2}` + "\n" + `fmt.Print(slices.Max(xs))`, "3", []string{"iter", "slices"}},
			{"type P struct { N string; A int }\nps := []P{{\"x\", 3}, {\"y\", 1}}\nfmt.Print(cmp.Compare(1, 2), slices.MaxFunc(ps, func(a, b P) int { return cmp.Compare(a.A, b.A) }))", "-1 {x 3}", []string{"cmp", "iter", "slices"}},
			{`fmt.Print(xs, ps, slices.Max(xs))`, "[3 1 2] [{x 3} {y 1}] 3", []string{"cmp", "iter", "slices"}},
		}},
		{"import declaration", []cell{
			{`n := 7`, "", nil},
			{"import \"maps\"\nm := map[string]int{\"a\": n}\nfmt.Print(len(maps.Clone(m)), n)", "1 7", []string{"iter", "maps"}},
			{`n++; fmt.Print(n, m)`, "8 map[a:7]", []string{"iter", "maps"}},
		}},
		{"adapters", []cell{
			{`k := 2`, "", nil},
			{"for l := range strings.Lines(\"a\\nb\\n\") { fmt.Print(l) }\nfmt.Print(k)", "a\nb\n2", []string{"rlmstd"}},
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := newTestSession(t, eval.SessionConfig{}).(*session)
			for _, cl := range c.cells {
				r := run(t, s, cl.code)
				if r.Error != "" || r.Stdout != cl.want {
					t.Fatalf("cell %q: stdout %q error %q, want %q", cl.code, r.Stdout, r.Error, cl.want)
				}
				if got := slices.Sorted(maps.Keys(s.libLoaded)); !slices.Equal(got, cl.loaded) {
					t.Fatalf("after cell %q: compiled %v, want %v", cl.code, got, cl.loaded)
				}
			}
		})
	}
}
