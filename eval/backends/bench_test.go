package backends_test

import (
	"context"
	"sort"
	"testing"
	"time"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/eval/backends"
)

// BenchmarkSessionStart measures asking for a session until its first cell
// has run, with the pool warm, for each embedded backend as the commands
// open it (sandboxed workers; in a sandbox host where the kernel allows)
// beside --in-process, in one run. It reports the median.
func BenchmarkSessionStart(b *testing.B) {
	code := map[string]string{"gpython": "x = len(context)", "go": "x := len(context)", "python": "x = len(context)"}
	for _, name := range []string{"gpython", "go", "python"} {
		for _, inProcess := range []bool{false, true} {
			mode := "sandboxed"
			if inProcess {
				if name == "python" {
					continue
				}
				mode = "in-process"
			}
			b.Run(name+"/"+mode, func(b *testing.B) {
				be, err := backends.Open("--eval", name, eval.OpenOptions{InProcess: inProcess})
				if err != nil {
					b.Skip(err)
				}
				if c, ok := be.(interface{ Close() error }); ok {
					defer c.Close()
				}
				b.Logf("%+v", backends.Describe(be))
				ctx := context.Background()
				var took []time.Duration
				for i := 0; b.Loop(); i++ {
					b.StopTimer()
					time.Sleep(300 * time.Millisecond) // the pool refills off the clock
					b.StartTimer()
					start := time.Now()
					s, err := be.NewSession(ctx, eval.SessionConfig{Contexts: []string{"the context"}})
					if err != nil {
						b.Fatal(err)
					}
					if r, err := s.Exec(ctx, code[name]); err != nil || r.Error != "" {
						b.Fatalf("%v %s", err, r.Error)
					}
					took = append(took, time.Since(start))
					b.StopTimer()
					s.Close()
					b.StartTimer()
				}
				sort.Slice(took, func(i, j int) bool { return took[i] < took[j] })
				b.ReportMetric(float64(took[len(took)/2].Microseconds())/1000, "median-ms")
			})
		}
	}
}
