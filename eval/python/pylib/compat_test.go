package pylib_test

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/bench/compat"
	"github.com/rlm-go/rlm/eval/python"
)

// TestCompatGpython prints gpython's pass rate on the compat corpus (the
// backend installs pylib and rewrites each cell with it).
// RLM_COMPAT_MIN sets the rate (0..1) below which it fails.
func TestCompatGpython(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus run")
	}
	min := 0.0
	if v := os.Getenv("RLM_COMPAT_MIN"); v != "" {
		if _, err := fmt.Sscan(v, &min); err != nil {
			t.Fatal(err)
		}
	}
	compat.TestBackend(t, python.New(python.Options{}), min)
}

// TestCompatDir runs the corpus in $RLM_COMPAT_DIR (laid out like
// bench/compat/corpus) against gpython: a way to try new snippets.
func TestCompatDir(t *testing.T) {
	dir := os.Getenv("RLM_COMPAT_DIR")
	if dir == "" {
		t.Skip("set RLM_COMPAT_DIR")
	}
	snippets, err := compat.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := compat.Run(context.Background(), python.New(python.Options{}), snippets, "")
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	rep.Table(&b)
	t.Log(b.String())
}

// TestCompatHeldOutRounds keeps the held-out rounds that are not in the
// corpus (bench/compat/roundN, each written by someone who had not read the
// interpreter, and first measured below the figure a round must reach)
// passing as a whole: regression guards now that they are fixed.
func TestCompatHeldOutRounds(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus runs")
	}
	for _, round := range []struct {
		dir   string
		first string // as first measured, before any fix for it
	}{
		{"round5", "273/292"},
		{"round6", "276/292"},
	} {
		t.Run(round.dir, func(t *testing.T) {
			snippets, err := compat.Load("../../../bench/compat/" + round.dir)
			if err != nil {
				t.Fatal(err)
			}
			if len(snippets) < 250 {
				t.Fatalf("%s has %d snippets, want at least 250", round.dir, len(snippets))
			}
			if _, err := compat.Oracle(context.Background(), "", snippets[:1]); err != nil {
				t.Skipf("no CPython oracle: %v", err)
			}
			rep, err := compat.Run(context.Background(), python.New(python.Options{}), snippets, "")
			if err != nil {
				t.Fatal(err)
			}
			if rep.Passed() != len(snippets) {
				var b strings.Builder
				rep.Summary(&b, -1)
				t.Errorf("%s: %d/%d snippets pass (first measured %s); all did when it was fixed:\n%s",
					round.dir, rep.Passed(), len(snippets), round.first, b.String())
			}
		})
	}
}
