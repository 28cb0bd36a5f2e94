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
