package loop

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// Sub-calls and iterations are soft budgets: the Result names them, and a
// run that ran out of iterations without an answer ends like a hard budget.
func TestSoftBudgetsInResult(t *testing.T) {
	for _, tc := range []struct {
		name    string
		script  string
		cfg     Config
		answer  string
		budget  string
		errKind string // "", or the Budget of the *BudgetError wanted
	}{
		{"sub-call refused, model answers", `{"rules":[
		 {"match":{"last_user":"^Your context"},"reply":"` + fence("call:llm_query:a", "call:llm_query:b") + `"},
		 {"match":{"last_user":"RuntimeError"},"reply":"FINAL(stopped)"},
		 {"reply":"ok"}]}`, Config{Budget: Budget{MaxSubCalls: 1}}, "stopped", "sub_calls", ""},
		{"within every budget", `{"rules":[
		 {"match":{"last_user":"^Your context"},"reply":"` + fence("call:llm_query:a") + `"},
		 {"match":{"last_user":"REPL output"},"reply":"FINAL(fine)"},
		 {"reply":"ok"}]}`, Config{Budget: Budget{MaxSubCalls: 1}}, "fine", "", ""},
		{"last chance answers", `{"rules":[{"match":{"last_user":"used all"},"reply":"FINAL(late)"},{"reply":"` + fence("print:working") + `"}]}`,
			Config{MaxIterations: 2}, "late", "iterations", ""},
		{"last chance gives nothing", `{"rules":[{"reply":"` + fence("print:working") + `"}]}`,
			Config{MaxIterations: 2}, "working\n", "iterations", "iterations"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, c := startMock(t, tc.script)
			cfg := tc.cfg
			cfg.Backend = richBackend()
			e := newEngine(t, c, cfg)
			res, err := e.Run(context.Background(), "q", []string{"ctx"})
			var be *BudgetError
			switch {
			case tc.errKind == "" && err != nil:
				t.Fatalf("err %v", err)
			case tc.errKind != "" && (!errors.As(err, &be) || be.Budget != tc.errKind):
				t.Fatalf("err %v, want a %s BudgetError", err, tc.errKind)
			case tc.errKind == "iterations" && !errors.Is(err, ErrNoAnswer):
				t.Fatalf("err %v should still match ErrNoAnswer", err)
			}
			if res.Answer != tc.answer || res.BudgetExhausted != tc.budget {
				t.Fatalf("answer %q budget %q, want %q %q", res.Answer, res.BudgetExhausted, tc.answer, tc.budget)
			}
		})
	}
}

// The model is told when the file calls work, and when they only read.
func TestFirstMessageTellsWorkspaceMode(t *testing.T) {
	for _, tc := range []struct {
		name    string
		ws      func(dir string) Workspace
		want    []string
		wantNot []string
	}{
		{"off", func(string) Workspace { return Workspace{} }, nil, []string{"Workspace"}},
		{"read-write", func(d string) Workspace { return Workspace{Dir: d} },
			[]string{"Workspace mode is on:", "create_file and edit_file work"}, []string{"read-only"}},
		{"read-only", func(d string) Workspace { return Workspace{Dir: d, ReadOnly: true} },
			[]string{"Workspace mode is on, read-only", "create_file and edit_file are refused"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv, c := startMock(t, `{"rules":[{"reply":"FINAL(done)"}]}`)
			e := newEngine(t, c, Config{Backend: richBackend(), Workspace: tc.ws(t.TempDir())})
			if _, err := e.Run(context.Background(), "q", []string{"ctx"}); err != nil {
				t.Fatal(err)
			}
			first := srv.Requests()[0].Messages[1].Content
			for _, w := range tc.want {
				if !strings.Contains(first, w) {
					t.Errorf("first message lacks %q:\n%s", w, first)
				}
			}
			for _, w := range tc.wantNot {
				if strings.Contains(first, w) {
					t.Errorf("first message has %q:\n%s", w, first)
				}
			}
			if !strings.HasSuffix(first, "\nQuery: q") {
				t.Errorf("the query must stay last:\n%s", first)
			}
		})
	}
}
