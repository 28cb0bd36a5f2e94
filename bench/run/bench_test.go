package run

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rlm-go/rlm/llm"
	"github.com/rlm-go/rlm/llm/mock"
)

// TestMockServerProcess is a mock server in its own process, for the
// benchmark: the harness's CPU can then be measured without the server's.
// It prints its base URL and serves until stdin closes.
func TestMockServerProcess(t *testing.T) {
	if os.Getenv("RLM_RUN_MOCK_HELPER") != "1" {
		t.Skip("helper process for BenchmarkRun1000")
	}
	lat, _ := time.ParseDuration(os.Getenv("RLM_RUN_MOCK_LATENCY"))
	srv := mock.NewServer(nil)
	srv.Latency = lat
	base, err := srv.Start("127.0.0.1:0")
	if err != nil {
		fmt.Println("error:", err)
		os.Exit(1)
	}
	fmt.Println(base)
	_, _ = io.Copy(io.Discard, os.Stdin)
	srv.Close()
	os.Exit(0)
}

func cpuTime() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkRun1000 runs 1000 one-call tasks (--method direct) against a
// mock server with 100 ms latency at concurrency 32, and reports the wall
// time against the latency bound 1000 × 100 ms / 32 = 3.125 s and the
// harness's own CPU per task (the server runs in another process).
//
//	go test -run '^$' -bench BenchmarkRun1000 -benchtime 1x ./bench/run/
func BenchmarkRun1000(b *testing.B) {
	const (
		tasks       = 1000
		latency     = 100 * time.Millisecond
		concurrency = 32
	)
	dir := b.TempDir()
	pool := writeInlinePool(b, dir, tasks)

	srvCmd := exec.Command(os.Args[0], "-test.run=^TestMockServerProcess$")
	srvCmd.Env = append(os.Environ(), "RLM_RUN_MOCK_HELPER=1", "RLM_RUN_MOCK_LATENCY="+latency.String())
	stdin, _ := srvCmd.StdinPipe()
	stdout, _ := srvCmd.StdoutPipe()
	srvCmd.Stderr = os.Stderr
	if err := srvCmd.Start(); err != nil {
		b.Fatal(err)
	}
	defer func() { stdin.Close(); srvCmd.Wait() }()
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "http") {
		b.Fatalf("mock server: %q %v", line, err)
	}
	base := strings.TrimSpace(line)
	// The client the CLI builds: llm's default transport.
	client, err := llm.NewClient(llm.Config{BaseURL: base, MaxRetries: -1})
	if err != nil {
		b.Fatal(err)
	}

	bound := time.Duration(tasks) * latency / concurrency
	var wall, cpu time.Duration
	b.ResetTimer()
	for i := range b.N {
		c0, t0 := cpuTime(), time.Now()
		sum, err := Run(context.Background(), Options{Pool: pool, DataDir: dir, RunDir: filepath.Join(dir, fmt.Sprint("run", i)),
			Client: client, BaseURL: base, Model: "m", Method: MethodDirect, Concurrency: concurrency, NoCache: true})
		if err != nil {
			b.Fatal(err)
		}
		wall += time.Since(t0)
		cpu += cpuTime() - c0
		if sum.Rows != tasks || sum.Overall.Correct != tasks {
			b.Fatalf("%d rows, %d correct; want %d", sum.Rows, sum.Overall.Correct, tasks)
		}
	}
	n := float64(b.N)
	b.ReportMetric(wall.Seconds()/n, "wall-s")
	b.ReportMetric(wall.Seconds()/n/bound.Seconds(), "x-latency-bound")
	b.ReportMetric(float64(cpu.Microseconds())/n/tasks/1000, "harness-cpu-ms/task")
}
