"""Writes the subclassed built-ins table: one program per case into
../testdata/subclass/. Each case is a user class deriving from a built-in
type (dict, list, str, int, tuple, set, Exception, float, bytes, frozenset)
used the way programs use them; python3's output is the expected output.

Run: python3 eval/pyconformance/gen/subclass_cases.py
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "testdata", "subclass")

cases = {}


def case(name, body):
    assert name not in cases, name
    cases[name] = body.strip("\n") + "\n"


# ---------------------------------------------------------------- dict
case("dict_construct", """
class D(dict):
    pass
d = D(a=1, b=2)
e = D([('x', 1)])
print(d, e, D(), len(d))
print(type(d).__name__, isinstance(d, dict), issubclass(D, dict), type(d) is dict)
""")
case("dict_missing", """
class Counter0(dict):
    def __missing__(self, key):
        return 0
c = Counter0()
for w in 'a b a c a b'.split():
    c[w] = c[w] + 1
print(c, c['zzz'], 'zzz' in c)
print(c.get('zzz'), c.get('zzz', -1))
""")
case("dict_missing_inserts", """
class AutoList(dict):
    def __missing__(self, key):
        v = self[key] = []
        return v
g = AutoList()
g['x'].append(1)
g['x'].append(2)
g['y'].append(3)
print(g, sorted(g))
""")
case("dict_getitem_override", """
class Lower(dict):
    def __getitem__(self, key):
        return super().__getitem__(key.lower())
d = Lower(name='ann')
print(d['NAME'], d['name'])
try:
    d['age']
except KeyError as e:
    print('KeyError', e)
print(d.get('NAME'))
""")
case("dict_setitem_override", """
class Upper(dict):
    def __setitem__(self, key, value):
        super().__setitem__(key, str(value).upper())
d = Upper()
d['a'] = 'x'
d['b'] = 5
print(d)
d.update(c='y')
print(d)
e = Upper(z='q')
print(e)
""")
case("dict_init_super", """
class Config(dict):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.setdefault('debug', False)
        self.loaded = True
c = Config({'port': 80}, host='h')
print(c, c.loaded)
print(list(c.keys()), list(c.items()))
""")
case("dict_repr_override", """
class Pretty(dict):
    def __repr__(self):
        return 'Pretty(' + ', '.join('%s=%r' % kv for kv in sorted(self.items())) + ')'
p = Pretty(b=2, a=1)
print(p, repr(p), str(p), [p])
print('%s|%r' % (p, p), f'{p}')
""")
case("dict_json_dumps", """
import json
class Record(dict):
    pass
r = Record(id=3, tags=['a', 'b'], nested=Record(x=1))
print(json.dumps(r))
print(json.dumps(r, sort_keys=True, indent=1))
print(json.dumps([Record(a=1)]))
""")
case("dict_methods_return_type", """
class D(dict):
    pass
d = D(a=1)
print(type(d.copy()).__name__, type(d | {'b': 2}).__name__, type(D.fromkeys('ab', 0)).__name__)
print(D.fromkeys('ab', 0))
d |= {'c': 3}
print(type(d).__name__, d)
""")
case("dict_attr_access", """
class AttrDict(dict):
    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name)
    def __setattr__(self, name, value):
        self[name] = value
a = AttrDict(x=1)
a.y = 2
print(a.x, a.y, a)
try:
    a.z
except AttributeError as e:
    print('AttributeError', e)
print(hasattr(a, 'x'), hasattr(a, 'nope'))
""")
case("dict_iter_len_contains", """
class D(dict):
    def __contains__(self, key):
        return super().__contains__(key) or key == 'always'
d = D(a=1, b=2)
print(len(d), list(d), 'a' in d, 'always' in d, 'c' in d)
print(sorted(d.values()), [k for k in d])
""")
case("dict_eq_and_hash", """
class D(dict):
    pass
print(D(a=1) == {'a': 1}, {'a': 1} == D(a=1), D(a=1) != D(a=2))
try:
    hash(D())
except TypeError as e:
    print('TypeError', e)
""")
case("dict_defaultdict_like_sorted_sum", """
class Tally(dict):
    def add(self, k, n=1):
        self[k] = self.get(k, 0) + n
        return self
t = Tally().add('x').add('y', 5).add('x', 2)
print(t, sum(t.values()), sorted(t, key=t.get, reverse=True))
print(max(t, key=lambda k: t[k]))
""")

# ---------------------------------------------------------------- list
case("list_construct", """
class L(list):
    pass
a = L([3, 1, 2])
print(a, len(a), a[0], a[-1], type(a).__name__)
print(isinstance(a, list), issubclass(L, list), L(), L('ab'))
""")
case("list_append_method", """
class Stack(list):
    def push(self, x):
        self.append(x)
    def peek(self):
        return self[-1]
s = Stack()
s.push(1)
s.push(2)
print(s, s.peek(), s.pop(), s, len(s))
""")
case("list_getitem_override", """
class OneBased(list):
    def __getitem__(self, i):
        if isinstance(i, int):
            return super().__getitem__(i - 1)
        return super().__getitem__(i)
xs = OneBased(['a', 'b', 'c'])
print(xs[1], xs[3], xs[0:2])
try:
    xs[10]
except IndexError as e:
    print('IndexError', e)
""")
case("list_setitem_override", """
class Clamped(list):
    def __setitem__(self, i, v):
        super().__setitem__(i, max(0, min(10, v)))
c = Clamped([1, 2, 3])
c[0] = 50
c[1] = -4
print(c)
""")
case("list_init_super", """
class Named(list):
    def __init__(self, name, items=()):
        super().__init__(items)
        self.name = name
n = Named('nums', [1, 2])
n.append(3)
print(n.name, n, len(n), sum(n))
""")
case("list_repr_default_and_override", """
class L(list):
    pass
class R(list):
    def __repr__(self):
        return 'R' + super().__repr__()
print(repr(L([1, 'a'])), str(L([1])))
print(repr(R([1, 2])), str(R([])), [R([3])])
""")
case("list_operators_return_base", """
class L(list):
    pass
a = L([1, 2])
print(type(a + [3]).__name__, type(a * 2).__name__, type(a[:1]).__name__, type(a.copy()).__name__)
print(a + [3], a * 2, [0] + a)
a += [9]
print(type(a).__name__, a)
""")
case("list_sort_and_sorted", """
class L(list):
    pass
a = L([3, 1, 2])
a.sort()
print(a, type(a).__name__)
b = sorted(L(['b', 'a']))
print(b, type(b).__name__)
print(sum(L([1, 2, 3])), max(L([4, 9, 2])), list(reversed(L([1, 2]))))
""")
case("list_iter_override", """
class Evens(list):
    def __iter__(self):
        return (x for x in super().__iter__() if x % 2 == 0)
e = Evens([1, 2, 3, 4])
print(list(e), [x for x in e], len(e), 3 in e, sum(e))
""")
case("list_len_override", """
class Fake(list):
    def __len__(self):
        return 42
f = Fake([1])
print(len(f), bool(Fake()), f)
""")
case("list_eq_contains", """
class L(list):
    pass
print(L([1, 2]) == [1, 2], [1, 2] == L([1, 2]), L([1]) < L([2]), 2 in L([1, 2]))
""")
case("list_new_super", """
class Tagged(list):
    def __new__(cls, *args, **kwargs):
        obj = super().__new__(cls)
        obj.tag = kwargs.get('tag', 'none')
        return obj
    def __init__(self, items, tag=None):
        super().__init__(items)
t = Tagged([1, 2], tag='x')
print(t, t.tag, type(t).__name__)
""")
case("list_json_dumps", """
import json
class L(list):
    pass
print(json.dumps(L([1, 'a', None])), json.dumps({'k': L([L([1])])}))
""")

# ---------------------------------------------------------------- str
case("str_construct", """
class S(str):
    pass
s = S('hello')
print(s, repr(s), len(s), s[0], s[1:3], type(s).__name__, isinstance(s, str))
print(S(12), S(), S(b'x', 'ascii'))
""")
case("str_methods_return_base", """
class S(str):
    pass
s = S('Hello World')
for r in [s.upper(), s.lower(), s + '!', s[0:5], s.strip(), s.replace('o', '0'), s * 2]:
    print(type(r).__name__, r)
print([type(p).__name__ for p in s.split()])
""")
case("str_extra_method", """
class Path(str):
    def parts(self):
        return self.split('/')
    def stem(self):
        return self.parts()[-1].rsplit('.', 1)[0]
p = Path('a/b/file.txt')
print(p.parts(), p.stem(), p.upper(), p.endswith('.txt'))
""")
case("str_new_normalizes", """
class Tag(str):
    def __new__(cls, value):
        return super().__new__(cls, value.strip().lower())
t = Tag('  PyThon ')
print(repr(t), t == 'python', len(t), {t: 1}['python'])
""")
case("str_repr_override", """
class Secret(str):
    def __repr__(self):
        return '<secret>'
    def __str__(self):
        return '***'
s = Secret('pw')
print(s, repr(s), [s], '%s %r' % (s, s), f'{s}', s + 'x', len(s))
""")
case("str_eq_hash_dict_key", """
class S(str):
    pass
d = {S('a'): 1}
print(d['a'], S('a') == 'a', hash(S('a')) == hash('a'), 'a' in {S('a')})
""")
case("str_format_and_join", """
class S(str):
    pass
s = S('x')
print('-'.join([s, S('y')]), '{}!'.format(s), f'{s:>3}', s.join(['1', '2']), format(s, '^5') + '|')
""")
case("str_sorted_sum_join", """
class W(str):
    pass
ws = [W('pear'), W('apple'), W('fig')]
print(sorted(ws), max(ws), min(ws, key=len), ''.join(sorted(ws)))
print(sorted(ws, key=str.upper))
""")
case("str_getitem_override", """
class Rev(str):
    def __getitem__(self, i):
        return str.__getitem__(str(self)[::-1], i)
r = Rev('abc')
print(r[0], r[1:], len(r), str(r))
""")
case("str_attr_on_instance", """
class Line(str):
    pass
l = Line('text')
l.number = 7
print(l, l.number, l.upper())
""")
case("str_json_dumps", """
import json
class S(str):
    pass
print(json.dumps(S('a"b')), json.dumps({S('k'): S('v')}), json.dumps([S('x')]))
""")

# ---------------------------------------------------------------- int
case("int_construct", """
class I(int):
    pass
i = I(5)
print(i, repr(i), type(i).__name__, isinstance(i, int), I('12'), I('ff', 16), I(), I(3.9))
""")
case("int_arith_returns_int", """
class I(int):
    pass
a = I(7)
for r in [a + 1, a * 2, -a, a // 2, a % 3, a ** 2, abs(I(-3)), a & 3, a << 1]:
    print(type(r).__name__, r)
""")
case("int_operator_override", """
class Mod7(int):
    def __add__(self, other):
        return Mod7((int(self) + int(other)) % 7)
    __radd__ = __add__
    def __repr__(self):
        return 'Mod7(%d)' % int(self)
x = Mod7(5)
print(x + 4, 4 + x, repr(x + x), sum([Mod7(3), Mod7(6)]), x * 2)
""")
case("int_new_validation", """
class Positive(int):
    def __new__(cls, value):
        v = int(value)
        if v <= 0:
            raise ValueError('must be positive: %d' % v)
        return super().__new__(cls, v)
print(Positive('42'), type(Positive(1)).__name__)
try:
    Positive(-1)
except ValueError as e:
    print('ValueError', e)
""")
case("int_repr_str_format", """
class Cents(int):
    def __str__(self):
        return '$%d.%02d' % divmod(int(self), 100)
c = Cents(1234)
print(c, repr(c), str(c), f'{c}', '%d' % c, format(c, '05d'), '{:x}'.format(c))
""")
case("int_bool_like_index", """
class Idx(int):
    pass
xs = ['a', 'b', 'c']
print(xs[Idx(1)], list(range(Idx(3))), bool(Idx(0)), hex(Idx(255)), Idx(2) == 2, hash(Idx(9)) == 9)
""")
case("int_sorted_sum", """
class Score(int):
    pass
ss = [Score(5), Score(2), Score(9)]
print(sorted(ss), sum(ss), type(sum(ss)).__name__, max(ss), type(max(ss)).__name__)
""")
case("int_json_dumps", """
import json
class I(int):
    pass
print(json.dumps(I(3)), json.dumps({'n': I(4)}), json.dumps([I(-1)]))
""")

# ---------------------------------------------------------------- tuple
case("tuple_construct", """
class T(tuple):
    pass
t = T([1, 2, 3])
print(t, len(t), t[1], type(t).__name__, isinstance(t, tuple), T(), T('ab'))
""")
case("tuple_new_super", """
class Point(tuple):
    def __new__(cls, x, y):
        return super().__new__(cls, (x, y))
    @property
    def x(self):
        return self[0]
    @property
    def y(self):
        return self[1]
    def __repr__(self):
        return 'Point(%r, %r)' % self
p = Point(3, 4)
print(p, p.x, p.y, p == (3, 4), len(p), sum(p))
a, b = p
print(a, b, hash(p) == hash((3, 4)))
""")
case("tuple_ops_return_base", """
class T(tuple):
    pass
t = T((1, 2))
print(type(t + (3,)).__name__, type(t[:1]).__name__, type(t * 2).__name__, t + (3,))
print(sorted(T((3, 1, 2))), max(T((3, 7))), T((1, 2)) < (1, 3))
""")
case("tuple_as_dict_key", """
class Key(tuple):
    pass
d = {Key((1, 2)): 'x'}
print(d[(1, 2)], Key((1, 2)) in d, {(1, 2): 'y'}[Key((1, 2))])
""")
case("tuple_getitem_override", """
class Safe(tuple):
    def __getitem__(self, i):
        try:
            return super().__getitem__(i)
        except IndexError:
            return None
s = Safe((1, 2))
print(s[0], s[5], s[-1], s[0:1])
""")

# ---------------------------------------------------------------- set / frozenset
case("set_construct", """
class S(set):
    pass
s = S([3, 1, 2, 3])
print(sorted(s), len(s), 2 in s, type(s).__name__, isinstance(s, set))
s.add(10)
print(sorted(s), S())
""")
case("set_ops_return_type", """
class S(set):
    pass
a, b = S([1, 2, 3]), S([2, 3, 4])
for r in [a | b, a & b, a - b, a ^ b, a.union([9]), a.copy()]:
    print(type(r).__name__, sorted(r))
""")
case("set_add_override", """
class Lowered(set):
    def add(self, item):
        super().add(item.lower())
s = Lowered()
for w in ['A', 'b', 'a', 'B']:
    s.add(w)
print(sorted(s), len(s))
""")
case("set_init_super", """
class Seen(set):
    def __init__(self, items=()):
        super().__init__(x for x in items if x)
        self.count = len(self)
s = Seen([0, 1, '', 'a', None, 1])
print(sorted(s, key=str), s.count)
""")
case("frozenset_subclass", """
class F(frozenset):
    def __repr__(self):
        return 'F' + repr(sorted(self))
f = F([2, 1])
print(f, len(f), 1 in f, {f: 'v'}[frozenset([1, 2])], f == frozenset({1, 2}))
""")

# ---------------------------------------------------------------- Exception
case("exc_basic", """
class AppError(Exception):
    pass
try:
    raise AppError('bad thing', 42)
except AppError as e:
    print(type(e).__name__, e, repr(e), e.args)
print(issubclass(AppError, Exception), isinstance(AppError(), BaseException))
""")
case("exc_init_super", """
class HTTPError(Exception):
    def __init__(self, status, message):
        super().__init__(message)
        self.status = status
try:
    raise HTTPError(404, 'not found')
except Exception as e:
    print(e.status, e, e.args, repr(e))
""")
case("exc_str_override", """
class ParseError(ValueError):
    def __init__(self, line, msg):
        super().__init__(line, msg)
        self.line = line
        self.msg = msg
    def __str__(self):
        return 'line %d: %s' % (self.line, self.msg)
try:
    raise ParseError(3, 'unexpected token')
except ValueError as e:
    print(e, repr(e), e.args, isinstance(e, ParseError))
""")
case("exc_hierarchy_catch", """
class Base(Exception):
    pass
class NotFound(Base):
    pass
class Denied(Base):
    pass
for cls in [NotFound, Denied, Base]:
    try:
        raise cls('x')
    except NotFound:
        print('NotFound branch')
    except Base as e:
        print('Base branch', type(e).__name__)
print([c.__name__ for c in NotFound.__mro__])
""")
case("exc_chaining", """
class WrapError(Exception):
    pass
try:
    try:
        {}['k']
    except KeyError as e:
        raise WrapError('wrapped') from e
except WrapError as w:
    print(w, type(w.__cause__).__name__, w.__cause__)
""")
case("exc_no_args_repr", """
class E(Exception):
    pass
e = E()
print(repr(e), str(e) == '', e.args)
print(repr(E('a', 'b')), str(E('a', 'b')))
""")
case("exc_keyerror_subclass", """
class MissingField(KeyError):
    pass
try:
    raise MissingField('name')
except LookupError as e:
    print(type(e).__name__, e, repr(e))
""")

# ---------------------------------------------------------------- float / bytes
case("float_subclass", """
class Meters(float):
    def __repr__(self):
        return '%gm' % self
m = Meters(2.5)
print(m, repr(m), m + 1, type(m + 1).__name__, m * 2, round(m), isinstance(m, float))
print(sorted([Meters(3), Meters(1.5)]), sum([Meters(1), Meters(2)]))
""")
case("bytes_subclass", """
class B(bytes):
    pass
b = B(b'abc')
print(b, len(b), b[0], b[1:], type(b[1:]).__name__, b.upper(), type(b.upper()).__name__, b.hex())
print(B([65, 66]), isinstance(b, bytes), b == b'abc')
""")

# ---------------------------------------------------------------- mixed
case("mixed_isinstance_table", """
classes = []
for base in [dict, list, str, int, tuple, set, frozenset, float, bytes, Exception]:
    classes.append(type('My' + base.__name__.capitalize(), (base,), {}))
for cls in classes:
    base = cls.__bases__[0]
    obj = cls()
    print(cls.__name__, isinstance(obj, base), issubclass(cls, base), type(obj) is base, type(obj).__name__)
""")
case("mixed_super_in_override_chain", """
class LoggingList(list):
    def append(self, x):
        print('append', x)
        super().append(x)
class Unique(LoggingList):
    def append(self, x):
        if x not in self:
            super().append(x)
u = Unique()
for x in [1, 2, 1, 3]:
    u.append(x)
print(u, [c.__name__ for c in Unique.__mro__])
""")
case("mixed_class_attr_and_slots", """
class Small(tuple):
    __slots__ = ()
    kind = 'small'
s = Small((1,))
print(s, s.kind, Small.kind)
try:
    s.other = 1
except AttributeError:
    print('AttributeError')
""")
case("mixed_copy_pickle_roundtrip", """
import copy
class D(dict):
    pass
class L(list):
    pass
d = D(a=L([1, 2]))
c = copy.deepcopy(d)
print(c, type(c).__name__, type(c['a']).__name__, c == d, c['a'] is d['a'])
e = copy.copy(d)
print(type(e).__name__, e['a'] is d['a'])
""")


def main():
    os.makedirs(OUT, exist_ok=True)
    for name in os.listdir(OUT):
        if name.endswith(".py"):
            os.remove(os.path.join(OUT, name))
    for name, src in sorted(cases.items()):
        with open(os.path.join(OUT, name + ".py"), "w") as f:
            f.write(src)
    print(len(cases), "programs in", os.path.normpath(OUT), file=sys.stderr)


if __name__ == "__main__":
    main()
