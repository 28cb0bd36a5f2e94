package pylib

import "testing"

// TestPprint checks pprint's line breaking, options and helpers against
// CPython 3.11's output.
func TestPprint(t *testing.T) {
	runCases(t, []struct{ name, src, want string }{
		{"nested structures at several widths", `import pprint
data = {"users": [{"id": i, "name": "user%d" % i, "roles": ["admin", "dev", "ops"][: i % 4], "meta": {"score": i * 1.5, "active": i % 2 == 0, "tags": ("a", "b") * i}} for i in range(3)], "total": 3, "next": None, (1, 2): [[], {}, ()], "empty": ""}
for w in (80, 50, 30, 10, 1):
    print(pprint.pformat(data, width=w))
`,
			"{'empty': '',\n 'next': None,\n 'total': 3,\n 'users': [{'id': 0,\n            'meta': {'active': True, 'score': 0.0, 'tags': ()},\n            'name': 'user0',\n            'roles': []},\n           {'id': 1,\n            'meta': {'active': False, 'score': 1.5, 'tags': ('a', 'b')},\n            'name': 'user1',\n            'roles': ['admin']},\n           {'id': 2,\n            'meta': {'active': True,\n                     'score': 3.0,\n                     'tags': ('a', 'b', 'a', 'b')},\n            'name': 'user2',\n            'roles': ['admin', 'dev']}],\n (1, 2): [[], {}, ()]}\n{'empty': '',\n 'next': None,\n 'total': 3,\n 'users': [{'id': 0,\n            'meta': {'active': True,\n                     'score': 0.0,\n                     'tags': ()},\n            'name': 'user0',\n            'roles': []},\n           {'id': 1,\n            'meta': {'active': False,\n                     'score': 1.5,\n                     'tags': ('a', 'b')},\n            'name': 'user1',\n            'roles': ['admin']},\n           {'id': 2,\n            'meta': {'active': True,\n                     'score': 3.0,\n                     'tags': ('a',\n                              'b',\n                              'a',\n                              'b')},\n            'name': 'user2',\n            'roles': ['admin', 'dev']}],\n (1, 2): [[], {}, ()]}\n{'empty': '',\n 'next': None,\n 'total': 3,\n 'users': [{'id': 0,\n            'meta': {'active': True,\n                     'score': 0.0,\n                     'tags': ()},\n            'name': 'user0',\n            'roles': []},\n           {'id': 1,\n            'meta': {'active': False,\n                     'score': 1.5,\n                     'tags': ('a',\n                              'b')},\n            'name': 'user1',\n            'roles': ['admin']},\n           {'id': 2,\n            'meta': {'active': True,\n                     'score': 3.0,\n                     'tags': ('a',\n                              'b',\n                              'a',\n                              'b')},\n            'name': 'user2',\n            'roles': ['admin',\n                      'dev']}],\n (1, 2): [[], {}, ()]}\n{'empty': '',\n 'next': None,\n 'total': 3,\n 'users': [{'id': 0,\n            'meta': {'active': True,\n                     'score': 0.0,\n                     'tags': ()},\n            'name': 'user0',\n            'roles': []},\n           {'id': 1,\n            'meta': {'active': False,\n                     'score': 1.5,\n                     'tags': ('a',\n                              'b')},\n            'name': 'user1',\n            'roles': ['admin']},\n           {'id': 2,\n            'meta': {'active': True,\n                     'score': 3.0,\n                     'tags': ('a',\n                              'b',\n                              'a',\n                              'b')},\n            'name': 'user2',\n            'roles': ['admin',\n                      'dev']}],\n (1, 2): [[],\n          {},\n          ()]}\n{'empty': '',\n 'next': None,\n 'total': 3,\n 'users': [{'id': 0,\n            'meta': {'active': True,\n                     'score': 0.0,\n                     'tags': ()},\n            'name': 'user0',\n            'roles': []},\n           {'id': 1,\n            'meta': {'active': False,\n                     'score': 1.5,\n                     'tags': ('a',\n                              'b')},\n            'name': 'user1',\n            'roles': ['admin']},\n           {'id': 2,\n            'meta': {'active': True,\n                     'score': 3.0,\n                     'tags': ('a',\n                              'b',\n                              'a',\n                              'b')},\n            'name': 'user2',\n            'roles': ['admin',\n                      'dev']}],\n (1, 2): [[],\n          {},\n          ()]}\n"},
		{"indent, depth, compact, sort_dicts, underscore_numbers", `import pprint
data = {"zeta": list(range(25)), "alpha": {"b": {"c": {"d": [1, 2, 3]}}}, "mid": [10**20, -1234567, (1,)]}
print(pprint.pformat(data, indent=4, width=40))
print(pprint.pformat(data, depth=2))
print(pprint.pformat(data, depth=1, width=10))
print(pprint.pformat(data, compact=True, width=35))
print(pprint.pformat(data, sort_dicts=False, width=60))
print(pprint.pformat(data, underscore_numbers=True, width=45, indent=2))
print(pprint.pformat(list(range(30)), indent=3, width=20, compact=True))
pprint.pp({"b": 1, "a": [1] * 30})
pprint.pp({"b": 1, "a": 2}, sort_dicts=True)
`,
			"{   'alpha': {   'b': {   'c': {   'd': [   1,\n                                            2,\n                                            3]}}},\n    'mid': [   100000000000000000000,\n               -1234567,\n               (1,)],\n    'zeta': [   0,\n                1,\n                2,\n                3,\n                4,\n                5,\n                6,\n                7,\n                8,\n                9,\n                10,\n                11,\n                12,\n                13,\n                14,\n                15,\n                16,\n                17,\n                18,\n                19,\n                20,\n                21,\n                22,\n                23,\n                24]}\n{'alpha': {'b': {...}},\n 'mid': [100000000000000000000, -1234567, (...,)],\n 'zeta': [0,\n          1,\n          2,\n          3,\n          4,\n          5,\n          6,\n          7,\n          8,\n          9,\n          10,\n          11,\n          12,\n          13,\n          14,\n          15,\n          16,\n          17,\n          18,\n          19,\n          20,\n          21,\n          22,\n          23,\n          24]}\n{'alpha': {'b': {'c': {'d': [1,\n                             2,\n                             3]}}},\n 'mid': [100000000000000000000,\n         -1234567,\n         (1,)],\n 'zeta': [0,\n          1,\n          2,\n          3,\n          4,\n          5,\n          6,\n          7,\n          8,\n          9,\n          10,\n          11,\n          12,\n          13,\n          14,\n          15,\n          16,\n          17,\n          18,\n          19,\n          20,\n          21,\n          22,\n          23,\n          24]}\n{'alpha': {'b': {'c': {'d': [1, 2,\n                             3]}}},\n 'mid': [100000000000000000000,\n         -1234567, (1,)],\n 'zeta': [0, 1, 2, 3, 4, 5, 6, 7,\n          8, 9, 10, 11, 12, 13, 14,\n          15, 16, 17, 18, 19, 20,\n          21, 22, 23, 24]}\n{'zeta': [0,\n          1,\n          2,\n          3,\n          4,\n          5,\n          6,\n          7,\n          8,\n          9,\n          10,\n          11,\n          12,\n          13,\n          14,\n          15,\n          16,\n          17,\n          18,\n          19,\n          20,\n          21,\n          22,\n          23,\n          24],\n 'alpha': {'b': {'c': {'d': [1, 2, 3]}}},\n 'mid': [100000000000000000000, -1234567, (1,)]}\n{ 'alpha': {'b': {'c': {'d': [1, 2, 3]}}},\n  'mid': [ 100_000_000_000_000_000_000,\n           -1_234_567,\n           (1,)],\n  'zeta': [ 0,\n            1,\n            2,\n            3,\n            4,\n            5,\n            6,\n            7,\n            8,\n            9,\n            10,\n            11,\n            12,\n            13,\n            14,\n            15,\n            16,\n            17,\n            18,\n            19,\n            20,\n            21,\n            22,\n            23,\n            24]}\n[  0, 1, 2, 3, 4, 5,\n   6, 7, 8, 9, 10,\n   11, 12, 13, 14,\n   15, 16, 17, 18,\n   19, 20, 21, 22,\n   23, 24, 25, 26,\n   27, 28, 29]\n{'b': 1,\n 'a': [1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1,\n       1]}\n{'a': 2, 'b': 1}\n"},
		{"long strings and bytes split into chunks", `import pprint
text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore.\nUt enim ad minim veniam, quis nostrud exercitation.\n\nDuis aute irure dolor."
for w in (80, 40, 12):
    pprint.pprint(text, width=w)
    pprint.pprint({"text": text, "short": [text[:30]] * 2}, width=w)
pprint.pprint("averyveryveryverylongwordwithoutanyspacesinsideit", width=20)
pprint.pprint(b"\x00\x01\x02\x03" * 12, width=30)
pprint.pprint([b"abc", b"", b"abcdefgh" * 5], width=20)
pprint.pprint(bytearray(b"0123456789" * 4), width=25)
`,
			"('Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod '\n 'tempor incididunt ut labore.\\n'\n 'Ut enim ad minim veniam, quis nostrud exercitation.\\n'\n '\\n'\n 'Duis aute irure dolor.')\n{'short': ['Lorem ipsum dolor sit amet, co', 'Lorem ipsum dolor sit amet, co'],\n 'text': 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do '\n         'eiusmod tempor incididunt ut labore.\\n'\n         'Ut enim ad minim veniam, quis nostrud exercitation.\\n'\n         '\\n'\n         'Duis aute irure dolor.'}\n('Lorem ipsum dolor sit amet, '\n 'consectetur adipiscing elit, sed do '\n 'eiusmod tempor incididunt ut '\n 'labore.\\n'\n 'Ut enim ad minim veniam, quis '\n 'nostrud exercitation.\\n'\n '\\n'\n 'Duis aute irure dolor.')\n{'short': ['Lorem ipsum dolor sit '\n           'amet, co',\n           'Lorem ipsum dolor sit '\n           'amet, co'],\n 'text': 'Lorem ipsum dolor sit amet, '\n         'consectetur adipiscing elit, '\n         'sed do eiusmod tempor '\n         'incididunt ut labore.\\n'\n         'Ut enim ad minim veniam, '\n         'quis nostrud exercitation.\\n'\n         '\\n'\n         'Duis aute irure dolor.'}\n('Lorem '\n 'ipsum '\n 'dolor '\n 'sit '\n 'amet, '\n 'consectetur '\n 'adipiscing '\n 'elit, '\n 'sed do '\n 'eiusmod '\n 'tempor '\n 'incididunt '\n 'ut '\n 'labore.\\n'\n 'Ut enim '\n 'ad minim '\n 'veniam, '\n 'quis '\n 'nostrud '\n 'exercitation.\\n'\n '\\n'\n 'Duis '\n 'aute '\n 'irure '\n 'dolor.')\n{'short': ['Lorem '\n           'ipsum '\n           'dolor '\n           'sit '\n           'amet, '\n           'co',\n           'Lorem '\n           'ipsum '\n           'dolor '\n           'sit '\n           'amet, '\n           'co'],\n 'text': 'Lorem '\n         'ipsum '\n         'dolor '\n         'sit '\n         'amet, '\n         'consectetur '\n         'adipiscing '\n         'elit, '\n         'sed '\n         'do '\n         'eiusmod '\n         'tempor '\n         'incididunt '\n         'ut '\n         'labore.\\n'\n         'Ut '\n         'enim '\n         'ad '\n         'minim '\n         'veniam, '\n         'quis '\n         'nostrud '\n         'exercitation.\\n'\n         '\\n'\n         'Duis '\n         'aute '\n         'irure '\n         'dolor.'}\n'averyveryveryverylongwordwithoutanyspacesinsideit'\n(b'\\x00\\x01\\x02\\x03'\n b'\\x00\\x01\\x02\\x03'\n b'\\x00\\x01\\x02\\x03'\n b'\\x00\\x01\\x02\\x03'\n b'\\x00\\x01\\x02\\x03'\n b'\\x00\\x01\\x02\\x03'\n b'\\x00\\x01\\x02\\x03'\n b'\\x00\\x01\\x02\\x03'\n b'\\x00\\x01\\x02\\x03'\n b'\\x00\\x01\\x02\\x03'\n b'\\x00\\x01\\x02\\x03'\n b'\\x00\\x01\\x02\\x03')\n[b'abc',\n b'',\n b'abcdefghabcdefgh'\n b'abcdefghabcdefgh'\n b'abcdefgh']\nbytearray(b'012345678901'\n          b'234567890123'\n          b'456789012345'\n          b'6789')\n"},
		{"collections, sets, namespaces and dataclasses", `import pprint
from collections import OrderedDict, defaultdict, Counter, deque, ChainMap, namedtuple
from types import SimpleNamespace, MappingProxyType
from dataclasses import dataclass, field
pprint.pprint(set(range(20)), width=30)
pprint.pprint(frozenset(range(0, 40, 3)), width=30)
pprint.pprint({"s": {"delta", "beta", "alpha"}}, width=10)
pprint.pprint({3, "x", 1, None, (1,), 2.5}, width=10)
pprint.pprint(OrderedDict((k, len(k)) for k in ["alpha", "beta", "gamma", "delta"]), width=30)
dd = defaultdict(list)
dd["a"].append(1)
dd["b"].extend(range(12))
pprint.pprint(dd, width=30)
pprint.pprint(Counter("abracadabra alakazam"), width=30)
pprint.pprint(deque(range(15)), width=30)
pprint.pprint(deque(range(15), maxlen=20), width=30)
pprint.pprint(ChainMap({"a": 1, "b": list(range(10))}, {"c": 3}), width=30)
pprint.pprint(SimpleNamespace(name="x" * 20, items=list(range(12))), width=30)
pprint.pprint(MappingProxyType({"k%d" % i: i for i in range(6)}), width=30)
@dataclass
class Point:
    x: int
    y: int
    tags: list = field(default_factory=list)
    hidden: str = field(default="h", repr=False)
@dataclass
class Line:
    start: Point
    end: Point
    label: str = "a label long enough to wrap"
pprint.pprint(Line(Point(1, 2, ["t1"]), Point(3, 4, list(range(12)))), width=40)
P = namedtuple("P", "x y z")
pprint.pprint([P(1, 2, 3)] * 3, width=30)
class MyDict(dict):
    pass
class ReprDict(dict):
    def __repr__(self):
        return "ReprDict(" + "x" * 40 + ")"
pprint.pprint(MyDict((w, i) for i, w in enumerate(["b", "a", "c"])), width=10)
pprint.pprint(ReprDict(a=1), width=10)
pprint.pprint({1: "a", "b": 2, 3.5: "c", None: 0, (1, 2): "t"}, width=15)
`,
			"{0,\n 1,\n 2,\n 3,\n 4,\n 5,\n 6,\n 7,\n 8,\n 9,\n 10,\n 11,\n 12,\n 13,\n 14,\n 15,\n 16,\n 17,\n 18,\n 19}\nfrozenset({0,\n           3,\n           6,\n           9,\n           12,\n           15,\n           18,\n           21,\n           24,\n           27,\n           30,\n           33,\n           36,\n           39})\n{'s': {'alpha',\n       'beta',\n       'delta'}}\n{None,\n 1,\n 2.5,\n 3,\n 'x',\n (1,)}\nOrderedDict([('alpha', 5),\n             ('beta', 4),\n             ('gamma', 5),\n             ('delta', 5)])\ndefaultdict(<class 'list'>,\n            {'a': [1],\n             'b': [0,\n                   1,\n                   2,\n                   3,\n                   4,\n                   5,\n                   6,\n                   7,\n                   8,\n                   9,\n                   10,\n                   11]})\nCounter({'a': 9,\n         'b': 2,\n         'r': 2,\n         'c': 1,\n         'd': 1,\n         ' ': 1,\n         'l': 1,\n         'k': 1,\n         'z': 1,\n         'm': 1})\ndeque([0,\n       1,\n       2,\n       3,\n       4,\n       5,\n       6,\n       7,\n       8,\n       9,\n       10,\n       11,\n       12,\n       13,\n       14])\ndeque([0,\n       1,\n       2,\n       3,\n       4,\n       5,\n       6,\n       7,\n       8,\n       9,\n       10,\n       11,\n       12,\n       13,\n       14],\n      maxlen=20)\nChainMap({'a': 1,\n          'b': [0,\n                1,\n                2,\n                3,\n                4,\n                5,\n                6,\n                7,\n                8,\n                9]},\n         {'c': 3})\nnamespace(name='xxxxxxxxxxxxxxxxxxxx',\n          items=[0,\n                 1,\n                 2,\n                 3,\n                 4,\n                 5,\n                 6,\n                 7,\n                 8,\n                 9,\n                 10,\n                 11])\nmappingproxy({'k0': 0,\n              'k1': 1,\n              'k2': 2,\n              'k3': 3,\n              'k4': 4,\n              'k5': 5})\nLine(start=Point(x=1, y=2, tags=['t1']),\n     end=Point(x=3,\n               y=4,\n               tags=[0,\n                     1,\n                     2,\n                     3,\n                     4,\n                     5,\n                     6,\n                     7,\n                     8,\n                     9,\n                     10,\n                     11]),\n     label='a label long enough to wrap')\n[P(x=1, y=2, z=3),\n P(x=1, y=2, z=3),\n P(x=1, y=2, z=3)]\n{'a': 1,\n 'b': 0,\n 'c': 2}\nReprDict(xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx)\n{None: 0,\n 1: 'a',\n 3.5: 'c',\n 'b': 2,\n (1, 2): 't'}\n"},
		{"saferepr, isreadable, isrecursive, streams and errors", `import pprint, io
rec = [1, 2]
rec.append(rec)
print(pprint.isrecursive(rec), pprint.isreadable(rec), pprint.isrecursive([1, [2]]), pprint.isreadable([1, object()]), pprint.isreadable({"a": (1, 2.5, None)}))
print(pprint.saferepr(rec).startswith("[1, 2, <Recursion on list with id="), pprint.saferepr({"b": 1, "a": [2]}))
d = {"a": 1}
d["self"] = d
print(pprint.pformat(d).startswith("{'a': 1, 'self': <Recursion on dict with id="))
buf = io.StringIO()
pprint.pprint({"z": list(range(20))}, stream=buf, width=40)
print(repr(buf.getvalue()))
pp = pprint.PrettyPrinter(indent=4, width=40, depth=3, compact=True)
pp.pprint([[1, [2, [3, [4, [5]]]]], list(range(30))])
print(pp.pformat({"a": {"b": {"c": {"d": 1}}}}), pp.isreadable([1, 2]), pp.isrecursive(rec))
for kw in ({"indent": -1}, {"depth": 0}, {"width": 0}):
    try:
        pprint.PrettyPrinter(**kw)
    except ValueError as e:
        print("ValueError", e)
pprint.pprint(12345678901234567890, underscore_numbers=True)
for x in (True, None, 3.0, range(10), [], {}, (), set(), (1,)):
    pprint.pprint(x, width=2)
`,
			"True False False False True\nTrue {'a': [2], 'b': 1}\nTrue\n\"{'z': [0,\\n       1,\\n       2,\\n       3,\\n       4,\\n       5,\\n       6,\\n       7,\\n       8,\\n       9,\\n       10,\\n       11,\\n       12,\\n       13,\\n       14,\\n       15,\\n       16,\\n       17,\\n       18,\\n       19]}\\n\"\n[   [1, [2, [...]]],\n    [   0, 1, 2, 3, 4, 5, 6, 7, 8, 9,\n        10, 11, 12, 13, 14, 15, 16, 17,\n        18, 19, 20, 21, 22, 23, 24, 25,\n        26, 27, 28, 29]]\n{'a': {'b': {'c': {...}}}} True True\nValueError indent must be >= 0\nValueError depth must be > 0\nValueError width must be != 0\n12_345_678_901_234_567_890\nTrue\nNone\n3.0\nrange(0, 10)\n[]\n{}\n()\nset()\n(1,)\n"},
	})
}
