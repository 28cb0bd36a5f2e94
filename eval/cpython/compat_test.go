package cpython_test

import (
	"testing"

	"github.com/rlm-go/rlm/bench/compat"
	"github.com/rlm-go/rlm/eval/cpython"
)

// The CPython backend must run the whole differential corpus exactly as
// plain python3 does.
func TestCompatCorpus(t *testing.T) {
	b, err := cpython.New(cpython.Options{})
	if err != nil {
		t.Skip("no usable python3:", err)
	}
	defer b.Close()
	compat.TestBackend(t, b, 1.0)
}
