package cpython

import (
	"os"
	"testing"

	"github.com/rlm-go/rlm/internal/sandbox"
)

func TestMain(m *testing.M) {
	if sandbox.RunIfLauncher() {
		return
	}
	os.Exit(m.Run())
}
