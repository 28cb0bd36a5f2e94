package worker_test

import (
	"context"
	"fmt"
	"sort"
	"testing"
	"time"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/eval/worker"
)

// Each benchmark runs the worker mode beside the in-process backend it
// wraps, in one run.

// BenchmarkSessionStart measures asking for a session until its first cell
// can run (NewSession with contexts bound), with the pool warm: between
// iterations, off the clock, the pool is given time to refill. It reports
// the median as well as the mean.
func BenchmarkSessionStart(b *testing.B) {
	ctxs := []string{"the context", "second"}
	for _, l := range langs {
		b.Run(l.name+"/in-process", func(b *testing.B) {
			inner := l.inner()
			benchStart(b, func() (eval.Session, error) {
				return inner.NewSession(context.Background(), eval.SessionConfig{Contexts: ctxs})
			}, 0)
		})
		b.Run(l.name+"/worker", func(b *testing.B) {
			wb := newBackend(b, l, worker.Options{PoolSize: 2})
			// Warm the pool: the first session starts it.
			s, err := wb.NewSession(context.Background(), eval.SessionConfig{Contexts: ctxs})
			if err != nil {
				b.Fatal(err)
			}
			s.Close()
			benchStart(b, func() (eval.Session, error) {
				return wb.NewSession(context.Background(), eval.SessionConfig{Contexts: ctxs})
			}, 400*time.Millisecond)
		})
	}
}

func benchStart(b *testing.B, open func() (eval.Session, error), refill time.Duration) {
	var took []time.Duration
	b.ResetTimer()
	for b.Loop() {
		b.StopTimer()
		time.Sleep(refill)
		b.StartTimer()
		start := time.Now()
		s, err := open()
		if err != nil {
			b.Fatal(err)
		}
		took = append(took, time.Since(start))
		b.StopTimer()
		s.Close()
		b.StartTimer()
	}
	sort.Slice(took, func(i, j int) bool { return took[i] < took[j] })
	b.ReportMetric(float64(took[len(took)/2].Microseconds())/1000, "median-ms")
}

// BenchmarkHostCall measures one host call's round trip from code: a cell
// makes n calls in a loop; the time per call is the cell's time over n.
func BenchmarkHostCall(b *testing.B) {
	host := eval.HostFunc(func(ctx context.Context, name string, args map[string]any) (any, error) {
		return "ok", nil
	})
	code := map[string]string{
		"gpython": "for _ in range(N): llm_query('p')",
		"go":      "for i := 0; i < N; i++ { LLMQuery(\"p\") }",
	}
	set := map[string]string{"gpython": "N = %d", "go": "N := %d"}
	for _, l := range langs {
		for _, mode := range []string{"in-process", "worker"} {
			b.Run(l.name+"/"+mode, func(b *testing.B) {
				var s eval.Session
				var err error
				cfg := eval.SessionConfig{Contexts: []string{"c"}, Host: host}
				if mode == "worker" {
					s, err = newBackend(b, l, worker.Options{PoolSize: -1}).NewSession(context.Background(), cfg)
				} else {
					s, err = l.inner().NewSession(context.Background(), cfg)
				}
				if err != nil {
					b.Fatal(err)
				}
				defer s.Close()
				const n = 1000
				mustOut(b, run(b, s, fmt.Sprintf(set[l.name], n)), "")
				b.ResetTimer()
				for b.Loop() {
					res := run(b, s, code[l.name])
					if res.Error != "" {
						b.Fatal(res.Error)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*n), "µs/call")
			})
		}
	}
}
