package main

import (
	"os"
	"testing"

	"github.com/rlm-go/rlm/eval/backends"
)

// TestMain lets the test binary serve as the eval workers and sandbox
// launchers that the commands under test start, and as the rlm command
// itself for tests that drive it in a terminal (asRLM).
func TestMain(m *testing.M) {
	if backends.RunIfChild() {
		return
	}
	if os.Getenv(asRLM) == "1" {
		main()
		return
	}
	os.Exit(m.Run())
}

// asRLM set to 1 makes the test binary run as rlm with its arguments.
const asRLM = "RLM_TEST_BINARY_AS_RLM"
