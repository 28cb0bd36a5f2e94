package backends

import (
	"os"
	"testing"
)

// TestMain lets this test binary serve as the workers and sandbox launchers
// that the backends it opens start.
func TestMain(m *testing.M) {
	if RunIfChild() {
		return
	}
	os.Exit(m.Run())
}
