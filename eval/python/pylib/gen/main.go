// Command gen writes pysrc_rewritten/: each pure-Python module of pylib
// after the source rewrite that cells get too. Rewriting ~400 KB of Python
// took half of a fresh process's start (every eval worker is one), so it
// happens here, once, instead of at every start. Run it after editing a
// module in pysrc/ (go generate ./eval/python/pylib); a test fails while
// the two disagree.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/rlm-go/rlm/eval/python/pylib"
)

func main() {
	out := "pysrc_rewritten"
	srcs, err := filepath.Glob(filepath.Join("pysrc", "*.py"))
	if txt, terr := filepath.Glob(filepath.Join("pysrc", "*.py.txt")); terr == nil {
		srcs = append(srcs, txt...) // random, time: modules with Go parts too
	}
	if err == nil && len(srcs) == 0 {
		err = fmt.Errorf("no pysrc/*.py here: run in eval/python/pylib")
	}
	if err == nil {
		err = os.MkdirAll(out, 0o755)
	}
	for _, p := range srcs {
		if err != nil {
			break
		}
		var b []byte
		if b, err = os.ReadFile(p); err != nil {
			break
		}
		var rw string
		if rw, err = pylib.Rewrite(string(b)); err != nil {
			err = fmt.Errorf("%s: %w", p, err)
			break
		}
		err = os.WriteFile(filepath.Join(out, filepath.Base(p)), []byte(rw), 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}
