package observability

import (
	"os"
	"testing"

	"github.com/rlm-go/rlm/eval/backends"
)

// TestMain lets the test binary serve as the eval workers that the runs
// behind the export tests start.
func TestMain(m *testing.M) {
	if backends.RunIfChild() {
		return
	}
	os.Exit(m.Run())
}
