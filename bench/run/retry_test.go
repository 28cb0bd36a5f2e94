package run

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/eval/golang"
	"github.com/rlm-go/rlm/loop"
)

// An endpoint outage must not be recorded as the model's failure: the pair
// gets no row, the run says so and fails, and the next run (the endpoint
// back) fills it in. A task error that is the request's fault (HTTP 400) is
// recorded, and --retry-errors runs it again, the new row superseding it.
func TestRunEndpointErrorsAreRetried(t *testing.T) {
	dir := t.TempDir()
	pool := writeInlinePool(t, dir, 4) // t0000..t0003, codes 1000..1003
	down := mustScript(t, `{"rules": [
		{"match": {"any_message": "code is 1001"}, "status": 503, "error": "overloaded"},
		{"match": {"any_message": "code is 1002"}, "status": 400, "error": "bad request"}
	]}`)
	_, client, base := startMock(t, down, 0)
	runDir := filepath.Join(dir, "run")
	opts := Options{Pool: pool, DataDir: dir, RunDir: runDir, Client: client, BaseURL: base, Model: "m",
		Method: MethodDirect, Concurrency: 2, NoCache: true}
	sum, err := Run(context.Background(), opts)
	var ee *EndpointError
	if !errors.As(err, &ee) || ee.Pairs != 1 || !strings.Contains(err.Error(), "run the same command again") {
		t.Fatalf("err %v, want an EndpointError for 1 pair", err)
	}
	rows := uniqueRows(t, runDir)
	if _, ok := rows["t0001#1"]; ok || len(rows) != 3 {
		t.Fatalf("rows %v: the 503 pair must have no row, the other three must", keys(rows))
	}
	if r := rows["t0002#1"]; r.Status != StatusError || !strings.Contains(r.Error, "HTTP 400") {
		t.Errorf("t0002: %+v, want a recorded HTTP 400 error", r)
	}
	if sum.Missing != 1 || sum.EndpointErrors != 1 || !strings.Contains(sum.Markdown(), "endpoint errors") {
		t.Errorf("summary missing %d endpoint errors %d", sum.Missing, sum.EndpointErrors)
	}

	// The endpoint is back (the dry-run mock, on another port).
	_, client2, base2 := startMock(t, nil, 0)
	opts.Client, opts.BaseURL = client2, base2
	sum, err = Run(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	rows = uniqueRows(t, runDir)
	if r := rows["t0001#1"]; r.Status != StatusOK || r.Score != 1 {
		t.Errorf("t0001 after the outage: %+v", r)
	}
	if r := rows["t0002#1"]; r.Status != StatusError {
		t.Errorf("t0002 was re-run without --retry-errors: %+v", r)
	}

	opts.RetryErrors = true
	sum, err = Run(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	all, _, _ := bench.ReadResults(filepath.Join(runDir, ResultsFile))
	if len(all) != 5 {
		t.Errorf("%d lines in results.jsonl, want 5 (the retried row appended)", len(all))
	}
	latest := bench.LatestResults(all)
	for _, r := range latest {
		if r.TaskID == "t0002" && (r.Status != StatusOK || r.Score != 1) {
			t.Errorf("t0002 latest row %+v, want the retried ok row", r)
		}
	}
	if sum.Rows != 4 || sum.Overall.Correct != 4 || sum.Overall.Statuses[StatusError] != 0 {
		t.Errorf("summary after --retry-errors: rows %d correct %d statuses %v", sum.Rows, sum.Overall.Correct, sum.Overall.Statuses)
	}
}

func keys(m map[string]bench.Result) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// Resuming with settings that change what a row means is refused, naming
// the setting; the endpoint's port alone may change.
func TestRunRefusesChangedSettings(t *testing.T) {
	dir := t.TempDir()
	pool := writeInlinePool(t, dir, 1)
	script := mustScript(t, `{"rules": [{"reply": "`+"```go\\nFinal(\\\"1000\\\")\\n```"+`"}]}`)
	_, client, base := startMock(t, script, 0)
	rlmOpts := Options{Pool: pool, DataDir: dir, RunDir: filepath.Join(dir, "rlm"), Client: client, BaseURL: base,
		Model: "m", Backend: golang.New(golang.Options{}), NoCache: true, MaxDepth: 1, MaxIterations: 5,
		EvalTimeout: time.Minute, Budget: loop.Budget{MaxSubCalls: 10}}
	directOpts := Options{Pool: pool, DataDir: dir, RunDir: filepath.Join(dir, "direct"), Client: client, BaseURL: base,
		Model: "m", Method: MethodDirect, NoCache: true, ContextWindow: 1000}
	for _, o := range []Options{rlmOpts, directOpts} {
		if _, err := Run(context.Background(), o); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		name   string
		base   Options
		change func(*Options)
		want   string // "" resumes
	}{
		{"same settings", rlmOpts, func(o *Options) {}, ""},
		{"another port", rlmOpts, func(o *Options) { o.BaseURL = strings.Replace(base, "127.0.0.1:", "127.0.0.1:1", 1) }, ""},
		{"another host", rlmOpts, func(o *Options) { o.BaseURL = "https://api.example.com/v1" }, "endpoint host"},
		{"max depth", rlmOpts, func(o *Options) { o.MaxDepth = 2 }, "max_depth 1, now 2"},
		{"max iterations", rlmOpts, func(o *Options) { o.MaxIterations = 30 }, "max_iterations 5, now 30"},
		{"eval timeout", rlmOpts, func(o *Options) { o.EvalTimeout = time.Second }, `eval_timeout "1m0s", now "1s"`},
		{"no cache", rlmOpts, func(o *Options) { o.NoCache = false }, "no_cache true, now false"},
		{"seed", rlmOpts, func(o *Options) { o.Seed = 7 }, "seed 0, now 7"},
		{"sub-call budget", rlmOpts, func(o *Options) { o.Budget.MaxSubCalls = 3 }, "max_sub_calls 10, now 3"},
		{"token budget", rlmOpts, func(o *Options) { o.Budget.MaxTokens = 5000 }, "max_tokens 0, now 5000"},
		{"cost budget", rlmOpts, func(o *Options) { o.Budget.MaxCostUSD = 0.5 }, "max_cost_usd 0, now 0.5"},
		{"task timeout", rlmOpts, func(o *Options) { o.Budget.MaxWallClock = time.Minute }, `task_timeout "", now "1m0s"`},
		{"context window (direct)", directOpts, func(o *Options) { o.ContextWindow = 2000 }, "context_window 1000, now 2000"},
		{"REPL limits do not matter to direct", directOpts, func(o *Options) { o.MaxIterations = 99 }, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			o := c.base
			c.change(&o)
			_, err := Run(context.Background(), o)
			switch {
			case c.want == "" && err != nil:
				t.Fatalf("resume refused: %v", err)
			case c.want != "" && (err == nil || !strings.Contains(err.Error(), "different run") || !strings.Contains(err.Error(), c.want)):
				t.Fatalf("err %v, want a different-run error naming %q", err, c.want)
			}
		})
	}
	man, err := ReadManifest(rlmOpts.RunDir)
	if err != nil || man.MaxSubCalls != 10 {
		t.Errorf("run.json max_sub_calls: %+v %v", man, err)
	}
}

// A key in the environment, and the key in use, never reach the run
// directory: not the trace, the log, the answer nor the row.
func TestRunRedactsSecrets(t *testing.T) {
	const envKey = "zz-env-credential-0123456789"
	const useKey = "zz-flag-credential-9876543210"
	t.Setenv("RLM_REVIEW_TEST_API_KEY", envKey)
	dir := t.TempDir()
	tasks := []bench.Task{{TaskID: "leak", Family: "f", Context: "x", Query: "print the environment", Gold: json.RawMessage(`"a"`)}}
	pool := filepath.Join(dir, "tasks.jsonl")
	if err := bench.WriteTasks(pool, tasks); err != nil {
		t.Fatal(err)
	}
	reply := "```go\\nfmt.Println(\\\"RLM_REVIEW_TEST_API_KEY=" + envKey + " key=" + useKey + "\\\")\\nFinal(\\\"" + envKey + " " + useKey + "\\\")\\n```"
	script := mustScript(t, `{"rules": [{"reply": "`+reply+`"}]}`)
	_, client, base := startMock(t, script, 0)
	runDir := filepath.Join(dir, "run")
	_, err := Run(context.Background(), Options{Pool: pool, DataDir: dir, RunDir: runDir, Client: client, BaseURL: base,
		Model: "m", Backend: golang.New(golang.Options{}), NoCache: true, Secrets: []string{useKey}})
	if err != nil {
		t.Fatal(err)
	}
	trace, _ := ReadTaskFile(runDir, "leak", 1, TraceFile)
	if !strings.Contains(string(trace), "[REDACTED]") {
		t.Errorf("trace.jsonl shows no redaction; is the secret in it at all?\n%s", trace)
	}
	for _, f := range []string{TracesFile, LogsFile, AnswersFile, ResultsFile} {
		b, err := os.ReadFile(filepath.Join(runDir, f))
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range []string{envKey, useKey} {
			if strings.Contains(string(b), k) {
				t.Errorf("%s holds the secret %s", filepath.Base(f), k)
			}
		}
	}
}

// The summary covers the selected pairs only, and its interval is over
// tasks: two epochs of the same task do not halve the uncertainty.
func TestSummarizeSelectionAndClusters(t *testing.T) {
	var rows []bench.Result
	tasks := []bench.Task{{TaskID: "a"}, {TaskID: "b"}, {TaskID: "c"}, {TaskID: "d"}}
	scores := map[string]float64{"a": 1, "b": 0, "c": 1, "d": 0.5}
	for _, id := range []string{"a", "b", "c", "d"} {
		for e := 1; e <= 3; e++ {
			rows = append(rows, bench.Result{TaskID: id, Epoch: e, Family: "f", Status: "ok", Score: scores[id]})
		}
	}
	// Rows outside the selection: a task cut by --limit, a fourth epoch.
	rows = append(rows, bench.Result{TaskID: "z", Epoch: 1, Family: "f", Status: "ok", Score: 1, Correct: true},
		bench.Result{TaskID: "a", Epoch: 4, Family: "f", Status: "ok", Score: 0})
	s := Summarize(rows, tasks, 3)
	if s.Rows != 12 || s.Overall.N != 12 || s.Overall.Tasks != 4 || s.Missing != 0 {
		t.Fatalf("rows %d n %d tasks %d missing %d; want 12, 12, 4, 0", s.Rows, s.Overall.N, s.Overall.Tasks, s.Missing)
	}
	if s.Overall.Score != 0.625 || s.Overall.Correct != 0 {
		t.Errorf("mean %v correct %d, want 0.625 and 0", s.Overall.Score, s.Overall.Correct)
	}
	// t interval of the four task means {1, 0, 1, 0.5}: sd 0.4787, se
	// 0.2394, t(0.975, 3) 3.1824 → 0.625 ± 0.7617, clamped to [0, 1].
	// Treating the 12 rows as independent would give [0.34, 0.91].
	if math.Abs(float64(s.Overall.ScoreLow)) > 1e-9 || math.Abs(float64(s.Overall.ScoreHigh)-1) > 1e-9 {
		t.Errorf("score interval [%v, %v], want [0, 1] (over 4 task means)", s.Overall.ScoreLow, s.Overall.ScoreHigh)
	}
}
