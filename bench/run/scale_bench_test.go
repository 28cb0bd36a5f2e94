package run

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/rlm-go/rlm/bench/scale"
)

// BenchmarkNoOpResume is a resume of a finished run of 100,000 direct
// tasks (a generated pool and results file, bench/scale): nothing runs.
// "unchanged" is the usual case, answered from resume.json and
// summary.json; "full" deletes resume.json first, so the pool and every
// row are read and the summary computed again (the first resume of a run
// written before resume.json, or after its results file changed). Issue
// 20 asks for under a second.
//
//	go test -run '^$' -bench NoOpResume -benchtime 3x ./bench/run/
func BenchmarkNoOpResume(b *testing.B) {
	const n = 100_000
	dir := b.TempDir()
	pool := filepath.Join(dir, "tasks.jsonl")
	if err := scale.WritePool(pool, n); err != nil {
		b.Fatal(err)
	}
	runDir := filepath.Join(dir, "run")
	_, client, base := startMock(b, nil, 0)
	opts := Options{Pool: pool, DataDir: dir, RunDir: runDir, Client: client, BaseURL: base, Model: "m", Method: MethodDirect}
	if err := mkdirAll(runDir); err != nil {
		b.Fatal(err)
	}
	if err := scale.WriteResults(filepath.Join(runDir, ResultsFile), scale.ResultsSpec{Rows: n, Seed: 1, Variant: "default", Skill: 0.6}); err != nil {
		b.Fatal(err)
	}
	for _, full := range []bool{true, false} {
		name := "unchanged"
		if full {
			name = "full"
		}
		b.Run(name, func(b *testing.B) {
			for range b.N {
				if full {
					b.StopTimer()
					os.Remove(filepath.Join(runDir, ResumeFile))
					b.StartTimer()
				}
				sum, err := Run(context.Background(), opts)
				if err != nil {
					b.Fatal(err)
				}
				if sum.Rows != n || sum.Missing != 0 {
					b.Fatalf("%d rows, %d missing; want %d and 0", sum.Rows, sum.Missing, n)
				}
			}
		})
	}
}

func mkdirAll(dir string) error { return os.MkdirAll(dir, 0o755) }
