package golang

import (
	"strings"
	"testing"

	"github.com/rlm-go/rlm/eval"
)

// The guarded mutexes and fmt keep the standard behaviour for correct code.
func TestGuardsKeepSemantics(t *testing.T) {
	s := newTestSession(t, eval.SessionConfig{})
	cases := []struct{ name, code, want string }{
		{"mutex counter", "var mu sync.Mutex\nn := 0\nvar wg sync.WaitGroup\nfor i := 0; i < 20; i++ {\n\twg.Add(1)\n\tgo func() { defer wg.Done(); for j := 0; j < 50; j++ { mu.Lock(); n++; mu.Unlock() } }()\n}\nwg.Wait()\nfmt.Println(n)", "1000\n"},
		{"trylock", "var mu sync.Mutex\nfmt.Println(mu.TryLock(), mu.TryLock())\nmu.Unlock()\nfmt.Println(mu.TryLock())", "true false\ntrue\n"},
		{"embedded mutex", "type Box struct { sync.Mutex; v int }\nb := &Box{}\nb.Lock()\nb.v = 3\nb.Unlock()\nfmt.Println(b.v)", "3\n"},
		{"type name", `var m2 sync.Mutex; var rw2 sync.RWMutex; fmt.Printf("%T %T\n", m2, &rw2)`, "sync.Mutex *sync.RWMutex\n"},
		{"rwmutex readers", "var rw sync.RWMutex\nrw.RLock()\nrw.RLock()\nfmt.Println(rw.TryLock())\nrw.RUnlock()\nrw.RUnlock()\nrw.Lock()\nfmt.Println(rw.TryRLock())\nrw.Unlock()", "false\nfalse\n"},
		{"cond", "var mu sync.Mutex\nc := sync.NewCond(&mu)\nready := false\ndone := make(chan bool)\ngo func() { defer close(done); mu.Lock(); ready = true; mu.Unlock(); c.Broadcast() }()\nmu.Lock()\nfor !ready { c.Wait() }\nmu.Unlock()\n<-done\nfmt.Println(ready)", "true\n"},
		{"shared not cyclic", "a := []int{1}\nfmt.Println([]any{a, a, map[string]any{\"x\": a}})", "[[1] [1] map[x:[1]]]\n"},
		{"pointer cycle prints an address", "type N struct { Next *N; V int }\nn := &N{V: 7}\nn.Next = n\nout := fmt.Sprint(n)\nfmt.Println(strings.HasPrefix(out, \"&{0x\"), strings.HasSuffix(out, \" 7}\"))", "true true\n"},
		{"stringer", "type T struct{ v int }\nfunc (t T) String() string { return fmt.Sprintf(\"T(%d)\", t.v) }\nfmt.Println(T{4})\nfmt.Printf(\"%v %s\\n\", T{5}, T{6})", "T(4)\nT(5) T(6)\n"},
		{"errorf wraps", "base := errors.New(\"base\")\nerr := fmt.Errorf(\"ctx: %w\", base)\nfmt.Println(err, errors.Is(err, base))", "ctx: base true\n"},
		{"append", `fmt.Println(string(fmt.Appendf([]byte("a"), "%d", 1)))`, "a1\n"},
		{"fan-out into a slice", "res := make([]int, 8)\nvar wg sync.WaitGroup\nfor i := 0; i < 8; i++ {\n\twg.Add(1)\n\tgo func(i int) { defer wg.Done(); res[i] = i * i }(i)\n}\nwg.Wait()\nfmt.Println(res)", "[0 1 4 9 16 25 36 49]\n"},
		{"nil map write in goroutine", "var nm map[string]int\ndone := make(chan bool)\ngo func() { defer close(done); nm[\"x\"] = 1 }()\n<-done\nm := map[string]int{}\ndone2 := make(chan bool)\ngo func() { defer close(done2); m[\"y\"] = 2 }()\n<-done2\ntime.Sleep(20 * time.Millisecond)\nfmt.Println(m)", "map[y:2]\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := run(t, s, c.code)
			if r.Stdout != c.want {
				t.Fatalf("stdout %q, want %q (error %q)", r.Stdout, c.want, r.Error)
			}
		})
	}
}

func TestRewriteMapWrites(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"literal goroutine", "go func() { m[k] = f(x) }()",
			"go func() { { __rlm_wk := k; __rlm_wv := f(x); __rlm_locked(func() { m[__rlm_wk] = __rlm_wv }) } }()"},
		{"constants stay", "go func() { m[\"a\"] = 1 }()",
			"go func() { { __rlm_locked(func() { m[\"a\"] = 1 }) } }()"},
		{"increment and op-assign", "go func() {\n\tc[w]++\n\ts.m[a][b] += n\n}()",
			"go func() {\n\t{ __rlm_wk := w; __rlm_locked(func() { c[__rlm_wk]++ }) }\n\t{ __rlm_wk := b; __rlm_wv := n; __rlm_locked(func() { s.m[a][__rlm_wk] += __rlm_wv }) }\n}()"},
		{"delete", "go func() { delete(m, k) }()",
			"go func() { { __rlm_wk := k; __rlm_locked(func() { delete(m, __rlm_wk) }) } }()"},
		{"named function started with go", "func w(m map[int]int) { m[1] = 2 }\ngo w(m)",
			"func w(m map[int]int) { { __rlm_locked(func() { m[1] = 2 }) } }\ngo w(m)"},
		{"outside goroutines untouched", "m[k] = v\nfunc f() { m[k] = v }", "m[k] = v\nfunc f() { m[k] = v }"},
		{"for post statement untouched", "go func() { for i := 0; i < 3; a[i]++ { } }()", "go func() { for i := 0; i < 3; a[i]++ { } }()"},
		{"multiple assignment untouched", "go func() { a[i], b[j] = 1, 2 }()", "go func() { a[i], b[j] = 1, 2 }()"},
		{"call in outer index untouched", "go func() { m[f()][k] = 1 }()", "go func() { m[f()][k] = 1 }()"},
		{"field of element untouched", "go func() { s[i].x = 1 }()", "go func() { s[i].x = 1 }()"},
		{"case clause", "go func() { switch { case ok: m[k] = 1 } }()",
			"go func() { switch { case ok: { __rlm_wk := k; __rlm_locked(func() { m[__rlm_wk] = 1 }) } } }()"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := rewriteMapWrites(c.in); got != c.want {
				t.Fatalf("rewriteMapWrites(%q)\n got %q\nwant %q", c.in, got, c.want)
			}
			if strings.Count(c.in, "\n") != strings.Count(rewriteMapWrites(c.in), "\n") {
				t.Fatalf("line count changed")
			}
		})
	}
}

func TestCheckPrintable(t *testing.T) {
	cyc := []any{nil}
	cyc[0] = cyc
	m := map[string]any{}
	m["m"] = m
	deep := any(0)
	for i := 0; i < maxPrintDepth+5; i++ {
		deep = []any{deep}
	}
	cases := []struct {
		name string
		v    any
		want error
	}{
		{"flat", []string{"a"}, nil},
		{"nil", nil, nil},
		{"slice cycle", cyc, errPrintCycle},
		{"map cycle", m, errPrintCycle},
		{"cycle below a pointer", &struct{ S []any }{cyc}, errPrintCycle},
		{"too deep", deep, errPrintDeep},
	}
	for _, c := range cases {
		if got := checkPrintable(c.v); got != c.want {
			t.Errorf("%s: checkPrintable = %v, want %v", c.name, got, c.want)
		}
	}
	if got := safeSprint(cyc); !strings.Contains(got, "cycle") {
		t.Errorf("safeSprint(cyclic) = %q", got)
	}
}
