package python

import (
	"bytes"
	"context"
	"os"
	"reflect"
	"sort"
	"testing"

	"github.com/go-python/gpython/py"

	"github.com/rlm-go/rlm/eval"
)

// frozenSources are what frozen_code.bin must hold: the prelude and every
// module pylib writes in Python, each named as its compile names it.
func frozenSources(t *testing.T) [][2]string {
	New(Options{}) // the compile hooks are in place
	out := [][2]string{{eval.PythonPrelude, "<prelude>"}}
	names := sourceModules()
	sort.Strings(names)
	for _, n := range names {
		impl := py.GetModuleImpl(n)
		if impl == nil || impl.CodeSrc == "" {
			t.Fatalf("module %s has no Python source", n)
		}
		out = append(out, [2]string{impl.CodeSrc, impl.Info.FileDesc})
	}
	return out
}

// TestFrozenCodeIsCurrent compiles the sources now and checks the file
// holds exactly that code, which decodes to what the compiler gave.
func TestFrozenCodeIsCurrent(t *testing.T) {
	if !useFrozen {
		t.Skip("built without pylib: frozen code is not used")
	}
	var want []byte
	for _, s := range frozenSources(t) {
		code, err := py.Compile(s[0], s[1], py.ExecMode, 0, true)
		if err != nil {
			t.Fatalf("%s: %v", s[1], err)
		}
		if want, err = appendFrozen(want, s[0], s[1], code); err != nil {
			t.Fatal(err)
		}
		var enc codeEncoder
		enc.code(code)
		d := codeDecoder{b: enc.b}
		back, err := d.code()
		if err != nil || len(d.b) != 0 {
			t.Fatalf("%s: decoding: %v (%d bytes left)", s[1], err, len(d.b))
		}
		if !reflect.DeepEqual(back, code) {
			t.Errorf("%s: decoded code differs from the compiled code", s[1])
		}
	}
	if os.Getenv("RLM_UPDATE_FROZEN") == "1" {
		if err := os.WriteFile("frozen_code.bin", want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if !bytes.Equal(frozenCode, want) {
		t.Fatal("frozen_code.bin is stale: run go generate ./eval/python (it is only used where its sources match, so a stale file costs start-up time, not correctness)")
	}
}

// TestFrozenCodeServesSessions: the prelude and an imported module come
// from the frozen file, and a source that differs by one byte does not.
func TestFrozenCodeServesSessions(t *testing.T) {
	if !useFrozen {
		t.Skip("built without pylib: frozen code is not used")
	}
	if frozen(eval.PythonPrelude, "<prelude>") == nil {
		t.Fatal("the prelude is not in frozen_code.bin")
	}
	if frozen(eval.PythonPrelude+" ", "<prelude>") != nil || frozen(eval.PythonPrelude, "<cell>") != nil {
		t.Error("frozen code served for a source or name it was not compiled from")
	}
	s, err := New(Options{}).newSession(context.Background(), eval.SessionConfig{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	r, _ := s.Exec(context.Background(), "import bisect\nprint(bisect.bisect([1, 3, 5], 4), llm_query.__name__)")
	if r.Error != "" || r.Stdout != "2 llm_query\n" {
		t.Errorf("a session on frozen code: %q %q", r.Stdout, r.Error)
	}
}
