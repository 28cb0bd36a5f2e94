package broker_test

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rlm-go/rlm/broker"
	"github.com/rlm-go/rlm/event"
)

func returns(payload string) func(context.Context) (string, error) {
	return func(context.Context) (string, error) { return payload, nil }
}

// blocks runs until its context ends.
func blocks(ctx context.Context) (string, error) {
	<-ctx.Done()
	return "", ctx.Err()
}

// sleeps simulates work of d that stops early when cancelled.
func sleeps(d time.Duration, payload string) func(context.Context) (string, error) {
	return func(ctx context.Context) (string, error) {
		t := time.NewTimer(d)
		defer t.Stop()
		select {
		case <-t.C:
			return payload, nil
		case <-ctx.Done():
			return "", ctx.Err()
		}
	}
}

func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(3 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

func waitGoroutines(t *testing.T, base int, within time.Duration) {
	t.Helper()
	deadline := time.Now().Add(within)
	for runtime.NumGoroutine() > base {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<16)
			n := runtime.Stack(buf, true)
			t.Fatalf("goroutines: %d, baseline %d\n%s", runtime.NumGoroutine(), base, buf[:n])
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func TestDispatchCompletes(t *testing.T) {
	rec := &event.Recorder{}
	b := broker.New(broker.Config{Sink: rec})
	id, err := b.Dispatch(context.Background(), "p", broker.JobSpec{Text: "task", Run: sleeps(10*time.Millisecond, "done")})
	if err != nil {
		t.Fatal(err)
	}
	if id != "p.c1" {
		t.Fatalf("id = %q, want p.c1", id)
	}
	st, err := b.Poll("p", id)
	if err != nil {
		t.Fatal(err)
	}
	if st.State != broker.StateRunning || st.Payload != "" || st.Polled {
		t.Fatalf("running status = %+v", st)
	}
	st, err = b.Await(context.Background(), "p", id, 0)
	if err != nil {
		t.Fatal(err)
	}
	if st.State != broker.StateOK || st.Payload != "done" || st.Error != "" || !st.Polled {
		t.Fatalf("final status = %+v", st)
	}
	if st.EndedAt.Before(st.StartedAt) || st.EndedAt.IsZero() {
		t.Fatalf("times: %v .. %v", st.StartedAt, st.EndedAt)
	}
	eventually(t, "dispatch.result event", func() bool { return len(rec.Of(event.DispatchResult)) == 1 })
	d := rec.Of(event.Dispatch)
	if len(d) != 1 {
		t.Fatalf("dispatch events = %+v", d)
	}
	if dd, ok := event.As[event.DispatchData](d[0]); !ok || d[0].AgentID != "p" || dd.ChildID != id || dd.Preview != "task" {
		t.Fatalf("dispatch events = %+v", d)
	}
	r := rec.Of(event.DispatchResult)[0]
	rd, ok := event.As[event.DispatchResultData](r)
	if !ok || r.AgentID != "p" || rd.ChildID != id || rd.State != broker.StateOK || rd.Preview != "done" {
		t.Fatalf("result event = %+v", r)
	}
	if rd.DurationMS < 0 {
		t.Fatalf("duration_ms = %d", rd.DurationMS)
	}
}

func TestDispatchIDs(t *testing.T) {
	b := broker.New(broker.Config{})
	ctx := context.Background()
	if _, err := b.Dispatch(ctx, "p", broker.JobSpec{ChildID: "p.c1", Run: returns("x")}); err != nil {
		t.Fatal(err)
	}
	_, err := b.Dispatch(ctx, "p", broker.JobSpec{ChildID: "p.c1", Run: returns("x")})
	if err == nil || !strings.Contains(err.Error(), `"p.c1" already exists`) {
		t.Fatalf("duplicate id: err = %v", err)
	}
	// A generated id skips one already taken explicitly.
	id, err := b.Dispatch(ctx, "p", broker.JobSpec{Run: returns("x")})
	if err != nil || id != "p.c2" {
		t.Fatalf("generated id = %q, %v; want p.c2", id, err)
	}
	// The same child id under another parent is a different job.
	if _, err := b.Dispatch(ctx, "q", broker.JobSpec{ChildID: "p.c1", Run: returns("y")}); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Dispatch(ctx, "p", broker.JobSpec{}); err == nil {
		t.Fatal("nil Run accepted")
	}
	done, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := b.Dispatch(done, "p", broker.JobSpec{Run: returns("x")}); !errors.Is(err, context.Canceled) {
		t.Fatalf("dispatch on ended parent: %v", err)
	}
}

func TestJobEnds(t *testing.T) {
	stuck := make(chan struct{})
	defer close(stuck)
	tests := []struct {
		name      string
		run       func(context.Context) (string, error)
		timeout   time.Duration
		wantState string
		wantErr   string
	}{
		{"ok", returns("fine"), 0, broker.StateOK, ""},
		{"error", func(context.Context) (string, error) { return "", errors.New("model refused") }, 0, broker.StateError, "model refused"},
		{"panic", func(context.Context) (string, error) { panic("boom") }, 0, broker.StateError, "sub-agent panicked: boom"},
		{"timeout", blocks, 30 * time.Millisecond, broker.StateError, "lm_query timed out after 30ms"},
		// A Run that ignores its context still times out on schedule.
		{"timeout ignored", func(context.Context) (string, error) { <-stuck; return "late", nil }, 20 * time.Millisecond, broker.StateError, "lm_query timed out after 20ms"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := broker.New(broker.Config{})
			id, err := b.Dispatch(context.Background(), "p", broker.JobSpec{Timeout: tt.timeout, Run: tt.run})
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			defer cancel()
			st, err := b.Await(ctx, "p", id, 0)
			if err != nil {
				t.Fatal(err)
			}
			if st.State != tt.wantState || st.Error != tt.wantErr {
				t.Fatalf("status = %s %q, want %s %q", st.State, st.Error, tt.wantState, tt.wantErr)
			}
		})
	}
}

func TestCancel(t *testing.T) {
	base := runtime.NumGoroutine()
	b := broker.New(broker.Config{})
	id, _ := b.Dispatch(context.Background(), "p", broker.JobSpec{Run: blocks})
	st, err := b.Cancel("p", id)
	if err != nil {
		t.Fatal(err)
	}
	if st.State != broker.StateCancelled || st.Error != broker.CancelMessage {
		t.Fatalf("cancel = %+v", st)
	}
	st, _ = b.Poll("p", id)
	if st.State != broker.StateCancelled || st.Error != "Subagent cancelled by parent" {
		t.Fatalf("poll after cancel = %+v", st)
	}
	waitGoroutines(t, base, time.Second)

	// Cancelling a finished job changes nothing.
	id2, _ := b.Dispatch(context.Background(), "p", broker.JobSpec{Run: returns("kept")})
	if _, err := b.Await(context.Background(), "p", id2, 0); err != nil {
		t.Fatal(err)
	}
	st, _ = b.Cancel("p", id2)
	if st.State != broker.StateOK || st.Payload != "kept" {
		t.Fatalf("cancel of finished job = %+v", st)
	}
	if _, err := b.Cancel("p", "nope"); !errors.Is(err, broker.ErrUnknownJob) {
		t.Fatalf("cancel unknown: %v", err)
	}
}

func TestAwait(t *testing.T) {
	b := broker.New(broker.Config{})
	id, _ := b.Dispatch(context.Background(), "p", broker.JobSpec{Run: blocks})

	st, err := b.Await(context.Background(), "p", id, 20*time.Millisecond)
	if !errors.Is(err, broker.ErrAwaitTimeout) || st.State != broker.StateRunning {
		t.Fatalf("await timeout = %+v, %v", st, err)
	}
	if !strings.Contains(err.Error(), "still running") {
		t.Fatalf("await timeout message not actionable: %v", err)
	}

	ctx, cancel := context.WithCancel(context.Background())
	go func() { time.Sleep(20 * time.Millisecond); cancel() }()
	st, err = b.Await(ctx, "p", id, 0)
	if !errors.Is(err, context.Canceled) || st.State != broker.StateRunning {
		t.Fatalf("await ctx cancel = %+v, %v", st, err)
	}
	// Awaiting is not a terminal observation while the job runs.
	if st.Polled {
		t.Fatal("running job marked polled")
	}
	if _, err := b.Await(context.Background(), "p", "nope", 0); !errors.Is(err, broker.ErrUnknownJob) {
		t.Fatalf("await unknown: %v", err)
	}
	b.CancelAll("p")
}

func TestAssessmentRules(t *testing.T) {
	ctx := context.Background()
	b := broker.New(broker.Config{})

	// Unsampled: never owed, even after a poll.
	plain, _ := b.Dispatch(ctx, "p", broker.JobSpec{Run: returns("a")})
	st, _ := b.Await(ctx, "p", plain, 0)
	if st.AssessmentRequired {
		t.Fatal("unsampled job requires assessment")
	}

	// Sampled but not yet polled terminal: not owed.
	sampled, _ := b.Dispatch(ctx, "p", broker.JobSpec{Sampled: true, Run: sleeps(30*time.Millisecond, "b")})
	st, _ = b.Poll("p", sampled)
	if st.State != broker.StateRunning || st.AssessmentRequired {
		t.Fatalf("running sampled job: %+v", st)
	}
	err := b.Assess("p", sampled, broker.VerdictSatisfied, "early")
	if err == nil || !strings.Contains(err.Error(), "still running") {
		t.Fatalf("assess running: %v", err)
	}
	eventually(t, "sampled job to finish", func() bool { return b.Running("p") == 0 })
	if got := b.PendingAssessments("p"); len(got) != 0 {
		t.Fatalf("pending before poll = %v", got)
	}

	// Polled terminal: owed until rated.
	st, _ = b.Poll("p", sampled)
	if !st.Sampled || !st.Polled || !st.AssessmentRequired || st.Assessment != nil {
		t.Fatalf("polled sampled job: %+v", st)
	}
	if got := b.PendingAssessments("p"); !slices.Equal(got, []string{sampled}) {
		t.Fatalf("pending = %v", got)
	}
	if err := b.Assess("p", sampled, "meh", "x"); err == nil || !strings.Contains(err.Error(), `"satisfied" or "dissatisfied"`) {
		t.Fatalf("bad verdict: %v", err)
	}
	if err := b.Assess("p", "nope", broker.VerdictSatisfied, "x"); !errors.Is(err, broker.ErrUnknownJob) {
		t.Fatalf("assess unknown: %v", err)
	}
	if err := b.Assess("p", sampled, broker.VerdictDissatisfied, "wrong section"); err != nil {
		t.Fatal(err)
	}
	if err := b.Assess("p", sampled, broker.VerdictSatisfied, "again"); err == nil || !strings.Contains(err.Error(), "already assessed") {
		t.Fatalf("second rating: %v", err)
	}
	st, _ = b.Poll("p", sampled)
	if st.AssessmentRequired || st.Assessment == nil || st.Assessment.Verdict != broker.VerdictDissatisfied ||
		st.Assessment.Reason != "wrong section" || st.Assessment.At.IsZero() {
		t.Fatalf("after rating: %+v %+v", st, st.Assessment)
	}
	if got := b.PendingAssessments("p"); len(got) != 0 {
		t.Fatalf("pending after rating = %v", got)
	}
	// Rating an unsampled job is allowed and recorded.
	if err := b.Assess("p", plain, broker.VerdictSatisfied, "ok"); err != nil {
		t.Fatal(err)
	}
}

func TestDrainUpdatesOnce(t *testing.T) {
	ctx := context.Background()
	b := broker.New(broker.Config{})
	long := strings.Repeat("x", 400) + "MIDDLE" + strings.Repeat("y", 400) + "THE END"
	var ids []string
	for i := range 12 {
		run := returns(fmt.Sprintf("r%d", i))
		if i == 3 {
			run = returns(long)
		}
		id, err := b.Dispatch(ctx, "p", broker.JobSpec{Run: run})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	eventually(t, "jobs to finish", func() bool { return b.Running("p") == 0 })
	ups := b.DrainUpdates("p")
	var got []string
	for _, u := range ups {
		if u.Kind != broker.UpdateCompletion || u.State != broker.StateOK {
			t.Fatalf("update %+v", u)
		}
		got = append(got, u.ChildID)
		if u.ChildID == ids[3] {
			if len([]rune(u.Preview)) > 500 || !strings.HasPrefix(u.Preview, "xxx") ||
				!strings.HasSuffix(u.Preview, "THE END") || strings.Contains(u.Preview, "MIDDLE") {
				t.Fatalf("preview of long payload (%d chars) = %q", len(u.Preview), u.Preview)
			}
		}
	}
	// Natural order: p.c2 before p.c10.
	if !slices.Equal(got, ids) {
		t.Fatalf("drained %v, want %v", got, ids)
	}
	if again := b.DrainUpdates("p"); len(again) != 0 {
		t.Fatalf("second drain = %+v", again)
	}
	if b.DrainUpdates("unknown") != nil {
		t.Fatal("drain of unknown parent returned updates")
	}
}

func TestDrainUpdatesReminderOnce(t *testing.T) {
	ctx := context.Background()
	b := broker.New(broker.Config{})
	id, _ := b.Dispatch(ctx, "p", broker.JobSpec{Sampled: true, Run: returns("done")})
	eventually(t, "job to finish", func() bool { return b.Running("p") == 0 })

	ups := b.DrainUpdates("p")
	if len(ups) != 1 || ups[0].Kind != broker.UpdateCompletion || ups[0].AssessmentRequired {
		t.Fatalf("completion = %+v", ups)
	}
	if st, _ := b.Poll("p", id); !st.AssessmentRequired {
		t.Fatal("poll did not require assessment")
	}
	b.Poll("p", id) // a second poll must not queue a second reminder
	ups = b.DrainUpdates("p")
	if len(ups) != 1 || ups[0].ChildID != id || ups[0].Kind != broker.UpdateAssessmentReminder ||
		!ups[0].AssessmentRequired || ups[0].Preview != "done" {
		t.Fatalf("reminder = %+v", ups)
	}
	b.Poll("p", id)
	if ups := b.DrainUpdates("p"); len(ups) != 0 {
		t.Fatalf("reminder repeated: %+v", ups)
	}

	// A job polled before its completion was drained gets both, completion
	// first; a job rated before the drain gets no reminder.
	id2, _ := b.Dispatch(ctx, "p", broker.JobSpec{Sampled: true, Run: returns("two")})
	id3, _ := b.Dispatch(ctx, "p", broker.JobSpec{Sampled: true, Run: returns("three")})
	b.Await(ctx, "p", id2, 0)
	b.Await(ctx, "p", id3, 0)
	if err := b.Assess("p", id3, broker.VerdictSatisfied, "good"); err != nil {
		t.Fatal(err)
	}
	ups = b.DrainUpdates("p")
	var kinds []string
	for _, u := range ups {
		kinds = append(kinds, u.ChildID+":"+u.Kind)
	}
	want := []string{id2 + ":completion", id2 + ":assessment_reminder", id3 + ":completion"}
	if !slices.Equal(kinds, want) {
		t.Fatalf("updates = %v, want %v", kinds, want)
	}
}

func TestDrainPendingAssessmentsOnce(t *testing.T) {
	ctx := context.Background()
	b := broker.New(broker.Config{})
	id, _ := b.Dispatch(ctx, "p", broker.JobSpec{Sampled: true, Run: returns("done")})
	if st, _ := b.Await(ctx, "p", id, 0); !st.AssessmentRequired {
		t.Fatalf("await: %+v", st)
	}
	if got := b.DrainPendingAssessments("p"); !slices.Equal(got, []string{id}) {
		t.Fatalf("first drain = %v", got)
	}
	if got := b.DrainPendingAssessments("p"); len(got) != 0 {
		t.Fatalf("second drain = %v", got)
	}
	// The gate's view does not drain.
	if got := b.PendingAssessments("p"); !slices.Equal(got, []string{id}) {
		t.Fatalf("pending = %v", got)
	}
}

func TestEviction(t *testing.T) {
	ctx := context.Background()
	b := broker.New(broker.Config{MaxJobsPerParent: 3})
	c1, _ := b.Dispatch(ctx, "p", broker.JobSpec{Sampled: true, Run: returns("1")})
	c2, _ := b.Dispatch(ctx, "p", broker.JobSpec{Run: returns("2")})
	c3, _ := b.Dispatch(ctx, "p", broker.JobSpec{Run: blocks})
	eventually(t, "two jobs to finish", func() bool { return b.Running("p") == 1 })

	// Finished but not notified: nothing can go.
	_, err := b.Dispatch(ctx, "p", broker.JobSpec{Run: returns("4")})
	var tooMany *broker.TooManyJobsError
	if !errors.As(err, &tooMany) || err.Error() != "too many sub-agent jobs for this agent (3); await or cancel some first" {
		t.Fatalf("full broker: %v", err)
	}
	b.DrainUpdates("p")
	// c1 is sampled and polled terminal, so it owes an assessment: c2 is
	// the oldest evictable job.
	b.Poll("p", c1)
	b.DrainUpdates("p") // its reminder
	c4, err := b.Dispatch(ctx, "p", broker.JobSpec{Run: blocks})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.Poll("p", c2); !errors.Is(err, broker.ErrUnknownJob) {
		t.Fatalf("c2 not evicted: %v", err)
	}
	if b.Jobs("p") != 3 {
		t.Fatalf("jobs = %d", b.Jobs("p"))
	}
	// Only running jobs and one owing an assessment: full again.
	if _, err := b.Dispatch(ctx, "p", broker.JobSpec{Run: returns("5")}); !errors.As(err, &tooMany) {
		t.Fatalf("want TooManyJobsError, got %v", err)
	}
	b.Assess("p", c1, broker.VerdictSatisfied, "fine")
	if _, err := b.Dispatch(ctx, "p", broker.JobSpec{Run: returns("5")}); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Poll("p", c1); !errors.Is(err, broker.ErrUnknownJob) {
		t.Fatalf("assessed c1 not evicted: %v", err)
	}
	for _, id := range []string{c3, c4} {
		if st, err := b.Poll("p", id); err != nil || st.State != broker.StateRunning {
			t.Fatalf("running job %s: %+v %v", id, st, err)
		}
	}
	b.CancelAll("p")
}

func TestCancelAllAndForget(t *testing.T) {
	base := runtime.NumGoroutine()
	ctx := context.Background()
	b := broker.New(broker.Config{})
	done, _ := b.Dispatch(ctx, "p", broker.JobSpec{Run: returns("kept")})
	b.Await(ctx, "p", done, 0)
	r1, _ := b.Dispatch(ctx, "p", broker.JobSpec{Run: blocks})
	r2, _ := b.Dispatch(ctx, "p", broker.JobSpec{Run: blocks})
	other, _ := b.Dispatch(ctx, "q", broker.JobSpec{Run: blocks})

	b.CancelAll("p")
	for _, id := range []string{r1, r2} {
		st, _ := b.Poll("p", id)
		if st.State != broker.StateCancelled || st.Error != broker.CancelMessage {
			t.Fatalf("%s after CancelAll: %+v", id, st)
		}
	}
	if st, _ := b.Poll("p", done); st.State != broker.StateOK {
		t.Fatalf("finished job changed by CancelAll: %+v", st)
	}
	if st, _ := b.Poll("q", other); st.State != broker.StateRunning {
		t.Fatalf("other parent's job: %+v", st)
	}

	b.Forget("p")
	if _, err := b.Poll("p", r1); !errors.Is(err, broker.ErrUnknownJob) {
		t.Fatalf("poll after Forget: %v", err)
	}
	if b.Jobs("p") != 0 || b.DrainUpdates("p") != nil {
		t.Fatal("records survive Forget")
	}
	b.Forget("q")
	waitGoroutines(t, base, time.Second)
}

// TestParentCancelEndsJobs dispatches children under a parent context and
// cancels it: every job goroutine must end.
func TestParentCancelEndsJobs(t *testing.T) {
	base := runtime.NumGoroutine()
	b := broker.New(broker.Config{})
	ctx, cancel := context.WithCancel(context.Background())
	var running sync.WaitGroup
	running.Add(200)
	counted := func(ctx context.Context) (string, error) {
		running.Done()
		return blocks(ctx)
	}
	var ids []string
	for range 200 {
		id, err := b.Dispatch(ctx, "p", broker.JobSpec{Run: counted})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	// Every job is running concurrently before the parent cancels.
	running.Wait()
	cancel()
	waitGoroutines(t, base, time.Second)
	for _, id := range ids {
		st, _ := b.Poll("p", id)
		if st.State != broker.StateCancelled || st.Error != broker.CancelMessage {
			t.Fatalf("%s: %+v", id, st)
		}
	}
	if n := len(b.DrainUpdates("p")); n != 200 {
		t.Fatalf("drained %d completions, want 200", n)
	}
}

// TestManyChildren is issue 5's scale check: 2000 children of 50 ms each,
// every result drained exactly once, retained records never above the cap.
func TestManyChildren(t *testing.T) {
	for _, max := range []int{broker.DefaultMaxJobsPerParent, 150} {
		t.Run(fmt.Sprint("cap", max), func(t *testing.T) {
			base := runtime.NumGoroutine()
			rec := &event.Recorder{}
			b := broker.New(broker.Config{MaxJobsPerParent: max, Sink: rec})
			ctx := context.Background()
			const n = 2000
			seen := make(map[string]int, n)
			drain := func() {
				for _, u := range b.DrainUpdates("p") {
					if u.Kind != broker.UpdateCompletion || u.State != broker.StateOK || u.Preview != "r:"+u.ChildID {
						t.Fatalf("update %+v", u)
					}
					seen[u.ChildID]++
				}
			}
			peak := 0
			for i := 0; i < n; {
				id := fmt.Sprintf("p.c%d", i+1)
				_, err := b.Dispatch(ctx, "p", broker.JobSpec{ChildID: id, Sampled: i%3 == 0, Run: sleeps(50*time.Millisecond, "r:"+id)})
				var tooMany *broker.TooManyJobsError
				if errors.As(err, &tooMany) {
					drain() // what the parent's next turn does
					time.Sleep(time.Millisecond)
					continue
				}
				if err != nil {
					t.Fatal(err)
				}
				peak = max2(peak, b.Jobs("p"))
				i++
			}
			eventually(t, "all children to finish", func() bool { return b.Running("p") == 0 })
			drain()
			if len(seen) != n {
				t.Fatalf("got %d distinct results, want %d", len(seen), n)
			}
			for id, c := range seen {
				if c != 1 {
					t.Fatalf("%s delivered %d times", id, c)
				}
			}
			if peak > max || b.Jobs("p") > max {
				t.Fatalf("retained %d records (peak %d), cap %d", b.Jobs("p"), peak, max)
			}
			if got := len(rec.Of(event.DispatchResult)); got != n {
				t.Fatalf("%d dispatch.result events, want %d", got, n)
			}
			b.Forget("p")
			waitGoroutines(t, base, time.Second)
		})
	}
}

func max2(a, b int) int {
	if a > b {
		return a
	}
	return b
}

func TestConcurrentUse(t *testing.T) {
	b := broker.New(broker.Config{MaxJobsPerParent: 50})
	ctx := context.Background()
	var wg sync.WaitGroup
	for p := range 4 {
		parent := fmt.Sprint("agent", p)
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 100 {
				id, err := b.Dispatch(ctx, parent, broker.JobSpec{Sampled: i%2 == 0, Run: sleeps(time.Duration(i%5)*time.Millisecond, "x")})
				if err != nil {
					b.DrainUpdates(parent)
					continue
				}
				switch i % 4 {
				case 0:
					b.Await(ctx, parent, id, 0)
					b.Assess(parent, id, broker.VerdictSatisfied, "")
				case 1:
					b.Cancel(parent, id)
				case 2:
					b.Poll(parent, id)
				}
				b.DrainUpdates(parent)
				b.PendingAssessments(parent)
			}
			b.CancelAll(parent)
			b.Forget(parent)
		}()
	}
	wg.Wait()
	for p := range 4 {
		if n := b.Jobs(fmt.Sprint("agent", p)); n != 0 {
			t.Fatalf("agent%d keeps %d jobs after Forget", p, n)
		}
	}
}

func TestStatusMap(t *testing.T) {
	b := broker.New(broker.Config{})
	id, _ := b.Dispatch(context.Background(), "p", broker.JobSpec{Sampled: true, Run: returns("v")})
	running := broker.Status{ChildID: id, State: broker.StateRunning}.Map()
	if _, ok := running["payload"]; ok {
		t.Fatalf("running map has a payload: %v", running)
	}
	st, _ := b.Await(context.Background(), "p", id, 0)
	m := st.Map()
	if m["id"] != id || m["state"] != "ok" || m["payload"] != "v" || m["error"] != "" ||
		m["assessment_required"] != true || m["assessment"] != nil {
		t.Fatalf("map = %v", m)
	}
	b.Assess("p", id, broker.VerdictSatisfied, "good")
	st, _ = b.Poll("p", id)
	a, _ := st.Map()["assessment"].(map[string]any)
	if a["verdict"] != "satisfied" || a["reason"] != "good" {
		t.Fatalf("assessment map = %v", st.Map())
	}
}

// BenchmarkDispatchDrain measures the broker's own overhead per job: a
// dispatch of an instant job, its completion and its drain.
func BenchmarkDispatchDrain(b *testing.B) {
	br := broker.New(broker.Config{MaxJobsPerParent: 256})
	ctx := context.Background()
	run := returns("x")
	b.ReportAllocs()
	for b.Loop() {
		id, err := br.Dispatch(ctx, "p", broker.JobSpec{Run: run})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := br.Await(ctx, "p", id, 0); err != nil {
			b.Fatal(err)
		}
		br.DrainUpdates("p")
	}
}

// TestMemoryStaysBoundedAcrossWaves dispatches five waves of 2000 children
// with 4 KB results, each wave awaited and drained: retained records stay at
// the cap and the heap does not grow with the number of children ever run.
func TestMemoryStaysBoundedAcrossWaves(t *testing.T) {
	if testing.Short() {
		t.Skip("dispatches 10,000 jobs")
	}
	b := broker.New(broker.Config{})
	ctx := context.Background()
	payload := strings.Repeat("r", 4096)
	heapAfter := func() uint64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	var first uint64
	for wave := 0; wave < 5; wave++ {
		ids := make([]string, 0, 2000)
		for i := 0; i < 2000; i++ {
			id, err := b.Dispatch(ctx, "p", broker.JobSpec{Run: returns(payload)})
			if err != nil {
				t.Fatalf("wave %d job %d: %v", wave, i, err)
			}
			ids = append(ids, id)
		}
		for _, id := range ids {
			if st, err := b.Await(ctx, "p", id, 0); err != nil || st.Payload != payload {
				t.Fatalf("await %s: %v", id, err)
			}
		}
		b.DrainUpdates("p")
		if n := b.Jobs("p"); n > broker.DefaultMaxJobsPerParent {
			t.Fatalf("wave %d: %d records retained", wave, n)
		}
		h := heapAfter()
		if wave == 0 {
			first = h
		} else if h > first+first/2+4<<20 {
			t.Fatalf("wave %d: heap %d bytes, first wave %d: memory grows with children ever run", wave, h, first)
		}
	}
	b.Forget("p")
}
