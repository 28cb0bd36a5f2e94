package loop

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/llm"
	"github.com/rlm-go/rlm/llm/mock"
)

// modelRequests counts the mock's requests for a model.
func modelRequests(srv *mock.Server, model string) []mock.RecordedRequest {
	var out []mock.RecordedRequest
	for _, r := range srv.Requests() {
		if r.Model == model {
			out = append(out, r)
		}
	}
	return out
}

func lastUser(r mock.RecordedRequest) string { return r.Messages[len(r.Messages)-1].Content }

func TestGates(t *testing.T) {
	const root = `
	 {"match":{"model":"root-model","last_user":"CHECK-IN"},"reply":"` + "```repl\\nprint:ignoring\\nfinal:another answer\\n```" + `"},
	 {"match":{"model":"root-model","last_user":"^\\[REPL output, iteration 1/"},"reply":"ROOT2"},
	 {"match":{"model":"root-model","last_user":"^Your context"},"reply":"` + "```repl\\nlm:task\\nawaitall\\n```" + `"},
	 {"match":{"model":"root-model"},"reply":"FINAL(late)"}`
	for _, tc := range []struct {
		name        string
		rate        float64
		child       string // rules for the child model, JSON
		root2       string // the root's second reply
		answer      string
		childCalls  int
		missing     []string // gates of survey.missing events
		total, good int
		checkins    int
	}{
		{
			name:       "child never assesses: one check-in, then final with survey.missing",
			rate:       1,
			child:      `{"match":{"model":"sub","last_user":"CHECK-IN"},"reply":"` + fence("print:not assessing") + `"},{"match":{"model":"sub"},"reply":"` + fence("final:child answer") + `"}`,
			root2:      fence("assessall:dissatisfied", "final:root done"),
			answer:     "root done",
			childCalls: 2,
			missing:    []string{"assess_dispatch"},
			total:      1,
			checkins:   1,
		},
		{
			name:       "child assesses at its check-in",
			rate:       1,
			child:      `{"match":{"model":"sub","last_user":"CHECK-IN"},"reply":"` + fence("assessdispatch:satisfied") + `"},{"match":{"model":"sub"},"reply":"` + fence("final:child answer") + `"}`,
			root2:      fence("assessall:satisfied", "final:root done"),
			answer:     "root done",
			childCalls: 2,
			total:      2, good: 2,
			checkins: 1,
		},
		{
			name: "assess_dispatch without an answer is cleared",
			rate: 1,
			child: `{"match":{"model":"sub","last_user":"CHECK-IN"},"reply":"` + fence("assessdispatch:satisfied") + `"},` +
				`{"match":{"model":"sub","last_user":"assess_dispatch ignored"},"reply":"` + fence("final:child answer") + `"},` +
				`{"match":{"model":"sub"},"reply":"` + fence("assessdispatch:dissatisfied") + `"}`,
			root2:      fence("assessall:satisfied", "final:root done"),
			answer:     "root done",
			childCalls: 3,
			total:      2, good: 2,
			checkins: 1,
		},
		{
			name:       "parent does not assess: check-in, a new answer is ignored, survey.missing",
			rate:       1,
			child:      `{"match":{"model":"sub"},"reply":"` + fence("assessdispatch:satisfied", "final:child answer") + `"}`,
			root2:      fence("final:root done"),
			answer:     "root done",
			childCalls: 1,
			missing:    []string{"assess_lm_query"},
			total:      1, good: 1,
			checkins: 1,
		},
		{
			name:       "unsampled agents are never gated",
			rate:       0,
			child:      `{"match":{"model":"sub"},"reply":"` + fence("final:child answer") + `"}`,
			root2:      fence("final:root done"),
			answer:     "root done",
			childCalls: 1,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			script := `{"rules":[` + tc.child + `,` + strings.Replace(root, "ROOT2", tc.root2, 1) + `]}`
			srv, c, _ := startMockWith(t, script, 0)
			rec := &event.Recorder{}
			e := newEngine(t, c, Config{Backend: richBackend(), MaxDepth: 2, SubModel: "sub",
				AssessmentSampleRate: tc.rate, AssessmentSeed: 7, Sink: rec})
			res, err := e.Run(context.Background(), "q", []string{"ctx"})
			if err != nil {
				t.Fatal(err)
			}
			if res.Answer != tc.answer {
				t.Fatalf("answer %q, want %q", res.Answer, tc.answer)
			}
			if n := len(modelRequests(srv, "sub")); n != tc.childCalls {
				t.Fatalf("child made %d model calls, want %d", n, tc.childCalls)
			}
			var gates []string
			for _, ev := range rec.Of(event.SurveyMissing) {
				d, _ := event.As[event.SurveyMissingData](ev)
				gates = append(gates, d.Gate)
			}
			if strings.Join(gates, ",") != strings.Join(tc.missing, ",") {
				t.Fatalf("survey.missing gates %v, want %v", gates, tc.missing)
			}
			if res.AssessmentsTotal != tc.total || res.AssessmentsSatisfied != tc.good {
				t.Fatalf("assessments %d/%d, want %d/%d", res.AssessmentsSatisfied, res.AssessmentsTotal, tc.good, tc.total)
			}
			checkins := 0
			for _, r := range srv.Requests() {
				if strings.Contains(lastUser(r), "[CHECK-IN]") {
					checkins++
					if !strings.Contains(lastUser(r), "one code block") {
						t.Fatalf("check-in does not ask for code: %s", lastUser(r))
					}
				}
			}
			if checkins != tc.checkins {
				t.Fatalf("%d check-in turns, want %d", checkins, tc.checkins)
			}
		})
	}
}

func TestGateNudgeNamesChildren(t *testing.T) {
	srv, c, _ := startMockWith(t, `{"rules":[
	 {"match":{"model":"sub"},"reply":"`+fence("assessdispatch:satisfied", "final:x")+`"},
	 {"match":{"last_user":"CHECK-IN"},"reply":"`+fence("assessall:satisfied")+`"},
	 {"match":{"last_user":"^Your context"},"reply":"`+fence("fanout:2:t", "awaitall", "final:done")+`"}]}`, 0)
	e := newEngine(t, c, Config{Backend: richBackend(), MaxDepth: 2, SubModel: "sub", AssessmentSampleRate: 1})
	res, err := e.Run(context.Background(), "q", []string{"ctx"})
	if err != nil || res.Answer != "done" {
		t.Fatalf("answer %q err %v", res.Answer, err)
	}
	reqs := modelRequests(srv, "root-model")
	if len(reqs) != 2 || !strings.Contains(lastUser(reqs[1]), `"root.c1", "root.c2"`) {
		t.Fatalf("%d root requests; check-in:\n%s", len(reqs), lastUser(reqs[len(reqs)-1]))
	}
	if res.AssessmentsTotal != 4 {
		t.Fatalf("assessments %d, want 4", res.AssessmentsTotal)
	}
}

func TestCompaction(t *testing.T) {
	big := strings.Repeat("x", 1000)
	srv, c, _ := startMockWith(t, `{"rules":[
	 {"match":{"last_user":"^\\[COMPACTED\\]"},"reply":"FINAL(after compaction)"},
	 {"match":{"last_user":"^Your context"},"reply":"`+fence("print:"+big)+`"}]}`, 0)
	var sess *fakeSession
	be := richBackend()
	be.opened = func(s *fakeSession) { sess = s }
	rec := &event.Recorder{}
	e := newEngine(t, c, Config{Backend: be, SystemPrompt: "sys", ContextWindowTokens: 200, Sink: rec})
	res, err := e.Run(context.Background(), "the original query", []string{"ctx"})
	if err != nil || res.Answer != "after compaction" {
		t.Fatalf("answer %q err %v", res.Answer, err)
	}
	reqs := srv.Requests()
	second := reqs[1].Messages
	if len(second) != 2 || second[0].Content != "sys" || !strings.Contains(second[1].Content, "Original query: the original query") ||
		!strings.Contains(second[1].Content, "compacted_history") {
		t.Fatalf("after compaction the model saw %d messages: %+v", len(second), second)
	}
	// The feedback of the last step is not lost with the old conversation.
	if !strings.Contains(second[1].Content, "[REPL output, iteration 1/") || !strings.Contains(second[1].Content, "xxxxxxxxxx") {
		t.Fatalf("the addendum lacks the last step's REPL output:\n%.600s", second[1].Content)
	}
	var cell string
	for _, c := range sess.cells {
		if strings.Contains(c, "compacted_history") {
			cell = c
		}
	}
	if !strings.Contains(cell, `Role: user\nYour context`) || !strings.Contains(cell, `\n---\nRole: assistant\n`) {
		t.Fatalf("history cell:\n%.400s", cell)
	}
	if len(rec.Of(event.Compaction)) != 1 {
		t.Fatal("no compaction event")
	}
	windows := rec.Of(event.ContextWindow)
	if w, _ := event.As[event.ContextWindowData](windows[len(windows)-1]); w.From != 0 || !w.Reset {
		t.Fatalf("last context window %v, want a reset from 0", w)
	}
}

// A conversation that cannot shrink (the system prompt alone is past the
// limit) is not compacted over and over.
func TestCompactionSkippedWhenItCannotShrink(t *testing.T) {
	srv, c, _ := startMockWith(t, `{"rules":[
	 {"match":{"last_user":"REPL output, iteration 2"},"reply":"FINAL(done)"},
	 {"reply":"`+fence("print:step")+`"}]}`, 0)
	rec := &event.Recorder{}
	e := newEngine(t, c, Config{Backend: richBackend(), SystemPrompt: strings.Repeat("s", 4000), ContextWindowTokens: 200, Sink: rec})
	res, err := e.Run(context.Background(), "q", []string{"ctx"})
	if err != nil || res.Answer != "done" {
		t.Fatalf("answer %q err %v", res.Answer, err)
	}
	if n := len(rec.Of(event.Compaction)); n != 0 {
		t.Fatalf("%d compactions of a conversation that cannot shrink", n)
	}
	if n := len(srv.Requests()); n != 3 {
		t.Fatalf("%d requests, want 3", n)
	}
}

func TestRepetitionNudge(t *testing.T) {
	srv, c, _ := startMockWith(t, `{"rules":[
	 {"match":{"last_user":"nearly identical"},"reply":"FINAL(changed course)"},
	 {"reply":"`+fence("print:same thing again")+`"}]}`, 0)
	rec := &event.Recorder{}
	e := newEngine(t, c, Config{Backend: richBackend(), Sink: rec})
	res, err := e.Run(context.Background(), "q", []string{"ctx"})
	if err != nil || res.Answer != "changed course" {
		t.Fatalf("answer %q err %v", res.Answer, err)
	}
	if n := len(srv.Requests()); n != 4 {
		t.Fatalf("%d requests, want 4 (nudge after the third identical block)", n)
	}
	if len(rec.Of(event.Nudge)) != 1 {
		t.Fatal("no nudge event")
	}
	if j := jaccard("a b c d", "a b c e"); j != 0.6 {
		t.Fatalf("jaccard %v", j)
	}
}

func TestBudgets(t *testing.T) {
	for _, tc := range []struct {
		name    string
		script  string
		cfg     Config
		budget  string
		partial string
	}{
		{"tokens", `{"rules":[{"reply":"` + fence("print:working") + `"}]}`, Config{Budget: Budget{MaxTokens: 10}}, "tokens", "working\n"},
		{"cost", `{"rules":[{"reply":"` + fence("print:working") + `"}]}`, Config{Budget: Budget{MaxCostUSD: 0.5}}, "cost_usd", "working\n"},
		{"consecutive errors", `{"rules":[{"reply":"` + fence("print:trying", "fail") + `"}]}`, Config{Budget: Budget{MaxConsecutiveErr: 2}}, "consecutive_errors", "trying\n"},
		{"wall clock", `{"rules":[{"match":{"last_user":"REPL output"},"reply":"FINAL(late)","delay_ms":2000},{"reply":"` + fence("print:working") + `"}]}`,
			Config{Budget: Budget{MaxWallClock: 300 * time.Millisecond}}, "wall_clock", "working\n"},
		{"iterations", `{"rules":[{"match":{"last_user":"used all"},"reply":"no more code"},{"reply":"` + fence("print:working") + `"}]}`,
			Config{MaxIterations: 2}, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := mock.ParseScript("t.json", []byte(tc.script))
			if err != nil {
				t.Fatal(err)
			}
			srv := mock.NewServer(s)
			base, err := srv.Start("")
			if err != nil {
				t.Fatal(err)
			}
			defer srv.Close()
			c, err := llm.NewClient(llm.Config{BaseURL: base, MaxRetries: -1,
				Prices: map[string]llm.Price{"root-model": {InputPerMTok: 1e6}}})
			if err != nil {
				t.Fatal(err)
			}
			cfg := tc.cfg
			cfg.Backend = richBackend()
			e := newEngine(t, c, cfg)
			res, err := e.Run(context.Background(), "q", []string{"ctx"})
			if tc.budget == "" {
				// MaxIterations: the last-chance reply without code is the answer.
				if err != nil || res.Answer != "no more code" || res.Iterations != 2 {
					t.Fatalf("answer %q after %d, err %v", res.Answer, res.Iterations, err)
				}
				return
			}
			var be *BudgetError
			if !errors.As(err, &be) || be.Budget != tc.budget {
				t.Fatalf("err %v, want a %s BudgetError", err, tc.budget)
			}
			if res.Answer != tc.partial || be.Partial != tc.partial {
				t.Fatalf("partial %q / %q, want %q", res.Answer, be.Partial, tc.partial)
			}
		})
	}
}

// A child draws from what the run has left: the root's rlm_query took the
// only sub-call, so the child's llm_query is refused.
func TestChildDrawsFromRunBudget(t *testing.T) {
	srv, c, _ := startMockWith(t, `{"rules":[
	 {"match":{"model":"sub","last_user":"RuntimeError"},"reply":"FINAL(child was refused)"},
	 {"match":{"model":"sub"},"reply":"`+fence("call:llm_query:hello")+`"},
	 {"match":{"last_user":"^Your context"},"reply":"`+fence("rlm:part|do it")+`"},
	 {"match":{"last_user":"REPL output"},"reply":"FINAL_VAR(last)"}]}`, 0)
	e := newEngine(t, c, Config{Backend: richBackend(), MaxDepth: 2, SubModel: "sub", Budget: Budget{MaxSubCalls: 1}})
	res, err := e.Run(context.Background(), "q", []string{"ctx"})
	if err != nil || res.Answer != "child was refused" || res.SubCalls != 1 {
		t.Fatalf("answer %q sub_calls %d err %v", res.Answer, res.SubCalls, err)
	}
	reqs := modelRequests(srv, "sub")
	if !strings.Contains(lastUser(reqs[len(reqs)-1]), "sub_calls budget exhausted") {
		t.Fatalf("child saw: %s", lastUser(reqs[len(reqs)-1]))
	}
}

func TestStructuredSubQuery(t *testing.T) {
	srv, c, _ := startMockWith(t, `{"rules":[
	 {"match":{"last_user":"^give n$"},"reply":"{\"n\": 3}"},
	 {"match":{"last_user":"^give bad$"},"reply":"{\"n\": \"three\"}"},
	 {"match":{"last_user":"^give prose$"},"reply":"three"},
	 {"match":{"last_user":"^Your context"},"reply":"`+fence("schema:give n", "schema:give bad")+`"},
	 {"match":{"last_user":"^\\[REPL output, iteration 2"},"reply":"FINAL(done)"},
	 {"match":{"last_user":"REPL output"},"reply":"`+fence("schema:give prose")+`"}]}`, 0)
	rec := &event.Recorder{}
	e := newEngine(t, c, Config{Backend: richBackend(), Sink: rec, SubModel: "sub"})
	if _, err := e.Run(context.Background(), "q", []string{"ctx"}); err != nil {
		t.Fatal(err)
	}
	var feedback []string
	for _, r := range modelRequests(srv, "root-model") {
		feedback = append(feedback, lastUser(r))
	}
	if !strings.Contains(feedback[1], "parsed map[n:3]") ||
		!strings.Contains(feedback[1], "RuntimeError: llm_query: the reply breaks the schema: $.n: expected integer, got string") {
		t.Fatalf("feedback:\n%s", feedback[1])
	}
	if !strings.Contains(feedback[2], "RuntimeError: llm_query: the reply is not JSON") {
		t.Fatalf("feedback:\n%s", feedback[2])
	}
	sent := false
	for _, r := range modelRequests(srv, "sub") {
		if strings.Contains(string(r.Body), `"json_schema"`) {
			sent = true
		}
	}
	if !sent || len(rec.Of(event.StructuredCall)) != 1 {
		t.Fatalf("schema sent %v, structured events %d", sent, len(rec.Of(event.StructuredCall)))
	}
}

func TestWorkspace(t *testing.T) {
	dir := t.TempDir()
	outside := t.TempDir()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.WriteFile(filepath.Join(dir, "a.txt"), []byte("one\ntwo\none\n"), 0o644))
	must(os.WriteFile(filepath.Join(outside, "secret"), []byte("s"), 0o644))
	must(os.Symlink(outside, filepath.Join(dir, "link")))
	must(os.WriteFile(filepath.Join(dir, "big.txt"), []byte(strings.Repeat("b", MaxReadFile+1)), 0o644))
	must(syscall.Mkfifo(filepath.Join(dir, "pipe"), 0o644))
	snapshot := func() string {
		var b strings.Builder
		for _, d := range []string{dir, outside} {
			filepath.Walk(d, func(p string, info os.FileInfo, err error) error {
				if err == nil && info.Mode().IsRegular() {
					data, _ := os.ReadFile(p)
					b.WriteString(p + "=" + string(data) + "\n")
				}
				return nil
			})
		}
		return b.String()
	}
	edit := func(search, replace string) string {
		return "<<<<<<< SEARCH\n" + search + "\n=======\n" + replace + "\n>>>>>>> REPLACE\n"
	}
	for _, tc := range []struct {
		name     string
		readOnly bool
		call     string
		args     map[string]any
		wantErr  string
	}{
		{"dotdot", false, eval.CallReadFile, map[string]any{"path": "../" + filepath.Base(outside) + "/secret"}, "outside the workspace"},
		{"absolute outside", false, eval.CallReadFile, map[string]any{"path": filepath.Join(outside, "secret")}, "outside the workspace"},
		{"symlink out", false, eval.CallReadFile, map[string]any{"path": "link/secret"}, "outside the workspace"},
		{"create through symlink", false, eval.CallCreateFile, map[string]any{"path": "link/new", "text": "x"}, "outside the workspace"},
		{"create in read-only", true, eval.CallCreateFile, map[string]any{"path": "new.txt", "text": "x"}, "read-only"},
		{"edit in read-only", true, eval.CallEditFile, map[string]any{"path": "a.txt", "blocks": edit("two", "2")}, "read-only"},
		{"edit matching twice", false, eval.CallEditFile, map[string]any{"path": "a.txt", "blocks": edit("one", "1")}, "matches 2 times"},
		{"edit second block fails", false, eval.CallEditFile, map[string]any{"path": "a.txt", "blocks": edit("two", "2") + edit("zzz", "y")}, "block 2: SEARCH text not found"},
		{"create existing", false, eval.CallCreateFile, map[string]any{"path": "a.txt", "text": "x"}, "already exists"},
		{"read too big", false, eval.CallReadFile, map[string]any{"path": "big.txt"}, "at most 102400"},
		{"read a fifo", false, eval.CallReadFile, map[string]any{"path": "pipe"}, "not a regular file"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := snapshot()
			e := newEngine(t, stubChat{}, Config{Workspace: Workspace{Dir: dir, ReadOnly: tc.readOnly}})
			_, err := e.Host().Call(context.Background(), tc.call, tc.args)
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Fatalf("err %v, want one saying %q", err, tc.wantErr)
			}
			if after := snapshot(); after != before {
				t.Fatalf("files changed:\n%s\nwas\n%s", after, before)
			}
		})
	}

	h := newEngine(t, stubChat{}, Config{Workspace: Workspace{Dir: dir}}).Host()
	ctx := context.Background()
	if _, err := h.Call(ctx, eval.CallCreateFile, map[string]any{"path": "sub/new.txt", "text": "alpha\nbeta\n"}); err != nil {
		t.Fatal(err)
	}
	if _, err := h.Call(ctx, eval.CallEditFile, map[string]any{"path": "sub/new.txt", "blocks": edit("beta", "gamma") + edit("alpha", "ALPHA")}); err != nil {
		t.Fatal(err)
	}
	got, err := h.Call(ctx, eval.CallReadFile, map[string]any{"path": filepath.Join(dir, "sub", "new.txt")})
	if err != nil || got != "ALPHA\ngamma\n" {
		t.Fatalf("read %q err %v", got, err)
	}
	ls, err := h.Call(ctx, eval.CallLs, map[string]any{})
	if err != nil || strings.Join(toStrings(ls), ",") != "a.txt,big.txt,link,pipe,sub/" {
		t.Fatalf("ls %v err %v", ls, err)
	}
	entries, _ := os.ReadDir(filepath.Join(dir, "sub"))
	if len(entries) != 1 {
		t.Fatalf("temporary files left: %v", entries)
	}
	off := newEngine(t, stubChat{}, Config{}).Host()
	if _, err := off.Call(ctx, eval.CallLs, map[string]any{}); err == nil || !strings.Contains(err.Error(), "--workspace") {
		t.Fatalf("workspace off: err %v", err)
	}
}

func toStrings(v any) []string {
	var out []string
	for _, x := range v.([]any) {
		out = append(out, x.(string))
	}
	return out
}

// stubChat fails every call: for tests that never reach a model.
type stubChat struct{}

func (stubChat) Chat(context.Context, llm.Request) (llm.Response, error) {
	return llm.Response{}, errors.New("stub: no model")
}

func TestSession(t *testing.T) {
	_, c, _ := startMockWith(t, `{"rules":[
	 {"match":{"last_user":"Query: first"},"reply":"`+fence(`x = \"remembered\"`, "final:ok one")+`"},
	 {"match":{"last_user":"Query: slow"},"reply":"FINAL(slow done)","delay_ms":400},
	 {"match":{"last_user":"Query: second"},"reply":"`+fence(`FINAL_VAR(\"x\")`)+`"}]}`, 0)
	e := newEngine(t, c, Config{Backend: richBackend()})
	ctx := context.Background()
	s, err := e.NewSession(ctx, []string{"ctx"})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if res, err := s.Send(ctx, "first"); err != nil || res.Answer != "ok one" {
		t.Fatalf("first: %q %v", res.Answer, err)
	}
	if res, err := s.Send(ctx, "second"); err != nil || res.Answer != "remembered" {
		t.Fatalf("second: %q %v (variables must persist)", res.Answer, err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := s.Send(ctx, "slow")
		done <- err
	}()
	for !s.Status().Busy {
		time.Sleep(time.Millisecond)
	}
	if _, err := s.Send(ctx, "second"); !errors.Is(err, ErrBusy) {
		t.Fatalf("concurrent Send: %v, want ErrBusy", err)
	}
	if _, err := s.Vars(ctx); !errors.Is(err, ErrBusy) {
		t.Fatalf("Vars while busy: %v, want ErrBusy", err)
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	vars, err := s.Vars(ctx)
	if err != nil || vars != "x: str" {
		t.Fatalf("vars %q err %v", vars, err)
	}
	st := s.Status()
	if st.Turns != 3 || st.Busy || st.Usage.Calls != 3 {
		t.Fatalf("status %+v", st)
	}
	var users int
	for _, m := range s.History() {
		if m.Role == llm.RoleUser {
			users++
		}
	}
	if users != 3 { // first, second, slow
		t.Fatalf("history has %d user messages: %+v", users, s.History())
	}
	s.Close()
	if _, err := s.Send(ctx, "again"); !errors.Is(err, ErrClosed) {
		t.Fatalf("after Close: %v", err)
	}
}
