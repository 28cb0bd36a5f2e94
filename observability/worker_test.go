package observability_test

import (
	"os"
	"testing"

	"github.com/rlm-go/rlm/eval/backends"
)

// TestMain lets the test binary serve as the eval workers the engine runs
// under test start.
func TestMain(m *testing.M) {
	if backends.RunIfChild() {
		return
	}
	os.Exit(m.Run())
}
