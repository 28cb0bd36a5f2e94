package golang

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rlm-go/rlm/eval"
)

func newTestSession(t testing.TB, cfg eval.SessionConfig) eval.Session {
	t.Helper()
	if cfg.CellTimeout == 0 {
		cfg.CellTimeout = 5 * time.Second
	}
	s, err := New(Options{}).NewSession(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func run(t testing.TB, s eval.Session, code string) eval.Result {
	t.Helper()
	r, err := s.Exec(context.Background(), code)
	if err != nil {
		t.Fatalf("Exec(%q): %v", code, err)
	}
	return r
}

func TestBackendIdentity(t *testing.T) {
	b := New(Options{})
	var _ eval.Backend = b
	if b.Name() != "go" || b.Language().Name != "go" || !strings.HasPrefix(b.Version(), "yaegi v0.16.1 (go1.") {
		t.Fatalf("got %q %q %q", b.Name(), b.Language().Name, b.Version())
	}
}

func TestPersistenceAcrossCells(t *testing.T) {
	s := newTestSession(t, eval.SessionConfig{Contexts: []string{"alpha beta", "second"}})
	cells := []struct{ code, want string }{
		{"x := 3", ""},
		{"import \"strings\"\nvar y = x * 2\nfunc double(n int) int { return n * 2 }\nfmt.Println(strings.ToUpper(context), double(y))", "ALPHA BETA 12\n"},
		{"type pair struct{ k string; v int }\nfunc (p pair) String() string { return p.k + \"=\" + strconv.Itoa(p.v) }\nps := []pair{{\"a\", x}}", ""},
		{"fmt.Println(ps[0], x, y, len(contexts), context1)", "a=3 3 6 2 second\n"},
		{"x++\nfmt.Println(x)", "4\n"},
		{"// imports may repeat\nimport (\n\t\"strings\"\n\tre \"regexp\"\n)\nfmt.Println(re.MustCompile(`b\\w+`).FindString(context), strings.Count(context, \"a\"))", "beta 3\n"},
	}
	for _, c := range cells {
		r := run(t, s, c.code)
		if r.Error != "" || r.Stdout != c.want {
			t.Fatalf("cell %q: stdout %q error %q, want %q", c.code, r.Stdout, r.Error, c.want)
		}
	}
}

// goPrograms are cells of ordinary Go; each must print what `go run` prints
// for the same code as a main package.
var goPrograms = []struct {
	name, imports, decls, body string
}{
	{"strings", `"fmt"; "strings"`, ``, `
words := strings.Fields("the quick brown fox jumps over the lazy dog the end")
fmt.Println(len(words), strings.Join(words[:3], "-"), strings.Title("x"))
fmt.Printf("%q %5.2f %x %v\n", strings.TrimSpace("  hi "), 3.14159, 255, strings.Split("a,b,c", ","))`},
	{"regexp", `"fmt"; "regexp"`, ``, `
rx := regexp.MustCompile(` + "`" + `(\w+)@(\w+)\.com` + "`" + `)
for _, m := range rx.FindAllStringSubmatch("ann@x.com, bob@y.com; eve@z.org", -1) {
	fmt.Println(m[1], m[2])
}
fmt.Println(rx.ReplaceAllString("ann@x.com", "$2:$1"))`},
	{"sort structs", `"fmt"; "sort"`, `type person struct {
	Name string
	Age  int
}`, `
ps := []person{{"Cy", 40}, {"Al", 30}, {"Bo", 30}}
sort.Slice(ps, func(i, j int) bool {
	if ps[i].Age != ps[j].Age {
		return ps[i].Age < ps[j].Age
	}
	return ps[i].Name < ps[j].Name
})
fmt.Println(ps)
fmt.Printf("%+v\n", ps[0])`},
	{"maps", `"fmt"; "sort"; "strings"`, ``, `
counts := map[string]int{}
for _, w := range strings.Fields("a b a c b a") {
	counts[w]++
}
keys := make([]string, 0, len(counts))
for k := range counts {
	keys = append(keys, k)
}
sort.Strings(keys)
for _, k := range keys {
	fmt.Println(k, counts[k])
}
fmt.Println(counts)`},
	{"closures", `"fmt"`, `func counter() func() int {
	n := 0
	return func() int { n++; return n }
}`, `
c := counter()
c()
c()
fmt.Println(c())
add := func(a int) func(int) int { return func(b int) int { return a + b } }
fmt.Println(add(2)(5))`},
	{"generics", `"fmt"`, `func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

type Number interface{ ~int | ~float64 }

func Sum[T Number](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}`, `
// yaegi v0.16.1 cannot infer U from a function literal: instantiate.
fmt.Println(Map[int, string]([]int{1, 2, 3}, func(i int) string { return fmt.Sprint(i * i) }))
fmt.Println(Sum([]float64{1.5, 2.5}), Sum([]int{1, 2, 3}))`},
	{"json and errors", `"encoding/json"; "errors"; "fmt"; "strconv"`, `type rec struct {
	ID   int    ` + "`json:\"id\"`" + `
	Tags []string ` + "`json:\"tags\"`" + `
}`, `
var r rec
err := json.Unmarshal([]byte(` + "`" + `{"id": 7, "tags": ["x","y"]}` + "`" + `), &r)
fmt.Println(r.ID, r.Tags, err)
b, _ := json.Marshal(r)
fmt.Println(string(b))
_, err = strconv.Atoi("nope")
fmt.Println(err, errors.Is(err, strconv.ErrSyntax))`},
}

func TestCellsMatchGoRun(t *testing.T) {
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
	must(os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module cells\n\ngo 1.22\n"), 0o644))
	for k, p := range goPrograms {
		pkg := filepath.Join(dir, fmt.Sprintf("p%d", k))
		must(os.MkdirAll(pkg, 0o755))
		src := "package main\n\nimport (" + strings.ReplaceAll(p.imports, ";", "\n") + ")\n\n" + p.decls + "\n\nfunc main() {" + p.body + "\n}\n"
		must(os.WriteFile(filepath.Join(pkg, "main.go"), []byte(src), 0o644))
	}
	build := exec.Command(gobin, "build", "-o", filepath.Join(dir, "bin")+"/", "./...")
	build.Dir = dir
	build.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	for k, p := range goPrograms {
		t.Run(p.name, func(t *testing.T) {
			want, err := exec.Command(filepath.Join(dir, "bin", fmt.Sprintf("p%d", k))).Output()
			if err != nil {
				t.Fatal(err)
			}
			s := newTestSession(t, eval.SessionConfig{})
			// The model writes imports, declarations and statements in one cell.
			cell := "import (" + strings.ReplaceAll(p.imports, ";", "\n") + ")\n" + p.decls + "\n" + p.body
			r := run(t, s, cell)
			if r.Error != "" {
				t.Fatalf("error: %s\nstderr: %s", r.Error, r.Stderr)
			}
			if r.Stdout != string(want) {
				t.Fatalf("yaegi printed\n%s\ngo run printed\n%s", r.Stdout, want)
			}
		})
	}
}

func TestNeedle(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	var b strings.Builder
	words := []string{"lorem", "ipsum", "dolor", "sit", "amet", "river", "stone", "cloud"}
	for b.Len() < 8<<20 {
		for k := 0; k < 12; k++ {
			b.WriteString(words[rng.Intn(len(words))])
			b.WriteByte(' ')
		}
		b.WriteByte('\n')
	}
	hay := b.String()
	mid := len(hay) / 2
	mid += strings.IndexByte(hay[mid:], '\n') + 1
	hay = hay[:mid] + "The magic number is 4817302.\n" + hay[mid:]

	s := newTestSession(t, eval.SessionConfig{Contexts: []string{hay}})
	r := run(t, s, `import "regexp"
fmt.Println(len(context))
rx := regexp.MustCompile(`+"`The magic number is (\\d+)`"+`)
m := rx.FindStringSubmatch(context)
if m == nil {
	fmt.Println("not found")
} else {
	Final(m[1])
}`)
	if r.Error != "" || r.Final == nil {
		t.Fatalf("error %q stdout %q final %v", r.Error, r.Stdout, r.Final)
	}
	if r.Final.Answer != "4817302" || r.Final.Source != "FINAL" {
		t.Fatalf("final = %+v", r.Final)
	}
	if want := fmt.Sprintln(len(hay)); r.Stdout != want {
		t.Fatalf("stdout %q, want %q", r.Stdout, want)
	}
}

func TestHostCalls(t *testing.T) {
	var mu sync.Mutex
	var calls []string
	host := eval.HostFunc(func(ctx context.Context, name string, args map[string]any) (any, error) {
		mu.Lock()
		calls = append(calls, fmt.Sprintf("%s %v", name, args))
		mu.Unlock()
		switch name {
		case eval.CallLLMQuery:
			if args["prompt"] == "fail" {
				return nil, errors.New("rate limited")
			}
			return "answer to " + args["prompt"].(string), nil
		case eval.CallLLMQueryBatched:
			ps := args["prompts"].([]any)
			out := make([]any, len(ps))
			for i, p := range ps {
				out[i] = strings.ToUpper(p.(string))
			}
			return out, nil
		case eval.CallRLMQuery:
			return fmt.Sprintf("child(%d chars): %s", len(args["sub_context"].(string)), args["query"]), nil
		case eval.CallLMQuery:
			return "job-1", nil
		case eval.CallAwaitLMQuery:
			return map[string]any{"state": "ok", "payload": "done"}, nil
		}
		return nil, eval.ErrUnknownCall
	})
	s := newTestSession(t, eval.SessionConfig{Contexts: []string{"ctx"}, Host: host})
	r := run(t, s, `a := LLMQuery("hi")
bs := LLMQueryBatched([]string{"x", "y"}, "small-model")
c := RLMQuery(context, "what?")
id := LMQuery("sub task")
fmt.Println(a, bs, c, id, AwaitLMQuery(id, 500))
FinalVar("c")`)
	if r.Error != "" {
		t.Fatalf("error %q", r.Error)
	}
	if want := "answer to hi [X Y] child(3 chars): what? job-1 done\n"; r.Stdout != want {
		t.Fatalf("stdout %q, want %q", r.Stdout, want)
	}
	if r.Final == nil || r.Final.Answer != "child(3 chars): what?" || r.Final.Source != "FINAL_VAR" {
		t.Fatalf("final %+v", r.Final)
	}
	wantCalls := []string{
		"llm_query map[prompt:hi]",
		"llm_query_batched map[model:small-model prompts:[x y]]",
		"rlm_query map[query:what? sub_context:ctx]",
		"lm_query map[model_size:small text:sub task]",
		"await_lm_query map[id:job-1 timeout_ms:500]",
	}
	if fmt.Sprint(calls) != fmt.Sprint(wantCalls) {
		t.Fatalf("calls\n%v\nwant\n%v", calls, wantCalls)
	}

	// A host error is a panic in the cell, recoverable by the code.
	r = run(t, s, `LLMQuery("fail")`)
	if !strings.Contains(r.Error, "LLMQuery: rate limited") {
		t.Fatalf("host error surfaced as %q", r.Error)
	}
	r = run(t, s, `func try() (msg string) {
	defer func() { msg = fmt.Sprint(recover()) }()
	LLMQuery("fail")
	return ""
}
fmt.Println(try())`)
	if r.Error != "" || r.Stdout != "LLMQuery: rate limited\n" {
		t.Fatalf("recovered host error: stdout %q error %q", r.Stdout, r.Error)
	}
	r = run(t, s, `FinalVar("nope")`)
	if !strings.Contains(r.Error, `no variable named "nope"`) || r.Final != nil {
		t.Fatalf("FinalVar of a missing name: %+v", r)
	}
	r = run(t, s, "fmt.Println(ShowVars())")
	if !strings.Contains(r.Stdout, "bs: []string") || strings.Contains(r.Stdout, "__rlm") {
		t.Fatalf("ShowVars: %q", r.Stdout)
	}
}

func TestHostileCells(t *testing.T) {
	s := newTestSession(t, eval.SessionConfig{CellTimeout: 2 * time.Second})
	run(t, s, "kept := 42")
	cases := []struct {
		name, code, want string
		timeout          bool
	}{
		{"infinite loop", "for {}", "TimeoutError", true},
		{"busy loop in func", "func spin() { for i := 0; ; i++ {} }\nspin()", "TimeoutError", true},
		{"recursion", "func down(n int) int { return down(n+1) + 1 }\ndown(0)", "RecursionError", false},
		{"mutual recursion closure", "var ping func(int) int\nping = func(n int) int { return ping(n+1) }\nping(0)", "RecursionError", false},
		{"huge repeat", `s := strings.Repeat("x", 1<<34)`, "MemoryError", false},
		{"huge make", "b := make([]byte, 1<<40)", "MemoryError", false},
		{"huge make typed", "n := int64(1) << 28\nb := make([]int64, n, n)", "MemoryError", false},
		{"import os/exec", `import "os/exec"`, `import "os/exec": package not available`, false},
		{"import net", `import "net"`, `import "net"`, false},
		{"import os/exec", `import "os/exec"`, `import "os/exec"`, false},
		{"import unsafe", `import "unsafe"`, `import "unsafe"`, false},
		{"import syscall", `import "syscall"`, `import "syscall"`, false},
		{"import reflect", `import "reflect"`, `import "reflect"`, false},
		{"goroutine panic", "done := make(chan bool)\ngo func() { defer close(done); panic(\"boom\") }()\n<-done\ntime.Sleep(10 * time.Millisecond)", "panic in goroutine", false},
		{"goroutine panic in named func", "func bad(m map[string]int) { m[\"x\"] = 1 }\nvar nilMap map[string]int\ngo bad(nilMap)\ntime.Sleep(50 * time.Millisecond)", "panic in goroutine", false},
		{"min max", "fmt.Println(min(3, 1, 2), max(\"a\", \"b\"))\npanic(\"after\")", "panic: after", false},
		{"panic", `panic("plain")`, "panic: plain", false},
		{"index", "var zz []int\nzz[5] = 1", "panic:", false},
		{"sleep", "time.Sleep(time.Hour)", "TimeoutError", true},
		{"deadlock", "ch := make(chan int)\n<-ch", "TimeoutError", true},
		{"syntax", "x := := 1", "SyntaxError", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if raceEnabled && (c.timeout || c.want == "RecursionError") {
				// yaegi's EvalWithContext returns at cancellation before its
				// goroutine ends; the session waits for that goroutine through
				// the goroutine profile, an ordering the race detector cannot see.
				t.Skip("stop path reports a race inside yaegi under -race")
			}
			r := run(t, s, c.code)
			if !strings.Contains(r.Error, c.want) || r.TimedOut != c.timeout {
				t.Fatalf("error %q timedOut %v; want %q timedOut %v (stderr %q)", r.Error, r.TimedOut, c.want, c.timeout, r.Stderr)
			}
			if r.Restarted {
				t.Fatalf("interpreter was restarted")
			}
			if r := run(t, s, "fmt.Println(kept)"); r.Stdout != "42\n" {
				t.Fatalf("session lost its variables: %+v", r)
			}
		})
	}
}

func TestOutputBounded(t *testing.T) {
	s := newTestSession(t, eval.SessionConfig{MaxOutput: 100})
	r := run(t, s, `for i := 0; i < 1000; i++ { fmt.Println("line", i) }`)
	if !strings.HasPrefix(r.Stdout, "line 0\n") || !strings.Contains(r.Stdout, "[output truncated at 100 bytes]") || len(r.Stdout) > 200 {
		t.Fatalf("stdout %q", r.Stdout)
	}
	if r := run(t, s, `fmt.Print("next")`); r.Stdout != "next" {
		t.Fatalf("next cell stdout %q", r.Stdout)
	}
}

// Goroutines blocked in a channel operation are not covered: yaegi wakes
// them only through the done channel of the Eval call that started them,
// which has already returned (see the package comment).
func TestCloseStopsGoroutines(t *testing.T) {
	if raceEnabled {
		// Goroutines a cell leaves running race with yaegi's own frame
		// resizing on the next Eval (inside yaegi v0.16.1).
		t.Skip("yaegi races internally with goroutines left running by a cell; runs without -race")
	}
	base := runtime.NumGoroutine()
	s, err := New(Options{}).NewSession(context.Background(), eval.SessionConfig{CellTimeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	r := run(t, s, `n := 0
go func() { for { n++ } }()
go func() { for { time.Sleep(time.Millisecond) } }()
m := 0
go func() { for { m-- } }()
fmt.Println("started")`)
	if r.Error != "" || r.Stdout != "started\n" {
		t.Fatalf("%+v", r)
	}
	live := s.(*session).liveGoroutines
	for wait := time.Now().Add(2 * time.Second); live() < 3 && time.Now().Before(wait); {
		time.Sleep(5 * time.Millisecond)
	}
	if n := live(); n < 3 {
		t.Fatalf("cell goroutines running: %d, want 3", n)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	deadline := time.Now().Add(3 * time.Second)
	for runtime.NumGoroutine() > base && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := live(); n != 0 {
		buf := make([]byte, 1<<16)
		t.Fatalf("%d cell goroutines left after Close\n%s", n, buf[:runtime.Stack(buf, true)])
	}
	if n := runtime.NumGoroutine(); n > base {
		buf := make([]byte, 1<<16)
		t.Fatalf("%d goroutines left after Close, base %d\n%s", n, base, buf[:runtime.Stack(buf, true)])
	}
	if _, err := s.Exec(context.Background(), "1"); err == nil {
		t.Fatal("Exec after Close succeeded")
	}
}

func TestContextNotCopiedIntoCaller(t *testing.T) {
	ctxs := []string{"original"}
	s := newTestSession(t, eval.SessionConfig{Contexts: ctxs})
	// yaegi binds the host package's variables read-only.
	r := run(t, s, `context = "changed"`)
	if !strings.Contains(r.Error, "cannot assign") || ctxs[0] != "original" {
		t.Fatalf("error %q, caller's context %q", r.Error, ctxs[0])
	}
	if r := run(t, s, `c := context + "!"
fmt.Println(c, context0)`); r.Stdout != "original! original\n" {
		t.Fatalf("stdout %q error %q", r.Stdout, r.Error)
	}
}

func BenchmarkCellOverhead(b *testing.B) {
	s := newTestSession(b, eval.SessionConfig{})
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if r, _ := s.Exec(context.Background(), "x := 1"); r.Error != "" {
			b.Fatal(r.Error)
		}
	}
}

func BenchmarkLoopYaegi(b *testing.B) {
	s := newTestSession(b, eval.SessionConfig{CellTimeout: time.Minute})
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r, _ := s.Exec(context.Background(), "sum := 0\nfor i := 0; i < 1000000; i++ { sum += i % 7 }")
		if r.Error != "" {
			b.Fatal(r.Error)
		}
	}
}

var sink int

func BenchmarkLoopNative(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sum := 0
		for i := 0; i < 1000000; i++ {
			sum += i % 7
		}
		sink = sum
	}
}
