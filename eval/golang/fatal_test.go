package golang

import (
	"context"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/rlm-go/rlm/eval"
)

// fatalCaseEnv names, in a re-executed test binary, the one case it runs.
const fatalCaseEnv = "RLM_GO_FATAL_CASE"

// Cells that, unguarded, end the process with a Go runtime fatal error,
// which recover cannot catch. Each runs in a child process, so a regression
// fails its case instead of killing the test binary.
var fatalCases = []struct {
	name, code string
	wantErr    string // substring of Result.Error; empty: the cell succeeds
	wantOut    string // substring of Result.Stdout
}{
	{"mutex unlock of unlocked", "var mu sync.Mutex\nmu.Unlock()", "sync: unlock of unlocked mutex", ""},
	{"mutex double unlock", "var mu sync.Mutex\nmu.Lock()\nmu.Unlock()\nmu.Unlock()", "sync: unlock of unlocked mutex", ""},
	{"mutex unlock in goroutine", "var mu sync.Mutex\nvar wg sync.WaitGroup\nwg.Add(1)\ngo func() { defer wg.Done(); mu.Unlock() }()\nwg.Wait()\ntime.Sleep(50 * time.Millisecond)", "sync: unlock of unlocked mutex", ""},
	{"embedded mutex", "type C struct { sync.Mutex; n int }\nvar c C\nc.Unlock()", "sync: unlock of unlocked mutex", ""},
	{"rwmutex unlock", "var rw sync.RWMutex\nrw.Unlock()", "sync: Unlock of unlocked RWMutex", ""},
	{"rwmutex runlock", "var rw sync.RWMutex\nrw.RLock()\nrw.RUnlock()\nrw.RUnlock()", "sync: RUnlock of unlocked RWMutex", ""},
	{"rlocker", "var rw sync.RWMutex\nrw.RLocker().Unlock()", "sync: RUnlock of unlocked RWMutex", ""},
	{"cond wait unlocked", "var mu sync.Mutex\nc := sync.NewCond(&mu)\nc.Wait()", "sync: unlock of unlocked mutex", ""},
	{"waitgroup negative", "var wg sync.WaitGroup\nwg.Done()", "negative WaitGroup counter", ""},
	{"map writes from goroutines",
		"m := map[int]int{}\nvar wg sync.WaitGroup\nfor g := 0; g < 4; g++ {\n\twg.Add(1)\n\tgo func(g int) {\n\t\tdefer wg.Done()\n\t\tfor i := 0; i < 5000; i++ {\n\t\t\tm[i%500+g] = i\n\t\t\tm[g]++\n\t\t\tdelete(m, i%7+1000)\n\t\t}\n\t}(g)\n}\nwg.Wait()\nfmt.Println(\"alive\", len(m))",
		"", "alive 503"},
	{"map writes from named goroutine",
		"func fill(m map[string]int, g int, wg *sync.WaitGroup) {\n\tdefer wg.Done()\n\tfor i := 0; i < 5000; i++ {\n\t\tm[strconv.Itoa(i%300)] += g\n\t}\n}\nm := map[string]int{}\nvar wg sync.WaitGroup\nfor g := 0; g < 4; g++ {\n\twg.Add(1)\n\tgo fill(m, g, &wg)\n}\nwg.Wait()\nfmt.Println(\"alive\", len(m))",
		"", "alive 300"},
	{"fan-out of host calls into a map",
		"answers := map[string]string{}\nvar wg sync.WaitGroup\nfor i := 0; i < 16; i++ {\n\twg.Add(1)\n\tgo func(k string) { defer wg.Done(); answers[k] = LLMQuery(k) }(strconv.Itoa(i))\n}\nwg.Wait()\nfmt.Println(\"alive\", len(answers), answers[\"7\"])",
		"", "alive 16 echo: 7"},
	{"println cyclic slice", "s := []any{nil}\ns[0] = s\nfmt.Println(s)", "fmt: value contains a cycle", ""},
	{"sprint cyclic slice", "s := []any{nil}\ns[0] = s\nx := fmt.Sprint(s)\nfmt.Println(len(x))", "fmt: value contains a cycle", ""},
	{"sprintf cyclic map", "m := map[string]any{}\nm[\"self\"] = m\nfmt.Printf(\"%v\\n\", m)", "fmt: value contains a cycle", ""},
	{"errorf cyclic", "m := map[string]any{}\nm[\"self\"] = m\nerr := fmt.Errorf(\"bad %v\", m)\nfmt.Println(err)", "fmt: value contains a cycle", ""},
	{"fprint cyclic", "var b strings.Builder\ns := []any{nil}\ns[0] = s\nfmt.Fprint(&b, s)", "fmt: value contains a cycle", ""},
	{"cycle through struct slice", "type N struct { Kids []N }\nn := N{Kids: make([]N, 1)}\nn.Kids[0].Kids = n.Kids\nfmt.Println(n)", "fmt: value contains a cycle", ""},
	{"deep nesting", "var v any = 0\nfor i := 0; i < 400000; i++ { v = []any{v} }\nfmt.Println(v)", "nested more than", ""},
	{"print builtin cyclic", "s := []any{nil}\ns[0] = s\nprintln(s)", "fmt: value contains a cycle", ""},
	{"final cyclic", "s := []any{nil}\ns[0] = s\nFinal(s)", "fmt: value contains a cycle", ""},
	{"panic with cyclic value", "s := []any{nil}\ns[0] = s\npanic(s)", "value contains a cycle", ""},
	{"goroutine panic with cyclic value", "s := []any{nil}\ns[0] = s\ndone := make(chan bool)\ngo func() { defer close(done); panic(s) }()\n<-done\ntime.Sleep(20 * time.Millisecond)", "value contains a cycle", ""},
	{"json cyclic", "s := []any{nil}\ns[0] = s\n_, err := json.Marshal(s)\nfmt.Println(err != nil, strings.Contains(err.Error(), \"cycle\"))", "", "true true"},
}

// TestFatalErrorsAreCellErrors runs each case in its own process and checks
// the process lives and the cell reports the misuse.
func TestFatalErrorsAreCellErrors(t *testing.T) {
	if name := os.Getenv(fatalCaseEnv); name != "" {
		runFatalCase(t, name)
		return
	}
	for _, c := range fatalCases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestFatalErrorsAreCellErrors$", "-test.count=1", "-test.v")
			cmd.Env = append(os.Environ(), fatalCaseEnv+"="+c.name)
			out, err := cmd.CombinedOutput()
			o := string(out)
			if i := strings.Index(o, "fatal error:"); i >= 0 {
				t.Fatalf("the cell killed the process: %s", o[i:min(len(o), i+200)])
			}
			if err != nil || !strings.Contains(o, "--- PASS: TestFatalErrorsAreCellErrors") {
				t.Fatalf("child failed (%v):\n%s", err, tail(o, 3000))
			}
		})
	}
}

func runFatalCase(t *testing.T, name string) {
	for _, c := range fatalCases {
		if c.name != name {
			continue
		}
		host := eval.HostFunc(func(ctx context.Context, call string, args map[string]any) (any, error) {
			time.Sleep(time.Millisecond)
			return "echo: " + args["prompt"].(string), nil
		})
		s := newTestSession(t, eval.SessionConfig{CellTimeout: 30 * time.Second, Host: host})
		r := run(t, s, c.code)
		t.Logf("result: %+v", r)
		if c.wantErr == "" && r.Error != "" {
			t.Fatalf("cell failed: %s", r.Error)
		}
		if !strings.Contains(r.Error, c.wantErr) || !strings.Contains(r.Stdout, c.wantOut) {
			t.Fatalf("error %q stdout %q; want error containing %q, stdout containing %q", r.Error, r.Stdout, c.wantErr, c.wantOut)
		}
		if r.TimedOut || r.Restarted {
			t.Fatalf("cell timed out or restarted the interpreter: %+v", r)
		}
		// The session goes on.
		if r := run(t, s, `fmt.Println("next")`); r.Stdout != "next\n" || r.Error != "" {
			t.Fatalf("session unusable after the case: %+v", r)
		}
		return
	}
	t.Fatalf("no case %q", name)
}

var blankRun = regexp.MustCompile(`\n{3,}`)

func tail(s string, n int) string {
	s = blankRun.ReplaceAllString(s, "\n\n")
	if len(s) > n {
		return "..." + s[len(s)-n:]
	}
	return s
}
