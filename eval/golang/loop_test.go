package golang_test

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rlm-go/rlm/eval/golang"
	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/llm"
	"github.com/rlm-go/rlm/llm/mock"
	"github.com/rlm-go/rlm/loop"
)

// These tests run the Go backend under the real loop, against the mock
// OpenAI-compatible server over loopback HTTP, so the host results the
// loop returns meet the Go types the backend declares.

// rule is one mock script rule; the script is built as JSON so the code in
// replies needs no hand escaping.
type rule struct {
	Match   map[string]string `json:"match,omitempty"`
	Reply   string            `json:"reply,omitempty"`
	Status  int               `json:"status,omitempty"`
	Error   string            `json:"error,omitempty"`
	DelayMS int               `json:"delay_ms,omitempty"`
}

// onUser answers requests whose last user message matches pattern.
func onUser(pattern, reply string) rule {
	return rule{Match: map[string]string{"last_user": pattern}, Reply: reply}
}

// goBlock wraps code as the model writes it for the Go backend.
func goBlock(code string) string { return "```go\n" + code + "\n```" }

func startMock(t *testing.T, rules ...rule) (*mock.Server, *llm.Client) {
	t.Helper()
	raw, err := json.Marshal(map[string]any{"rules": rules})
	if err != nil {
		t.Fatal(err)
	}
	script, err := mock.ParseScript("test.json", raw)
	if err != nil {
		t.Fatal(err)
	}
	srv := mock.NewServer(script)
	base, err := srv.Start("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	tr := http.DefaultTransport.(*http.Transport).Clone()
	t.Cleanup(tr.CloseIdleConnections)
	c, err := llm.NewClient(llm.Config{BaseURL: base, MaxRetries: -1, RequestTimeout: 20 * time.Second,
		HTTPClient: &http.Client{Transport: tr}})
	if err != nil {
		t.Fatal(err)
	}
	return srv, c
}

func newEngine(t *testing.T, c loop.ChatClient, cfg loop.Config) *loop.Engine {
	t.Helper()
	cfg.Backend = golang.New(golang.Options{})
	cfg.Model = "root-model"
	if cfg.CellTimeout == 0 {
		cfg.CellTimeout = 10 * time.Second
	}
	if cfg.MaxIterations == 0 {
		cfg.MaxIterations = 6
	}
	e, err := loop.New(c, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// lastUser returns the last user message of every request the mock saw.
func lastUsers(srv *mock.Server) []string {
	var out []string
	for _, r := range srv.Requests() {
		for i := len(r.Messages) - 1; i >= 0; i-- {
			if r.Messages[i].Role == "user" {
				out = append(out, r.Messages[i].Content)
				break
			}
		}
	}
	return out
}

func containsAll(s string, parts ...string) bool {
	for _, p := range parts {
		if !strings.Contains(s, p) {
			return false
		}
	}
	return true
}

// recoverCell is Go code defining try, which runs f and returns the panic
// message it raised, or "no panic".
const recoverCell = `func try(f func()) (msg string) {
	msg = "no panic"
	defer func() {
		if r := recover(); r != nil {
			msg = fmt.Sprint(r)
		}
	}()
	f()
	return
}
`

func TestWorkspaceHelpersThroughLoop(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("alpha\ngamma\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	edit := "<<<<<<< SEARCH\nalpha\n=======\nbeta\n>>>>>>> REPLACE\n"

	cases := []struct {
		name     string
		ws       loop.Workspace
		cell     string
		want     string   // the final answer
		wantSeen []string // in the REPL output the model read
		files    map[string]string
	}{{
		name: "read and write",
		ws:   loop.Workspace{Dir: dir},
		cell: `var names []string = Ls()
top := Ls(".")
before := ReadFile("notes.txt")
CreateFile("out/new.txt", "hello "+strings.TrimSpace(strings.Split(before, "\n")[0]))
EditFile("notes.txt", ` + "`" + edit + "`" + `)
after := ReadFile("notes.txt")
fmt.Printf("LS %q %d\n", names, len(top))
Final(strings.Join(Ls("out"), ",") + "|" + strings.Join(Ls(), ",") + "|" + after)`,
		want:  "new.txt|notes.txt,out/,sub/|beta\ngamma\n",
		files: map[string]string{"notes.txt": "beta\ngamma\n", "out/new.txt": "hello alpha"},
	}, {
		name: "read-only refuses writes",
		ws:   loop.Workspace{Dir: dir, ReadOnly: true},
		cell: recoverCell + `Final(try(func() { CreateFile("x.txt", "no") }) + " / " + try(func() { EditFile("notes.txt", "` + strings.ReplaceAll(edit, "\n", `\n`) + `") }) + " / " + fmt.Sprint(len(ReadFile("notes.txt"))))`,
		want: "CreateFile: create_file x.txt: the workspace is read-only (--read-only); nothing was written / " +
			"EditFile: edit_file notes.txt: the workspace is read-only (--read-only); nothing was written / 12",
		files: map[string]string{"notes.txt": "alpha\ngamma\n", "x.txt": ""},
	}, {
		name: "errors end the cell",
		ws:   loop.Workspace{Dir: dir},
		cell: `fmt.Println("before")
ReadFile("../outside.txt")
fmt.Println("not reached")`,
		wantSeen: []string{"before", `ReadFile: read_file: path "../outside.txt" leads outside the workspace`},
	}, {
		name:     "workspace mode off",
		cell:     `names := Ls()`,
		wantSeen: []string{"Ls: ls: workspace mode is off"},
	}}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			// Each case starts from the same files.
			_ = os.RemoveAll(filepath.Join(dir, "out"))
			if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("alpha\ngamma\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			srv, c := startMock(t,
				onUser(`REPL output`, goBlock(`Final("after error")`)),
				onUser(`^Your context`, goBlock(tc.cell)))
			e := newEngine(t, c, loop.Config{Workspace: tc.ws})
			res, err := e.Run(context.Background(), "use the files", []string{"ctx"})
			if err != nil {
				t.Fatal(err)
			}
			seen := strings.Join(lastUsers(srv), "\n")
			if tc.wantSeen != nil {
				if res.Answer != "after error" || !containsAll(seen, tc.wantSeen...) || strings.Contains(seen, "not reached") {
					t.Fatalf("answer %q; the model saw:\n%s\nwant %q", res.Answer, seen, tc.wantSeen)
				}
				return
			}
			if res.Answer != tc.want {
				t.Fatalf("answer %q, want %q; the model saw:\n%s", res.Answer, tc.want, seen)
			}
			for name, want := range tc.files {
				got, err := os.ReadFile(filepath.Join(dir, name))
				if want == "" {
					if err == nil {
						t.Errorf("%s was written in read-only mode", name)
					}
					continue
				}
				if err != nil || string(got) != want {
					t.Errorf("%s = %q (%v), want %q", name, got, err, want)
				}
			}
		})
	}
}

// recorder keeps the events of a run.
type recorder struct {
	mu     sync.Mutex
	events []event.Event
}

func (r *recorder) Emit(e event.Event) {
	r.mu.Lock()
	r.events = append(r.events, e)
	r.mu.Unlock()
}

func (r *recorder) count(kind event.Kind) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	n := 0
	for _, e := range r.events {
		if e.Kind == kind {
			n++
		}
	}
	return n
}

func TestCompactionThroughLoop(t *testing.T) {
	// A 250-token window with a short system prompt and cells that print
	// about 700 characters each: from the third turn on the conversation
	// passes the window and compaction really shrinks it, so the first
	// compaction declares compactedHistory and the second appends to it.
	pad := `fmt.Println(strings.Repeat("p", 700))`
	srv, c := startMock(t,
		onUser(`(?s)COMPACTED.*STEP2`, goBlock(`Final(fmt.Sprint(x, strings.Contains(compactedHistory, "MARK-ONE"), strings.Contains(compactedHistory, "MARK-TWO"), strings.Count(compactedHistory, "\n---\n") >= 3))`)),
		onUser(`(?s)COMPACTED.*STEP1B`, goBlock("// MARK-TWO\nfmt.Println(\"STEP2\", x, strings.Contains(compactedHistory, \"MARK-ONE\"))\n"+pad)),
		onUser(`STEP1A`, goBlock("fmt.Println(\"STEP1B\")\n"+pad)),
		onUser(`^Your context`, goBlock("// MARK-ONE \"quoted\" `raw` é\nx := 41\nfmt.Println(\"STEP1A\")\n"+pad)))
	rec := &recorder{}
	e := newEngine(t, c, loop.Config{CompactAt: 1, ContextWindowTokens: 250, Sink: rec,
		SystemPrompt: "REPL language: Go\nWrite Go in go fences."})
	res, err := e.Run(context.Background(), "q", []string{"ctx"})
	if err != nil {
		t.Fatalf("%v; the model saw:\n%s", err, strings.Join(lastUsers(srv), "\n"))
	}
	if res.Answer != "41 true true true" {
		t.Fatalf("answer %q; the model saw:\n%s", res.Answer, strings.Join(lastUsers(srv), "\n"))
	}
	if !strings.Contains(strings.Join(lastUsers(srv), "\n"), "STEP2 41 true") {
		t.Fatal("the variable was not visible in the cell after the first compaction")
	}
	if n := rec.count(event.Compaction); n != 2 {
		t.Fatalf("%d compactions, want 2", n)
	}
}

func TestLMQueryFamilyThroughLoop(t *testing.T) {
	checkGoroutines(t)
	root := recoverCell + `a := LMQuery("child task alpha")
b := LMQuery("child task beta", "small")
st := PollLMQuery(a)
fmt.Println("POLL", st.ID == a, st.State == "running" || st.State == "ok")
ra := AwaitLMQuery(a)
rb := AwaitLMQuery(b, 5000)
AssessLMQuery(a, "satisfied", "matches")
AssessLMQuery(b, "dissatisfied", "too short")
after := PollLMQuery(a)
Final(ra + " + " + rb + " / " + after.State + " " + after.Verdict + " " + fmt.Sprint(after.Polled) + " " + try(func() { AssessDispatch("satisfied", "root has no parent") }))`
	child := func(answer string) string {
		return goBlock(`AssessDispatch("satisfied", "clear task")
Final("` + answer + `")`)
	}
	srv, c := startMock(t,
		onUser(`child task alpha`, child("ALPHA-RESULT")),
		onUser(`child task beta`, child("BETA-RESULT")),
		onUser(`^Your context`, goBlock(root)))
	e := newEngine(t, c, loop.Config{MaxDepth: 2, AssessmentSampleRate: 1, AssessmentSeed: 7})
	res, err := e.Run(context.Background(), "ask two children", []string{"ctx"})
	if err != nil {
		t.Fatalf("%v; the model saw:\n%s", err, strings.Join(lastUsers(srv), "\n"))
	}
	want := "ALPHA-RESULT + BETA-RESULT / ok satisfied true AssessDispatch: assess_dispatch rates the task an lm_query parent gave you"
	if !strings.HasPrefix(res.Answer, want) {
		t.Fatalf("answer %q\nwant prefix %q; the model saw:\n%s", res.Answer, want, strings.Join(lastUsers(srv), "\n"))
	}
	if res.Dispatches != 2 || res.AssessmentsTotal != 4 || res.AssessmentsSatisfied != 3 {
		t.Fatalf("dispatches %d, assessments %d (%d satisfied); want 2, 4 (3)", res.Dispatches, res.AssessmentsTotal, res.AssessmentsSatisfied)
	}
}

func TestLMQueryFailuresThroughLoop(t *testing.T) {
	checkGoroutines(t)
	root := recoverCell + `slow := LMQuery("slow task")
bad := LMQuery("bad task")
cs := CancelLMQuery(slow)
fmt.Println(cs.State)
Final(cs.State + " | " + try(func() { AwaitLMQuery(slow) }) + " | " + try(func() { AwaitLMQuery(bad) }) + " | " + try(func() { PollLMQuery("nope") }))`
	srv, c := startMock(t,
		rule{Match: map[string]string{"last_user": `^slow task`}, Reply: "late", DelayMS: 20000},
		rule{Match: map[string]string{"last_user": `^bad task`}, Status: 400, Error: "bad prompt"},
		onUser(`^Your context`, goBlock(root)))
	e := newEngine(t, c, loop.Config{})
	res, err := e.Run(context.Background(), "q", []string{"ctx"})
	if err != nil {
		t.Fatalf("%v; the model saw:\n%s", err, strings.Join(lastUsers(srv), "\n"))
	}
	parts := strings.Split(res.Answer, " | ")
	if len(parts) != 4 || parts[0] != "cancelled" ||
		!containsAll(parts[1], "AwaitLMQuery: lm_query", "cancelled") ||
		!containsAll(parts[2], "AwaitLMQuery: lm_query", " error: ", "bad prompt") ||
		!strings.HasPrefix(parts[3], "PollLMQuery: ") {
		t.Fatalf("answer %q", res.Answer)
	}
}

// checkGoroutines fails the test when goroutines it started outlive it.
// Registered first, its cleanup runs last: after the mock server and the
// client's connections are closed.
func checkGoroutines(t *testing.T) {
	before := runtime.NumGoroutine()
	t.Cleanup(func() { settleGoroutines(t, before) })
}

func settleGoroutines(t *testing.T, before int) {
	deadline := time.Now().Add(5 * time.Second)
	for {
		n := runtime.NumGoroutine()
		if n <= before {
			return
		}
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<20)
			t.Fatalf("%d goroutines, %d before the run:\n%s", n, before, buf[:runtime.Stack(buf, true)])
		}
		time.Sleep(20 * time.Millisecond)
	}
}
