package pylib

import (
	"strings"
	"testing"

	"github.com/go-python/gpython/py"
)

// capture is a sys.stdout that keeps what is written.
type capture struct{ b strings.Builder }

var captureType = py.NewType("capture", "test stdout")

func (c *capture) Type() *py.Type { return captureType }

func init() {
	captureType.Dict["write"] = py.MustNewMethod("write", func(self, s py.Object) (py.Object, error) {
		self.(*capture).b.WriteString(string(s.(py.String)))
		return py.None, nil
	}, 0, "")
	captureType.Dict["flush"] = py.MustNewMethod("flush", func(self py.Object) (py.Object, error) { return py.None, nil }, 0, "")
}

// run executes src (after Rewrite) in a fresh gpython context and returns
// its stdout, or the exception as "Type: message".
func run(t *testing.T, src string) string {
	t.Helper()
	Install()
	out, err := Rewrite(src)
	if err != nil {
		return "RewriteError: " + err.Error()
	}
	ctx := py.NewContext(py.DefaultContextOpts())
	defer ctx.Close()
	c := &capture{}
	sys, err := ctx.GetModule("sys")
	if err != nil {
		t.Fatal(err)
	}
	sys.Globals["stdout"] = c
	code, err := py.Compile(out, "<test>", py.ExecMode, 0, true)
	if err != nil {
		return "SyntaxError: " + err.Error()
	}
	if _, err := py.RunCode(ctx, code, "<test>", nil); err != nil {
		if info, ok := err.(py.ExceptionInfo); ok {
			err = info.Value.(error)
		}
		if e, ok := err.(*py.Exception); ok {
			s, _ := Str(e)
			return c.b.String() + e.Base.Name + ": " + s
		}
		return c.b.String() + "error: " + err.Error()
	}
	return c.b.String()
}

func TestFidelity(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"dict order and int keys", "d = {}\nd['z'] = 1\nd[2] = 'b'\nd[(1, 2)] = 3\nprint(d, list(d))", "{'z': 1, 2: 'b', (1, 2): 3} ['z', 2, (1, 2)]\n"},
		{"dict equal keys", "d = {1: 'a'}\nd[1.0] = 'b'\nd[True] = 'c'\nprint(d, len(d))", "{1: 'c'} 1\n"},
		{"dict comprehension", "print({k: len(k) for k in ['bb', 'a']})", "{'bb': 2, 'a': 1}\n"},
		{"dict methods", "d = dict(a=1)\nd.update({'b': 2}, c=3)\nprint(d.pop('a'), d.setdefault('x', []), d.popitem(), sorted(d))", "1 [] ('x', []) ['b', 'c']\n"},
		{"kwargs from dict", "def f(**kw):\n    return sorted(kw.items())\nprint(f(**{'a': 1, 'b': 2}))", "[('a', 1), ('b', 2)]\n"},
		{"tuple ordering", "print(sorted([(2, 'b'), (1, 'z'), (2, 'a')]), (1, 2) < (1, 3), max([(1, 'a'), (3, 'b')]))", "[(1, 'z'), (2, 'a'), (2, 'b')] True (3, 'b')\n"},
		{"tuple concat", "print((1, 2) + (3,), (1,) * 3)", "(1, 2, 3) (1, 1, 1)\n"},
		{"sort keys", "print(sorted(['b', 'A', 'c'], key=str.lower), list(map(str.upper, 'ab')))", "['A', 'b', 'c'] ['A', 'B']\n"},
		{"f-strings", "x = 3.14159\nn = 42\nprint(f'{x:.2f} {n:05d} {n!r:>4} {\"s\"} {x=}')", "3.14 00042   42 s x=3.14159\n"},
		{"format", "print('{:>6}|{:<4}|{:^5}|{:,}|{:.1%}|{:#x}|{:e}'.format('r', 'l', 'c', 1234567, 0.256, 255, 12345.678))", "     r|l   |  c  |1,234,567|25.6%|0xff|1.234568e+04\n"},
		{"percent", "print('%s|%5.1f|%-4d|%r|%x|%(a)s' % ('s', 2.25, 7, 'q', 255, {'a': 1}) if False else '%s|%5.1f|%-4d|%r|%x' % ('s', 2.25, 7, 'q', 255))", "s|  2.2|7   |'q'|ff\n"},
		{"float repr", "print(1e16, 1e-07, 0.1 + 0.2, float('inf'), [2.0, -0.0])", "1e+16 1e-07 0.30000000000000004 inf [2.0, -0.0]\n"},
		{"round", "print(round(2.675, 2), round(2.5), round(3.5), round(1234.5, -2), type(round(2.5)).__name__)", "2.67 2 4 1200.0 int\n"},
		{"str methods", "s = 'Hello World'\nprint(s.partition(' '), s.rfind('o'), s.zfill(13), s.center(15, '*'), 'a,b,c'.rsplit(',', 1), s.title(), 'x\\ny'.splitlines())", "('Hello', ' ', 'World') 7 00Hello World **Hello World** ['a,b', 'c'] Hello World ['x', 'y']\n"},
		{"startswith tuple", "print('abc'.startswith(('x', 'a')), 'abc'.endswith(('c',)), '12'.isdigit(), 'ab1'.isalnum())", "True True True True\n"},
		{"list methods", "l = [3, 1]\nl.insert(0, 9)\nl.extend(x for x in range(2))\nl.remove(1)\nprint(l, l.index(0), l.count(9))", "[9, 3, 0, 1] 2 1\n"},
		{"custom exception", "class E(Exception):\n    def __init__(self, code):\n        super().__init__('code %d' % code)\n        self.code = code\ntry:\n    raise E(4)\nexcept E as e:\n    print(e, e.code, e.args, isinstance(e, Exception))", "code 4 4 ('code 4',) True\n"},
		{"uncaught custom", "class Boom(Exception):\n    pass\nraise Boom('bang')", "Boom: bang"},
		{"key error", "d = {}\ntry:\n    d['k']\nexcept KeyError as e:\n    print(str(e), repr(e))", "'k' KeyError('k')\n"},
		{"operators and comparisons", "class V:\n    def __init__(self, n):\n        self.n = n\n    def __add__(self, o):\n        return V(self.n + o.n)\n    def __lt__(self, o):\n        return self.n < o.n\n    def __repr__(self):\n        return 'V%d' % self.n\nprint(V(1) + V(2), sorted([V(3), V(1)]), min(V(2), V(1)))", "V3 [V1, V3] V1\n"},
		{"callable instance", "class F:\n    def __call__(self, x):\n        return x * 2\nf = F()\nprint(f(4), callable(f), list(map(f, [1, 2])))", "8 True [2, 4]\n"},
		{"property and classmethod", "class T:\n    n = 0\n    def __init__(self):\n        self._v = 1\n    @property\n    def v(self):\n        return self._v\n    @v.setter\n    def v(self, x):\n        self._v = x\n    @classmethod\n    def make(cls):\n        cls.n += 1\n        return cls()\nt = T.make()\nt.v = 5\nprint(t.v, T.n)", "5 1\n"},
		{"star unpack and walrus", "a = [1]\nprint([*a, *a, 2], {**{'x': 1}, 'y': 2})\nif (n := len(a)) > 0:\n    print(n)", "[1, 1, 2] {'x': 1, 'y': 2}\n1\n"},
		{"enumerate start", "print(list(enumerate('ab', start=1)))", "[(1, 'a'), (2, 'b')]\n"},
		{"builtins", "print(callable(len), list(reversed([1, 2])), issubclass(KeyError, LookupError), hash(1) == hash(1.0), divmod(7, 2), sum([1, 2], 10), max([], default=0))", "True [2, 1] True True (3, 1) 13 0\n"},
		{"sets", "s = {1, 2}\ns.discard(1)\ns.add(3)\nprint(sorted(s), s.issubset({2, 3, 4}), sorted(s.union([9])))", "[2, 3] True [2, 3, 9]\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := run(t, c.src); got != c.want {
				t.Errorf("got\n%q\nwant\n%q", got, c.want)
			}
		})
	}
}

func TestModules(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"re", "import re\nm = re.search(r'(?P<k>\\w+)=(\\d+)', 'x a=12 b=3')\nprint(m.group(0), m.group('k'), m.groups(), m.span(2), m.groupdict())\nprint(re.findall(r'(\\w)=(\\d+)', 'a=1 b=22'), re.sub(r'(\\d+)', r'<\\1>', 'a1b22'), re.split(r'[,;]\\s*', 'a, b;c'))\nprint(re.sub(r'\\d', lambda m: str(int(m.group()) * 2), 'a1b2'), re.match(r'\\d', 'a1'), bool(re.fullmatch(r'a\\d', 'a1')))\nprint(re.findall(r'(?<=@)\\w+', 'x@y z@w'), re.findall('^n', 'n\\nn', re.M), re.escape('a.b'))", "a=12 a ('a', '12') (4, 6) {'k': 'a'}\n[('a', '1'), ('b', '22')] a<1>b<22> ['a', 'b', 'c']\na2b4 None True\n['y', 'w'] ['n', 'n'] a\\.b\n"},
		{"json", "import json\nd = json.loads('{\"b\": [1, 2.5, null, true], \"a\": \"\\u00e9\"}')\nprint(d)\nprint(json.dumps(d))\nprint(json.dumps(d, indent=2, sort_keys=True, ensure_ascii=False))\ntry:\n    json.loads('{x')\nexcept ValueError as e:\n    print(type(e).__name__)", "{'b': [1, 2.5, None, True], 'a': 'é'}\n{\"b\": [1, 2.5, null, true], \"a\": \"\\u00e9\"}\n{\n  \"a\": \"é\",\n  \"b\": [\n    1,\n    2.5,\n    null,\n    true\n  ]\n}\nJSONDecodeError\n"},
		{"collections", "from collections import Counter, defaultdict, OrderedDict, namedtuple, deque\nc = Counter('abracadabra')\nprint(c.most_common(2), c['z'], c)\ndd = defaultdict(list)\ndd['k'].append(1)\nprint(dict(dd), isinstance(dd, dict))\nP = namedtuple('P', 'x y')\np = P(1, y=2)\nprint(p, p.x + p[1], p._asdict())\nq = deque([1, 2], maxlen=2)\nq.append(3)\nprint(q, list(OrderedDict(a=1)))", "[('a', 5), ('b', 2)] 0 Counter({'a': 5, 'b': 2, 'r': 2, 'c': 1, 'd': 1})\n{'k': [1]} True\nP(x=1, y=2) 3 {'x': 1, 'y': 2}\ndeque([2, 3], maxlen=2) ['a']\n"},
		{"itertools functools", "import itertools as it\nfrom functools import reduce, partial, lru_cache\nprint(list(it.islice(it.count(1), 3)), list(it.chain([1], 'a')), [(k, len(list(g))) for k, g in it.groupby('aab')])\nprint(list(it.combinations('abc', 2)), list(it.accumulate([1, 2, 3])), reduce(lambda a, b: a * b, [1, 2, 3, 4]))\n@lru_cache(maxsize=None)\ndef fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\nprint(fib(50), partial(pow, 2)(10))", "[1, 2, 3] [1, 'a'] [('a', 2), ('b', 1)]\n[('a', 'b'), ('a', 'c'), ('b', 'c')] [1, 3, 6] 24\n12586269025 1024\n"},
		{"textwrap string math", "import textwrap, string, math\nprint(textwrap.wrap('aa bb cc dd', 5), textwrap.dedent('  x\\n   y'))\nprint(string.ascii_lowercase[:3], math.gcd(12, 18), math.isclose(0.1 + 0.2, 0.3), math.prod([2, 3]))", "['aa bb', 'cc dd'] x\n y\nabc 6 True 6\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := run(t, c.src); got != c.want {
				t.Errorf("got\n%s\nwant\n%s", got, c.want)
			}
		})
	}
}

func TestFormatSpec(t *testing.T) {
	cases := []struct {
		v    py.Object
		spec string
		want string
	}{
		{py.Float(3.14159), ".2f", "3.14"},
		{py.Float(3.14159), "8.3f", "   3.142"},
		{py.Int(42), "05d", "00042"},
		{py.Int(-42), "+06d", "-00042"},
		{py.Int(1234567), ",", "1,234,567"},
		{py.Float(1234567.891), ",.2f", "1,234,567.89"},
		{py.Float(0.256), ".1%", "25.6%"},
		{py.Int(255), "#x", "0xff"},
		{py.Int(5), "b", "101"},
		{py.Float(1e6), "e", "1.000000e+06"},
		{py.Float(0.0001234), "g", "0.0001234"},
		{py.Float(123456789.0), ".3g", "1.23e+08"},
		{py.Float(100.0), "g", "100"},
		{py.String("ab"), "*^6", "**ab**"},
		{py.String("abcdef"), ".3", "abc"},
		{py.Float(2.5), "", "2.5"},
	}
	for _, c := range cases {
		got, err := Format(c.v, c.spec)
		if err != nil || got != c.want {
			t.Errorf("format(%v, %q) = %q, %v; want %q", c.v, c.spec, got, err, c.want)
		}
	}
	if _, err := Format(py.Int(1), "q"); err == nil {
		t.Error("format(1, 'q') succeeded, want ValueError")
	}
}

// The opcode hooks depend on private layouts of the pinned gpython (the
// jump table, the Vm's first field, stack effects): this fails loudly if an
// upgrade changes them.
func TestPrivateLayouts(t *testing.T) {
	Install()
	if got := run(t, "print(type({}).__name__, {'a': 1} == dict(a=1), (1, 2) < (1, 3), {(1, 2)}, {x % 2 for x in range(4)}, {k: 1 for k in 'a'})"); got != "dict True True {(1, 2)} {0, 1} {'a': 1}\n" {
		t.Errorf("opcode hooks not in effect: %q", got)
	}
}

func TestInstallIdempotent(t *testing.T) {
	Install()
	Install()
	if got := run(t, "print('a b'.partition(' '))"); got != "('a', ' ', 'b')\n" {
		t.Errorf("after two Installs: %q", got)
	}
}

func BenchmarkReSearchLoop(b *testing.B) {
	Install()
	ctx := py.NewContext(py.DefaultContextOpts())
	defer ctx.Close()
	code, err := py.Compile("import re\nn = 0\nfor i in range(1000):\n    if re.search(r'id=(\\d+) user=(\\w+)', 'x id=12 user=bob'):\n        n += 1\n", "<bench>", py.ExecMode, 0, true)
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		if _, err := py.RunCode(ctx, code, "<bench>", nil); err != nil {
			b.Fatal(err)
		}
	}
}
