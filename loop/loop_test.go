package loop

import (
	"context"
	"errors"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/llm"
	"github.com/rlm-go/rlm/llm/mock"
)

// fakeBackend is a function-field fake: each cell is handed to Exec with
// the session's host and contexts.
type fakeBackend struct {
	lang   eval.Language
	exec   func(ctx context.Context, s *fakeSession, code string) eval.Result
	opened func(*fakeSession) // optional: sees every new session
	// start is optional: it runs before a session is made, and its error
	// fails the start.
	start func(ctx context.Context) error
}

func (b *fakeBackend) Name() string            { return "fake" }
func (b *fakeBackend) Version() string         { return "fake 1" }
func (b *fakeBackend) Language() eval.Language { return b.lang }
func (b *fakeBackend) NewSession(ctx context.Context, cfg eval.SessionConfig) (eval.Session, error) {
	if b.start != nil {
		if err := b.start(ctx); err != nil {
			var none *fakeSession // a typed nil, as the real backends return
			return none, err
		}
	}
	s := &fakeSession{b: b, cfg: cfg, vars: map[string]string{}}
	if b.opened != nil {
		b.opened(s)
	}
	return s, nil
}

type fakeSession struct {
	b     *fakeBackend
	cfg   eval.SessionConfig
	mu    sync.Mutex
	vars  map[string]string
	cells []string
	ids   []string // lm_query ids dispatched by fanout
}

func (s *fakeSession) Exec(ctx context.Context, code string) (eval.Result, error) {
	s.mu.Lock()
	s.cells = append(s.cells, code)
	s.mu.Unlock()
	return s.b.exec(ctx, s, code), nil
}
func (s *fakeSession) Close() error {
	s.mu.Lock() // as real sessions do: a nil session is a bug here too
	defer s.mu.Unlock()
	return nil
}

var finalVarCall = regexp.MustCompile(`^FINAL_VAR\("(\w+)"\)$`)

// pyLike understands a tiny language: `x = "..."` sets a variable,
// FINAL_VAR("x"), print:TEXT, and call:NAME:ARG for host calls.
func pyLike(ctx context.Context, s *fakeSession, code string) eval.Result {
	var out strings.Builder
	for _, line := range strings.Split(code, "\n") {
		switch {
		case strings.HasPrefix(line, "print:"):
			out.WriteString(strings.TrimPrefix(line, "print:") + "\n")
		case strings.Contains(line, " = \""):
			parts := strings.SplitN(line, " = ", 2)
			s.vars[parts[0]] = strings.Trim(parts[1], `"`)
		case finalVarCall.MatchString(line):
			name := finalVarCall.FindStringSubmatch(line)[1]
			v, ok := s.vars[name]
			if !ok {
				return eval.Result{Error: "NameError: name '" + name + "' is not defined"}
			}
			return eval.Result{Final: &eval.Final{Answer: v, Source: "FINAL_VAR"}}
		case strings.HasPrefix(line, "call:"):
			parts := strings.SplitN(line, ":", 3)
			var args map[string]any
			switch parts[1] {
			case eval.CallLLMQuery:
				args = map[string]any{"prompt": parts[2]}
			case eval.CallLLMQueryBatched:
				var ps []any
				for _, p := range strings.Split(parts[2], "|") {
					ps = append(ps, p)
				}
				args = map[string]any{"prompts": ps}
			case eval.CallRLMQuery:
				args = map[string]any{"sub_context": "child-only secret 4242", "query": parts[2]}
			}
			v, err := s.cfg.Host.Call(ctx, parts[1], args)
			if err != nil {
				return eval.Result{Stdout: out.String(), Error: "RuntimeError: " + err.Error()}
			}
			switch x := v.(type) {
			case []any:
				for _, item := range x {
					out.WriteString(item.(string) + "\n")
				}
			default:
				out.WriteString(x.(string) + "\n")
				s.vars["last"] = x.(string)
			}
		}
	}
	return eval.Result{Stdout: out.String()}
}

func startMock(t *testing.T, script string) (*mock.Server, *llm.Client) {
	t.Helper()
	s, err := mock.ParseScript("test.json", []byte(script))
	if err != nil {
		t.Fatal(err)
	}
	srv := mock.NewServer(s)
	base, err := srv.Start("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	c, err := llm.NewClient(llm.Config{BaseURL: base, MaxRetries: -1, RequestTimeout: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	return srv, c
}

func newEngine(t *testing.T, c ChatClient, cfg Config) *Engine {
	t.Helper()
	if cfg.Backend == nil {
		cfg.Backend = &fakeBackend{lang: eval.Python(), exec: pyLike}
	}
	if cfg.Model == "" {
		cfg.Model = "root-model"
	}
	e, err := New(c, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

func TestRunFinalVarAfterCode(t *testing.T) {
	srv, c := startMock(t, `{"rules":[
	 {"match":{"last_user":"^Your context"},"reply":"Let me look.\n`+"```repl\\nprint:searching\\nx = \\\"42\\\"\\n```"+`"},
	 {"match":{"last_user":"searching"},"reply":"FINAL_VAR(x)"}]}`)
	e := newEngine(t, c, Config{})
	res, err := e.Run(context.Background(), "What is x?", []string{"MIDDLE-MARKER " + strings.Repeat("y", 100000)})
	if err != nil {
		t.Fatal(err)
	}
	if res.Answer != "42" || res.Iterations != 2 {
		t.Fatalf("answer %q after %d iterations, want 42 after 2", res.Answer, res.Iterations)
	}
	reqs := srv.Requests()
	if len(reqs) != 2 {
		t.Fatalf("%d requests, want 2", len(reqs))
	}
	for _, r := range reqs {
		if strings.Contains(string(r.Body), "yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy") {
			t.Fatal("the context leaked into a request body")
		}
	}
	if res.Usage.Calls != 2 || res.Usage.InputTokens == 0 {
		t.Fatalf("usage not counted: %+v", res.Usage)
	}
}

func TestNoCodeTwiceFails(t *testing.T) {
	srv, c := startMock(t, `{"rules":[{"reply":"I think the answer is probably 7."}]}`)
	e := newEngine(t, c, Config{})
	_, err := e.Run(context.Background(), "q", []string{"ctx"})
	if !errors.Is(err, ErrNoCode) {
		t.Fatalf("err = %v, want ErrNoCode", err)
	}
	reqs := srv.Requests()
	if len(reqs) != 2 {
		t.Fatalf("%d requests, want 2 (one nudge)", len(reqs))
	}
	last := reqs[1].Messages[len(reqs[1].Messages)-1].Content
	if !strings.Contains(last, "no code block") {
		t.Fatalf("second request lacks the nudge: %q", last)
	}
}

func TestMaxIterationsAsksOnceMore(t *testing.T) {
	_, c := startMock(t, `{"rules":[
	 {"match":{"last_user":"used all"},"reply":"FINAL(the last answer)"},
	 {"reply":"`+"```repl\\nprint:working\\n```"+`"}]}`)
	e := newEngine(t, c, Config{MaxIterations: 3})
	res, err := e.Run(context.Background(), "q", []string{"ctx"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Answer != "the last answer" || res.Iterations != 3 {
		t.Fatalf("got %q after %d", res.Answer, res.Iterations)
	}
}

func TestBatchedKeepsOrderAndReportsErrors(t *testing.T) {
	_, c := startMock(t, `{"rules":[
	 {"match":{"last_user":"^Your context"},"reply":"`+"```repl\\ncall:llm_query_batched:p1|p2|bad|p4\\n```"+`"},
	 {"match":{"last_user":"^bad$"},"status":400,"error":"bad prompt"},
	 {"match":{"last_user":"^p(\\d)$"},"reply":"answer"},
	 {"match":{"last_user":"REPL output"},"reply":"FINAL(done)"}]}`)
	var got string
	be := &fakeBackend{lang: eval.Python(), exec: func(ctx context.Context, s *fakeSession, code string) eval.Result {
		r := pyLike(ctx, s, code)
		if strings.Contains(code, "batched") {
			got = r.Stdout
		}
		return r
	}}
	e := newEngine(t, c, Config{Backend: be})
	res, err := e.Run(context.Background(), "q", []string{"ctx"})
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(got), "\n")
	if len(lines) != 4 || lines[0] != "answer" || !strings.HasPrefix(lines[2], "[ERROR]") || lines[3] != "answer" {
		t.Fatalf("batched output:\n%s", got)
	}
	if res.SubCalls != 4 {
		t.Fatalf("sub_calls = %d, want 4", res.SubCalls)
	}
}

func TestRLMQueryDepth(t *testing.T) {
	script := `{"rules":[
	 {"match":{"last_user":"^child-only secret"},"reply":"plain model saw 4242"},
	 {"match":{"last_user":"What does the child see"},"reply":"` + "```repl\\nprint:child looking\\n```" + `"},
	 {"match":{"last_user":"child looking"},"reply":"FINAL(child saw 4242)"},
	 {"match":{"last_user":"^Your context"},"reply":"` + "```repl\\ncall:rlm_query:What does the child see?\\n```" + `"},
	 {"match":{"last_user":"REPL output"},"reply":"FINAL_VAR(last)"}]}`
	for _, tc := range []struct {
		depth int
		want  string
		calls int
	}{{1, "plain model saw 4242", 3}, {2, "child saw 4242", 4}} {
		_, c := startMock(t, script)
		e := newEngine(t, c, Config{MaxDepth: tc.depth, SubModel: "sub"})
		res, err := e.Run(context.Background(), "q", []string{"root context"})
		if err != nil {
			t.Fatalf("depth %d: %v", tc.depth, err)
		}
		if res.Answer != tc.want || res.Usage.Calls != tc.calls {
			t.Fatalf("depth %d: answer %q calls %d; want %q, %d", tc.depth, res.Answer, res.Usage.Calls, tc.want, tc.calls)
		}
		if tc.depth == 2 && res.UsageByDepth[1].Calls != 2 {
			t.Fatalf("depth-1 usage %+v, want 2 calls by the child", res.UsageByDepth)
		}
	}
}

func TestSubCallBudget(t *testing.T) {
	_, c := startMock(t, `{"rules":[
	 {"match":{"last_user":"^Your context"},"reply":"`+"```repl\\ncall:llm_query:a\\ncall:llm_query:b\\n```"+`"},
	 {"match":{"last_user":"RuntimeError"},"reply":"FINAL(stopped)"},
	 {"reply":"ok"}]}`)
	e := newEngine(t, c, Config{Budget: Budget{MaxSubCalls: 1}})
	res, err := e.Run(context.Background(), "q", []string{"ctx"})
	if err != nil {
		t.Fatal(err)
	}
	if res.SubCalls != 1 || res.Answer != "stopped" {
		t.Fatalf("sub_calls %d answer %q", res.SubCalls, res.Answer)
	}
}

func TestParseReply(t *testing.T) {
	for _, tc := range []struct {
		name, text, lang string
		code             []string
		final, finalVar  string
	}{
		{"repl fence", "a\n```repl\nx=1\n```\nb", "python", []string{"x=1"}, "", ""},
		{"two blocks in order", "```python\na\n```\n```py\nb\n```", "python", []string{"a", "b"}, "", ""},
		{"go fence skipped for python", "```go\nx := 1\n```\n```repl\ny=2\n```", "python", []string{"y=2"}, "", ""},
		{"go fence for go", "```go\nx := 1\n```", "go", []string{"x := 1"}, "", ""},
		{"json fence not run", "```json\n{}\n```", "python", nil, "", ""},
		{"python tags", "<python>print(1)</python>", "python", []string{"print(1)"}, "", ""},
		{"FINAL text", "Done.\nFINAL(Paris is the capital)", "python", nil, "Paris is the capital", ""},
		{"FINAL quoted", `FINAL("42")`, "python", nil, "42", ""},
		{"FINAL then prose", "FINAL(42)\nThe answer is 42 (from chunk 3)", "python", nil, "42", ""},
		{"FINAL over lines", "FINAL(first line\nsecond line)", "python", nil, "first line\nsecond line", ""},
		{"FINAL with call inside", "FINAL(f(x))", "python", nil, "f(x)", ""},
		{"FINAL_VAR text", "FINAL_VAR(result)", "python", nil, "", "result"},
		{"FINAL inside code is code", "```repl\nFINAL(x)\n```", "python", []string{"FINAL(x)"}, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := ParseReply(tc.text, map[string]eval.Language{"python": eval.Python(), "go": eval.Go()}[tc.lang])
			if strings.Join(r.Code, "|") != strings.Join(tc.code, "|") || r.FinalText != tc.final || r.FinalVar != tc.finalVar {
				t.Fatalf("got %+v", r)
			}
		})
	}
}

func TestTruncate(t *testing.T) {
	s := strings.Repeat("a", 50) + strings.Repeat("é", 50) + strings.Repeat("z", 50)
	got := Truncate(s, 60, 40)
	if !strings.HasPrefix(got, strings.Repeat("a", 50)) || !strings.HasSuffix(got, strings.Repeat("z", 40)) || !strings.Contains(got, "characters truncated") {
		t.Fatalf("got %q", got)
	}
	if !strings.Contains(got, "é") || strings.ContainsRune(got, '\uFFFD') {
		t.Fatalf("split a UTF-8 sequence: %q", got)
	}
	if Truncate("short", 10, 10) != "short" {
		t.Fatal("short strings must pass through")
	}
}

// Tokens are checked before every sub-call, not only between iterations:
// a cell making many calls stops at the budget.
func TestTokenBudgetStopsCallsInsideACell(t *testing.T) {
	srv, c := startMock(t, `{"rules":[
	 {"match":{"last_user":"^Your context"},"reply":"`+"```repl\\ncall:llm_query:a\\ncall:llm_query:b\\ncall:llm_query:c\\ncall:llm_query:d\\ncall:llm_query:e\\n```"+`"},
	 {"reply":"`+strings.Repeat("word ", 400)+`"}]}`)
	e := newEngine(t, c, Config{Budget: Budget{MaxTokens: 1000}})
	_, err := e.Run(context.Background(), "q", []string{"ctx"})
	var be *BudgetError
	if !errors.As(err, &be) || be.Budget != "tokens" {
		t.Fatalf("err = %v, want a tokens BudgetError", err)
	}
	if n := len(srv.Requests()); n > 3 {
		t.Fatalf("%d requests: sub-calls went on past the token budget", n)
	}
}

// panickyChat panics on one prompt: a bug below the host API must become an
// error in the cell, not a crash of the backend's goroutine.
type panickyChat struct{ next ChatClient }

func (p panickyChat) Chat(ctx context.Context, req llm.Request) (llm.Response, error) {
	if last := req.Messages[len(req.Messages)-1].Content; last == "boom" {
		panic("simulated bug")
	}
	return p.next.Chat(ctx, req)
}

func TestHostPanicBecomesCellError(t *testing.T) {
	srv, c := startMock(t, `{"rules":[
	 {"match":{"last_user":"^Your context"},"reply":"`+"```repl\\ncall:llm_query:boom\\n```"+`"},
	 {"match":{"last_user":"internal error in the host"},"reply":"FINAL(recovered)"}]}`)
	e := newEngine(t, panickyChat{c}, Config{})
	res, err := e.Run(context.Background(), "q", []string{"ctx"})
	if err != nil || res.Answer != "recovered" {
		t.Fatalf("answer %q err %v", res.Answer, err)
	}
	if n := len(srv.Requests()); n != 2 {
		t.Fatalf("%d requests, want 2", n)
	}
}
