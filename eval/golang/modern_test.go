package golang

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/eval"
)

// goProgram is Go code the backend must run as `go run` does: imports
// (separated by ;), package-level declarations and main's body.
type goProgram struct {
	name, imports, decls, body string
}

// modernPrograms use the Go of today: the generic standard packages,
// iterators, the library since Go 1.21 and the packages allowed since.
var modernPrograms = []goProgram{
	{"slices generic", `"fmt"; "slices"`, ``, `
s := []int{3, 1, 2}
slices.Reverse(s)
fmt.Println(s, slices.Index(s, 1), slices.Contains(s, 5))
c := slices.Clone(s)
c = slices.Insert(c, 1, 9, 8)
fmt.Println(c, len(c), slices.Equal(s, c))
c = slices.Delete(c, 0, 2)
fmt.Println(c, slices.Compact([]int{1, 1, 2, 2, 2, 3, 1}))
fmt.Println(slices.Concat([]int{1}, []int{2, 3}), slices.Repeat([]string{"a", "b"}, 2))
fmt.Println(slices.Max(s), slices.Min(s), slices.Grow(s, 10)[:1], cap(slices.Clip(s)))
slices.Sort(s)
i, found := slices.BinarySearch(s, 2)
fmt.Println(s, i, found, slices.IsSorted(s))
fmt.Println(slices.Replace([]int{0, 1, 2, 3}, 1, 3, 7), slices.Compare([]int{1, 2}, []int{1, 3}))`},
	{"maps and cmp", `"cmp"; "fmt"; "maps"; "slices"; "strings"`, `type Item struct {
	SKU  string
	Qty  int
}`, `
m := map[string]int{"b": 2, "a": 1, "c": 3}
keys := slices.Sorted(maps.Keys(m))
vals := slices.Sorted(maps.Values(m))
fmt.Println(keys, vals)
m2 := maps.Clone(m)
m2["d"] = 4
fmt.Println(maps.Equal(m, m2), len(m2))
maps.DeleteFunc(m2, func(k string, v int) bool { return v%2 == 0 })
fmt.Println(m2)
fmt.Println(cmp.Compare(1.5, 2.0), cmp.Compare("b", "a"), cmp.Less(1, 2), cmp.Or(0, 0, 3), cmp.Or("", "x"))
items := []Item{{"z", 2}, {"a", 2}, {"m", 1}}
slices.SortFunc(items, func(a, b Item) int {
	return cmp.Or(cmp.Compare(a.Qty, b.Qty), strings.Compare(a.SKU, b.SKU))
})
fmt.Println(items)
byKey := maps.Collect(maps.All(map[int]string{1: "x"}))
fmt.Println(byKey)`},
	{"iterators from strings", `"fmt"; "slices"; "strings"`, ``, `
lines := slices.Collect(strings.Lines("alpha\nbeta\ngamma\n"))
fmt.Printf("%q\n", lines)
parts := slices.Collect(strings.SplitSeq("a,b,c", ","))
fmt.Println(parts, len(parts))
fmt.Println(slices.Collect(strings.FieldsSeq("  x  y z ")))
for _, chunk := range slices.Collect(slices.Chunk([]int{1, 2, 3, 4, 5}, 2)) {
	fmt.Println(chunk)
}`},
	{"globals from generic and native calls", `"fmt"; "maps"; "slices"; "strings"`, ``, `
res := strings.Fields("x y z")
first := res[0]
own := []string{"x", "y", "z"}
last := slices.Clone(own)[len(own)-1]
n := slices.Index(own, "y")
m := map[string]int{"k": 1}
keys := slices.Sorted(maps.Keys(m))
w := []string{"strings"}
fmt.Println(first, last, n, keys, strings.Split("a,b", ","), w)`},
	{"io path url log", `"bytes"; "fmt"; "io"; "log"; "net/url"; "path"; "strings"`, ``, `
b, err := io.ReadAll(io.LimitReader(strings.NewReader("hello world"), 5))
fmt.Println(string(b), err)
fmt.Println(path.Join("a", "b/../c"), path.Ext("x.tar.gz"), path.Base("/p/q"))
u, err := url.Parse("https://example.org:8080/p/a?q=1&r=two#frag")
fmt.Println(u.Scheme, u.Hostname(), u.Port(), u.Path, u.Query().Get("r"), u.Fragment, err)
var buf bytes.Buffer
l := log.New(&buf, "app: ", 0)
l.Printf("n=%d", 3)
fmt.Print(buf.String())`},
}

// runLikeGoRun builds every program with the go toolchain and checks the
// backend prints the same for it, as one cell (imports, declarations,
// statements at the top level) and, wrapped in func main, as a program.
func runLikeGoRun(t *testing.T, programs []goProgram) {
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go toolchain not found")
	}
	dir := t.TempDir()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module cells\n\ngo 1.26\n"), 0o644))
	sources := make([]string, len(programs))
	for k, p := range programs {
		pkg := filepath.Join(dir, fmt.Sprintf("p%d", k))
		must(os.MkdirAll(pkg, 0o755))
		sources[k] = "package main\n\nimport (" + strings.ReplaceAll(p.imports, ";", "\n") + ")\n\n" + p.decls + "\n\nfunc main() {" + p.body + "\n}\n"
		must(os.WriteFile(filepath.Join(pkg, "main.go"), []byte(sources[k]), 0o644))
	}
	build := exec.Command(gobin, "build", "-o", filepath.Join(dir, "bin")+"/", "./...")
	build.Dir = dir
	build.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	for k, p := range programs {
		t.Run(p.name, func(t *testing.T) {
			want, err := exec.Command(filepath.Join(dir, "bin", fmt.Sprintf("p%d", k))).Output()
			if err != nil {
				t.Fatal(err)
			}
			cell := "import (" + strings.ReplaceAll(p.imports, ";", "\n") + ")\n" + p.decls + "\n" + p.body
			for _, form := range []struct{ name, code string }{{"cell", cell}, {"program", sources[k]}} {
				s := newTestSession(t, eval.SessionConfig{})
				r := run(t, s, form.code)
				if r.Error != "" {
					t.Fatalf("as a %s: error: %s\nstderr: %s", form.name, r.Error, r.Stderr)
				}
				if r.Stdout != string(want) {
					t.Fatalf("as a %s, yaegi printed\n%s\ngo run printed\n%s", form.name, r.Stdout, want)
				}
			}
		})
	}
}

func TestModernGoMatchesGoRun(t *testing.T) {
	runLikeGoRun(t, modernPrograms)
}

// TestGenericGlobalsPersist checks variables a generic call defined at the
// top level (retyped, retype.go) are ordinary globals for later cells.
func TestGenericGlobalsPersist(t *testing.T) {
	s := newTestSession(t, eval.SessionConfig{})
	cells := []struct{ code, want string }{
		{"m := map[string]int{\"b\": 2, \"a\": 1}\nkeys := slices.Sorted(maps.Keys(m))\nparts := strings.Fields(\"p q\")\nfirst := parts[0]", ""},
		{"keys = append(keys, \"c\")\nfmt.Println(keys, len(keys), first+\"!\")", "[a b c] 3 p!\n"},
	}
	for _, c := range cells {
		if r := run(t, s, c.code); r.Error != "" || r.Stdout != c.want {
			t.Fatalf("cell %q: stdout %q error %q, want %q", c.code, r.Stdout, r.Error, c.want)
		}
	}
}

func TestLogFatalEndsTheCell(t *testing.T) {
	s := newTestSession(t, eval.SessionConfig{})
	r := run(t, s, "log.SetFlags(0)\nlog.Print(\"note\")\nlog.Fatalf(\"bad %d\", 7)\nfmt.Println(\"not reached\")")
	if r.Stdout != "" || r.Stderr != "note\nbad 7\n" || r.Error != "exit status 1" {
		t.Fatalf("stdout %q stderr %q error %q", r.Stdout, r.Stderr, r.Error)
	}
	if r := run(t, s, "fmt.Println(\"alive\")"); r.Stdout != "alive\n" {
		t.Fatalf("after log.Fatal: stdout %q error %q", r.Stdout, r.Error)
	}
}

func TestRepeatedOutputIsNotFolded(t *testing.T) {
	s := newTestSession(t, eval.SessionConfig{})
	r := run(t, s, "for i := 0; i < 4; i++ { fmt.Println(\"same\") }")
	if r.Error != "" || r.Stdout != "same\nsame\nsame\nsame\n" {
		t.Fatalf("stdout %q error %q", r.Stdout, r.Error)
	}
	// yaegi's trace of a deep panic still folds.
	r = run(t, s, "func down(n int) { if n == 0 { panic(\"bottom\") }; down(n - 1) }\ndown(50)")
	if !strings.Contains(r.Stderr, "[previous line repeated 50 more times]") || strings.Count(r.Stderr, "\n") > 5 {
		t.Fatalf("stderr %q error %q", r.Stderr, r.Error)
	}
}

// TestStdoutOnlyOS checks the REPL's os: Stdout and Stderr are the cell's
// streams, Exit ends the cell with its status, the rest is refused.
func TestStdoutOnlyOS(t *testing.T) {
	s := newTestSession(t, eval.SessionConfig{})
	r := run(t, s, "import \"os\"\nfmt.Fprintln(os.Stdout, \"out\")\nos.Stdout.WriteString(\"ws\\n\")\nfmt.Fprintln(os.Stderr, \"err\")\nos.Exit(3)\nfmt.Println(\"not reached\")")
	if r.Stdout != "out\nws\n" || r.Stderr != "err\n" || r.Error != "exit status 3" {
		t.Fatalf("stdout %q stderr %q error %q", r.Stdout, r.Stderr, r.Error)
	}
	if r = run(t, s, "fmt.Println(\"a\")\nos.Exit(0)\nfmt.Println(\"b\")"); r.Stdout != "a\n" || r.Error != "" {
		t.Fatalf("os.Exit(0): stdout %q error %q", r.Stdout, r.Error)
	}
	r = run(t, s, "fmt.Println(os.Getenv(\"HOME\"))")
	if !strings.Contains(r.Error, "os has only Stdout, Stderr and Exit") || r.Stdout != "" {
		t.Fatalf("os.Getenv: stdout %q error %q", r.Stdout, r.Error)
	}
}
