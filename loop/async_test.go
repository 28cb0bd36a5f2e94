package loop

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/limiter"
)

// One parent dispatches 2000 children against a mock with 50 ms latency;
// every result arrives once through await and once as a SUBAGENT_RETURN
// line.
func TestLMQuery2000Children(t *testing.T) {
	if testing.Short() {
		t.Skip("2000 children")
	}
	const n = 2000
	srv, c, _ := startMockWith(t, `{"rules":[
	 {"match":{"model":"^sub$"},"reply":"`+fence("finalfmt:echo {context}")+`"},
	 {"match":{"last_user":"SUBAGENT_RETURN"},"reply":"FINAL(all done)"},
	 {"match":{"last_user":"^Your context"},"reply":"`+fence(fmt.Sprintf("fanout:%d:task ", n), "awaitall")+`"}]}`, 50*time.Millisecond)
	lim, err := limiter.New(128)
	if err != nil {
		t.Fatal(err)
	}
	var awaited string
	be := &fakeBackend{lang: eval.Python(), exec: func(ctx context.Context, s *fakeSession, code string) eval.Result {
		r := richExec(ctx, s, code)
		if strings.Contains(code, "awaitall") {
			awaited = r.Stdout + r.Error
		}
		return r
	}}
	e := newEngine(t, c, Config{Backend: be, SubModel: "sub", MaxDepth: 2, Limiter: lim, BlockOnAgentLimit: true})
	res, err := e.Run(context.Background(), "q", []string{"ctx"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Answer != "all done" || res.Dispatches != n {
		t.Fatalf("answer %q dispatches %d", res.Answer, res.Dispatches)
	}
	lines := strings.Split(strings.TrimSpace(awaited), "\n")
	if len(lines) != n {
		t.Fatalf("awaited %d results, want %d: %.300s", len(lines), n, awaited)
	}
	seen := map[string]bool{}
	for _, l := range lines {
		f := strings.SplitN(l, " ", 3)
		if len(f) != 3 || f[1] != "ok" || seen[f[2]] {
			t.Fatalf("bad or repeated result %q", l)
		}
		seen[f[2]] = true
	}
	for i := 0; i < n; i++ {
		if !seen[fmt.Sprintf("echo task %d", i)] {
			t.Fatalf("result of task %d missing", i)
		}
	}
	reqs := srv.Requests()
	last := reqs[len(reqs)-1]
	var convo strings.Builder
	for _, m := range last.Messages {
		convo.WriteString(m.Content + "\n")
	}
	counts := map[string]int{}
	for _, m := range regexp.MustCompile(`(?m)^- (root\.c\d+) ok: `).FindAllStringSubmatch(convo.String(), -1) {
		counts[m[1]]++
	}
	if len(counts) != n {
		t.Fatalf("%d children in SUBAGENT_RETURN, want %d", len(counts), n)
	}
	for id, k := range counts {
		if k != 1 {
			t.Fatalf("%s offered %d times", id, k)
		}
	}
	if lim.InUse() != 0 {
		t.Fatalf("%d limiter slots still held", lim.InUse())
	}
}

// Cancelling a run with three levels of children in flight ends every
// goroutine and HTTP request of the run within a second.
func TestCancelTreeEndsEverything(t *testing.T) {
	srv, c, tr := startMockWith(t, `{"rules":[
	 {"match":{"last_user":"Query: L3"},"reply":"FINAL(never)","delay_ms":60000},
	 {"match":{"last_user":"Query: L2"},"reply":"`+fence("fanout:2:L3 ", "awaitall")+`"},
	 {"match":{"last_user":"Query: L1"},"reply":"`+fence("fanout:2:L2 ", "awaitall")+`"},
	 {"match":{"last_user":"^Your context"},"reply":"`+fence("fanout:2:L1 ", "awaitall")+`"}]}`, 0)
	e := newEngine(t, c, Config{Backend: richBackend(), MaxDepth: 4})
	self := "loop.TestCancelTreeEndsEverything"
	tr.CloseIdleConnections()
	before := runtime.NumGoroutine()

	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		_, err := e.Run(ctx, "q", []string{"ctx"})
		done <- err
	}()
	deadline := time.Now().Add(10 * time.Second)
	for {
		l3 := 0
		for _, r := range srv.Requests() {
			if strings.Contains(r.Messages[len(r.Messages)-1].Content, "Query: L3") {
				l3++
			}
		}
		if l3 == 8 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("only %d of 8 depth-3 requests in flight", l3)
		}
		time.Sleep(5 * time.Millisecond)
	}
	if n := runGoroutines(self); n < 15 {
		t.Fatalf("only %d run goroutines before the cancel; the tree is not in flight", n)
	}
	start := time.Now()
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Fatalf("run error %v, want context.Canceled", err)
	}
	for runGoroutines(self) > 0 && time.Since(start) < time.Second {
		time.Sleep(5 * time.Millisecond)
	}
	if n := runGoroutines(self); n > 0 {
		buf := make([]byte, 1<<20)
		t.Fatalf("%d run goroutines left 1s after the cancel:\n%s", n, buf[:runtime.Stack(buf, true)])
	}
	tr.CloseIdleConnections()
	for runtime.NumGoroutine() > before && time.Since(start) < time.Second {
		time.Sleep(5 * time.Millisecond)
	}
	if after := runtime.NumGoroutine(); after > before {
		t.Fatalf("goroutines %d before, %d a second after the cancel", before, after)
	}
}

// root → rlm_query → rlm_query: each level sees only its own part.
func TestDepthTwoRecursion(t *testing.T) {
	_, c, _ := startMockWith(t, `{"rules":[
	 {"match":{"last_user":"Query: what is beta"},"reply":"`+fence("finalfmt:{context}")+`"},
	 {"match":{"last_user":"Query: what are alpha and beta"},"reply":"`+fence("rlm:beta=2|what is beta?", "finalfmt:{context} and {last}")+`"},
	 {"match":{"last_user":"^Your context"},"reply":"`+fence("rlm:alpha=1|what are alpha and beta?")+`"},
	 {"match":{"last_user":"REPL output"},"reply":"FINAL_VAR(last)"}]}`, 0)
	e := newEngine(t, c, Config{Backend: richBackend(), MaxDepth: 3, SubModel: "sub"})
	res, err := e.Run(context.Background(), "What are alpha and beta?", []string{"the root sees neither"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Answer != "alpha=1 and beta=2" {
		t.Fatalf("answer %q", res.Answer)
	}
	for d, want := range map[int]int{0: 2, 1: 1, 2: 1} {
		if got := res.UsageByDepth[d].Calls; got != want {
			t.Fatalf("depth %d: %d calls, want %d (%+v)", d, got, want, res.UsageByDepth)
		}
	}
	if res.SubCalls != 2 {
		t.Fatalf("sub_calls %d, want 2", res.SubCalls)
	}
}

func TestLimiterTryAcquireErrorReachesModel(t *testing.T) {
	srv, c, _ := startMockWith(t, `{"rules":[
	 {"match":{"last_user":"RuntimeError"},"reply":"FINAL(gave up)"},
	 {"match":{"last_user":"^Your context"},"reply":"`+fence("lm:task")+`"}]}`, 0)
	lim, _ := limiter.New(1)
	e := newEngine(t, c, Config{Backend: richBackend(), MaxDepth: 2, Limiter: lim})
	res, err := e.Run(context.Background(), "q", []string{"ctx"})
	if err != nil || res.Answer != "gave up" {
		t.Fatalf("answer %q err %v", res.Answer, err)
	}
	reqs := srv.Requests()
	last := reqs[len(reqs)-1].Messages
	if msg := last[len(last)-1].Content; !strings.Contains(msg, "max concurrent agents (1) reached") {
		t.Fatalf("the model did not see the limiter error:\n%s", msg)
	}
	if res.Dispatches != 0 || res.SubCalls != 0 || lim.InUse() != 0 {
		t.Fatalf("dispatches %d sub_calls %d slots %d", res.Dispatches, res.SubCalls, lim.InUse())
	}
}

func TestLimiterBlockingBoundsAgents(t *testing.T) {
	_, c, _ := startMockWith(t, `{"rules":[
	 {"match":{"model":"^sub$"},"reply":"`+fence("finalfmt:{context}")+`"},
	 {"match":{"last_user":"REPL output"},"reply":"FINAL(done)"},
	 {"match":{"last_user":"^Your context"},"reply":"`+fence("fanout:6:t", "awaitall")+`"}]}`, 20*time.Millisecond)
	lim, _ := limiter.New(3)
	var mu sync.Mutex
	peak := 0
	sink := event.SinkFunc(func(e event.Event) {
		mu.Lock()
		defer mu.Unlock()
		if n := lim.InUse(); n > peak {
			peak = n
		}
	})
	e := newEngine(t, c, Config{Backend: richBackend(), MaxDepth: 2, SubModel: "sub", Limiter: lim, BlockOnAgentLimit: true, Sink: sink})
	res, err := e.Run(context.Background(), "q", []string{"ctx"})
	if err != nil || res.Answer != "done" || res.Dispatches != 6 {
		t.Fatalf("answer %q dispatches %d err %v", res.Answer, res.Dispatches, err)
	}
	if peak != 3 || lim.InUse() != 0 {
		t.Fatalf("peak slots %d (want 3), %d still held", peak, lim.InUse())
	}
}

func TestSubagentReturnOnceAndReminder(t *testing.T) {
	srv, c, _ := startMockWith(t, `{"rules":[
	 {"match":{"model":"^sub$"},"reply":"`+fence("assessdispatch:satisfied", "finalfmt:result of {context}")+`"},
	 {"match":{"last_user":"reminder: assessment owed"},"reply":"`+fence("assessall:satisfied", "final:done")+`"},
	 {"match":{"last_user":"SUBAGENT_RETURN"},"reply":"`+fence("pollall")+`"},
	 {"match":{"last_user":"^Your context"},"reply":"`+fence("lm:job one")+`"},
	 {"match":{"last_user":"REPL output"},"reply":"`+fence("print:waiting")+`","delay_ms":100}]}`, 0)
	rec := &event.Recorder{}
	e := newEngine(t, c, Config{Backend: richBackend(), MaxDepth: 2, SubModel: "sub", AssessmentSampleRate: 1, Sink: rec})
	res, err := e.Run(context.Background(), "q", []string{"ctx"})
	if err != nil || res.Answer != "done" {
		t.Fatalf("answer %q err %v", res.Answer, err)
	}
	var returns, reminders int
	reqs := srv.Requests()
	for _, m := range reqs[len(reqs)-1].Messages {
		returns += strings.Count(m.Content, "- root.c1 ok: result of job one")
		reminders += strings.Count(m.Content, "- root.c1: reminder")
	}
	if returns != 1 || reminders != 1 {
		t.Fatalf("completion offered %d times, reminder %d times; want 1 and 1", returns, reminders)
	}
	if res.AssessmentsTotal != 2 || res.AssessmentsSatisfied != 2 {
		t.Fatalf("assessments %d/%d, want 2/2 (child's dispatch + parent's)", res.AssessmentsSatisfied, res.AssessmentsTotal)
	}
	if n := len(rec.Of(event.SurveyMissing)); n != 0 {
		t.Fatalf("%d survey.missing events, want none", n)
	}
	for _, ev := range rec.Of(event.Dispatch) {
		if ev.RunID != res.RunID || ev.AgentID != "root" || ev.Depth != 0 {
			t.Fatalf("broker event not stamped: %+v", ev)
		}
	}
	if len(rec.Of(event.Dispatch)) != 1 {
		t.Fatal("no dispatch event")
	}
}

// A parent waiting on synchronous children lends them its slot: with room
// for two agents, a batch of six children all run (two at a time) instead
// of failing, and a single slot does not deadlock a parent and its child.
func TestSyncChildrenBorrowTheParentsSlot(t *testing.T) {
	for _, max := range []int{1, 2} {
		_, c, _ := startMockWith(t, `{"rules":[
		 {"match":{"model":"^sub$"},"reply":"`+fence("finalfmt:saw {context}")+`"},
		 {"match":{"last_user":"REPL output"},"reply":"FINAL(done)"},
		 {"match":{"last_user":"^Your context"},"reply":"`+fence("rlmbatch:6")+`"}]}`, 10*time.Millisecond)
		lim, _ := limiter.New(max)
		var mu sync.Mutex
		peak := 0
		sink := event.SinkFunc(func(e event.Event) {
			mu.Lock()
			defer mu.Unlock()
			if n := lim.InUse(); n > peak {
				peak = n
			}
		})
		rec := &event.Recorder{}
		e := newEngine(t, c, Config{Backend: richBackend(), MaxDepth: 2, SubModel: "sub", Limiter: lim,
			Sink: event.Tee{sink, rec}})
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		res, err := e.Run(ctx, "q", []string{"ctx"})
		cancel()
		if err != nil || res.Answer != "done" {
			t.Fatalf("max %d: answer %q err %v", max, res.Answer, err)
		}
		outs := ""
		for _, ev := range rec.Of(event.EvalStop) {
			if ev.AgentID == "root" {
				d, _ := event.As[event.EvalStopData](ev)
				outs += d.Stdout
			}
		}
		for i := 0; i < 6; i++ {
			if !strings.Contains(outs, "saw part "+strconv.Itoa(i)+"\n") {
				t.Fatalf("max %d: child %d did not answer; root printed:\n%s", max, i, outs)
			}
		}
		if peak > max || lim.InUse() != 0 {
			t.Fatalf("max %d: peak %d slots, %d still held", max, peak, lim.InUse())
		}
	}
}
