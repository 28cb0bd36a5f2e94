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
		{`ne falls back to identity when eq is NotImplemented`,
			`class P:
    def __init__(self, x): self.x = x
    def __eq__(self, o):
        if not isinstance(o, P):
            return NotImplemented
        return self.x == o.x
class Q:
    def __eq__(self, o):
        return "yes"
p = P(1)
print(p != "p", "p" != p, p != p, p != P(1), p != P(2), P(1) == "p", p == p)
print(p != 1, 1 != p, p != None, None != p, [p] != ["p"], Q() != 1, 1 != Q())
class R(P):
    pass
print(R(1) != P(1), P(1) != R(2))
`,
			`True True False False True False True
True True True True True False False
False True
`},
		{`hashable abc`,
			`from collections.abc import Hashable
class P:
    def __eq__(self, o): return True
class F(P):
    def __hash__(self): return 1
class N: pass
print(isinstance(P(), Hashable), isinstance(F(), Hashable), isinstance(N(), Hashable), issubclass(P, Hashable))
print(isinstance([], Hashable), isinstance({}, Hashable), isinstance({}.keys(), Hashable), isinstance({}.values(), Hashable), isinstance((1,), Hashable))
`,
			`False True True False
False False False True True
`},
		{`mutable mapping mixins`,
			`from collections.abc import MutableMapping, Mapping
class M(MutableMapping):
    def __init__(self, *a, **k):
        self._d = {}
        self.update(*a, **k)
    def __getitem__(self, k): return self._d[k]
    def __setitem__(self, k, v): self._d[k] = v
    def __delitem__(self, k): del self._d[k]
    def __iter__(self): return iter(self._d)
    def __len__(self): return len(self._d)
    def __repr__(self): return f"M({self._d})"
m = M({"a": 1}, b=2)
print(m.keys(), m.items(), m.values(), len(m.keys()), "a" in m.keys(), ("a", 1) in m.items(), 2 in m.values())
print(m.keys() & {"a", "z"}, m.keys() - {"a"}, m == {"a": 1, "b": 2}, m != {"a": 1}, dict(m.items()))
print(m.pop("a"), m.pop("zz", 0), m.setdefault("c", 3), m.popitem(), dict(m), m.get("q", 9))
try:
    m.pop("nope")
except KeyError as e:
    print("KeyError", e)
m.clear()
print(len(m), isinstance(m, Mapping), isinstance(m, dict))
try:
    hash(m)
except TypeError as e:
    print(e)
`,
			`KeysView(M({'a': 1, 'b': 2})) ItemsView(M({'a': 1, 'b': 2})) ValuesView(M({'a': 1, 'b': 2})) 2 True True True
{'a'} {'b'} True True {'a': 1, 'b': 2}
1 0 3 ('b', 2) {'c': 3} 9
KeyError 'nope'
0 True False
unhashable type: 'M'
`},
		{`mutable set and sequence mixins`,
			`from collections.abc import MutableSet, MutableSequence
class S(MutableSet):
    def __init__(self, it=()):
        self._s = []
        for x in it: self.add(x)
    def __contains__(self, x): return x in self._s
    def __iter__(self): return iter(self._s)
    def __len__(self): return len(self._s)
    def add(self, x):
        if x not in self._s: self._s.append(x)
    def discard(self, x):
        if x in self._s: self._s.remove(x)
    def __repr__(self): return f"S({self._s})"
s = S([3, 1, 2])
print(s | S([5]), s & S([1, 9]), s - S([1]), s ^ S([1, 7]), s <= S([1, 2, 3, 4]), s == S([1, 2, 3]), s.isdisjoint([8]))
s |= [10]
s -= [3]
print(s, s.pop(), s)
try:
    s.remove(100)
except KeyError as e:
    print("KeyError", e)
class L(MutableSequence):
    def __init__(self, it=()): self._l = list(it)
    def __getitem__(self, i): return self._l[i]
    def __setitem__(self, i, v): self._l[i] = v
    def __delitem__(self, i): del self._l[i]
    def __len__(self): return len(self._l)
    def insert(self, i, v): self._l.insert(i, v)
    def __repr__(self): return f"L({self._l})"
l = L([1, 2, 3])
l.append(4)
l.extend([5, 6])
l.reverse()
l += [0]
print(l, l.pop(), l.pop(0), l.index(3), l.count(2), 3 in l, list(reversed(l)))
l.remove(3)
print(l, l.index(2, -3))
l.clear()
print(l, len(l))
`,
			`S([3, 1, 2, 5]) S([1]) S([3, 2]) S([3, 2, 7]) True True True
S([2, 10]) 1 S([2, 10])
KeyError 100
L([5, 4, 3, 2, 1]) 0 6 2 1 True [1, 2, 3, 4, 5]
L([5, 4, 2, 1]) 2
L([]) 0
`},
		{`property deleter`,
			`class R:
    def __init__(self): self._t = 1
    @property
    def t(self): return self._t
    @t.deleter
    def t(self):
        print("deleting")
        del self._t
class S(R):
    y = property(lambda self: 2)
r = S()
del r.t
print(vars(r), hasattr(r, "t"))
r._t = 3
delattr(r, "t")
try:
    del r.y
except AttributeError as e:
    print(e)
print(type(R.t).__name__, R.t.fdel.__name__, S.y.fdel)
`,
			`deleting
{} False
deleting
property 'y' of 'S' object has no deleter
property t None
`},
		{`super reaches the built-in base's operators`,
			`class L(list):
    def __iadd__(self, o):
        r = super().__iadd__(o)
        print("iadd", r is self)
        return r
    def __imul__(self, n):
        return super().__imul__(n)
    def __add__(self, o):
        return L(super().__add__(o))
l = L([1])
alias = l
l += (2, 3)
l *= 2
print(l, alias is l, type(l).__name__, type(l + [9]).__name__)
try:
    l += 5
except TypeError as e:
    print(e)
class S(set):
    def __ior__(self, o):
        return super().__ior__(o)
    def __or__(self, o):
        return S(super().__or__(o))
s = S({1})
t = s
s |= {2}
print(sorted(s), t is s, type(s | {5}).__name__, sorted(s | {5}))
class I(int):
    def __add__(self, o):
        return I(super().__add__(o))
    def __repr__(self):
        return f"I({int(self)})"
print(I(2) + 3, I(2).__add__(I(5)))
class D(dict):
    def __or__(self, o):
        return D(super().__or__(o))
print(D(a=1) | {"b": 2}, type(D(a=1) | {"b": 2}).__name__)
`,
			`iadd True
[1, 2, 3, 1, 2, 3] True L L
'int' object is not iterable
[1, 2] True S [1, 2, 5]
I(5) I(7)
{'a': 1, 'b': 2} D
`},
		{`list extend keeps the items before a failure`,
			`def g(n):
    for i in range(n):
        if i == 2:
            raise ValueError("at 2")
        yield i
l = [9]
try:
    l.extend(g(5))
except ValueError as e:
    print(e, l)
m = [9]
try:
    m += g(5)
except ValueError as e:
    print(e, m)
l.extend(l)
l += l
print(l)
t = [1]
t.extend((2, 3))
t += "ab"
t.extend({4: 0})
print(t)
class L(list):
    def extend(self, xs):
        super().extend(self.check(x) * 10 for x in xs)
    @staticmethod
    def check(x):
        if x == 2:
            raise ValueError(x)
        return x
k = L([1])
try:
    k.extend([0, 1, 2, 3])
except ValueError:
    print(k)
k += [5]
print(k, type(k).__name__)
`,
			`at 2 [9, 0, 1]
at 2 [9, 0, 1]
[9, 0, 1, 9, 0, 1, 9, 0, 1, 9, 0, 1]
[1, 2, 3, 'a', 'b', 4]
[1, 0, 10]
[1, 0, 10, 5] L
`},
		{`leaving a for loop closes the generator it made`,
			`log = []
def gen(name, n=5):
    try:
        for i in range(n):
            yield i
    finally:
        log.append("close " + name)

def first_over(limit):
    for x in gen("ret"):
        if x > limit:
            return x
    return None

print(first_over(1), log)
for x in gen("brk"):
    if x == 1:
        break
log.append("after brk")
print(log)
log.clear()
g = gen("named")
for x in g:
    if x == 1:
        break
log.append("after named")
print(log, next(g))
log.clear()
g2 = gen("iter")
for x in iter(g2):
    if x == 0:
        break
print(log, next(g2))
log.clear()
for x in gen("outer", 3):
    for y in gen("inner", 3):
        if y == 1:
            break
    if x == 1:
        break
print(log)
log.clear()
for x in gen("full", 2):
    pass
print(log)
log.clear()
for x in gen("else", 2):
    if x == 5:
        break
else:
    log.append("else ran")
print(log)
log.clear()
def nested():
    for a in gen("n1", 3):
        for b in gen("n2", 3):
            if b == 1:
                return (a, b)
print(nested(), log)
log.clear()
def pipeline():
    for x in gen("src", 10):
        yield x * 2
for v in pipeline():
    if v >= 4:
        break
print(log)
log.clear()
for i, x in enumerate(gen("enum")):
    if i == 1:
        break
print(log)
log.clear()
def stubborn():
    try:
        yield 1
        yield 2
    finally:
        log.append("stubborn finally")
for x in stubborn():
    break
print(log)
log.clear()
while True:
    for x in gen("in-while", 3):
        if x == 1:
            break
    break
print(log)
log.clear()
def with_finally():
    for x in gen("wf"):
        try:
            if x == 1:
                return x
        finally:
            log.append("body finally")
print(with_finally(), log)
log.clear()
def pipe2():
    try:
        for x in gen("src2", 10):
            yield x
    finally:
        log.append("pipe2 finally")
def pipe3():
    for x in gen("src3", 10):
        try:
            yield x
        finally:
            log.append("pipe3 finally")
for p in (pipe2, pipe3):
    it = p()
    next(it); next(it)
    it.close()
    print(log)
    log.clear()
def catcher():
    try:
        for x in gen("src4", 10):
            yield x
    except ValueError:
        log.append("caught VE")
    yield "after"
c = catcher()
next(c)
print(c.throw(ValueError("v")), log)
log.clear()
def raiser():
    for x in gen("src5", 10):
        yield x
        raise KeyError("k")
r = raiser()
next(r)
try:
    next(r)
except KeyError:
    log.append("KE")
print(log)
log.clear()
for a, b in zip(gen("z1"), gen("z2")):
    break
print(log)
log.clear()
gz = gen("zn")
for a, b in zip(gz, gen("z3")):
    break
print(log)
log.clear()
for i, x in enumerate(gen("en2"), 1):
    if i == 3:
        break
print(log)
log.clear()
for x in gen("bf"):
    try:
        if x == 1:
            break
    finally:
        log.append("bf finally")
print(log)
log.clear()
def ret_in_with():
    class CM:
        def __enter__(self): return self
        def __exit__(self, *a): log.append("exit")
    for x in gen("rw"):
        with CM():
            if x == 0:
                return x
print(ret_in_with(), log)
log.clear()
def outer_finally():
    try:
        for x in gen("of"):
            if x == 1:
                return x
    finally:
        log.append("outer finally")
print(outer_finally(), log)
log.clear()
for x in gen("exc-brk"):
    try:
        raise ValueError
    except ValueError:
        break
print(log)
`,
			`2 ['close ret']
['close ret', 'close brk', 'after brk']
['after named'] 2
[] 1
['close inner', 'close inner', 'close outer']
['close full']
['close else', 'else ran']
(0, 1) ['close n2', 'close n1']
['close src']
['close enum']
['stubborn finally']
['close in-while']
1 ['body finally', 'body finally', 'close wf']
['close src2', 'pipe2 finally']
['pipe3 finally', 'pipe3 finally', 'close src3']
after ['close src4', 'caught VE']
['close src5', 'KE']
['close z2', 'close z1']
['close z3']
['close en2']
['bf finally', 'bf finally', 'close bf']
0 ['exit', 'close rw']
1 ['close of', 'outer finally']
['close exc-brk']
`},
		{`user mappings as **kwargs and Counter input`,
			`from collections.abc import MutableMapping
from collections import Counter
class M(MutableMapping):
    def __init__(self, *a, **k):
        self._d = {}
        self.update(*a, **k)
    def __getitem__(self, k): return self._d[k]
    def __setitem__(self, k, v): self._d[k] = v
    def __delitem__(self, k): del self._d[k]
    def __iter__(self): return iter(self._d)
    def __len__(self): return len(self._d)
def f(a, b=0, **kw): return (a, b, kw)
m = M(a=1, b=2, c=3)
print(f(**m), dict(**m), Counter(m), Counter(M(x=5)) + Counter(x=1))
c = Counter(a=1)
c.update(M(a=2, z=1))
print(c)
class NotMap:
    def __iter__(self): return iter(["p", "q", "p"])
print(Counter(NotMap()))
try:
    f(**NotMap())
except TypeError as e:
    print("TypeError")
m2 = M(z=1, y=2, q=3, w=4)
print(f(0, **m2), dict(**m2))
def g(*a, **kw): return a, kw
print(g(*[1, 2], **m2))
for bad in (lambda: f(**NotMap()), lambda: f(*[1], **5), lambda: dict(**NotMap()), lambda: M().update(**NotMap())):
    try:
        bad()
    except TypeError as e:
        print(e)
`,
			`(1, 2, {'c': 3}) {'a': 1, 'b': 2, 'c': 3} Counter({'c': 3, 'b': 2, 'a': 1}) Counter({'x': 6})
Counter({'a': 3, 'z': 1})
Counter({'p': 2, 'q': 1})
TypeError
(0, 0, {'z': 1, 'y': 2, 'q': 3, 'w': 4}) {'z': 1, 'y': 2, 'q': 3, 'w': 4}
((1, 2), {'z': 1, 'y': 2, 'q': 3, 'w': 4})
__main__.f() argument after ** must be a mapping, not NotMap
__main__.f() argument after ** must be a mapping, not int
dict() argument after ** must be a mapping, not NotMap
collections.abc.MutableMapping.update() argument after ** must be a mapping, not NotMap
`},
		{`explicit __eq__ and __ne__ on instances`,
			`class P:
    def __init__(self, v): self.v = v
    def __eq__(self, o):
        if not isinstance(o, P):
            return NotImplemented
        return self.v == o.v
    def __ne__(self, o):
        r = self.__eq__(o)
        return r if r is NotImplemented else not r
print(P(1) != P(1), P(1) != P(2), P(1) != 3, P(1).__ne__(3), P(1).__eq__(P(1)))
class Q: pass
q = Q()
print(q.__eq__(q), q.__eq__(1), q.__ne__(1), q.__ne__(q), q.__str__() == q.__repr__())
class L(list): pass
class L2(list):
    def __eq__(self, o): return "custom"
    __hash__ = None
print(L([1]).__eq__([1]), L([1]).__ne__([1]), L([1]).__eq__(5), L2().__eq__(1), L2().__ne__(1), L2() != 1)
class S(str): pass
print(S("a").__eq__("a"), S("a").__ne__("b"), S("a").__eq__(1), str.__eq__(S("a"), "a"))
class N:
    __eq__ = None
try:
    N().__eq__(1)
except TypeError as e:
    print("TypeError", e)
class W:
    __eq__ = lambda self, o: "lam"
print(W().__eq__(0), W() == 0)
`,
			`False True True NotImplemented True
True NotImplemented NotImplemented False True
True False NotImplemented custom NotImplemented True
True True NotImplemented True
TypeError 'NoneType' object is not callable
lam lam
`},
		{`super reaches numeric, unary and format methods`,
			`class Money(int):
    def __neg__(self): return Money(super().__neg__())
    def __abs__(self): return Money(super().__abs__())
    def __radd__(self, o): return Money(super().__radd__(o))
    def __and__(self, o): return Money(super().__and__(o))
    def __pow__(self, o): return Money(super().__pow__(o))
    def __format__(self, spec): return "$" + super().__format__(spec)
    def __repr__(self): return f"Money({int(self)})"
m = Money(-5)
print(-m, abs(m), 3 + m, m & 6, Money(2) ** 3, f"{Money(1234):,}", format(m, ">5"))
print(super(Money, m).__radd__("x"), super(Money, m).__rsub__(10), super(Money, m).__divmod__(3), super(Money, m).__rpow__(2))
class F(float):
    def __round__(self, n=None): return F(super().__round__(n))
    def __neg__(self): return F(super().__neg__())
    def __format__(self, spec): return "F" + super().__format__(spec)
    def __repr__(self): return f"F({float(self)})"
print(round(F(2.567), 2), -F(1.5), f"{F(2.5):.2f}")
class S(str):
    def __format__(self, spec): return "<" + super().__format__(spec) + ">"
print(f"{S('ab'):>4}", format(S("x")))
class P:
    def __format__(self, spec):
        try:
            return super().__format__(spec)
        except AttributeError:
            return "AE"
        except TypeError:
            return "TE"
print(format(P(), "x"))
class Q:
    def __format__(self, spec):
        return "[" + super().__format__(spec) + "]"
    def __str__(self): return "q"
print(format(Q()), f"{Q()}")
try:
    format(Q(), "x")
except TypeError as e:
    print(e)
`,
			`Money(5) Money(5) Money(-2) Money(2) Money(8) $1,234 $   -5
NotImplemented 15 (-2, 1) 0.03125
F(2.57) F(-1.5) F2.50
<  ab> <x>
TE
[q] [q]
unsupported format string passed to Q.__format__
`},
	}
	runCases(t, cases)
}
