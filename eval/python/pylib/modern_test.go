package pylib

import "testing"

// TestModernPython covers the class and typing machinery models reach for
// in 3.9+ code: dict | and |=, __slots__, object.__setattr__, list[int] and
// int | None, the typing module, dataclasses, functools, descriptors
// written in Python, shlex and graphlib. Each want is CPython 3.11's
// output for the same source.
func TestModernPython(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{`dict ior in place`,
			`d = {"a": 1}
alias = d
d |= [("b", 2)]
d |= {"a": 0}
print(alias is d, d, {"x": 1} | {"x": 2, "y": 3})
try:
    d | [("z", 1)]
except TypeError as e:
    print(e)
`,
			`True {'a': 0, 'b': 2} {'x': 2, 'y': 3}
unsupported operand type(s) for |: 'dict' and 'list'
`},
		{`kwargs dict methods`,
			`def f(**kw):
    kw.setdefault("c", 3)
    a = kw.pop("a")
    kw.update(d=4)
    return a, kw.pop("zz", None), sorted(kw.items()), sorted(kw.copy()), len(kw.keys())
print(f(a=1, b=2))
`,
			`(1, None, [('b', 2), ('c', 3), ('d', 4)], ['b', 'c', 'd'], 3)
`},
		{`dict keys shadowing methods`,
			`class Box:
    def __init__(self):
        self.items = [1]
        self.keys = "k"
print(sorted(vars(Box()).items()), Box.__dict__.get("nope", "none"))
`,
			`[('items', [1]), ('keys', 'k')] none
`},
		{`slots`,
			`class P:
    __slots__ = ("x", "y")
    def __init__(self, x):
        self.x = x
p = P(1)
try:
    p.z = 1
except AttributeError as e:
    print(e)
try:
    p.y
except AttributeError as e:
    print(e)
print(P.__slots__, P.x, hasattr(p, "__dict__"))
class Q(P):
    pass
q = Q(2)
q.z = 3
print(q.z, hasattr(q, "__dict__"))
try:
    class R:
        __slots__ = ("a",)
        a = 1
except ValueError as e:
    print(e)
`,
			`'P' object has no attribute 'z'
'P' object has no attribute 'y'
('x', 'y') <member 'x' of 'P' objects> False
3 True
'a' in __slots__ conflicts with class variable
`},
		{`object setattr`,
			`class Frozen:
    def __init__(self, v):
        object.__setattr__(self, "v", v)
    def __setattr__(self, k, v):
        raise AttributeError("frozen")
f = Frozen(3)
try:
    f.v = 4
except AttributeError as e:
    print(e, f.v)
Frozen.extra = 1
print(Frozen.extra)
`,
			`frozen 3
1
`},
		{`type unions and generic aliases`,
			`class Rec: pass
print(list[int], dict[str, list[float]], tuple[int, ...], list[Rec], int | None, int | str | None)
print((int | str) == (str | int), (int | str).__args__, list[int].__origin__, list[int]())
print(isinstance(3, int | float), isinstance(None, int | None), issubclass(bool, int | str))
try:
    isinstance([], list[int])
except TypeError as e:
    print(e)
def f(x: list[int] | None, y: "Rec" = None) -> dict[str, int]:
    pass
print(f.__annotations__)
`,
			`list[int] dict[str, list[float]] tuple[int, ...] list[__main__.Rec] int | None int | str | None
True (<class 'int'>, <class 'str'>) <class 'list'> []
True True True
isinstance() argument 2 cannot be a parameterized generic
{'x': list[int] | None, 'y': 'Rec', 'return': dict[str, int]}
`},
		{`typing names`,
			`from typing import Optional, Union, List, Dict, Callable, Literal, Tuple, Any, TypeVar
T = TypeVar("T")
print(Optional[int], Union[int, str], Union[int, str, None], List[T], Dict[str, int], Any)
print(Callable[[int], str], Callable[..., int], Literal["a", 1], Tuple[int, ...], T)
print(Union[int, str] == (int | str), isinstance(None, Optional[int]), isinstance([], List))
`,
			`typing.Optional[int] typing.Union[int, str] typing.Union[int, str, NoneType] typing.List[~T] typing.Dict[str, int] typing.Any
typing.Callable[[int], str] typing.Callable[..., int] typing.Literal['a', 1] typing.Tuple[int, ...] ~T
True True True
`},
		{`typing generic protocol`,
			`from typing import Generic, TypeVar, Protocol, runtime_checkable
K = TypeVar("K")
V = TypeVar("V")
class Pair(Generic[K, V]):
    def __init__(self, k, v):
        self.k, self.v = k, v
p = Pair[str, int]("a", 1)
print(Pair.__parameters__, Pair[str, int], p.k, p.__orig_class__)
@runtime_checkable
class Named(Protocol):
    name: str
    def hello(self): ...
class Dog:
    name = "rex"
    def hello(self):
        return "woof"
print(isinstance(Dog(), Named), isinstance(3, Named))
class Plain(Protocol):
    def go(self): ...
try:
    isinstance(Dog(), Plain)
except TypeError as e:
    print(e)
`,
			`(~K, ~V) __main__.Pair[str, int] a __main__.Pair[str, int]
True False
Instance and class checks can only be used with @runtime_checkable protocols
`},
		{`typing typeddict namedtuple`,
			`from typing import TypedDict, NamedTuple, get_type_hints
class Row(TypedDict):
    id: int
    user: str
r = Row(id=1, user="a")
print(r, type(r).__name__, Row.__annotations__, get_type_hints(Row))
class Pt(NamedTuple):
    x: int
    y: int = 0
p = Pt(1)
print(p, p._replace(y=5), p._asdict(), Pt._fields, Pt._field_defaults, isinstance(p, tuple), p == (1, 0))
a, b = p
print(a, b, p[0], len(p), Pt._make([3, 4]))
try:
    p.x = 2
except AttributeError as e:
    print(e)
`,
			`{'id': 1, 'user': 'a'} dict {'id': <class 'int'>, 'user': <class 'str'>} {'id': <class 'int'>, 'user': <class 'str'>}
Pt(x=1, y=0) Pt(x=1, y=5) {'x': 1, 'y': 0} ('x', 'y') {'y': 0} True True
1 0 1 2 Pt(x=3, y=4)
can't set attribute
`},
		{`future annotations`,
			`from __future__ import annotations
class Node:
    nxt: Node | None = None
    def link(self, other: Node, n: int = 1) -> Node:
        return other
print(Node.__annotations__, Node.link.__annotations__)
`,
			`{'nxt': 'Node | None'} {'other': 'Node', 'n': 'int', 'return': 'Node'}
`},
		{`dataclass basics`,
			`from dataclasses import dataclass, field, asdict, astuple, replace, fields
@dataclass
class Item:
    name: str
    qty: int = 0
    tags: list = field(default_factory=list)
@dataclass
class Order:
    id: int
    items: list = field(default_factory=list)
    meta: dict = field(default_factory=dict)
o = Order(1, [Item("a", 2)], {"k": Item("b")})
print(o)
print(asdict(o))
print(astuple(o))
print(replace(Item("a"), qty=3), [f.name for f in fields(Item)], Item("x") == Item("x"))
try:
    Item()
except TypeError as e:
    print(e)
try:
    Item("a", 1, [], 4)
except TypeError as e:
    print(e)
try:
    hash(Item("a"))
except TypeError as e:
    print(e)
`,
			`Order(id=1, items=[Item(name='a', qty=2, tags=[])], meta={'k': Item(name='b', qty=0, tags=[])})
{'id': 1, 'items': [{'name': 'a', 'qty': 2, 'tags': []}], 'meta': {'k': {'name': 'b', 'qty': 0, 'tags': []}}}
(1, [('a', 2, [])], {'k': ('b', 0, [])})
Item(name='a', qty=3, tags=[]) ['name', 'qty', 'tags'] True
Item.__init__() missing 1 required positional argument: 'name'
Item.__init__() takes from 2 to 4 positional arguments but 5 were given
unhashable type: 'Item'
`},
		{`dataclass options`,
			`from dataclasses import dataclass, field, KW_ONLY, InitVar, FrozenInstanceError
@dataclass(frozen=True, order=True)
class Money:
    cents: int
    cur: str = field(default="USD", compare=False)
print(sorted([Money(5), Money(2)]), hash(Money(1)) == hash((1,)))
try:
    Money(1).cents = 2
except FrozenInstanceError as e:
    print(type(e).__name__, e)
@dataclass(slots=True, kw_only=True)
class Q:
    text: str
    n: int = 1
print(Q(text="t"), Q.__slots__, hasattr(Q(text="t"), "__dict__"))
try:
    Q("t")
except TypeError as e:
    print(e)
@dataclass
class Ev:
    id: int
    _: KW_ONLY
    label: str = "x"
    scale: InitVar[int] = 1
    def __post_init__(self, scale):
        self.id *= scale
print(Ev(2, label="y", scale=3), Ev.__match_args__)
try:
    Ev(1, "z")
except TypeError as e:
    print(e)
@dataclass(frozen=True)
class Child(Money):
    note: str = ""
print(Child(1, "EUR", "n"))
try:
    @dataclass
    class Bad(Money):
        pass
except TypeError as e:
    print(e)
`,
			`[Money(cents=2, cur='USD'), Money(cents=5, cur='USD')] True
FrozenInstanceError cannot assign to field 'cents'
Q(text='t', n=1) ('text', 'n') False
Q.__init__() takes 1 positional argument but 2 were given
Ev(id=6, label='y') ('id',)
Ev.__init__() takes 2 positional arguments but 3 were given
Child(cents=1, cur='EUR', note='n')
cannot inherit non-frozen dataclass from a frozen one
`},
		{`functools`,
			`import functools
@functools.lru_cache(maxsize=2)
def sq(x):
    return x * x
for v in (1, 2, 1, 3, 2):
    sq(v)
print(sq.cache_info(), sq.cache_info().hits)
class C:
    @functools.cached_property
    def v(self):
        print("computing")
        return 5
c = C()
print(c.v, c.v, "v" in vars(c))
p = functools.partial(int, base=2)
print(p("101"), p.args, p.keywords, repr(functools.partial(sq, 1)).startswith("functools.partial("))
def deco(fn):
    @functools.wraps(fn)
    def inner(*a):
        return fn(*a)
    return inner
@deco
def add(a: int, b: int) -> int:
    "Add two."
    return a + b
print(add.__name__, add.__doc__, add.__wrapped__ is not None, add.__annotations__)
@functools.singledispatch
def show(x):
    return "obj"
@show.register
def _(x: int):
    return "int"
@show.register(list)
def _(x):
    return "list"
print(show(1), show(True), show([]), show("s"))
`,
			`CacheInfo(hits=1, misses=4, maxsize=2, currsize=2) 1
computing
5 5 True
5 () {'base': 2} True
add Add two. True {'a': <class 'int'>, 'b': <class 'int'>, 'return': <class 'int'>}
int int list obj
`},
		{`descriptors`,
			`class Positive:
    def __set_name__(self, owner, name):
        self.name = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name)
    def __set__(self, obj, value):
        if value <= 0:
            raise ValueError("must be positive")
        setattr(obj, self.name, value)
class Item:
    price = Positive()
    def __init__(self, price):
        self.price = price
i = Item(3)
print(i.price, getattr(i, "price"), type(Item.price).__name__)
try:
    i.price = -1
except ValueError as e:
    print(e, i.price)
`,
			`3 3 Positive
must be positive 3
`},
		{`eq without hash`,
			`class P:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return isinstance(other, P) and self.v == other.v
print((P(1),) == (P(1),), [P(1)] == [P(1)], P(2) in [P(2)], P.__hash__)
try:
    {P(1)}
except TypeError as e:
    print(e)
`,
			`True True True None
unhashable type: 'P'
`},
		{`ordering messages`,
			`class A: pass
for a, b in ((A(), A()), ([1], 3), (None, 1)):
    try:
        a < b
    except TypeError as e:
        print(e)
`,
			`'<' not supported between instances of 'A' and 'A'
'<' not supported between instances of 'list' and 'int'
'<' not supported between instances of 'NoneType' and 'int'
`},
		{`shlex`,
			`import shlex
print(shlex.split('id=1 msg="hello world" x=\'q r\' a\\ b'), shlex.split("a # c", comments=True))
print(shlex.quote("it's"), shlex.join(["a", "b c"]))
try:
    shlex.split('a "b')
except ValueError as e:
    print(e)
`,
			`['id=1', 'msg=hello world', 'x=q r', 'a b'] ['a']
'it'"'"'s' a 'b c'
No closing quotation
`},
		{`graphlib`,
			`from graphlib import TopologicalSorter, CycleError
deps = {"report": ["aggregate"], "aggregate": ["parse", "chunk"], "chunk": ["load"], "parse": ["load"]}
print(list(TopologicalSorter(deps).static_order()))
try:
    TopologicalSorter({"a": ["b"], "b": ["a"]}).prepare()
except CycleError as e:
    print(e.args)
`,
			`['load', 'chunk', 'parse', 'aggregate', 'report']
('nodes are in a cycle', ['a', 'b', 'a'])
`},
		{`setattr precedence`,
			`from dataclasses import dataclass, FrozenInstanceError
@dataclass(frozen=True, slots=True)
class P:
    x: int
p = P(1)
try:
    p.x = 2
except FrozenInstanceError as e:
    print(e, p.x)
class W:
    def __init__(self):
        self._v = 0
    @property
    def v(self):
        return self._v
    @v.setter
    def v(self, val):
        self._v = val * 2
    def __setattr__(self, k, val):
        print("set", k)
        object.__setattr__(self, k, val)
w = W()
w.v = 3
print(w.v)
`,
			`cannot assign to field 'x' 1
set _v
set v
set _v
6
`},
		{`builtin classes are types`,
			`import __future__
print(type(int), isinstance(str, type), type(None).__name__, __future__.annotations.getMandatoryRelease())
class H:
    def __hash__(self):
        return 42
print(hash(H()), int.__bases__, [].__class__.__name__)
`,
			`<class 'type'> True NoneType None
42 (<class 'object'>,) list
`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := run(t, c.src); got != c.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, c.want)
			}
		})
	}
}
