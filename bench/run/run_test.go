package run

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/eval/golang"
	"github.com/rlm-go/rlm/eval/python"
	"github.com/rlm-go/rlm/llm"
	"github.com/rlm-go/rlm/llm/mock"
)

// startMock serves script (nil: the dry-run policy) on loopback and returns
// a client for it.
func startMock(t testing.TB, script *mock.Script, latency time.Duration) (*mock.Server, *testClient, string) {
	t.Helper()
	srv := mock.NewServer(script)
	srv.Latency = latency
	base, err := srv.Start("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	tr := &http.Transport{MaxIdleConnsPerHost: 64}
	c, err := llm.NewClient(llm.Config{BaseURL: base, MaxRetries: -1, HTTPClient: &http.Client{Transport: tr}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(tr.CloseIdleConnections)
	return srv, &testClient{Client: c, tr: tr}, base
}

// testClient lets a test drop idle keep-alive connections (and their
// goroutines) before counting goroutines.
type testClient struct {
	*llm.Client
	tr *http.Transport
}

func (c *testClient) CloseIdleConnections() { c.tr.CloseIdleConnections() }

func mustScript(t testing.TB, js string) *mock.Script {
	t.Helper()
	s, err := mock.ParseScript("test.json", []byte(js))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// writeInlinePool writes n tasks whose context holds "the code is <i>";
// under --method direct the dry-run mock answers with that line, so every
// task scores 1 with the contains scorer.
func writeInlinePool(t testing.TB, dir string, n int) string {
	t.Helper()
	tasks := make([]bench.Task, n)
	for i := range tasks {
		tasks[i] = bench.Task{
			TaskID: fmt.Sprintf("t%04d", i), Family: []string{"alpha", "beta"}[i%2],
			SourceIDs: []string{"src"},
			Context:   fmt.Sprintf("filler text without numbers\nthe code is %d\nmore filler", 1000+i),
			Query:     "What is the code?", Gold: json.RawMessage(fmt.Sprintf(`"%d"`, 1000+i)), Scorer: "contains",
		}
	}
	p := filepath.Join(dir, "tasks.jsonl")
	if err := bench.WriteTasks(p, tasks); err != nil {
		t.Fatal(err)
	}
	return p
}

// uniqueRows reads results.jsonl and fails on any (task, epoch) twice.
func uniqueRows(t *testing.T, runDir string) map[string]bench.Result {
	t.Helper()
	rows, warn, err := bench.ReadResults(filepath.Join(runDir, ResultsFile))
	if err != nil {
		t.Fatal(err)
	}
	if warn != "" {
		t.Errorf("results.jsonl: %s", warn)
	}
	m := map[string]bench.Result{}
	for _, r := range rows {
		k := fmt.Sprintf("%s#%d", r.TaskID, r.Epoch)
		if _, dup := m[k]; dup {
			t.Errorf("%s recorded twice", k)
		}
		m[k] = r
	}
	return m
}

// settleGoroutines waits for the goroutine count to fall back to base.
func settleGoroutines(t *testing.T, base int) {
	t.Helper()
	deadline := time.Now().Add(3 * time.Second)
	for runtime.NumGoroutine() > base && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > base {
		buf := make([]byte, 1<<16)
		t.Errorf("%d goroutines left, want <= %d\n%s", n, base, buf[:runtime.Stack(buf, true)])
	}
}

func TestRunStarterOnMock(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the starter pool")
	}
	data := t.TempDir()
	_, client, base := startMock(t, nil, 0)
	// The starter pool is built once and shared by both backends.
	for _, bc := range []struct {
		name  string
		limit int
		opts  func(*Options)
	}{
		{"gpython", 0, func(o *Options) { o.Backend = python.New(python.Options{}) }},
		{"go", 8, func(o *Options) { o.Backend = golang.New(golang.Options{}) }},
	} {
		t.Run(bc.name, func(t *testing.T) {
			opts := Options{Pool: "starter", DataDir: data, Client: client, BaseURL: base, Model: "mock",
				Concurrency: 4, Limit: bc.limit, NoCache: true}
			bc.opts(&opts)
			sum, err := Run(context.Background(), opts)
			if err != nil {
				t.Fatal(err)
			}
			pool, err := bench.ReadTasks(filepath.Join(data, "pools", "starter", "tasks.jsonl"))
			if err != nil {
				t.Fatal(err)
			}
			want := len(pool)
			if bc.limit > 0 {
				want = bc.limit
			}
			runDir := filepath.Join(data, RunsDir, "default-mock-rlm-"+bc.name)
			if sum.RunDir != runDir {
				t.Errorf("run dir %s, want %s", sum.RunDir, runDir)
			}
			rows := uniqueRows(t, runDir)
			if len(rows) != want || sum.Overall.N != want || sum.Missing != 0 {
				t.Fatalf("%d rows, summary n=%d missing=%d; want %d rows", len(rows), sum.Overall.N, sum.Missing, want)
			}
			for k, r := range rows {
				if r.Score < 0 || r.Score > 1 || math.IsNaN(r.Score) {
					t.Errorf("%s: score %v outside [0, 1]", k, r.Score)
				}
				if r.Backend != bc.name || r.Method != MethodRLM || r.Model != "mock" || r.Variant != "default" {
					t.Errorf("%s: row labels %q %q %q %q", k, r.Backend, r.Method, r.Model, r.Variant)
				}
				if r.Status == StatusError {
					t.Errorf("%s: error %s", k, r.Error)
				}
				if r.InputTokens == 0 || r.Iterations == 0 {
					t.Errorf("%s: no usage recorded (%+v)", k, r)
				}
				tr, err := ReadTaskFile(runDir, r.TaskID, 1, TraceFile)
				if err != nil || !strings.Contains(string(tr), `"kind":"llm.stop"`) {
					t.Errorf("%s: trace without llm.stop events (%v)", k, err)
				}
			}
			var js Summary
			b, err := os.ReadFile(filepath.Join(runDir, SummaryJSON))
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(b, &js); err != nil || js.Overall.N != want || len(js.Families) == 0 {
				t.Errorf("summary.json: n=%d families=%d err=%v", js.Overall.N, len(js.Families), err)
			}
			md, _ := os.ReadFile(filepath.Join(runDir, SummaryMD))
			if !strings.Contains(string(md), "| all ") {
				t.Errorf("summary.md has no overall row:\n%s", md)
			}
			man, err := ReadManifest(runDir)
			if err != nil || man.Backend != bc.name || man.BackendVersion == "" || man.Finished.IsZero() {
				t.Errorf("manifest %+v, %v", man, err)
			}
		})
	}
}

func TestRunResumesAfterCancel(t *testing.T) {
	dir := t.TempDir()
	pool := writeInlinePool(t, dir, 30)
	srv, client, base := startMock(t, nil, 40*time.Millisecond)
	runDir := filepath.Join(dir, "run")
	opts := Options{Pool: pool, DataDir: dir, RunDir: runDir, Client: client, BaseURL: base, Model: "m",
		Method: MethodDirect, Concurrency: 3, NoCache: true}

	base0 := runtime.NumGoroutine()
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		for {
			b, _ := os.ReadFile(filepath.Join(runDir, ResultsFile))
			if strings.Count(string(b), "\n") >= 8 {
				cancel()
				return
			}
			time.Sleep(5 * time.Millisecond)
		}
	}()
	sum, err := Run(ctx, opts)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("first run: err %v, want context.Canceled", err)
	}
	if sum == nil || sum.Missing == 0 || sum.Rows < 8 {
		t.Fatalf("first run summary %+v: want a partial run", sum)
	}
	first := len(uniqueRows(t, runDir))
	client.CloseIdleConnections()
	settleGoroutines(t, base0)

	sum, err = Run(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	rows := uniqueRows(t, runDir)
	if len(rows) != 30 || sum.Missing != 0 || sum.Overall.N != 30 {
		t.Fatalf("after resume: %d rows, missing %d", len(rows), sum.Missing)
	}
	for k, r := range rows {
		if r.Score != 1 || r.Status != StatusOK {
			t.Errorf("%s: score %v status %s answer %q", k, r.Score, r.Status, r.Answer)
		}
	}
	// Finished tasks are not asked again: at most the in-flight ones
	// (cancelled before their row) are asked twice.
	if n := len(srv.Requests()); n > 30+opts.Concurrency {
		t.Errorf("%d requests for 30 tasks (%d done before the resume)", n, first)
	}
	man, _ := ReadManifest(runDir)
	if man.Invocations != 2 {
		t.Errorf("manifest invocations %d, want 2", man.Invocations)
	}
}

func TestRunEpochsAndCache(t *testing.T) {
	dir := t.TempDir()
	pool := writeInlinePool(t, dir, 5)
	srv, client, _ := startMock(t, nil, 0)
	opts := Options{Pool: pool, DataDir: dir, Client: client, BaseURL: "mock:", Model: "m",
		Method: MethodDirect, Epochs: 2, Name: "a"}
	if _, err := Run(context.Background(), opts); err != nil {
		t.Fatal(err)
	}
	rows := uniqueRows(t, filepath.Join(dir, RunsDir, "a"))
	if len(rows) != 10 {
		t.Fatalf("%d rows, want 10 (5 tasks × 2 epochs)", len(rows))
	}
	if n := len(srv.Requests()); n != 10 {
		t.Fatalf("%d requests, want 10: epochs must not share cache entries", n)
	}
	opts.Name = "b"
	if _, err := Run(context.Background(), opts); err != nil {
		t.Fatal(err)
	}
	if n := len(srv.Requests()); n != 10 {
		t.Errorf("%d requests after a cached re-run, want still 10", n)
	}
	opts.Name, opts.NoCache = "c", true
	if _, err := Run(context.Background(), opts); err != nil {
		t.Fatal(err)
	}
	if n := len(srv.Requests()); n != 20 {
		t.Errorf("%d requests after a --no-cache run, want 20", n)
	}
}

func TestRunStatuses(t *testing.T) {
	dir := t.TempDir()
	tasks := []bench.Task{
		{TaskID: "noanswer", Family: "f", Context: "x", Query: "say nothing", Gold: json.RawMessage(`"a"`)},
		{TaskID: "apierr", Family: "f", Context: "x", Query: "break the server", Gold: json.RawMessage(`"a"`)},
		{TaskID: "selfasmt", Family: "g", Context: "x", Query: "ok then", Scorer: "self_assessment", RequiredMinDispatches: 1},
		{TaskID: "ok", Family: "g", Context: "x", Query: "answer please", Gold: json.RawMessage(`"forty two"`)},
	}
	pool := filepath.Join(dir, "tasks.jsonl")
	if err := bench.WriteTasks(pool, tasks); err != nil {
		t.Fatal(err)
	}
	script := mustScript(t, `{"rules": [
		{"match": {"any_message": "say nothing"}, "reply": "I will not write code."},
		{"match": {"any_message": "break the server"}, "status": 400, "error": "bad request"},
		{"match": {"any_message": "ok then|answer please"}, "reply": "`+"```go\\nFinal(\\\"forty two\\\")\\n```"+`"}
	]}`)
	_, client, base := startMock(t, script, 0)
	sum, err := Run(context.Background(), Options{Pool: pool, DataDir: dir, Client: client, BaseURL: base,
		Model: "m", Backend: golang.New(golang.Options{}), NoCache: true, Concurrency: 2})
	if err != nil {
		t.Fatal(err)
	}
	rows := uniqueRows(t, sum.RunDir)
	for _, c := range []struct {
		id, status, errPart string
		score               float64
	}{
		{"noanswer#1", StatusNoAnswer, "no code block", 0},
		{"apierr#1", StatusError, "HTTP 400", 0},
		{"selfasmt#1", StatusOK, "no assessments", 0},
		{"ok#1", StatusOK, "", 1},
	} {
		r, ok := rows[c.id]
		switch {
		case !ok:
			t.Errorf("%s: no row", c.id)
		case r.Status != c.status || r.Score != c.score || !strings.Contains(r.Error, c.errPart) || (c.errPart == "" && r.Error != ""):
			t.Errorf("%s: status %s score %v error %q; want %s %v %q", c.id, r.Status, r.Score, r.Error, c.status, c.score, c.errPart)
		}
	}
	if sum.Overall.Statuses[StatusOK] != 2 || len(sum.Failures) == 0 {
		t.Errorf("summary statuses %v failures %v", sum.Overall.Statuses, sum.Failures)
	}
	if sum.SelfAsmt == nil || sum.SelfAsmt.Rows != 1 || sum.SelfAsmt.Objective != 0 {
		t.Errorf("self-assessment objective %+v", sum.SelfAsmt)
	}
}

func TestRunRefusesOtherRunsDirectory(t *testing.T) {
	dir := t.TempDir()
	pool := writeInlinePool(t, dir, 2)
	_, client, base := startMock(t, nil, 0)
	opts := Options{Pool: pool, DataDir: dir, RunDir: filepath.Join(dir, "r"), Client: client, BaseURL: base,
		Model: "m1", Method: MethodDirect, NoCache: true}
	if _, err := Run(context.Background(), opts); err != nil {
		t.Fatal(err)
	}
	opts.Model = "m2"
	_, err := Run(context.Background(), opts)
	if err == nil || !strings.Contains(err.Error(), "different run") || !strings.Contains(err.Error(), `model "m1", now "m2"`) {
		t.Fatalf("err %v, want a different-run error naming the model", err)
	}
}

func TestRunBadInputs(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.jsonl")
	os.WriteFile(bad, []byte(`{"task_id":"a","query":"q","context":"c"}`+"\n"+`{"task_id":"b","context":"c"}`+"\n"), 0o644)
	good := writeInlinePool(t, dir, 1)
	_, client, _ := startMock(t, nil, 0)
	for _, c := range []struct {
		name string
		opts Options
		want string
	}{
		{"malformed pool", Options{Pool: bad}, `bad.jsonl line 2: missing "query"`},
		{"unknown pool", Options{Pool: "nope"}, "neither a tasks.jsonl file"},
		{"bad method", Options{Pool: bad, Method: "both"}, `method "both"`},
		{"rlm without backend", Options{Pool: bad}, "needs an eval backend"},
		{"missing variant", Options{Pool: good, Method: MethodDirect, Variant: filepath.Join(dir, "none.txt")}, "variant"},
	} {
		t.Run(c.name, func(t *testing.T) {
			o := c.opts
			o.DataDir, o.Client, o.Model = dir, client, "m"
			if o.Method == "" && c.name != "rlm without backend" {
				o.Method = MethodDirect
			}
			_, err := Run(context.Background(), o)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("err %v, want it to contain %q", err, c.want)
			}
		})
	}
}

func TestLockRunDir(t *testing.T) {
	dir := t.TempDir()
	unlock, err := lockRunDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := lockRunDir(dir); err == nil || !strings.Contains(err.Error(), "in use by another rlm-bench run") {
		t.Fatalf("second lock: %v, want in-use error", err)
	}
	unlock()
	unlock2, err := lockRunDir(dir)
	if err != nil {
		t.Fatalf("lock after unlock: %v", err)
	}
	unlock2()
}

func TestOpenResultsRepairsTail(t *testing.T) {
	row := func(id string) string {
		b, _ := json.Marshal(bench.Result{TaskID: id, Epoch: 1, Status: "ok"})
		return string(b)
	}
	for _, c := range []struct {
		name, content string
		rows          int
		warn          bool
		after         string
	}{
		{"clean", row("a") + "\n" + row("b") + "\n", 2, false, row("a") + "\n" + row("b") + "\n"},
		{"partial last line", row("a") + "\n" + row("b")[:20], 1, true, row("a") + "\n"},
		{"complete row without newline", row("a") + "\n" + row("b"), 2, false, row("a") + "\n" + row("b") + "\n"},
		{"empty", "", 0, false, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), ResultsFile)
			os.WriteFile(p, []byte(c.content), 0o644)
			acc := newSummaryAcc()
			warn, err := openResults(p, acc)
			if err != nil {
				t.Fatal(err)
			}
			rows := acc.rows
			if len(rows) != c.rows || (warn != "") != c.warn {
				t.Errorf("%d rows, warning %q; want %d rows, warning %v", len(rows), warn, c.rows, c.warn)
			}
			if c.warn && !strings.Contains(warn, "line 2") {
				t.Errorf("warning %q does not name line 2", warn)
			}
			b, _ := os.ReadFile(p)
			if string(b) != c.after {
				t.Errorf("file after repair:\n%q\nwant\n%q", b, c.after)
			}
		})
	}
}

func TestFitContext(t *testing.T) {
	long := strings.Repeat("a", 500) + "MIDDLE" + strings.Repeat("z", 500)
	for _, c := range []struct {
		name       string
		text       string
		budget     int
		same       bool
		head, tail string
	}{
		{"fits", "short", 100, true, "", ""},
		{"cut middle", long, 300, false, "aaa", "zzz"},
		{"no room", long, 0, false, "[...", "...]"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := FitContext(c.text, c.budget)
			if c.same {
				if got != c.text {
					t.Fatalf("changed a text that fits: %q", got)
				}
				return
			}
			if c.budget > 0 && len(got) > c.budget {
				t.Errorf("len %d > budget %d", len(got), c.budget)
			}
			if strings.Contains(got, "MIDDLE") || !strings.HasPrefix(got, c.head) || !strings.HasSuffix(got, c.tail) || !strings.Contains(got, "omitted") {
				t.Errorf("got %q", got)
			}
		})
	}
	if got := FitContext("ééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééé", 75); !isValidUTF8(got) {
		t.Errorf("cut inside a rune: %q", got)
	}
}

func isValidUTF8(s string) bool { return strings.ToValidUTF8(s, "\uFFFD") == s }

func TestReasonBucket(t *testing.T) {
	for text, want := range map[string]string{
		"sub_calls budget exhausted (limit 5, used 5)":                       "timeout_or_runtime_issue",
		"no sub-agent was dispatched for the second section":                 "unclear_dispatch",
		"task x: context: open contexts/x.txt: no such file":                 "insufficient_context",
		"the model gave no final answer":                                     "wrong_or_incomplete_output",
		"wrong answer (score 0.00)":                                          "wrong_or_incomplete_output",
		"no code block found after a retry; the model must reply with code":  "format_or_contract_issue",
		"iterations budget exhausted (limit 30, used 30)":                    "timeout_or_runtime_issue",
		"POST http://x/v1/chat/completions: HTTP 503 after 5 attempts: busy": "timeout_or_runtime_issue",
		"something odd": "other",
	} {
		if got := ReasonBucket(text); got != want {
			t.Errorf("ReasonBucket(%q) = %s, want %s", text, got, want)
		}
	}
}

func TestSummarize(t *testing.T) {
	rows := []bench.Result{
		{TaskID: "a", Epoch: 1, Family: "f", Status: "error", Score: 0, LatencyMS: 9999}, // superseded by the later row
		{TaskID: "a", Epoch: 1, Family: "f", Status: "ok", Score: 1, Correct: true, LatencyMS: 100, InputTokens: 10},
		{TaskID: "b", Epoch: 1, Family: "f", Status: "ok", Score: 0, LatencyMS: 200, InputTokens: 10},
		{TaskID: "c", Epoch: 1, Family: "g", Status: "error", Error: "HTTP 500", LatencyMS: 300},
		{TaskID: "d", Epoch: 1, Family: "g", Status: "ok", Score: 1, Correct: true, LatencyMS: 400},
	}
	tasks := []bench.Task{{TaskID: "a"}, {TaskID: "b"}, {TaskID: "c"}, {TaskID: "d"}, {TaskID: "e"}}
	s := Summarize(rows, tasks, 1)
	if s.Rows != 4 || s.Missing != 1 || s.Overall.N != 4 || s.Overall.Correct != 2 {
		t.Fatalf("rows %d missing %d n %d correct %d", s.Rows, s.Missing, s.Overall.N, s.Overall.Correct)
	}
	if s.Overall.Score != 0.5 || s.Overall.LatencyP50 != 250 || s.Overall.InputTokens != 20 {
		t.Errorf("mean %v p50 %v tokens %d", s.Overall.Score, s.Overall.LatencyP50, s.Overall.InputTokens)
	}
	// Wilson 2/4 at 95%: [0.1500, 0.8500].
	if math.Abs(float64(s.Overall.AccuracyLow)-0.1500) > 1e-3 || math.Abs(float64(s.Overall.AccuracyHigh)-0.8500) > 1e-3 {
		t.Errorf("Wilson [%v, %v]", s.Overall.AccuracyLow, s.Overall.AccuracyHigh)
	}
	if s.Overall.ScoreLow != 0 || s.Overall.ScoreHigh != 1 {
		t.Errorf("t interval [%v, %v] not clamped to [0, 1]", s.Overall.ScoreLow, s.Overall.ScoreHigh)
	}
	if len(s.Families) != 2 || s.Families[0].Name != "f" || s.Families[1].N != 2 {
		t.Errorf("families %+v", s.Families)
	}
	if len(s.Failures) != 2 || s.Failures[0].Reason != "wrong_or_incomplete_output" || s.Failures[1].Reason != "timeout_or_runtime_issue" {
		t.Errorf("failures %+v", s.Failures)
	}
	// One row per family: undefined intervals must encode as null.
	one := Summarize(rows[1:2], tasks[:1], 1)
	b, err := one.JSON()
	if err != nil || !strings.Contains(string(b), `"score_ci_low": 1`) && !strings.Contains(string(b), "null") {
		t.Errorf("JSON with n=1: %v\n%s", err, b)
	}
	if md := s.Markdown(); !strings.Contains(md, "| all ") || !strings.Contains(md, "1 of 5") {
		t.Errorf("markdown:\n%s", md)
	}
}
