package main

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/rlm-go/rlm/bench/scale"
	"github.com/rlm-go/rlm/llm/mock"
)

// Targets of issue 20's "what must hold" 3 and 4.
const (
	scaleRunTasks    = 100_000
	scaleMaxRSS      = 300 << 20
	scaleMaxFiles    = 1000
	scaleMaxResume   = time.Second
	scaleABRows      = 300_000
	scaleMaxABWall   = 5 * time.Second
	scaleMaxABRSS    = 300 << 20
	scaleMaxReport   = 5 << 20
	scaleConcurrency = 8
)

// measured is one rlm-bench process: its wall time, CPU time (user and
// system: on a machine shared with other work the wall time also counts
// waiting for a core) and peak RSS.
type measured struct {
	wall, cpu time.Duration
	maxRSS    int64 // bytes
	stderr    string
}

func measure(t *testing.T, args ...string) measured {
	t.Helper()
	cmd := helperCmd(t, args...)
	var errb bytes.Buffer
	cmd.Stderr = &errb
	start := time.Now()
	err := cmd.Run()
	m := measured{wall: time.Since(start), stderr: errb.String()}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		m.maxRSS = ru.Maxrss << 10 // kilobytes on Linux
		m.cpu = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	var ee *exec.ExitError
	if err != nil && !(errors.As(err, &ee) && ee.ExitCode() == 1) {
		t.Fatalf("rlm-bench %v: %v\n%s", args, err, m.stderr)
	}
	return m
}

// countFiles counts the regular files under dir.
func countFiles(t *testing.T, dir string) (files int, bytes int64) {
	t.Helper()
	_ = filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			files++
			if info, err := d.Info(); err == nil {
				bytes += info.Size()
			}
		}
		return nil
	})
	return files, bytes
}

func envInt(name string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(name)); err == nil && n > 0 {
		return n
	}
	return def
}

// TestScaleRun measures issue 20's target 3: rlm-bench run of 100,000
// small tasks with --method direct against the mock at 0 ms (over
// loopback, in this test process), at -j 8, the response cache on: peak
// RSS, files written under the data directory (runs/ and cache/), tasks
// per second; then the same command again, which has nothing to do (a
// no-op resume). RLM_SCALE_TASKS changes the pool's size.
//
//	RLM_PERF=1 go test -run ScaleRun -v -timeout 30m ./cmd/rlm-bench/
func TestScaleRun(t *testing.T) {
	if os.Getenv("RLM_PERF") != "1" {
		t.Skip("a benchmark: set RLM_PERF=1")
	}
	n := envInt("RLM_SCALE_TASKS", scaleRunTasks)
	dir := t.TempDir()
	pool := filepath.Join(dir, "tasks.jsonl")
	if err := scale.WritePool(pool, n); err != nil {
		t.Fatal(err)
	}
	srv := mock.NewServer(nil)
	srv.MaxRecorded = 1
	base, err := srv.Start("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	data := filepath.Join(dir, "data")
	args := []string{"run", "--pool", pool, "--data", data, "--model", "m", "--base-url", base,
		"--method", "direct", "-j", strconv.Itoa(scaleConcurrency), "--name", "scale"}

	first := measure(t, args...)
	files, size := countFiles(t, data)
	rate := float64(n) / first.wall.Seconds()
	t.Logf("run of %d tasks: %.1fs (CPU %.1fs), %.0f tasks/s, peak RSS %d MB, %d files (%d MB) under the data directory",
		n, first.wall.Seconds(), first.cpu.Seconds(), rate, first.maxRSS>>20, files, size>>20)
	resume := measure(t, args...)
	t.Logf("no-op resume: %.2fs (CPU %.2fs), peak RSS %d MB", resume.wall.Seconds(), resume.cpu.Seconds(), resume.maxRSS>>20)
	if got := countLines(filepath.Join(data, "runs", "scale", "results.jsonl")); got != n {
		t.Errorf("results.jsonl has %d rows, want %d", got, n)
	}
	if n < scaleRunTasks {
		return // the targets are for the full size
	}
	if first.maxRSS > scaleMaxRSS {
		t.Errorf("peak RSS %d MB, target < %d MB", first.maxRSS>>20, scaleMaxRSS>>20)
	}
	if files >= scaleMaxFiles {
		t.Errorf("%d files written, target < %d", files, scaleMaxFiles)
	}
	if resume.wall >= scaleMaxResume {
		t.Errorf("no-op resume took %v, target < %v", resume.wall, scaleMaxResume)
	}
}

// TestScaleAB measures issue 20's target 4: rlm-bench ab of two generated
// runs of 300,000 rows each (bench/scale.WriteResults): wall time, peak
// RSS and the size of report.html. RLM_SCALE_ROWS changes the size.
//
//	RLM_PERF=1 go test -run ScaleAB -v -timeout 30m ./cmd/rlm-bench/
func TestScaleAB(t *testing.T) {
	if os.Getenv("RLM_PERF") != "1" {
		t.Skip("a benchmark: set RLM_PERF=1")
	}
	n := envInt("RLM_SCALE_ROWS", scaleABRows)
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.jsonl"), filepath.Join(dir, "b.jsonl")
	if err := scale.WriteResults(a, scale.ResultsSpec{Rows: n, Seed: 1, Variant: "a", Skill: 0.6}); err != nil {
		t.Fatal(err)
	}
	if err := scale.WriteResults(b, scale.ResultsSpec{Rows: n, Seed: 2, Variant: "b", Skill: 0.62}); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "report")
	m := measure(t, "ab", a, b, "--out", out)
	st, err := os.Stat(filepath.Join(out, "report.html"))
	if err != nil {
		t.Fatalf("no report.html: %v\n%s", err, m.stderr)
	}
	t.Logf("ab of %d rows per run: %.2fs (CPU %.2fs), peak RSS %d MB, report.html %d KB", n, m.wall.Seconds(), m.cpu.Seconds(), m.maxRSS>>20, st.Size()>>10)
	if n < scaleABRows {
		return
	}
	if m.wall >= scaleMaxABWall {
		t.Errorf("ab took %v, target < %v", m.wall, scaleMaxABWall)
	}
	if m.maxRSS > scaleMaxABRSS {
		t.Errorf("peak RSS %d MB, target < %d MB", m.maxRSS>>20, scaleMaxABRSS>>20)
	}
	if st.Size() > scaleMaxReport {
		t.Errorf("report.html is %d KB, target < %d KB", st.Size()>>10, scaleMaxReport>>10)
	}
}
