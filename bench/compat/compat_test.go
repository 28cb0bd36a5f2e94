package compat

import (
	"bytes"
	"context"
	"fmt"
	"os/exec"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/eval"
)

func needPython(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not on PATH")
	}
}

func TestCorpusShape(t *testing.T) {
	snippets, err := Corpus()
	if err != nil {
		t.Fatal(err)
	}
	if len(snippets) < 200 {
		t.Errorf("corpus has %d snippets, want at least 200", len(snippets))
	}
	cats := map[string]int{}
	for _, s := range snippets {
		cats[s.Category]++
	}
	for _, c := range []string{"strings", "regex", "json", "collections", "formatting", "comprehensions",
		"sorting", "classes", "exceptions", "chunking", "aggregation", "builtins", "itertools_functools", "misc"} {
		if cats[c] < 5 {
			t.Errorf("category %s has %d snippets, want at least 5", c, cats[c])
		}
	}
}

func TestContextDeterministic(t *testing.T) {
	a, b := Context(), Context()
	if a != b {
		t.Fatal("Context() differs between calls")
	}
	if n := strings.Count(a, "\n"); n != 200 {
		t.Errorf("context has %d lines, want 200", n)
	}
	if !strings.Contains(a, "NOTE checkpoint 25:") || !strings.HasPrefix(a, "id=1 user=") {
		t.Errorf("context does not look like the documented records: %q", a[:80])
	}
}

// Every snippet must run cleanly in CPython unless it is about an uncaught
// exception, and twice in a row must print the same thing: a snippet whose
// output depends on hashing or timing cannot judge a backend.
func TestOracleSelfConsistent(t *testing.T) {
	needPython(t)
	snippets, err := Corpus()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	a, err := Oracle(ctx, "", snippets)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Oracle(ctx, "", snippets)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range snippets {
		if a[i] != b[i] {
			t.Errorf("%s: CPython output differs between runs", s.ID())
		}
		if strings.HasPrefix(s.Name, "uncaught") != (a[i].Error != "") {
			t.Errorf("%s: CPython raised %q", s.ID(), a[i].Error)
		}
		if a[i].Stdout == "" {
			t.Errorf("%s: prints nothing", s.ID())
		}
	}
}

// replay is a backend that answers each cell with what a separate CPython
// run printed for that code: judged against the oracle it must score 100%,
// which checks Run's plumbing without a process per snippet.
type replay struct{ outcomes map[string]Outcome }

func (replay) Name() string            { return "replay" }
func (replay) Version() string         { return "CPython" }
func (replay) Language() eval.Language { return eval.Python() }
func (b replay) NewSession(ctx context.Context, cfg eval.SessionConfig) (eval.Session, error) {
	if len(cfg.Contexts) != 1 || cfg.Contexts[0] != Context() || cfg.Host == nil {
		return nil, fmt.Errorf("session config lacks the corpus context or host")
	}
	return replaySession(b), nil
}

type replaySession replay

func (replaySession) Close() error { return nil }
func (s replaySession) Exec(ctx context.Context, code string) (eval.Result, error) {
	o, ok := s.outcomes[code]
	if !ok {
		return eval.Result{}, fmt.Errorf("unknown cell")
	}
	r := eval.Result{Stdout: o.Stdout}
	if o.Error != "" {
		r.Error = o.Error + ": raised"
	}
	return r, nil
}

func TestRunAgainstOracle(t *testing.T) {
	needPython(t)
	snippets, err := Corpus()
	if err != nil {
		t.Fatal(err)
	}
	outs, err := Oracle(context.Background(), "", snippets)
	if err != nil {
		t.Fatal(err)
	}
	b := replay{outcomes: map[string]Outcome{}}
	for i, s := range snippets {
		b.outcomes[s.Code] = outs[i]
	}
	rep, err := Run(context.Background(), b, snippets, "")
	if err != nil {
		t.Fatal(err)
	}
	if rep.Passed() != len(snippets) {
		var buf bytes.Buffer
		rep.Table(&buf)
		t.Fatalf("oracle against itself:\n%s", buf.String())
	}
}

// A backend that prints nothing must fail every snippet, and the table must
// name each failure.
type silent struct{ replay }

func (silent) Name() string { return "silent" }
func (silent) NewSession(ctx context.Context, cfg eval.SessionConfig) (eval.Session, error) {
	return silentSession{}, nil
}

type silentSession struct{}

func (silentSession) Close() error { return nil }
func (silentSession) Exec(ctx context.Context, code string) (eval.Result, error) {
	return eval.Result{}, nil
}

func TestRunReportsFailures(t *testing.T) {
	needPython(t)
	snippets, err := Corpus()
	if err != nil {
		t.Fatal(err)
	}
	snippets = snippets[:5]
	rep, err := Run(context.Background(), silent{}, snippets, "")
	if err != nil {
		t.Fatal(err)
	}
	if rep.Passed() != 0 || len(rep.Failures()) != 5 {
		t.Fatalf("silent backend passed %d of 5", rep.Passed())
	}
	var b bytes.Buffer
	rep.Table(&b)
	for _, s := range snippets {
		if !strings.Contains(b.String(), "FAIL "+s.ID()) {
			t.Errorf("table does not name failure %s:\n%s", s.ID(), b.String())
		}
	}
}

func TestErrorType(t *testing.T) {
	for in, want := range map[string]string{
		"NameError: name 'x' is not defined":                       "NameError",
		"Traceback (most recent call last):\n  ...\nKeyError: 'a'": "KeyError",
		"__main__.Boom: bang":                                      "Boom",
		"StopIteration":                                            "StopIteration",
	} {
		if got := ErrorType(in); got != want {
			t.Errorf("ErrorType(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFakeHostMatchesOracle(t *testing.T) {
	needPython(t)
	code := `print(llm_query("héllo " * 10))
print(llm_query_batched(["a", "b"]))
print(rlm_query("ctx", "q"), rlm_query_batched([("c", "q2")]))`
	out, err := Oracle(context.Background(), "", []Snippet{{Category: "x", Name: "y", Code: code}})
	if err != nil {
		t.Fatal(err)
	}
	h := FakeHost()
	ctx := context.Background()
	a, _ := h.Call(ctx, eval.CallLLMQuery, map[string]any{"prompt": strings.Repeat("héllo ", 10)})
	bs, _ := h.Call(ctx, eval.CallLLMQueryBatched, map[string]any{"prompts": []any{"a", "b"}})
	c, _ := h.Call(ctx, eval.CallRLMQuery, map[string]any{"sub_context": "ctx", "query": "q"})
	d, _ := h.Call(ctx, eval.CallRLMQueryBatched, map[string]any{"pairs": []any{[]any{"c", "q2"}}})
	lines := strings.Split(out[0].Stdout, "\n")
	if lines[0] != a.(string) {
		t.Errorf("llm_query: oracle %q, host %q", lines[0], a)
	}
	var items []string
	for _, v := range bs.([]any) {
		items = append(items, "'"+v.(string)+"'")
	}
	if want := "[" + strings.Join(items, ", ") + "]"; lines[1] != want {
		t.Errorf("llm_query_batched: oracle %q, host %q", lines[1], want)
	}
	if !strings.HasPrefix(lines[2], c.(string)) || !strings.Contains(lines[2], d.([]any)[0].(string)) {
		t.Errorf("rlm_query: oracle %q, host %q %q", lines[2], c, d)
	}
}
