package pylib

import "testing"

// TestSubclassBuiltins covers Python classes deriving from built-in types:
// construction through __new__ and __init__ with super(), overridden special
// methods, repr, isinstance, the base type returned by inherited methods,
// operators, hashing and json. Each want is CPython 3.11's output.
func TestSubclassBuiltins(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"list basic",
			`class L(list): pass
l = L([3, 1, 2])
print(l, len(l), l[0], l[-1], l[1:], 2 in l, 9 in l, type(l).__name__, isinstance(l, list), issubclass(L, list))
`,
			`[3, 1, 2] 3 3 2 [1, 2] True False L True True
`},
		{"list methods mutate",
			`class L(list): pass
l = L()
l.append(1); l.extend([2, 3]); l.insert(0, 0); l.remove(2)
print(l, l.pop(), l, l.index(1), l.count(0))
l.sort(reverse=True); print(l)
l.reverse(); print(l)
`,
			`[0, 1] 3 [0, 1] 1 1
[1, 0]
[0, 1]
`},
		{"list setitem delitem",
			`class L(list): pass
l = L(range(5))
l[0] = 9; del l[1]; l[1:3] = ["a"]
print(l)
`,
			`[9, 'a', 4]
`},
		{"list ops return list",
			`class L(list): pass
l = L([1, 2])
for r in (l + [3], [0] + l, l * 2, 2 * l, l[:1], l.copy()):
    print(r, type(r).__name__)
`,
			`[1, 2, 3] list
[0, 1, 2] list
[1, 2, 1, 2] list
[1, 2, 1, 2] list
[1] list
[1, 2] list
`},
		{"list iadd keeps subclass",
			`class L(list): pass
l = L([1])
l += [2]
print(l, type(l).__name__)
`,
			`[1, 2] L
`},
		{"list compare",
			`class L(list): pass
print(L([1, 2]) == [1, 2], L([1]) < [2], [1, 2] == L([1, 2]), L([1]) != L([1]), sorted([L([2]), L([1])]))
`,
			`True True True False [[1], [2]]
`},
		{"list overridden append",
			`class Log(list):
    def append(self, x):
        print("append", x)
        super().append(x * 10)
l = Log()
l.append(1); l.append(2)
print(l, len(l))
`,
			`append 1
append 2
[10, 20] 2
`},
		{"list overridden getitem",
			`class OneBased(list):
    def __getitem__(self, i):
        return super().__getitem__(i - 1)
o = OneBased([10, 20, 30])
print(o[1], o[3], list(o), len(o))
`,
			`10 30 [10, 20, 30] 3
`},
		{"list init super",
			`class Stack(list):
    def __init__(self, *items):
        super().__init__(items)
        self.name = "s"
    def push(self, x):
        self.append(x)
        return self
    def peek(self):
        return self[-1]
s = Stack(1, 2).push(3)
print(s, s.peek(), s.name, len(s), vars(s))
`,
			`[1, 2, 3] 3 s 3 {'name': 's'}
`},
		{"list repr override",
			`class L(list):
    def __repr__(self):
        return "L(" + super().__repr__() + ")"
l = L([1, 2])
print(l, repr(l), str(l), [l], f"{l}")
`,
			`L([1, 2]) L([1, 2]) L([1, 2]) [L([1, 2])] L([1, 2])
`},
		{"list iter sum sorted",
			`class L(list): pass
l = L([3, 1, 2])
print(sum(l), sorted(l), max(l), min(l), list(reversed(l)), [x * 2 for x in l], tuple(l), set(l) == {1, 2, 3})
`,
			`6 [1, 2, 3] 3 1 [2, 1, 3] [6, 2, 4] (3, 1, 2) True
`},
		{"list bool len",
			`class L(list): pass
print(bool(L()), bool(L([0])), len(L("abc")))
`,
			`False True 3
`},
		{"list json",
			`import json
class L(list): pass
print(json.dumps(L([1, "a"])), json.dumps({"k": L([2])}))
`,
			`[1, "a"] {"k": [2]}
`},
		{"list class attr and method",
			`class Bag(list):
    kind = "bag"
    def total(self):
        return sum(self)
    @property
    def size(self):
        return len(self)
b = Bag([1, 2, 3])
print(b.kind, b.total(), b.size)
`,
			`bag 6 3
`},
		{"list unhashable",
			`class L(list): pass
try:
    hash(L())
except TypeError as e:
    print("TypeError", e)
`,
			`TypeError unhashable type: 'L'
`},
		{"str basic",
			`class S(str): pass
s = S("Hello")
print(s, repr(s), len(s), s[0], s[1:3], "ell" in s, s.upper(), type(s.upper()).__name__, isinstance(s, str))
`,
			`Hello 'Hello' 5 H el True HELLO str True
`},
		{"str methods",
			`class S(str): pass
s = S("a,b,c")
print(s.split(","), s.replace(",", ";"), s.startswith("a"), s.count(","), "-".join(S("xy")), s.find("b"), s.title())
`,
			`['a', 'b', 'c'] a;b;c True 2 x-y 2 A,B,C
`},
		{"str concat format",
			`class S(str): pass
s = S("ab")
print(s + "c", "c" + s, s * 2, type(s + "c").__name__, f"[{s}]", "%s!" % s, "{}".format(s), format(s, ">4"))
`,
			`abc cab abab str [ab] ab! ab   ab
`},
		{"str hash dict key",
			`class S(str): pass
d = {"k": 1}
print(d[S("k")], S("k") in d, hash(S("k")) == hash("k"), S("k") == "k", {S("x"): 1} == {"x": 1}, S("a") < "b")
`,
			`1 True True True True True
`},
		{"str new override",
			`class Upper(str):
    def __new__(cls, v):
        return super().__new__(cls, v.upper())
u = Upper("abc")
print(u, type(u).__name__, u.lower(), len(u), u == "ABC")
`,
			`ABC Upper abc 3 True
`},
		{"str extra method",
			`class Path(str):
    def parts(self):
        return self.split("/")
    @property
    def name(self):
        return self.parts()[-1]
p = Path("a/b/c.txt")
print(p.parts(), p.name, p.endswith(".txt"))
`,
			`['a', 'b', 'c.txt'] c.txt True
`},
		{"str repr override",
			`class S(str):
    def __repr__(self):
        return f"S({str.__repr__(self)})"
s = S("x")
print(repr(s), str(s), [s], s)
`,
			`S('x') x [S('x')] x
`},
		{"str str override",
			`class S(str):
    def __str__(self):
        return "custom"
s = S("x")
print(s, str(s), repr(s), s + "y", f"{s!s}")
`,
			`custom custom 'x' xy custom
`},
		{"str iteration sorted",
			`class S(str): pass
s = S("cab")
print(sorted(s), list(s), [c for c in s], max(s), sorted([S("b"), S("a")]))
`,
			`['a', 'b', 'c'] ['c', 'a', 'b'] ['c', 'a', 'b'] c ['a', 'b']
`},
		{"str json",
			`import json
class S(str): pass
print(json.dumps(S("x")), json.dumps({S("k"): S("v")}))
`,
			`"x" {"k": "v"}
`},
		{"int basic",
			`class I(int): pass
i = I(5)
print(i, repr(i), i + 1, type(i + 1).__name__, i * 2, -i, abs(I(-3)), i // 2, i % 2, i ** 2, isinstance(i, int))
`,
			`5 5 6 int 10 -5 3 2 1 25 True
`},
		{"int compare hash",
			`class I(int): pass
i = I(3)
print(i == 3, i < 4, i > 4, hash(i) == hash(3), {3: "a"}[i], sorted([I(2), 1, I(0)]), max(I(1), I(9)))
`,
			`True True False True a [0, 1, 2] 9
`},
		{"int convert",
			`class I(int): pass
i = I("42")
print(i, int(i), float(i), str(i), bin(i), hex(i), [0, 1, 2, 3][I(2)], range(I(3)), round(I(7)))
`,
			`42 42 42.0 42 0b101010 0x2a 2 range(0, 3) 7
`},
		{"int new override",
			`class Positive(int):
    def __new__(cls, v):
        if v < 0:
            raise ValueError("negative")
        return super().__new__(cls, v)
print(Positive(3) + 1)
try:
    Positive(-1)
except ValueError as e:
    print("ValueError", e)
`,
			`4
ValueError negative
`},
		{"int repr override",
			`class Money(int):
    def __repr__(self):
        return f"${int(self)}"
m = Money(5)
print(m, repr(m), str(m), [m], f"{m}", m + 1)
`,
			`$5 $5 $5 [$5] $5 6
`},
		{"int add override",
			`class Mod7(int):
    def __add__(self, other):
        return Mod7((int(self) + int(other)) % 7)
m = Mod7(5) + 4
print(m, type(m).__name__, 4 + Mod7(5), type(4 + Mod7(5)).__name__)
`,
			`2 Mod7 9 int
`},
		{"int attributes",
			`class I(int):
    pass
i = I(4)
i.label = "four"
print(i.label, i.bit_length(), i.real, i.numerator, vars(i))
`,
			`four 3 4 4 {'label': 'four'}
`},
		{"int bool truth",
			`class I(int): pass
print(bool(I(0)), bool(I(2)), not I(0), "yes" if I(1) else "no")
`,
			`False True True yes
`},
		{"int sum",
			`class I(int): pass
print(sum([I(1), I(2), 3]), sum(I(x) for x in range(4)))
`,
			`6 6
`},
		{"float basic",
			`class F(float): pass
f = F(1.5)
print(f, repr(f), f * 2, type(f * 2).__name__, f > 1, round(f), int(f), isinstance(f, float), F("2.25"))
`,
			`1.5 1.5 3.0 float True 2 1 True 2.25
`},
		{"float extra",
			`class Celsius(float):
    def to_f(self):
        return self * 9 / 5 + 32
c = Celsius(100)
print(c.to_f(), c.is_integer(), hash(c) == hash(100.0), f"{c:.1f}")
`,
			`212.0 True True 100.0
`},
		{"tuple basic",
			`class T(tuple): pass
t = T([1, 2, 3])
print(t, len(t), t[0], t[1:], type(t[1:]).__name__, t + (4,), type(t + (4,)).__name__, t.count(1), t.index(3), isinstance(t, tuple))
`,
			`(1, 2, 3) 3 1 (2, 3) tuple (1, 2, 3, 4) tuple 1 2 True
`},
		{"tuple new override",
			`class Point(tuple):
    def __new__(cls, x, y):
        return super().__new__(cls, (x, y))
    @property
    def x(self):
        return self[0]
    @property
    def y(self):
        return self[1]
p = Point(3, 4)
print(p, p.x, p.y, p == (3, 4), hash(p) == hash((3, 4)), {p: 1}[(3, 4)])
x, y = p
print(x, y, list(p), sorted(Point(2, 1)))
`,
			`(3, 4) 3 4 True True 1
3 4 [3, 4] [1, 2]
`},
		{"tuple repr override",
			`class Pair(tuple):
    def __repr__(self):
        return "Pair" + tuple.__repr__(self)
print(Pair((1, 2)), [Pair((3, 4))])
`,
			`Pair(1, 2) [Pair(3, 4)]
`},
		{"set basic",
			`class S(set): pass
s = S([3, 1, 3])
print(sorted(s), len(s), 1 in s, 5 in s, isinstance(s, set))
s.add(7); s.discard(3)
print(sorted(s), sorted(s | {9}), type(s | {9}).__name__, sorted(s & {1}), s == {1, 7})
`,
			`[1, 3] 2 True False True
[1, 7] [1, 7, 9] set [1] True
`},
		{"set init override",
			`class Tags(set):
    def __init__(self, *tags):
        super().__init__(t.lower() for t in tags)
t = Tags("A", "b", "a")
print(sorted(t), len(t))
`,
			`['a', 'b'] 2
`},
		{"frozenset basic",
			`class FS(frozenset): pass
f = FS([1, 2])
print(sorted(f), len(f), 2 in f, hash(f) == hash(frozenset([1, 2])), {f: "x"}[frozenset([1, 2])], isinstance(f, frozenset))
`,
			`[1, 2] 2 True True x True
`},
		{"bytes basic",
			`class B(bytes): pass
b = B(b"abc")
print(b, len(b), b[0], b.upper(), type(b.upper()).__name__, b + b"d", b.decode(), isinstance(b, bytes), b == b"abc")
`,
			`b'abc' 3 97 b'ABC' bytes b'abcd' abc True True
`},
		{"dict subclass getitem override",
			`class D(dict):
    def __getitem__(self, k):
        return super().__getitem__(k.lower())
d = D(a=1)
print(d["A"], d.get("a"), len(d))
`,
			`1 1 1
`},
		{"dict subclass setitem override",
			`class Lower(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k.lower(), v)
d = Lower()
d["AB"] = 1
d["Cd"] = 2
print(d, sorted(d))
`,
			`{'ab': 1, 'cd': 2} ['ab', 'cd']
`},
		{"dict subclass contains override",
			`class D(dict):
    def __contains__(self, k):
        return super().__contains__(k.lower())
d = D(a=1)
print("A" in d, "b" in d)
`,
			`True False
`},
		{"dict subclass getattr",
			`class AttrDict(dict):
    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name)
    def __setattr__(self, name, value):
        self[name] = value
a = AttrDict(x=1)
a.y = 2
print(a.x, a.y, a, hasattr(a, "z"))
`,
			`1 2 {'x': 1, 'y': 2} False
`},
		{"dict subclass missing",
			`class Default(dict):
    def __missing__(self, k):
        return k * 2
d = Default(a=1)
print(d["a"], d["bb"], d.get("zz"), "bb" in d)
`,
			`1 bbbb None False
`},
		{"dict subclass init kwargs",
			`class Config(dict):
    def __init__(self, *args, **kw):
        super().__init__(*args, **kw)
        self.setdefault("debug", False)
c = Config({"a": 1}, b=2)
print(c, len(c))
`,
			`{'a': 1, 'b': 2, 'debug': False} 3
`},
		{"dict subclass copy or",
			`class D(dict): pass
d = D(a=1)
c = d.copy()
u = d | {"b": 2}
print(type(c).__name__, c, type(u).__name__, u, type(d).__name__)
`,
			`dict {'a': 1} dict {'a': 1, 'b': 2} D
`},
		{"dict subclass json repr",
			`import json
class D(dict): pass
d = D(b=1, a=2)
print(json.dumps(d), json.dumps(d, sort_keys=True), d, repr(d), isinstance(d, dict))
`,
			`{"b": 1, "a": 2} {"a": 2, "b": 1} {'b': 1, 'a': 2} {'b': 1, 'a': 2} True
`},
		{"dict subclass repr override",
			`class D(dict):
    def __repr__(self):
        return "D" + super().__repr__()
print(D(a=1), [D()])
`,
			`D{'a': 1} [D{}]
`},
		{"dict subclass items iter",
			`class D(dict): pass
d = D(x=1, y=2)
print(list(d), list(d.items()), sorted(d.values()), len(d), dict(d) == d, {**d})
`,
			`['x', 'y'] [('x', 1), ('y', 2)] [1, 2] 2 True {'x': 1, 'y': 2}
`},
		{"exception subclass",
			`class AppError(Exception):
    def __init__(self, msg, code):
        super().__init__(msg)
        self.code = code
try:
    raise AppError("bad", 7)
except Exception as e:
    print(type(e).__name__, e, e.code, e.args, isinstance(e, AppError), repr(e))
`,
			`AppError bad 7 ('bad',) True AppError('bad')
`},
		{"exception subclass str",
			`class E(ValueError):
    def __str__(self):
        return "custom: " + super().__str__()
try:
    raise E("x")
except ValueError as e:
    print(e, repr(e))
`,
			`custom: x E('x')
`},
		{"exception hierarchy",
			`class Base(Exception): pass
class Child(Base): pass
try:
    raise Child("c")
except Base as e:
    print("caught", type(e).__name__, e, issubclass(Child, Exception))
`,
			`caught Child c True
`},
		{"multi level list subclass",
			`class A(list):
    def first(self):
        return self[0]
class B(A):
    def last(self):
        return self[-1]
b = B([1, 2, 3])
print(b.first(), b.last(), isinstance(b, A), isinstance(b, list), B.__mro__[-2].__name__, len(b))
`,
			`1 3 True True list 3
`},
		{"str subclass in container repr",
			`class S(str): pass
print([S("a"), S("b")], {"k": S("v")}, (S("t"),))
`,
			`['a', 'b'] {'k': 'v'} ('t',)
`},
		{"int subclass enum like",
			`class Level(int):
    names = {1: "LOW", 2: "HIGH"}
    def __str__(self):
        return self.names[int(self)]
l = Level(2)
print(l, str(l), repr(l), l + 1, f"{l}", l == 2)
`,
			`HIGH HIGH 2 3 HIGH True
`},
		{"list subclass eq override",
			`class L(list):
    def __eq__(self, other):
        return len(self) == len(other)
print(L([1]) == [2], L([1]) == [1, 2], L([1]) != [3])
`,
			`True False True
`},
		{"list contains override",
			`class L(list):
    def __contains__(self, x):
        return super().__contains__(x) or x == "any"
l = L([1])
print(1 in l, "any" in l, 2 in l)
`,
			`True True False
`},
		{"list len override",
			`class L(list):
    def __len__(self):
        return 42
l = L([1])
print(len(l), list(l))
`,
			`42 [1]
`},
		{"list iter override",
			`class L(list):
    def __iter__(self):
        return iter(["x", "y"])
l = L([1, 2])
print(list(l), [a for a in l], l[0])
`,
			`['x', 'y'] ['x', 'y'] 1
`},
		{"isinstance issubclass",
			`class L(list): pass
class S(str): pass
class I(int): pass
print(isinstance(L(), (list, tuple)), issubclass(S, str), issubclass(I, int), issubclass(I, object), isinstance(I(1), str), type(I(1)) is I, type(I(1)) is int)
`,
			`True True True True False True False
`},
		{"str subclass strip returns str",
			`class S(str): pass
s = S("  a ")
r = s.strip()
print(repr(r), type(r).__name__, type(s[0]).__name__, type(str(s)).__name__)
`,
			`'a' str str str
`},
		{"list subclass sort key",
			`class Recs(list):
    def by(self, key):
        return sorted(self, key=lambda r: r[key])
r = Recs([{"n": 2}, {"n": 1}])
print(r.by("n"))
`,
			`[{'n': 1}, {'n': 2}]
`},
		{"tuple sum sorted",
			`class T(tuple): pass
print(sum(T((1, 2, 3))), sorted(T((3, 1))), max(T((4, 9))), T((1,)) + T((2,)))
`,
			`6 [1, 3] 9 (1, 2)
`},
		{"list class method constructor",
			`class L(list):
    @classmethod
    def of(cls, *xs):
        return cls(xs)
l = L.of(1, 2)
print(l, type(l).__name__)
`,
			`[1, 2] L
`},
		{"str subclass dict key lookup",
			`class Key(str): pass
d = {}
d[Key("a")] = 1
d["a"] += 1
print(d, list(d)[0] == "a", len(d))
`,
			`{'a': 2} True 1
`},
		{"int subclass as index",
			`class I(int): pass
s = "hello"
print(s[I(1)], s[I(1):I(3)], [1, 2, 3][I(-1)], "ab" * I(2))
`,
			`e el 3 abab
`},
		{"float subclass arithmetic mix",
			`class F(float): pass
print(F(1.5) + 1, 2 * F(0.5), F(3) / 2, F(7) // 2, -F(1), abs(F(-2.5)), F(2) ** 2)
`,
			`2.5 1.0 1.5 3.0 -1.0 2.5 4.0
`},
		{"list super getitem names the sequence",
			`class L(list):
    def __getitem__(self, i):
        return super().__getitem__(i)
class T(tuple): pass
for s in (L([1]), T((1,))):
    try:
        s[5]
    except IndexError as e:
        print(e)
`,
			`list index out of range
tuple index out of range
`},
		{"container truth follows an overridden len",
			`class L(list):
    def __len__(self): return 42
class S(str):
    def __len__(self): return 0
print(len(L()), bool(L()), bool(S("x")), "yes" if L() else "no")
`,
			`42 True False yes
`},
		{"set subclass repr names the class",
			`class S(set): pass
class F(frozenset): pass
print(S(), S([1]), repr(F()), F([2]), [S()])
`,
			`S() S({1}) F() F({2}) [S()]
`},
		{"str subclass in join and format",
			`class W(str): pass
ws = sorted([W("b"), W("a")])
print(",".join(ws), "-".join(w for w in ws), "x".center(5, W("*")), "{}|{!r}".format(W("p"), W("q")), "a b".split(W(" ")))
`,
			`a,b a-b **x** p|'q' ['a', 'b']
`},
		{"copy keeps the subclass",
			`import copy
class D(dict):
    def __init__(self, *a, **k):
        super().__init__(*a, **k)
        self.tag = "t"
class L(list): pass
class S(set): pass
class T(tuple): pass
class W(str): pass
class I(int): pass
d = D(a=L([1]))
for c in (copy.copy(d), copy.deepcopy(d)):
    print(c, type(c).__name__, type(c["a"]).__name__, c.tag, c == d, c is d)
dc = copy.deepcopy(d); dc["a"].append(2); print(d, dc)
for x in (L([1, [2]]), S([1]), T((1, [2])), W("a"), I(3)):
    a, b = copy.copy(x), copy.deepcopy(x)
    print(type(a).__name__, a, type(b).__name__, b, a == x, b == x)
`,
			`{'a': [1]} D L t True False
{'a': [1]} D L t True False
{'a': [1]} {'a': [1, 2]}
L [1, [2]] L [1, [2]] True True
S S({1}) S S({1}) True True
T (1, [2]) T (1, [2]) True True
W a W a True True
I 3 I 3 True True
`},
		{"new read through a class",
			`class T(tuple): pass
class W(str): pass
class A: pass
print(T.__new__ is tuple.__new__, W.__new__ is str.__new__, A.__new__ is object.__new__)
print(T.__new__(T, (1, 2)), type(T.__new__(T, (1, 2))).__name__, W.__new__(W, "x"))
`,
			`True True True
(1, 2) T x
`},
		{"slots on a built-in subclass",
			`class P:
    __slots__ = ("x",)
    y = 5
class LS(list):
    __slots__ = ()
class DS(dict):
    __slots__ = ("k",)
ds = DS(a=1)
ds.k = 2
print(ds, ds.k)
for obj, name in ((P(), "y"), (P(), "z"), (LS(), "a"), (ds, "z")):
    try:
        setattr(obj, name, 1)
    except AttributeError as e:
        print(e)
`,
			`{'a': 1} 2
'P' object attribute 'y' is read-only
'P' object has no attribute 'z'
'LS' object has no attribute 'a'
'DS' object has no attribute 'z'
`},
		{"set in-place operators change the set itself",
			`class S(set): pass
s = S([1, 2]); alias = s
s |= {7}; s &= {1, 2, 7, 8}; s -= {2}; s ^= {9}
p = {1}; q = p; p |= {2}
f = frozenset([1]); g = f; f |= {2}
print(type(s).__name__, sorted(s), alias is s, q, p is q, f, g, f is g)
`,
			`S [1, 7, 9] True {1, 2} True frozenset({1, 2}) frozenset({1}) False
`},
		{"list repeat in place",
			`class L(list): pass
a = [1]; b = a; a *= 2
l = L([1]); m = l; l *= 3
c = [1, 2]; c *= 0
print(b, a is b, l, type(l).__name__, m is l, c)
`,
			`[1, 1] True [1, 1, 1] L True []
`},
		{"str subclass as a number's text and in a str",
			`class W(str): pass
print(int(W("5")), float(W("1.5")), int(W("ff"), 16), W("h") in "oh", W("x") not in "oh")
`,
			`5 1.5 255 True True
`},
		{"int subclass in divmod and pow",
			`class I(int): pass
print(divmod(I(7), 2), divmod(7, I(2)), pow(I(3), 2), pow(I(3), 2, I(5)))
`,
			`(3, 1) (3, 1) 9 4
`},
		{"dict subclass vars in order",
			`class D(dict):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.z = 1
        self.a = 2
d = D(k=0)
print(d, vars(d), d.__dict__)
`,
			`{'k': 0} {'z': 1, 'a': 2} {'z': 1, 'a': 2}
`},
		{"super in an f-string",
			`class E(Exception):
    def __init__(self, msg, *, code=0):
        super().__init__(msg)
        self.code = code
    def __str__(self):
        return f"[{self.code}] {super().__str__()}"
try:
    raise E("boom", code=7)
except Exception as e:
    print(e, repr(e), e.args)
`,
			`[7] boom E('boom') ('boom',)
`},
		{"built-in operator methods read through the class",
			`class K(str):
    def __new__(cls, v):
        return super().__new__(cls, v.lower())
    def __eq__(self, o):
        return str.__eq__(self, o.lower() if isinstance(o, str) else o)
    __hash__ = str.__hash__
class I(int): pass
print(K("ABC"), K("x") == "X", K("x") == 1, {K("Q"): 1}.get("q"))
print(str.__eq__(K("a"), 1), int.__add__(I(2), 3), int.__eq__(I(1), 1.0), list.__eq__([1], (1,)), str.__lt__("a", "b"))
try:
    str.__eq__(1, "a")
except TypeError as e:
    print(e)
`,
			`abc True False 1
NotImplemented 5 NotImplemented NotImplemented True
descriptor '__eq__' requires a 'str' object but received a 'int'
`},
		{"int subclass with its own new and add",
			`import json
class Money(int):
    def __new__(cls, v):
        return super().__new__(cls, round(v))
    def __repr__(self):
        return f"Money({int(self)})"
    def __add__(self, o):
        return Money(int(self) + int(o))
m = Money(2.6) + 3
print(m, [m], type(m).__name__, json.dumps({"m": m}), m > 5, f"{m}")
`,
			`Money(6) [Money(6)] Money {"m": 6} True Money(6)
`},
		{"exception init spelled out",
			`class E(Exception):
    def __init__(self, m, code):
        Exception.__init__(self, m)
        self.code = code
class V(ValueError):
    def __init__(self, m):
        ValueError.__init__(self, m, 2)
class G(Exception):
    def __init__(self, a):
        super().__init__(a, a)
e = E("x", 3)
print(e, repr(e), e.args, e.code, V("q").args, str(V("q")), G(1).args)
`,
			`x E('x') ('x',) 3 ('q', 2) ('q', 2) (1, 1)
`},
		{"json reads a subclass through its own iter and items",
			`import json
class LL(list):
    def __iter__(self):
        return iter(sorted(super().__iter__()))
class J(dict):
    def items(self):
        return [("fake", 1)]
print(json.dumps(LL([3, 1, 2])), json.dumps(J(a=1)), json.dumps(J()), dict(J(a=1)), LL([3, 1]))
`,
			`[1, 2, 3] {"fake": 1} {} {'a': 1} [3, 1]
`},
		{"percent formatting of subclasses",
			`class I(int):
    def __str__(self):
        return "eye"
class Up(str):
    def __str__(self):
        return self.upper()
class F(float): pass
print("%d" % I(5), "%s" % I(5), "%x" % I(255), "%.2f" % F(1.5), "%c" % I(65), "%s" % Up("abc"), "%r" % Up("abc"), "%s|%s" % (Up("a"), I(1)))
`,
			`5 eye ff 1.50 A ABC 'abc' A|eye
`},
		{"collections subclasses",
			`from collections import OrderedDict, Counter, defaultdict
class LRU(OrderedDict):
    def __init__(self, cap):
        super().__init__()
        self.cap = cap
    def __setitem__(self, k, v):
        if k in self:
            self.move_to_end(k)
        super().__setitem__(k, v)
        if len(self) > self.cap:
            self.popitem(last=False)
c = LRU(2)
c["a"] = 1; c["b"] = 2; c["a"] = 0; c["c"] = 3
class WordCount(Counter):
    def top(self, n):
        return [w for w, _ in self.most_common(n)]
wc = WordCount("a b a c a b".split())
class Tree(defaultdict):
    def __init__(self):
        super().__init__(Tree)
t = Tree()
t["a"]["b"]["c"] = 1
print(c, wc.top(2), type(wc + wc).__name__, type(t["a"]).__name__, "b" in t["a"])
`,
			`LRU([('a', 0), ('c', 3)]) ['a', 'b'] Counter Tree True
`},
		{"UserDict UserList UserString",
			`from collections import UserDict, UserList, UserString
class UD(UserDict):
    def __setitem__(self, k, v):
        super().__setitem__(k.lower(), v)
u = UD({"X": 0})
u["A"] = 1
u.update(B=2)
class UL(UserList):
    def total(self):
        return sum(self.data)
ul = UL([1, 2])
ul.append(3)
class US(UserString): pass
print(u, u.data, dict(u), "a" in u, len(u), u.get("z", 9), ul, ul.total(), ul[1:], type(ul[1:]).__name__, type(ul + [4]).__name__, US("ab").upper(), type(US("ab").upper()).__name__)
`,
			`{'x': 0, 'a': 1, 'b': 2} {'x': 0, 'a': 1, 'b': 2} {'x': 0, 'a': 1, 'b': 2} True 3 9 [1, 2, 3] 6 [2, 3] UL UL AB US
`},
		{"dict methods read through dict",
			`class CI(dict):
    def __getitem__(self, k):
        return dict.__getitem__(self, k.lower())
    def __setitem__(self, k, v):
        dict.__setitem__(self, k.lower(), v)
    def __contains__(self, k):
        return dict.__contains__(self, k.lower())
class Reg(dict):
    __getattr__ = dict.get
    __setattr__ = dict.__setitem__
c = CI()
c["A"] = 1
r = Reg(x=1)
r.y = 2
print(c, c["a"], "A" in c, dict.__len__(c), r.x, r.y, r.z, r)
`,
			`{'a': 1} 1 True 1 1 2 None {'x': 1, 'y': 2}
`},
		{"list += any iterable extends in place",
			`class L(list):
    def __setitem__(self, i, v):
        print("set", i, v)
        super().__setitem__(i, v)
a = [1]; b = a
a += (2,); a += "xy"; a += range(2)
l = L([1]); m = l
l += (5,); l[0] = 9
print(a, b is a, l, type(l).__name__, m is l)
try:
    a += 5
except TypeError as e:
    print(e)
`,
			`set 0 9
[1, 2, 'x', 'y', 0, 1] True [9, 5] L True
'int' object is not iterable
`},
		{"int subclass in a range",
			`class I(int): pass
print(I(5) in range(10), I(12) not in range(10), list(range(I(3))), [0, 1, 2][I(1):])
`,
			`True True [0, 1, 2] [1, 2]
`},
		{"tuple subclass as the arguments of percent",
			`class P(tuple):
    def __repr__(self):
        return "P(%r, %r)" % self
print(P((1, "a")), "%s-%s" % P((1, 2)), [P((0, 0))])
`,
			`P(1, 'a') 1-2 [P(0, 0)]
`},
		{"tuple methods read through tuple",
			`class T(tuple):
    def __new__(cls, *a):
        return super().__new__(cls, a)
    def __add__(self, o):
        return T(*tuple.__add__(self, o))
    def __lt__(self, o):
        return tuple.__lt__(self, o)
    def __repr__(self):
        return "T" + tuple.__repr__(self)
print(T(1, 2) + T(3), T(1) < (2,), sorted([T(2), T(1)]), tuple.__mul__((1,), 2), list.__add__([1], [2]))
`,
			`T(1, 2, 3) True [T(1,), T(2,)] (1, 1) [1, 2]
`},
	}
	runCases(t, cases)
}
