package perf

import (
	"context"
	"flag"
	"testing"
	"time"
)

var benchSize = flag.String("perf.size", "50MB", "context size for BenchmarkPython")

// BenchmarkPython/<op>/<backend> runs each operation of the suite as one
// cell. ns/op is the whole Exec; op-ns is the operation alone, timed inside
// the interpreter (the "cell" op has no in-cell time: it is the overhead
// every other ns/op includes).
func BenchmarkPython(b *testing.B) {
	size, err := ParseSize(*benchSize)
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	bn, err := open(ctx, Text(size), "")
	if err != nil {
		b.Fatal(err)
	}
	defer bn.close()
	if bn.cpErr != nil {
		b.Logf("cpython not measured: %v", bn.cpErr)
	}
	for _, o := range ops(size, defaultHostCalls) {
		b.Run(o.name, func(b *testing.B) {
			for _, s := range bn.sessions {
				b.Run(s.name, func(b *testing.B) {
					if _, err := s.time(ctx, o); err != nil { // setup and warm-up
						b.Fatal(err)
					}
					var total time.Duration
					for b.Loop() {
						d, err := s.time(ctx, o)
						if err != nil {
							b.Fatal(err)
						}
						total += d
					}
					if !o.wall {
						b.ReportMetric(float64(total.Nanoseconds())/float64(b.N), "op-ns")
					}
				})
			}
		})
	}
}
