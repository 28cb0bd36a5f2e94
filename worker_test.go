package rlm_test

import (
	"os"
	"testing"

	"github.com/rlm-go/rlm"
)

// TestMain lets the test binary serve as the eval workers the examples'
// engines start (see RunIfWorker).
func TestMain(m *testing.M) {
	if rlm.RunIfWorker() {
		return
	}
	os.Exit(m.Run())
}
