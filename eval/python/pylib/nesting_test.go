package pylib

import "testing"

// Go code that walks a container recursing once per level overflows the
// goroutine stack on a deep enough value, which kills the process; each walk
// must end with a RecursionError (or, for cycles, the error CPython gives).
func TestNesting(t *testing.T) {
	const deep = "x = []\nfor i in range(100000):\n    x = [x]\n"
	const deepDict = "y = {}\nfor i in range(100000):\n    y = {'a': y}\n"
	const twin = "x2 = []\nfor i in range(100000):\n    x2 = [x2]\n"
	const cmpErr = "RecursionError: maximum recursion depth exceeded in comparison"
	tests := []struct{ name, src, want string }{
		{"json list", deep + "import json\njson.dumps(x)", "RecursionError: maximum recursion depth exceeded while encoding a JSON object"},
		{"json dict", deepDict + "import json\njson.dumps(y)", "RecursionError: maximum recursion depth exceeded while encoding a JSON object"},
		{"json indent", deep + "import json\njson.dumps(x, indent=2)", "RecursionError: maximum recursion depth exceeded while encoding a JSON object"},
		{"json unchecked", deep + "import json\njson.dumps(x, check_circular=False)", "RecursionError: maximum recursion depth exceeded while encoding a JSON object"},
		{"json default loop", "import json\nclass A:\n    pass\njson.dumps(A(), default=lambda o: [o])", "ValueError: Circular reference detected"},
		{"json default chain", "import json\nclass A:\n    pass\njson.dumps(A(), default=lambda o: [A()])", "RecursionError: maximum recursion depth exceeded while encoding a JSON object"},
		{"json cycle list", "import json\nx = []\nx.append(x)\njson.dumps(x)", "ValueError: Circular reference detected"},
		{"json cycle dict", "import json\nd = {}\nd['a'] = [1, d]\njson.dumps(d)", "ValueError: Circular reference detected"},
		// Shared but acyclic: the same list twice is not a cycle.
		{"json shared", "import json\ns = [1]\nprint(json.dumps({'a': s, 'b': [s, s]}))", "{\"a\": [1], \"b\": [[1], [1]]}\n"},
		{"json moderate", "import json\nx = []\nfor i in range(500):\n    x = [x]\nprint(len(json.dumps(x)), len(json.dumps(x, indent=1)) > 1000)", "1002 True\n"},
		{"json loads deep", "import json\njson.loads('[' * 100000 + ']' * 100000)", "RecursionError: maximum recursion depth exceeded while decoding a JSON array from a unicode string"},
		{"json loads deep object", "import json\njson.loads('{\"a\": ' * 100000 + '1' + '}' * 100000)", "RecursionError: maximum recursion depth exceeded while decoding a JSON object from a unicode string"},
		{"json loads moderate", "import json\nprint(len(json.loads('[' * 500 + ']' * 500)))", "1\n"},
		{"repr", deep + "repr(x)", "RecursionError: maximum recursion depth exceeded while getting the repr of an object"},
		{"str dict", deepDict + "str(y)", "RecursionError: maximum recursion depth exceeded while getting the repr of an object"},
		// Two equal deep values must be walked to the bottom; the same
		// object is equal to itself at once, as in CPython.
		{"eq self", deep + "print(x == x, x != x, x in [x], [x].index(x), x < x)", "True False True 0 False\n"},
		{"eq", deep + twin + "x == x2", cmpErr},
		{"ne", deep + twin + "x != x2", cmpErr},
		{"lt", deep + twin + "x < x2", cmpErr},
		{"in", deep + twin + "x in [1, x2]", cmpErr},
		{"not in tuple", deep + twin + "x not in (x2,)", cmpErr},
		{"index", deep + twin + "[x2].index(x)", cmpErr},
		{"count", deep + twin + "(1, x2).count(x)", cmpErr},
		{"remove", deep + twin + "[x2].remove(x)", cmpErr},
		{"dunder eq", deep + twin + "x.__eq__(x2)", cmpErr},
		{"sorted", deep + twin + "sorted([x, x2])", cmpErr},
		{"max", deep + twin + "max([x, x2])", cmpErr},
		{"dict eq", deepDict + "y2 = {}\nfor i in range(100000):\n    y2 = {'a': y2}\ny == y2", cmpErr},
		{"tuple hash", "z = ()\nfor i in range(100000):\n    z = (z,)\nhash(z)", "RecursionError: maximum recursion depth exceeded while hashing a tuple"},
		{"tuple key", "z = ()\nfor i in range(100000):\n    z = (z,)\n{z: 1}", "RecursionError: maximum recursion depth exceeded while hashing a tuple"},
		{"moderate", "a, b, t = [], [], ()\nfor i in range(500):\n    a, b, t = [a, i], [b, i], (t,)\nprint(a == b, a != b, a < b, a in [1, b], hash(t) == hash(t), {t: 1}[t])", "True False False True True 1\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := run(t, tt.src)
			if got != tt.want {
				if len(got) > 300 {
					got = got[:300] + "..."
				}
				t.Errorf("got %q\nwant %q", got, tt.want)
			}
		})
	}
}
