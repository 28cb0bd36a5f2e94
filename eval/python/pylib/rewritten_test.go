package pylib

import (
	"io/fs"
	"strings"
	"testing"
)

// The modules rewritten ahead of time (rewritten_sources.go, by go generate) are
// exactly what Rewrite makes of pysrc today: an edit to a module without
// regenerating would otherwise run the old module.
func TestRewrittenSourcesAreCurrent(t *testing.T) {
	names, _ := fs.Glob(pysrc, "pysrc/*.py")
	txt, _ := fs.Glob(pysrc, "pysrc/*.py.txt")
	names = append(names, txt...)
	if len(names) == 0 {
		t.Fatal("no embedded modules")
	}
	for _, p := range names {
		raw, _ := pysrc.ReadFile(p)
		want, err := Rewrite(string(raw))
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		got, ok := rewrittenSourceOf(strings.TrimPrefix(p, "pysrc/"))
		if !ok || got != want {
			t.Errorf("%s: rewritten_sources.go is stale or lacks it: run go generate ./eval/python/pylib", p)
		}
	}
}
