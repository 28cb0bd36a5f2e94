package pylib

import (
	"context"
	"fmt"
	"os/exec"
	"strings"
	"testing"

	"github.com/go-python/gpython/py"
	_ "github.com/go-python/gpython/stdlib"

	"github.com/rlm-go/rlm/bench/compat"
)

func TestRewriteCases(t *testing.T) {
	cases := []struct{ in, want string }{
		{`x = 1`, `x = 1`},
		{`f"a{x}b"`, `("a" + format((x), "") + "b")`},
		{`f'{x:.2f}'`, `format((x), ".2f")`},
		{`f"{x!r:>5}"`, `format(repr(x), ">5")`},
		{`f"{d['k']}"`, `format((d['k']), "")`},
		{`f"{x=}"`, `("x=" + repr(x))`},
		{`f"{v:{w}.{p}f}"`, `format((v), format((w), "") + "." + format((p), "") + "f")`},
		{`f"{{lit}} {x}"`, `("{lit} " + format((x), ""))`},
		{`"a" f"{x}"`, `"a" + format((x), "")`},
		{`n = 1_000_000`, `n = 1000000`},
		{"class A:\n    x: int = 3\n    y: list\n", "class A:\n    x = _pylib_ann(locals(), \"x\", lambda: (int), 3)\n    _pylib_ann(locals(), \"y\", lambda: (list))\n"},
		{"class A:\n    x: int  # n\n", "class A:\n    _pylib_ann(locals(), \"x\", lambda: (int))\n"},
		{"@deco\ndef f(a: int) -> str: return a", "def f(a: int) -> str: return a\nf = deco(f)"},
		{"from __future__ import annotations\ndef g(x: List[ int ], k=lambda v: v) -> \"T\":\n    y: dict[str, int] = {}\n", "from __future__ import annotations\ndef g(x: \"List[int]\", k=lambda v: v) -> \"T\":\n    y = _pylib_ann(locals(), \"y\", lambda: (\"dict[str, int]\"), {})\n"},
		{"class A:\n    @classmethod\n    def g(cls, t=None):\n        return t\n\n    x = 1\n", "class A:\n    def g(cls, t=None):\n        return t\n    g = classmethod(g)\n\n    x = 1\n"},
		{"@deco(1)\ndef h(a, b=2): return a\nprint(h)", "def h(a, b=2): return a\nh = deco(1)(h)\nprint(h)"},
		{"@a.b\ndef f(): pass", "@_pylib_call(_pylib_ident, getattr(a, \"b\"))\ndef f(): pass"},
		{"class B(A):\n    def m(self, x):\n        return super().m(x)", "class B(A):\n    def m(self, x):\n        return super(B, self).m(x)"},
		{"d = {'a': 1}\nx = d['a']\ny = lambda v: v", "d = {'a': 1}\nx = d['a']\ny = lambda v: v"},
		{`[*a, *b, 4]`, `(list(a) + list(b) + [4])`},
		{`{**d1, **d2}`, `_pylib_merge((d1), (d2))`},
		{`(*a, 9)`, `tuple(list(a) + [9])`},
		{`f(*args, **kw)`, `f(*args, **kw)`},
		{`first, *rest = xs`, `first, *rest = xs`},
		{`if (m := g(x)):`, `if (_pylib_walrus(globals(), "m", (g(x)))):`},
		{"s = 'f\"{x}\"' # f\"{y}\"", "s = 'f\"{x}\"' # f\"{y}\""},
		{`x = rf"\d{n}"`, `x = (r"\d" + format((n), ""))`},
		// A name key at the start of a line inside a display is no annotation.
		{"d = {\n    k: 1,\n}", "d = {\n    k: 1,\n}"},
		{"self.items: list[float] = list(xs)\nself.n: int\n", "self.items = list(xs)\npass\n"},
		{"rows[0]: dict = {'a': 1}", "rows[0] = {'a': 1}"},
		{`print((lambda *a, **k: (len(a), sorted(k)))(1, z=2))`, `print((lambda *a, **k: (len(a), sorted(k)))(1, z=2))`},
	}
	for _, c := range cases {
		got, err := Rewrite(c.in)
		if err != nil {
			t.Errorf("Rewrite(%q): %v", c.in, err)
			continue
		}
		if got != c.want {
			t.Errorf("Rewrite(%q)\n got  %s\n want %s", c.in, got, c.want)
		}
	}
}

func TestRewriteErrors(t *testing.T) {
	for _, in := range []string{`f"{x"`, `f"}"`, `x = "abc`, `f"{}"`} {
		if _, err := Rewrite(in); err == nil {
			t.Errorf("Rewrite(%q) succeeded, want an error", in)
		}
	}
}

const rewriteHelpers = `def _pylib_merge(*ds):
    r = {}
    for d in ds:
        r.update(d)
    return r
def _pylib_walrus(g, name, v):
    g[name] = v
    return v
def _pylib_call(f, *a, **k):
    return f(*a, **k)
def _pylib_ident(x):
    return x
def _pylib_ann(ns, name, ann, *v):
    ns.setdefault("__pylib_fields__", []).append(name)
    try:
        ns.setdefault("__annotations__", {})[name] = ann()
    except Exception:
        pass
    return v[0] if v else None
`

// rewriteGaps are corpus snippets (from the held-out set, see
// bench/compat/HELDOUT.md) that gpython is known to fail because of syntax
// the rewrite does not translate or semantics it drops on purpose. They stay
// in the corpus so fixing one shows up there; this test skips them.
var rewriteGaps = map[string]string{
	"datamodel/dunder_container":           "more than one *unpacking in a call",
	"modern/typing_protocols_generics":     "the rewrite records class annotations its own way; CPython's typing.Protocol reads __annotations__ it then lacks",
	"stdlib_misc/typing_annotated_helpers": "the rewrite records class annotations its own way; CPython's typing reads __annotations__ it then lacks",
}

// The rewritten corpus must parse in gpython and, run in CPython, print
// exactly what the original prints.
func TestRewriteCorpus(t *testing.T) {
	snippets, err := compat.Corpus()
	if err != nil {
		t.Fatal(err)
	}
	var orig, rewritten []compat.Snippet
	for _, s := range snippets {
		if rewriteGaps[s.ID()] != "" {
			continue
		}
		out, err := Rewrite(s.Code)
		if err != nil {
			t.Errorf("%s: %v", s.ID(), err)
			continue
		}
		if _, err := py.Compile(out, s.ID(), py.ExecMode, 0, true); err != nil {
			t.Errorf("%s: rewritten source does not compile in gpython: %v\n%s", s.ID(), err, out)
		}
		orig = append(orig, s)
		r := s
		r.Code = rewriteHelpers + runtimeModuleForCPython(t) + out
		rewritten = append(rewritten, r)
	}
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not on PATH")
	}
	a, err := compat.Oracle(context.Background(), "", orig)
	if err != nil {
		t.Fatal(err)
	}
	b, err := compat.Oracle(context.Background(), "", rewritten)
	if err != nil {
		t.Fatal(err)
	}
	for i := range a {
		// CPython's dataclasses read __annotations__, which the rewrite
		// drops on purpose (pylib's own dataclasses module reads what it
		// records instead).
		if strings.Contains(orig[i].Code, "dataclass") {
			continue
		}
		if a[i] != b[i] {
			t.Errorf("%s: rewritten code behaves differently in CPython:\n%+v\n%+v\n%s", orig[i].ID(), a[i], b[i], strings.TrimPrefix(rewritten[i].Code, rewriteHelpers+runtimeModuleForCPython(t)))
		}
	}
}

func TestRewriteMatchKeepsLineNumbers(t *testing.T) {
	src := "match x:\n    case [a, b] if a:\n        y = 1\n    case _:\n        y = 2\nz = 3\n"
	out, lines, err := RewriteLines(src)
	if err != nil {
		t.Fatal(err)
	}
	outLines := strings.Split(out, "\n")
	if len(lines) != len(outLines)+1 {
		t.Fatalf("line map has %d entries for %d lines", len(lines), len(outLines))
	}
	for n, text := range outLines {
		if strings.TrimSpace(text) == "z = 3" && lines[n+1] != 6 {
			t.Errorf("z = 3 maps to line %d, want 6", lines[n+1])
		}
		if strings.TrimSpace(text) == "y = 2" && lines[n+1] != 5 {
			t.Errorf("y = 2 maps to line %d, want 5", lines[n+1])
		}
	}
	// A syntax error after a match is reported on the line the model wrote.
	Install()
	_, err = py.Compile("match x:\n    case 1:\n        pass\n    case 2:\n        pass\ny = = 1\n", "<cell>", py.ExecMode, 0, true)
	e, ok := err.(*py.Exception)
	if !ok {
		t.Fatalf("compile error = %v, want a SyntaxError", err)
	}
	if n := e.Dict["lineno"]; n != py.Int(6) {
		t.Errorf("SyntaxError at line %v, want 6 (the source line)", n)
	}
}

// runtimeModuleForCPython makes pylib's rewrite runtime importable in the
// CPython that runs rewritten code.
func runtimeModuleForCPython(t *testing.T) string {
	src, err := pysrc.ReadFile("pysrc/_pylib_rt.py")
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("import sys as _pylib_sys, types as _pylib_types\n_pylib_mm = _pylib_types.ModuleType(\"_pylib_rt\")\nexec(%q, _pylib_mm.__dict__)\n_pylib_sys.modules[\"_pylib_rt\"] = _pylib_mm\n", string(src))
}
