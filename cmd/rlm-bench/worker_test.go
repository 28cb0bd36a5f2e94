package main

import (
	"context"
	"os"
	"testing"

	"github.com/rlm-go/rlm/eval/backends"
)

// TestMain lets the test binary serve as the eval workers and sandbox
// launchers that the commands under test start, and, with
// RLM_BENCH_AS_COMMAND=1, as rlm-bench itself (arguments as given), for
// jobs a real scheduler starts.
func TestMain(m *testing.M) {
	if backends.RunIfChild() {
		return
	}
	if os.Getenv("RLM_BENCH_AS_COMMAND") == "1" {
		os.Exit(execute(context.Background(), os.Args[1:]))
	}
	os.Exit(m.Run())
}
