package pyrewrite

import (
	"strings"
	"testing"
)

// rewriteCases are the rewriter's input/output pairs; FuzzRewrite seeds
// its corpus with their inputs.
var rewriteCases = []struct{ in, want string }{
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
	{"@dec\nclass A: pass\nc = a @ b @ c.T", "@dec\nclass A: pass\nc = _pylib_matmul(_pylib_matmul(a, b), c.T)"},
	{`y = 1 + -x * w @ v[0](1) ** 2 - 3`, `y = 1 + _pylib_matmul(-x * w, v[0](1) ** 2) - 3`},
	{"m[i] @= (r @\n  s)  # c", "m[i] = _pylib_imatmul(m[i], (_pylib_matmul(r,\n  s)))  # c"},
	{`f(a@b, not x @ y)`, `f(_pylib_matmul(a, b), not _pylib_matmul(x, y))`},
	{`b = 1_000.0.is_integer(), 1_0e-1_0j, 0x_ff, 3.5.hex()`, `b = 1000.0.is_integer(), 10e-10j, 0xff, 3.5.hex()`},
	{"class A:\n    x: int = 3\n    y: list\n", "class A:\n    x = _pylib_ann(locals(), \"x\", lambda: (int), 3)\n    _pylib_ann(locals(), \"y\", lambda: (list))\n"},
	{"class A:\n    x: int  # n\n", "class A:\n    _pylib_ann(locals(), \"x\", lambda: (int))\n"},
	{"@deco\ndef f(a: int) -> str: return a", "def f(a: int) -> str: return a\nf = deco(f)"},
	{"from __future__ import annotations\ndef g(x: List[ int ], k=lambda v: v) -> \"T\":\n    y: dict[str, int] = {}\n", "from __future__ import annotations\ndef g(x: \"List[int]\", k=lambda v: v) -> \"T\":\n    y = _pylib_ann(locals(), \"y\", lambda: (\"dict[str, int]\"), {})\n"},
	{"class A:\n    @classmethod\n    def g(cls, t=None):\n        return t\n\n    x = 1\n", "class A:\n    def g(cls, t=None):\n        return t\n    g = classmethod(g)\n\n    x = 1\n"},
	{"@deco(1)\ndef h(a, b=2): return a\nprint(h)", "def h(a, b=2): return a\nh = deco(1)(h)\nprint(h)"},
	{"@a.b\ndef f(): pass", "@_pylib_call(_pylib_ident, getattr(a, \"b\"))\ndef f(): pass"},
	{"class B(A):\n    def m(self, x):\n        return super().m(x)", "class B(A):\n    def m(self, x):\n        return super(B, self).m(x)"},
	// super() in an f-string's fields is the method's; the same text in
	// its literal parts is text.
	{"class B(A):\n    def m(self):\n        return f\"super() {super().m()}\"", "class B(A):\n    def m(self):\n        return (\"super() \" + format((super(B, self).m()), \"\"))"},
	{"def f():\n    return f\"super() {x}\"", "def f():\n    return (\"super() \" + format((x), \"\"))"},
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

func TestRewriteCases(t *testing.T) {
	for _, c := range rewriteCases {
		got, _, err := Rewrite(c.in)
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
		if _, _, err := Rewrite(in); err == nil {
			t.Errorf("Rewrite(%q) succeeded, want an error", in)
		}
	}
}

func TestRewriteMatchKeepsLineNumbers(t *testing.T) {
	src := "match x:\n    case [a, b] if a:\n        y = 1\n    case _:\n        y = 2\nz = 3\n"
	out, lines, err := Rewrite(src)
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
}
