package cpython

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/rlm-go/rlm/eval"
)

// BenchmarkCellOverhead is the cost of one Exec that does nothing: the
// protocol round trip, output capture and final-answer check.
func BenchmarkCellOverhead(b *testing.B) {
	be := newBackend(b, Options{})
	s := openSession(b, be, eval.SessionConfig{Contexts: []string{"ctx"}})
	ctx := context.Background()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r, err := s.Exec(ctx, "pass")
		if err != nil || r.Error != "" {
			b.Fatalf("%v %s", err, r.Error)
		}
	}
}

// BenchmarkHostCallRoundTrip is one llm_query from Python to a Go host that
// answers at once, and back.
func BenchmarkHostCallRoundTrip(b *testing.B) {
	be := newBackend(b, Options{})
	host := eval.HostFunc(func(ctx context.Context, name string, args map[string]any) (any, error) {
		return args["prompt"], nil
	})
	s := openSession(b, be, eval.SessionConfig{Host: host})
	code := fmt.Sprintf("for _ in range(%d):\n    llm_query('ping')", b.N)
	b.ResetTimer()
	r, err := s.Exec(context.Background(), code)
	if err != nil || r.Error != "" {
		b.Fatalf("%v %s", err, r.Error)
	}
}

// BenchmarkSessionStart is starting an interpreter with the prelude. It
// skips large -benchtime counts meant for the per-cell benchmarks.
func BenchmarkSessionStart(b *testing.B) {
	if b.N > 100 {
		b.Skipf("%d session starts would take minutes; run with -benchtime 20x", b.N)
	}
	be := newBackend(b, Options{})
	for i := 0; i < b.N; i++ {
		s, err := be.NewSession(context.Background(), eval.SessionConfig{Contexts: []string{"ctx"}})
		if err != nil {
			b.Fatal(err)
		}
		s.Close()
	}
}

// BenchmarkSessionStartSandbox compares starting a session with the sandbox
// (where the platform has one) and without; it logs the median start.
func BenchmarkSessionStartSandbox(b *testing.B) {
	if b.N > 100 {
		b.Skipf("%d session starts would take minutes; run with -benchtime 20x", b.N)
	}
	for _, mode := range []string{SandboxAuto, SandboxOff} {
		b.Run("sandbox="+mode, func(b *testing.B) {
			be := newBackend(b, Options{Sandbox: mode})
			took := make([]time.Duration, 0, b.N)
			for i := 0; i < b.N; i++ {
				start := time.Now()
				s, err := be.NewSession(context.Background(), eval.SessionConfig{Contexts: []string{"ctx"}})
				if err != nil {
					b.Fatal(err)
				}
				took = append(took, time.Since(start))
				s.Close()
			}
			slices.Sort(took)
			b.Logf("sandbox %s: median start %s over %d", be.Sandbox(), took[len(took)/2], len(took))
		})
	}
}

// startModes are the ways a backend can start sessions, compared side by
// side in one run.
var startModes = []struct {
	name string
	opts Options
}{
	{"fork-server", Options{ForkServer: SandboxOn}},
	{"process-per-session", Options{ForkServer: SandboxOff}},
}

// BenchmarkStartWarm is the time from asking for a session to its first
// cell able to run (NewSession returned), with the fork server's pool warm
// (refilled between sessions), against one sandboxed interpreter per
// session. It logs and reports the median, and the median to the end of a
// first trivial cell. Run with -benchtime 40x.
func BenchmarkStartWarm(b *testing.B) {
	if b.N > 200 {
		b.Skipf("%d session starts would take minutes; run with -benchtime 40x", b.N)
	}
	for _, mode := range startModes {
		b.Run(mode.name, func(b *testing.B) {
			be, err := New(mode.opts)
			if err != nil {
				b.Skipf("%s: %v", mode.name, err)
			}
			defer be.Close()
			// The first session starts the zygote: not what is measured.
			s, err := be.NewSession(context.Background(), eval.SessionConfig{Contexts: []string{"ctx"}})
			if err != nil {
				b.Fatal(err)
			}
			s.Close()
			start := make([]time.Duration, 0, b.N)
			first := make([]time.Duration, 0, b.N)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				waitPoolWarm(be)
				b.StartTimer()
				t0 := time.Now()
				s, err := be.NewSession(context.Background(), eval.SessionConfig{Contexts: []string{"ctx"}})
				if err != nil {
					b.Fatal(err)
				}
				start = append(start, time.Since(t0))
				if r, err := s.Exec(context.Background(), "x = len(context)"); err != nil || r.Error != "" {
					b.Fatalf("%v %s", err, r.Error)
				}
				first = append(first, time.Since(t0))
				b.StopTimer()
				s.Close()
				b.StartTimer()
			}
			slices.Sort(start)
			slices.Sort(first)
			b.ReportMetric(float64(start[len(start)/2].Microseconds())/1000, "ms-start-median")
			b.ReportMetric(float64(first[len(first)/2].Microseconds())/1000, "ms-first-cell-median")
			b.Logf("%s (%s): median start %s, to the end of a first cell %s, over %d",
				mode.name, be.ForkServer(), start[len(start)/2], first[len(first)/2], len(start))
		})
	}
}

// waitPoolWarm waits until the fork server's pool is full again.
func waitPoolWarm(be *Backend) {
	if be.fork == nil || be.fork.pool == nil {
		return
	}
	deadline := time.Now().Add(5 * time.Second)
	for len(be.fork.pool) < cap(be.fork.pool) && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	time.Sleep(5 * time.Millisecond) // and the filler holds one more
}

// BenchmarkCPUPerSession is the CPU time one session costs all processes
// involved: this one (the engine), every interpreter and launcher, the
// zygote and its pool, counted by getrusage of this process and of its
// reaped descendants after the backend is closed. Each session binds a
// context, runs two cells and closes, from 8 goroutines at a time.
func BenchmarkCPUPerSession(b *testing.B) {
	if b.N > 400 {
		b.Skipf("%d sessions would take minutes; run with -benchtime 100x", b.N)
	}
	for _, mode := range startModes {
		b.Run(mode.name, func(b *testing.B) {
			if be, err := New(mode.opts); err != nil {
				b.Skipf("%s: %v", mode.name, err)
			} else {
				be.Close()
			}
			selfBefore, childBefore := cpuTimes()
			be, err := New(mode.opts)
			if err != nil {
				b.Fatal(err)
			}
			const workers = 8
			jobs := make(chan int)
			errs := make(chan error, workers)
			b.ResetTimer()
			for w := 0; w < workers; w++ {
				go func() {
					var first error
					for range jobs {
						if first != nil {
							continue
						}
						s, err := be.NewSession(context.Background(), eval.SessionConfig{Contexts: []string{"ctx"}})
						if err != nil {
							first = err
							continue
						}
						for _, code := range []string{"x = len(context)", "print(x)"} {
							if r, err := s.Exec(context.Background(), code); err != nil || r.Error != "" {
								first = fmt.Errorf("%v %s", err, r.Error)
							}
						}
						s.Close()
					}
					errs <- first
				}()
			}
			for i := 0; i < b.N; i++ {
				jobs <- i
			}
			close(jobs)
			for w := 0; w < workers; w++ {
				if err := <-errs; err != nil {
					b.Fatal(err)
				}
			}
			be.Close()
			b.StopTimer()
			self, child := cpuTimes()
			self, child = self-selfBefore, child-childBefore
			n := time.Duration(b.N)
			per := (self + child) / n
			b.ReportMetric(float64(per.Microseconds())/1000, "ms-cpu/session")
			b.Logf("%s: %s CPU over %d sessions: %s per session (engine %s, interpreters %s)",
				mode.name, self+child, b.N, per, self/n, child/n)
		})
	}
}
