package backends

import (
	"errors"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/eval"
)

func TestRegistryListsTheBuiltinBackends(t *testing.T) {
	want := []struct {
		name    string
		aliases []string
		lang    string
	}{
		{"python", []string{"cpython"}, "python"},
		{"gpython", nil, "python"},
		{"go", []string{"golang"}, "go"},
	}
	specs := eval.Backends()
	if len(specs) != len(want) {
		t.Fatalf("%d backends registered, want %d", len(specs), len(want))
	}
	for i, w := range want {
		s := specs[i]
		if s.Name != w.name || !slices.Equal(s.Aliases, w.aliases) || s.Language.Name != w.lang {
			t.Errorf("backend %d: %s %v %s, want %s %v %s", i, s.Name, s.Aliases, s.Language.Name, w.name, w.aliases, w.lang)
		}
		for _, n := range append([]string{w.name, strings.ToUpper(w.name)}, w.aliases...) {
			if got, ok := eval.LookupBackend(n); !ok || got.Name != w.name {
				t.Errorf("LookupBackend(%q) = %q, %v; want %q", n, got.Name, ok, w.name)
			}
		}
	}
	if _, ok := eval.LookupBackend("auto"); ok {
		t.Error(`"auto" found as a backend`)
	}
}

func TestRegistryIsReadOnly(t *testing.T) {
	eval.Backends()[0].Aliases = append(eval.Backends()[0].Aliases[:0], "changed")
	if slices.Contains(eval.Backends()[0].Aliases, "changed") {
		t.Fatal("changing Backends' result changed the registry")
	}
}

func TestHelp(t *testing.T) {
	const want = "REPL backend: auto (CPython if found, else gpython), python, gpython, go"
	if got := Help(); got != want {
		t.Errorf("Help() = %q, want %q", got, want)
	}
	for _, s := range eval.Backends() {
		if !strings.Contains(Help(), ", "+s.Name) {
			t.Errorf("Help() omits %s", s.Name)
		}
	}
}

func TestOpenEveryBackend(t *testing.T) {
	for _, s := range eval.Backends() {
		for _, name := range append([]string{s.Name}, s.Aliases...) {
			t.Run(name, func(t *testing.T) {
				if s.Available != nil && s.Available(eval.OpenOptions{}) != nil {
					t.Skipf("%s is not available here", s.Name)
				}
				b, err := Open("--eval", name, eval.OpenOptions{})
				if err != nil {
					t.Fatal(err)
				}
				if b.Name() != s.Name || b.Language().Name != s.Language.Name {
					t.Fatalf("Open(%q) = %s (%s), want %s (%s)", name, b.Name(), b.Language().Name, s.Name, s.Language.Name)
				}
			})
		}
	}
}

func TestOpenAuto(t *testing.T) {
	want := "gpython"
	if _, err := exec.LookPath("python3"); err == nil {
		want = "python"
	}
	for _, name := range []string{"", "auto", "AUTO"} {
		b, err := Open("--eval", name, eval.OpenOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if b.Name() != want {
			t.Errorf("Open(%q) = %s, want %s", name, b.Name(), want)
		}
	}
	// A python3 that does not exist makes auto fall back to the embedded one.
	b, err := Open("--eval", "auto", eval.OpenOptions{PythonPath: "/nonexistent/python3"})
	if err != nil || b.Name() != "gpython" {
		t.Fatalf("auto without python3 = %v, %v; want gpython", b, err)
	}
}

func TestOpenErrors(t *testing.T) {
	for _, tc := range []struct{ flag, name, python, want string }{
		{"--eval", "ruby", "", `--eval "ruby": want one of auto, python, gpython, go`},
		{"--backend", "perl", "", `--backend "perl": want one of auto, python, gpython, go`},
		{"--eval", "cpython", "/nonexistent/python3", "--eval python: "},
	} {
		_, err := Open(tc.flag, tc.name, eval.OpenOptions{PythonPath: tc.python})
		var fe *FlagError
		if !errors.As(err, &fe) || fe.Flag != tc.flag || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("Open(%s %s) = %v, want a FlagError starting %q", tc.flag, tc.name, err, tc.want)
		}
		if tc.python != "" && !strings.HasSuffix(err.Error(), "(use "+tc.flag+" gpython for the embedded interpreter)") {
			t.Errorf("error %q suggests no fallback", err)
		}
	}
}
