package optimize

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/prompts"
)

// fakeEval scores every task 0.5, except that tasks in fail come back with
// status error until fail is cleared. hook runs before each call.
type fakeEval struct {
	mu    sync.Mutex
	fail  map[string]bool
	asked map[string]int
	hook  func(call int)
	calls int
}

func (f *fakeEval) Evaluate(ctx context.Context, v prompts.Variant, tasks []bench.Task, tag string) ([]bench.Result, error) {
	f.mu.Lock()
	f.calls++
	call, hook := f.calls, f.hook
	f.mu.Unlock()
	if hook != nil {
		hook(call)
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	var rows []bench.Result
	for _, t := range tasks {
		if f.asked == nil {
			f.asked = map[string]int{}
		}
		f.asked[t.TaskID]++
		r := bench.Result{TaskID: t.TaskID, Epoch: 1, Status: "ok", Score: 0.5, CostUSD: 0.01}
		if f.fail[t.TaskID] {
			r.Status, r.Score, r.Error = "error", 0, "task x: context: no such file"
		}
		rows = append(rows, r)
	}
	return rows, nil
}

func reviewTasks(n int) []bench.Task {
	var tasks []bench.Task
	for i := range n {
		tasks = append(tasks, bench.Task{TaskID: fmt.Sprintf("t%02d", i), Query: "q", Context: "c"})
	}
	return tasks
}

// A row with status error is counted as spent but never replayed: the
// next evaluation of the same (variant, task) asks the evaluator again.
func TestErrorRowsAreNotCached(t *testing.T) {
	dir := t.TempDir()
	ev := &fakeEval{fail: map[string]bool{"t01": true}}
	tasks := reviewTasks(3)
	s := &searcher{opts: Options{OutDir: dir, Evaluator: ev}, tasks: map[string]*bench.Task{}, texts: map[string]string{}}
	for i := range tasks {
		s.tasks[tasks[i].TaskID] = &tasks[i]
	}
	var err error
	if s.cache, err = openStore(filepath.Join(dir, CacheDir), "setup"); err != nil {
		t.Fatal(err)
	}
	h := hashText("prompt")
	if err := s.saveVariant("prompt"); err != nil {
		t.Fatal(err)
	}
	s.st = &State{Start: h}
	ids := []string{"t00", "t01", "t02"}
	if _, err := s.evaluate(context.Background(), h, ids); err != nil {
		t.Fatal(err)
	}
	ev.fail = nil
	rows, err := s.evaluate(context.Background(), h, ids)
	if err != nil {
		t.Fatal(err)
	}
	if ev.asked["t01"] != 2 || ev.asked["t00"] != 1 {
		t.Errorf("asked %v: want t01 twice (its error row not cached), t00 once", ev.asked)
	}
	if rows[1].Result.Status != "ok" {
		t.Errorf("second evaluation of t01: %+v", rows[1].Result)
	}
	if calls, _, _ := s.cache.spent(); calls != 4 {
		t.Errorf("%d metric calls spent, want 4 (the failed one counts)", calls)
	}
	// A resumed search recounts the same from disk.
	again, err := openStore(filepath.Join(dir, CacheDir), "setup")
	if err != nil {
		t.Fatal(err)
	}
	if calls, _, _ := again.spent(); calls != 4 {
		t.Errorf("recounted %d metric calls, want 4", calls)
	}
	if _, ok := again.getEval(h, "t00", 1); !ok {
		t.Error("the ok row is not cached")
	}
	// Another setup (model, endpoint, limits) does not see these rows.
	other, _ := openStore(filepath.Join(dir, CacheDir), "another setup")
	if _, ok := other.getEval(h, "t00", 1); ok {
		t.Error("an evaluation cached under one setup was replayed for another")
	}
}

func reviewOptions(dir string, ev Evaluator, now func() time.Time) Options {
	return Options{OutDir: dir, Tasks: reviewTasks(10), Start: prompts.Variant{Name: "start", Text: "Start prompt.\n"},
		Evaluator: ev, Seed: 1, Setup: "model=a host=h", Budget: Budget{MaxCycles: 2}, Bootstrap: 50, Now: now}
}

func TestSetupMismatchRefused(t *testing.T) {
	dir := t.TempDir()
	if _, err := Run(context.Background(), reviewOptions(dir, &fakeEval{}, nil)); err != nil {
		t.Fatal(err)
	}
	o := reviewOptions(dir, &fakeEval{}, nil)
	o.Setup = "model=b host=h"
	_, err := Run(context.Background(), o)
	if !errors.Is(err, ErrStateMismatch) || !strings.Contains(err.Error(), `evaluation setup "model=a host=h", not "model=b host=h"`) {
		t.Fatalf("err %v, want a state mismatch naming the setup", err)
	}
}

// fakeClock is a settable Options.Now.
type fakeClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

// A session that dies without saving still counts toward --max-time: the
// heartbeat recorded how long it ran.
func TestElapsedSurvivesCrash(t *testing.T) {
	dir := t.TempDir()
	clk := &fakeClock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	ev := &fakeEval{}
	ev.hook = func(call int) {
		if call != 1 {
			return
		}
		clk.advance(2 * time.Hour)
		// Wait for a heartbeat to record the two hours, then die the
		// way a killed process does: no save, no cleanup of state.
		for {
			var c clock
			if readJSON(filepath.Join(dir, ClockFile), &c) == nil && c.elapsed() >= 2*time.Hour {
				break
			}
			time.Sleep(2 * time.Millisecond)
		}
		runtime.Goexit()
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		run(context.Background(), reviewOptions(dir, ev, clk.Now), time.Millisecond)
		t.Error("the first session was meant to crash")
	}()
	<-done
	if st, _ := LoadState(dir); st != nil {
		t.Fatalf("the crashed session saved state (cycle %d): the test would not show anything", st.Cycle)
	}

	o := reviewOptions(dir, ev, clk.Now)
	o.Budget = Budget{MaxCycles: 3, MaxTime: time.Hour}
	sum, err := run(context.Background(), o, time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	st, _ := LoadState(dir)
	if !strings.HasPrefix(st.StopReason, "max time") || st.Cycle != 0 || st.Spent.Elapsed < 2*time.Hour {
		t.Errorf("stop %q after %d cycles, elapsed %s; want max time before any cycle, ≥ 2h (summary %+v)",
			st.StopReason, st.Cycle, st.Spent.Elapsed, sum)
	}
}
