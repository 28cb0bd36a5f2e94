package sandboxtest

import (
	"os"
	"testing"

	"github.com/rlm-go/rlm/eval/backends"
)

// TestMain lets the test binary serve as the workers (and sandbox
// launchers) of the backends it opens, rawsys among them.
func TestMain(m *testing.M) {
	if backends.RunIfChild() {
		return
	}
	os.Exit(m.Run())
}
