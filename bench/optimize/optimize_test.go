package optimize_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/ab"
	"github.com/rlm-go/rlm/bench/optimize"
	"github.com/rlm-go/rlm/llm"
	"github.com/rlm-go/rlm/llm/mock"
	"github.com/rlm-go/rlm/prompts"
)

// The world of these tests: 40 questions, each with a code word as its
// gold answer. The mock "agent" model answers a question correctly only
// when the system prompt carries one of two pieces of guidance, except for
// easy questions (always right) and hard ones (always wrong). So accuracy
// depends on what the prompt says, with some noise the optimizer cannot
// fix, and the held-out difference has a spread.
const (
	rulePhrase    = "Answer exactly what was asked"
	reflectPhrase = "verify each fact"
	startPrompt   = "You are a helpful assistant. Answer the user's questions.\n"
	nTasks        = 40
)

func kind(i int) string {
	switch {
	case i%5 == 0:
		return "easy"
	case i%7 == 3:
		return "hard"
	}
	return "guided"
}

func world() ([]bench.Task, string) {
	var tasks []bench.Task
	var rules []string
	// The reflection model reads failures and returns a prompt with the
	// reflect phrase; it is matched first so agent rules never see it.
	rules = append(rules, fmt.Sprintf(`{"match":{"model":"^reflector$","last_user":"fell short"},"reply":%q}`,
		"Looking at the failures, the agent guessed.\n<prompt>\nYou are a careful assistant. Think step by step and "+reflectPhrase+" before you answer.\n</prompt>"))
	for i := 0; i < nTasks; i++ {
		id := fmt.Sprintf("t%02d", i)
		q := fmt.Sprintf("Q#%02d: what is the code word of item %d?", i, i)
		gold := fmt.Sprintf("word%02d", i)
		tasks = append(tasks, bench.Task{TaskID: id, Family: kind(i), SourceIDs: []string{fmt.Sprintf("doc%d", i%10)},
			Context: "item list", Query: q, Gold: json.RawMessage(fmt.Sprintf("%q", gold)), Scorer: "exact"})
		switch kind(i) {
		case "easy":
			rules = append(rules, fmt.Sprintf(`{"match":{"model":"^agent$","last_user":"Q#%02d:"},"reply":%q}`, i, gold))
		case "guided":
			rules = append(rules, fmt.Sprintf(`{"match":{"model":"^agent$","system":"(%s|%s)","last_user":"Q#%02d:"},"reply":%q}`,
				rulePhrase, reflectPhrase, i, gold))
		}
	}
	script := `{"rules":[` + strings.Join(rules, ",\n") + `],"default_reply":"I am not sure."}`
	return tasks, script
}

// env is one mock server and a client talking to it over loopback HTTP.
type env struct {
	srv    *mock.Server
	client *llm.Client
	tr     *http.Transport
}

func newEnv(t *testing.T, script string) *env {
	t.Helper()
	s, err := mock.ParseScript("optimize.json", []byte(script))
	if err != nil {
		t.Fatal(err)
	}
	srv := mock.NewServer(s)
	base, err := srv.Start("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	tr := http.DefaultTransport.(*http.Transport).Clone()
	c, err := llm.NewClient(llm.Config{BaseURL: base, MaxRetries: -1, RequestTimeout: 10 * time.Second,
		HTTPClient: &http.Client{Transport: tr},
		Prices:     map[string]llm.Price{"agent": {InputPerMTok: 1, OutputPerMTok: 2}}})
	if err != nil {
		t.Fatal(err)
	}
	e := &env{srv: srv, client: c, tr: tr}
	t.Cleanup(func() { tr.CloseIdleConnections(); srv.Close() })
	return e
}

func (e *env) reflections() int {
	n := 0
	for _, r := range e.srv.Requests() {
		if r.Model == "reflector" {
			n++
		}
	}
	return n
}

// counting wraps an evaluator, records every (variant, task) it was asked
// to evaluate and can simulate a kill: on call killAt it evaluates half the
// tasks, cancels the search's context and returns.
type counting struct {
	inner  optimize.Evaluator
	mu     sync.Mutex
	seen   map[string]int
	calls  int
	killAt int
	cancel context.CancelFunc
}

func (c *counting) Evaluate(ctx context.Context, v prompts.Variant, tasks []bench.Task, tag string) ([]bench.Result, error) {
	c.mu.Lock()
	c.calls++
	kill := c.calls == c.killAt
	for _, t := range tasks[:c.upTo(kill, len(tasks))] {
		c.seen[v.Name+"/"+t.TaskID]++
	}
	c.mu.Unlock()
	if kill {
		rows, err := c.inner.Evaluate(ctx, v, tasks[:len(tasks)/2], tag)
		if err != nil {
			return rows, err
		}
		c.cancel()
		return rows, ctx.Err()
	}
	return c.inner.Evaluate(ctx, v, tasks, tag)
}

func (c *counting) upTo(kill bool, n int) int {
	if kill {
		return n / 2
	}
	return n
}

func options(t *testing.T, e *env, method, dir string, ev optimize.Evaluator) optimize.Options {
	tasks, _ := world()
	return optimize.Options{
		OutDir: dir, Tasks: tasks, Start: prompts.Variant{Name: "start", Text: startPrompt},
		Evaluator: ev, Method: method, Reflector: e.client, ReflectionModel: "reflector",
		Seed: 7, Minibatch: 4,
		Budget:   optimize.Budget{MaxCycles: 4, MaxMetricCalls: 150},
		Progress: &bytes.Buffer{},
	}
}

func direct(e *env) *optimize.Direct {
	return &optimize.Direct{Client: e.client, Model: "agent", Concurrency: 4}
}

// Both proposal methods find a prompt that beats the start within 4 cycles
// and 150 metric calls, and the held-out ab interval excludes zero.
func TestMethodsFindBetterPrompt(t *testing.T) {
	for _, tc := range []struct {
		method, phrase string
	}{
		{optimize.MethodRule, rulePhrase},
		{optimize.MethodReflect, reflectPhrase},
	} {
		t.Run(tc.method, func(t *testing.T) {
			_, script := world()
			e := newEnv(t, script)
			dir := t.TempDir()
			opts := options(t, e, tc.method, dir, direct(e))
			sum, err := optimize.Run(context.Background(), opts)
			if err != nil {
				t.Fatal(err)
			}
			if sum.Champion == sum.Start {
				t.Fatalf("champion is the start prompt; progress:\n%s", opts.Progress)
			}
			text, err := os.ReadFile(sum.ChampionAt)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(text), tc.phrase) {
				t.Errorf("champion lacks %q:\n%s", tc.phrase, text)
			}
			if sum.Spent.MetricCalls > opts.Budget.MaxMetricCalls {
				t.Errorf("spent %d metric calls, budget %d", sum.Spent.MetricCalls, opts.Budget.MaxMetricCalls)
			}
			ts := sum.Test
			if !(float64(ts.CILow) > 0) || ts.Verdict != ab.Promote {
				t.Errorf("held-out: diff %v CI [%v, %v] verdict %s (%s)", ts.Diff, ts.CILow, ts.CIHigh, ts.Verdict, ts.Reason)
			}
			if sum.Spent.CostUSD <= 0 {
				t.Errorf("cost not accounted: %+v", sum.Spent)
			}
			for _, f := range []string{"report.md", "report.json", "report.html", "state.json", "lineage.jsonl",
				"summary.json", "test/start.jsonl", "test/champion.jsonl", "variants/" + sum.Champion + ".md"} {
				if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
					t.Errorf("missing %s: %v", f, err)
				}
			}
			// ab reads the held-out rows the same way from disk.
			rep, err := ab.Run(context.Background(), ab.Options{RunA: filepath.Join(dir, "test/start.jsonl"),
				RunB: filepath.Join(dir, "test/champion.jsonl"), Seed: 7})
			if err != nil {
				t.Fatal(err)
			}
			if rep.Score.N != ts.N || rep.Decision.Verdict != ab.Promote {
				t.Errorf("ab on the written rows: n %d verdict %s", rep.Score.N, rep.Decision.Verdict)
			}
			lineage := readLineage(t, dir)
			if len(lineage) != sum.Cycles || len(lineage) == 0 {
				t.Fatalf("lineage has %d entries for %d cycles", len(lineage), sum.Cycles)
			}
			accepted := 0
			for _, l := range lineage {
				if l.Accepted {
					accepted++
					if l.ChildMinibatch == nil || !(*l.ChildMinibatch > l.ParentMinibatch) {
						t.Errorf("cycle %d accepted without a strictly better minibatch score", l.Cycle)
					}
				}
			}
			if accepted == 0 {
				t.Error("no cycle accepted a child")
			}
			var out bytes.Buffer
			if err := sum.Write(&out, "md"); err != nil {
				t.Fatal(err)
			}
			t.Logf("progress:\n%s\n%s", opts.Progress, out.String())
			if !strings.Contains(out.String(), "champion") || !strings.Contains(out.String(), "metric calls") {
				t.Errorf("summary table:\n%s", out.String())
			}
		})
	}
}

func readLineage(t *testing.T, dir string) []optimize.LineageEntry {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, optimize.LineageFile))
	if err != nil {
		t.Fatal(err)
	}
	var out []optimize.LineageEntry
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		if line == "" {
			continue
		}
		var e optimize.LineageEntry
		if err := json.Unmarshal([]byte(line), &e); err != nil {
			t.Fatal(err)
		}
		out = append(out, e)
	}
	return out
}

// Killing a search mid-cycle and starting it again spends exactly what an
// uninterrupted search spends, evaluates nothing twice and asks the
// reflection model nothing twice.
func TestResumeAfterKill(t *testing.T) {
	for _, method := range []string{optimize.MethodReflect, optimize.MethodRule} {
		for _, killAt := range []int{2, 4} {
			t.Run(fmt.Sprintf("%s/kill-at-call-%d", method, killAt), func(t *testing.T) {
				_, script := world()
				before := runtime.NumGoroutine()

				// Uninterrupted.
				e1 := newEnv(t, script)
				ref := &counting{inner: direct(e1), seen: map[string]int{}}
				refDir := t.TempDir()
				want, err := optimize.Run(context.Background(), options(t, e1, method, refDir, ref))
				if err != nil {
					t.Fatal(err)
				}

				// Killed, then restarted.
				e2 := newEnv(t, script)
				dir := t.TempDir()
				ctx, cancel := context.WithCancel(context.Background())
				c := &counting{inner: direct(e2), seen: map[string]int{}, killAt: killAt, cancel: cancel}
				_, err = optimize.Run(ctx, options(t, e2, method, dir, c))
				cancel()
				if !errors.Is(err, context.Canceled) {
					t.Fatalf("killed run: err %v, want context.Canceled", err)
				}
				st, err := optimize.LoadState(dir)
				if err != nil || st == nil {
					t.Fatalf("no state after the kill: %v", err)
				}
				c.killAt = 0
				got, err := optimize.Run(context.Background(), options(t, e2, method, dir, c))
				if err != nil {
					t.Fatal(err)
				}

				if got.Spent.MetricCalls != want.Spent.MetricCalls {
					t.Errorf("metric calls: resumed %d, uninterrupted %d", got.Spent.MetricCalls, want.Spent.MetricCalls)
				}
				total := 0
				for k, n := range c.seen {
					total += n
					if n != 1 {
						t.Errorf("%s evaluated %d times", k, n)
					}
				}
				if total != want.Spent.MetricCalls {
					t.Errorf("evaluator did %d evaluations, the uninterrupted search %d", total, want.Spent.MetricCalls)
				}
				if e2.reflections() != e1.reflections() {
					t.Errorf("reflection calls: resumed %d, uninterrupted %d", e2.reflections(), e1.reflections())
				}
				if got.Champion != want.Champion || got.Cycles != want.Cycles {
					t.Errorf("resumed champion %s after %d cycles, uninterrupted %s after %d",
						got.Champion, got.Cycles, want.Champion, want.Cycles)
				}
				a, b := readLineage(t, refDir), readLineage(t, dir)
				if len(a) != len(b) {
					t.Fatalf("lineage lengths %d and %d", len(a), len(b))
				}
				for i := range a {
					a[i].At, b[i].At = time.Time{}, time.Time{}
					ja, _ := json.Marshal(a[i])
					jb, _ := json.Marshal(b[i])
					if !bytes.Equal(ja, jb) {
						t.Errorf("lineage %d differs:\n%s\n%s", i, ja, jb)
					}
				}
				e1.tr.CloseIdleConnections()
				e2.tr.CloseIdleConnections()
				settle(t, before)
			})
		}
	}
}

func settle(t *testing.T, before int) {
	t.Helper()
	deadline := time.Now().Add(3 * time.Second)
	for runtime.NumGoroutine() > before+2 {
		if time.Now().After(deadline) {
			t.Errorf("goroutines: %d before, %d after", before, runtime.NumGoroutine())
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestBudgetTooSmall(t *testing.T) {
	_, script := world()
	e := newEnv(t, script)
	opts := options(t, e, optimize.MethodRule, t.TempDir(), direct(e))
	opts.Budget = optimize.Budget{MaxMetricCalls: 30}
	_, err := optimize.Run(context.Background(), opts)
	if !errors.Is(err, optimize.ErrBudgetTooSmall) || !strings.Contains(err.Error(), "--force") {
		t.Fatalf("err %v, want ErrBudgetTooSmall naming --force", err)
	}
	if len(e.srv.Requests()) != 0 {
		t.Errorf("a refused search made %d model calls", len(e.srv.Requests()))
	}

	opts.Force = true
	progress := &bytes.Buffer{}
	opts.Progress = progress
	sum, err := optimize.Run(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(progress.String(), "warning") || sum.Cycles != 0 || !strings.Contains(sum.StopReason, "metric calls") {
		t.Errorf("forced: cycles %d, stop %q, progress:\n%s", sum.Cycles, sum.StopReason, progress)
	}
}

func TestStopFileAndMismatch(t *testing.T) {
	_, script := world()
	e := newEnv(t, script)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, optimize.StopFile), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	opts := options(t, e, optimize.MethodRule, dir, direct(e))
	sum, err := optimize.Run(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	if sum.StopReason != "stop file" || sum.Cycles != 0 || sum.Champion != sum.Start {
		t.Errorf("stop file: reason %q, cycles %d", sum.StopReason, sum.Cycles)
	}
	if _, err := os.Stat(filepath.Join(dir, optimize.StopFile)); !os.IsNotExist(err) {
		t.Errorf("STOP not consumed: %v", err)
	}
	// Continuing with the same options runs the cycles the stop skipped.
	sum, err = optimize.Run(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Cycles == 0 {
		t.Error("restart after STOP ran no cycle")
	}

	opts.Seed = 8
	if _, err := optimize.Run(context.Background(), opts); !errors.Is(err, optimize.ErrStateMismatch) {
		t.Errorf("other seed: err %v, want ErrStateMismatch", err)
	}
}

func TestOptionErrors(t *testing.T) {
	_, script := world()
	e := newEnv(t, script)
	for _, tc := range []struct {
		name   string
		change func(*optimize.Options)
		want   string
	}{
		{"no budget", func(o *optimize.Options) { o.Budget = optimize.Budget{} }, "no budget"},
		{"fractions", func(o *optimize.Options) { o.TrainFrac, o.ValFrac = 0.6, 0.5 }, "sum to less than 1"},
		{"reflect without client", func(o *optimize.Options) { o.Method, o.Reflector = optimize.MethodReflect, nil }, "reflection model"},
		{"method", func(o *optimize.Options) { o.Method = "anneal" }, "want rule or reflect"},
		{"tiny pool", func(o *optimize.Options) { o.Tasks = o.Tasks[:2] }, "each split needs at least one"},
		{"minibatch", func(o *optimize.Options) { o.Minibatch = 99 }, "larger than the train split"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts := options(t, e, optimize.MethodRule, t.TempDir(), direct(e))
			tc.change(&opts)
			_, err := optimize.Run(context.Background(), opts)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err %v, want it to mention %q", err, tc.want)
			}
		})
	}
}
