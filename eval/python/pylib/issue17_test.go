package pylib

import "testing"

// TestIssueSeventeen covers the smaller gaps issue 17 lists: property
// fget/fset/fdel, bytes.hex(sep), Counter inclusion, exact int/float
// comparison, bytes in a comprehension, type(f).__name__, operator
// dunders reached through sum() and sorted(), and unpacking that lets the
// iterator's own exception through. Each want is CPython 3.11's.
func TestIssueSeventeen(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"property fget fset fdel",
			`class A:
    def g(self): return 1
    def s(self, v): pass
    p = property(g, s)
    q = property(g)
print(A.p.fget is A.g, A.p.fset is A.s, A.p.fdel, A.q.fset)
`,
			`True True None None
`},
		{"bytes hex sep",
			`b = bytes(range(1, 6))
print(b.hex(), b.hex(":"), b.hex("-", 2), b.hex(":", -2), b.hex(b"|", 3), b"".hex(":"))
`,
			`0102030405 01:02:03:04:05 01-0203-0405 0102:0304:05 0102|030405 
`},
		{"counter comparisons",
			`from collections import Counter
a, b = Counter("ab"), Counter("aab")
print(a <= b, a < b, b >= a, b > a, a < a, a <= a, b <= a, Counter(x=1) > Counter())
`,
			`True True True True False True False True
`},
		{"int float exact compare",
			`n = 2**53 + 1
print(n == float(n), n != float(n), n > float(n), float(n) < n, 2**53 == float(2**53), 10**400 > float("inf"), 1 < float("nan"), 3 == 3.0, [n] == [float(n)])
`,
			`False True True True True False False True False
`},
		{"bytes iteration in comprehension",
			`print([hex(b) for b in "é".encode()], list(b"ab"), sum(b for b in b"\x01\x02"))
for c in b"xy":
    print(c)
`,
			`['0xc3', '0xa9'] [97, 98] 3
120
121
`},
		{"type name of builtin types",
			`print(type(lambda: 0).__name__, int.__name__, callable([].append), isinstance([].append, object), callable("".join))
try:
    type(lambda: 0).__name__.nope
except BaseException as e:
    print(type(e).__name__)
`,
			`function int True True True
AttributeError
`},
		{"operator dunders through sum and sorted",
			`class V:
    def __init__(s, v): s.v = v
    def __add__(s, o): return V(s.v + (o.v if isinstance(o, V) else o))
    def __radd__(s, o): return V(o + s.v)
    def __lt__(s, o): return s.v < o.v
print(sum([V(1), V(2)]).v, [x.v for x in sorted([V(3), V(1), V(2)])], max([V(1), V(5)]).v)
`,
			`3 [1, 2, 3] 5
`},
		{"unpack propagates the iterator's exception",
			`class S:
    def __getitem__(self, i):
        if i > 1:
            raise KeyError("boom")
        return i
try:
    a, b, c, d = S()
except Exception as e:
    print(type(e).__name__, e)
def g():
    yield 1
    raise RuntimeError("gen")
try:
    x, y = g()
except Exception as e:
    print(type(e).__name__, e)
for src in (iter([1, 2, 3]), "ab", (1,)):
    try:
        x, y, z = src
    except ValueError as e:
        print(e)
import itertools
try:
    a, b = itertools.count()
except ValueError as e:
    print(e)
`,
			`KeyError 'boom'
RuntimeError gen
not enough values to unpack (expected 3, got 2)
not enough values to unpack (expected 3, got 1)
too many values to unpack (expected 2)
`},
		{"return held by a finally that yields",
			`def g():
    try:
        return
    finally:
        yield 1
def h(n):
    for i in range(n):
        try:
            if i == 1:
                return "r"
            yield i
        finally:
            yield -i
it = h(3)
out = []
while True:
    try:
        out.append(next(it))
    except StopIteration as e:
        out.append(("stop", e.value))
        break
print(list(g()), [x for x in g()], list(h(3)), out)
`,
			`[1] [1] [0, 0, -1] [0, 0, -1, ('stop', 'r')]
`},
		{"type of built-in functions",
			`import math
print(type(len).__name__, type(print), type(len) is type(print), repr(len), type(abs).__qualname__)
print(type(math.sqrt).__name__, callable(len), isinstance(len, type(print)), repr(math.sqrt))
try:
    len[0]
except TypeError as e:
    print(e)
`,
			`builtin_function_or_method <class 'builtin_function_or_method'> True <built-in function len> builtin_function_or_method
builtin_function_or_method True True <built-in function sqrt>
'builtin_function_or_method' object is not subscriptable
`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := run(t, c.src); got != c.want {
				t.Errorf("got\n%s\nwant\n%s", got, c.want)
			}
		})
	}
}
