package pylib

import "testing"

// TestRoundSixObjects covers the object-model gaps the sixth held-out
// round found (see bench/compat/round6): Counter arithmetic, container
// ABC mixins, list subclasses, hashing and generator cleanup. Each want is
// what CPython 3.11 prints.
func TestRoundSixObjects(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{`counter arithmetic keeps the count type`,
			`from collections import Counter
a = Counter(x=2.5, y=1, z=-1)
b = Counter(x=1, y=3, w=0.5)
print(a + b, a - b, a | b, a & b, +a, -a)
al = a
a += b
print(a, al is a)
a -= Counter(x=10)
a |= Counter(q=2, y=0.5)
print(a)
a &= Counter(y=2, q=5)
print(a, Counter(a=10**30) + Counter(a=10**30))
class W(Counter): pass
w = W(a=1.5)
print(type(w + w).__name__, w + w)
w += W(a=1)
print(type(w).__name__, w)
`,
			`Counter({'y': 4, 'x': 3.5, 'w': 0.5}) Counter({'x': 1.5}) Counter({'y': 3, 'x': 2.5, 'w': 0.5}) Counter({'x': 1, 'y': 1}) Counter({'x': 2.5, 'y': 1}) Counter({'z': 1})
Counter({'y': 4, 'x': 3.5, 'w': 0.5}) True
Counter({'y': 4, 'q': 2, 'w': 0.5})
Counter({'y': 2, 'q': 2}) Counter({'a': 2000000000000000000000000000000})
Counter Counter({'a': 3.0})
W W({'a': 2.5})
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
