package compat

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/eval"
)

// TestBackend runs the embedded corpus against backend and the python3 on
// PATH, logs the per-category table, and fails t when fewer than minPassRate
// (0..1) of the snippets match. It skips when python3 is missing. Set
// RLM_COMPAT_VERBOSE=1 to log every failure, not only the first twenty.
func TestBackend(t testing.TB, backend eval.Backend, minPassRate float64) Report {
	t.Helper()
	snippets, err := Corpus()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Oracle(context.Background(), "", snippets[:1]); err != nil {
		t.Skipf("no CPython oracle: %v", err)
	}
	rep, err := Run(context.Background(), backend, snippets, "")
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	max := 20
	if os.Getenv("RLM_COMPAT_VERBOSE") != "" {
		max = -1
	}
	rep.Summary(&b, max)
	t.Logf("compat corpus:\n%s", b.String())
	if rep.Rate() < minPassRate {
		t.Errorf("%s passes %d/%d snippets (%.1f%%), want at least %.1f%%",
			rep.Backend, rep.Passed(), len(rep.Results), 100*rep.Rate(), 100*minPassRate)
	}
	return rep
}
