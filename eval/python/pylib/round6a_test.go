package pylib

import "testing"

// TestRoundSixA covers gaps the sixth held-out round found (see
// bench/compat/round6); each want is what CPython 3.11 prints.
func TestRoundSixA(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{`bytearray repeat and extended slices`,
			`a = bytearray(b"ab")
print(a * 3, 2 * a, a * 0, a * -1, a * True)
b = a
b *= 2
print(a, b is a)
x = bytearray(10)
x[::3] = b"\x01\x02\x03\x04"
print(x)
x[8:1:-2] = bytearray(b"wxyz")
print(x)
try:
    x[::2] = b"ab"
except ValueError as e:
    print(e)
try:
    a * 1.5
except TypeError as e:
    print(e)
del x[::2]
print(x)
del x[1]
print(x)
`,
			`bytearray(b'ababab') bytearray(b'abab') bytearray(b'') bytearray(b'') bytearray(b'ab')
bytearray(b'abab') True
bytearray(b'\x01\x00\x00\x02\x00\x00\x03\x00\x00\x04')
bytearray(b'\x01\x00z\x02y\x00x\x00w\x04')
attempt to assign bytes of size 2 to extended slice of size 5
can't multiply sequence by non-int of type 'float'
bytearray(b'\x00\x02\x00\x00\x04')
bytearray(b'\x00\x00\x00\x04')
`},
		{`int and bool special methods`,
			`print(7 .__index__(), (2**70).__index__(), True.__index__(), True.__int__(), True.__neg__(), True.__float__())
print((5).__pow__(2), (5).__pow__(2, 3), (2).__rpow__(3), (5).__pow__("a"), True.__add__(1))
print(True.__and__(False), True.__and__(3), False.__ror__(True), True.__xor__(True))
print((1.5).__format__(".1f"), "x".__format__(">3"), (5).__format__("03d"), True.__format__(""), True.__format__("d"))
try:
    (5).__format__(3)
except TypeError as e:
    print(e)
`,
			`7 1180591620717411303424 1 1 -1 1.0
25 1 9 NotImplemented 2
False 1 True False
1.5   x 005 True 1
__format__() argument must be str, not int
`},
		{`oserror errno subclass and attributes`,
			`for e in [OSError("msg"), OSError(2, "No such file", "a.txt"), OSError(13, "Denied", "a", None, "b"), FileNotFoundError(2, "x", "f"), OSError(99, "odd"), OSError()]:
    print(type(e).__name__, str(e), repr(e), e.args, e.errno, e.strerror, e.filename, e.filename2)
try:
    raise OSError(17, "exists")
except FileExistsError as e:
    print("caught", e, e.errno)
e = OSError(2, "x")
e.errno = 5
print(e.errno)
class MyErr(OSError):
    pass
m = MyErr(2, "gone")
print(type(m).__name__, m, m.errno, isinstance(m, OSError))
`,
			`OSError msg OSError('msg') ('msg',) None None None None
FileNotFoundError [Errno 2] No such file: 'a.txt' FileNotFoundError(2, 'No such file') (2, 'No such file') 2 No such file a.txt None
PermissionError [Errno 13] Denied: 'a' -> 'b' PermissionError(13, 'Denied') (13, 'Denied') 13 Denied a b
FileNotFoundError [Errno 2] x: 'f' FileNotFoundError(2, 'x') (2, 'x') 2 x f None
OSError [Errno 99] odd OSError(99, 'odd') (99, 'odd') 99 odd None None
OSError  OSError() () None None None None
caught [Errno 17] exists 17
5
MyErr [Errno 2] gone 2 True
`},
		{`system exit code and unicode error arguments`,
			`import sys
print(SystemExit().code, SystemExit(1, 2).code, SystemExit("bye").code, str(SystemExit(3)))
for args in [(), ("message",), (2,)]:
    try:
        sys.exit(*args)
    except SystemExit as e:
        print(repr(e.code))
u = UnicodeEncodeError("ascii", "h\xe9llo", 1, 2, "ordinal not in range(128)")
print(u, u.encoding, u.object, u.start, u.end, u.reason)
u = UnicodeDecodeError("utf-8", b"\xff\xfe", 0, 2, "bad")
print(u, u.start, u.end, repr(u))
try:
    "h\xe9".encode("ascii")
except UnicodeEncodeError as e:
    print(e, e.args, e.start)
try:
    b"\xff".decode()
except UnicodeDecodeError as e:
    print(e, e.args, e.reason)
`,
			`None (1, 2) bye 3
None
'message'
2
'ascii' codec can't encode character '\xe9' in position 1: ordinal not in range(128) ascii héllo 1 2 ordinal not in range(128)
'utf-8' codec can't decode bytes in position 0-1: bad 0 2 UnicodeDecodeError('utf-8', b'\xff\xfe', 0, 2, 'bad')
'ascii' codec can't encode character '\xe9' in position 1: ordinal not in range(128) ('ascii', 'hé', 1, 2, 'ordinal not in range(128)') 1
'utf-8' codec can't decode byte 0xff in position 0: invalid start byte ('utf-8', b'\xff', 0, 1, 'invalid start byte') invalid start byte
`},
		{`instance eq and ne called by name`,
			`from datetime import date, datetime
class P:
    def __init__(self, v): self.v = v
    def __eq__(self, o):
        return isinstance(o, P) and self.v == o.v
    def __ne__(self, o):
        return not self.__eq__(o)
class Q: pass
class R(P): pass
p, q = P(1), Q()
print(p.__eq__(P(1)), p.__ne__(P(1)), p.__ne__(P(2)), p != P(1), R(1).__eq__(P(1)), R(3).__ne__(R(3)))
print(q.__eq__(q), q.__ne__(q), q.__eq__(Q()), q.__ne__(Q()), q.__eq__(1))
class N(int): pass
print(N(3).__eq__(3), N(3).__ne__(3), N(3).__eq__("x"), object().__eq__(1))
a, b = datetime(2024, 3, 10, 9).date(), datetime(2024, 3, 10, 8).date()
print(a != b, a == b, date(2024, 3, 11) != a)
`,
			`True False True False True False
True False NotImplemented NotImplemented NotImplemented
True False NotImplemented NotImplemented
False True True
`},
		{`dict views compare as sets`,
			`d = {"a": 1, "b": 2}
print(d.keys() == {"a", "b"}, {"a", "b"} == d.keys(), d.keys() != {"a"}, d.keys() == frozenset("ab"), d.items() == {("a", 1), ("b", 2)}, d.keys() == ["a", "b"], d.keys() == {"b": 0, "a": 0}.keys())
print(d.keys() <= {"a", "b", "c"}, d.keys() < {"a"}, d.keys() >= {"a"}, d.keys() > {"a", "b"}, {"a"} < d.keys(), d.values() == d.values())
a, b = {"a": [1], "b": 2}, {"b": 2, "a": [1]}
print(a.items() == b.items(), a.items() != b.items(), a.items() >= {("b", 2)}, a.keys() == ("a", "b"))
try:
    a.keys() < [1]
except TypeError as e:
    print(e)
`,
			`True True True True True False True
True False True False True False
True False True False
'<' not supported between instances of 'dict_keys' and 'list'
`},
		{`enum mixins and total ordering`,
			`from enum import Enum, IntEnum, IntFlag
from functools import total_ordering
import json
class Region(str, Enum):
    EU = "eu-west"
    US = "us-east"
class L(IntEnum):
    A = 1
class M(IntFlag):
    R = 4
    W = 2
print(isinstance(Region.EU, str), isinstance(L.A, int), isinstance(M.R, int), issubclass(Region, str))
print("us" in Region.US, Region.US.upper(), Region.US + "!", "x" + Region.US, len(Region.US), [c for c in Region.EU][:2])
print(json.dumps({"region": Region.US}), json.dumps([L.A, M.R]), json.dumps({L.A: 1}), json.dumps({Region.US: 1}))
print(oct(M.R | M.W), hex(L.A), bin(M(6)), [1, 2, 3][L.A], "%d %s %x" % (L.A, L.A, M(6)), M(6) & 2, M.W in M(6))
print({"eu-west": 1}[Region.EU], Region.EU in {"eu-west"}, hash(Region.EU) == hash("eu-west"), {1: "a"}[L.A])
print(L.A + 1, 1 + L.A, -L.A, ~L.A, L.A < 2, 2 > L.A, max([L.A, 0]), Region.EU < Region.US)
@total_ordering
class S(Enum):
    LOW = 1
    HIGH = 2
    def __lt__(self, other):
        if self.__class__ is other.__class__:
            return self.value < other.value
        return NotImplemented
print(S.HIGH > S.LOW, S.LOW >= S.HIGH, max(S), S.LOW <= S.LOW)
class C(Enum):
    X = 1
    Y = 2
try:
    C.X < C.Y
except TypeError as e:
    print(e)
class I:
    def __index__(self): return 6
print(hex(I()), oct(I()), bin(I()))
`,
			`True True True True
True US-EAST us-east! xus-east 7 ['e', 'u']
{"region": "us-east"} [1, 4] {"1": 1} {"us-east": 1}
0o6 0x1 0b110 2 1 1 6 2 True
1 True True a
2 2 -1 -2 True True 1 True
True False S.HIGH True
'<' not supported between instances of 'C' and 'C'
0x6 0o6 0b110
`},
	}
	runCases(t, cases)
}
