# operator for gpython, in Python.


def add(a, b):
    return a + b


def sub(a, b):
    return a - b


def mul(a, b):
    return a * b


def truediv(a, b):
    return a / b


def floordiv(a, b):
    return a // b


def mod(a, b):
    return a % b


def neg(a):
    return -a


def eq(a, b):
    return a == b


def ne(a, b):
    return a != b


def lt(a, b):
    return a < b


def le(a, b):
    return a <= b


def gt(a, b):
    return a > b


def ge(a, b):
    return a >= b


def not_(a):
    return not a


def truth(a):
    return bool(a)


def contains(a, b):
    return b in a


def getitem(a, b):
    return a[b]


def concat(a, b):
    return a + b


def and_(a, b):
    return a & b


def or_(a, b):
    return a | b


def pow(a, b):
    return a ** b


class itemgetter(object):
    def __init__(self, *items):
        self.items = items

    def __call__(self, obj):
        if len(self.items) == 1:
            return obj[self.items[0]]
        return tuple(obj[i] for i in self.items)


class attrgetter(object):
    def __init__(self, *attrs):
        self.attrs = attrs

    def _get(self, obj, attr):
        for name in attr.split("."):
            obj = getattr(obj, name)
        return obj

    def __call__(self, obj):
        if len(self.attrs) == 1:
            return self._get(obj, self.attrs[0])
        return tuple(self._get(obj, a) for a in self.attrs)


class methodcaller(object):
    def __init__(self, name, *args, **kwargs):
        self.name = name
        self.args = args
        self.kwargs = kwargs

    def __call__(self, obj):
        return getattr(obj, self.name)(*self.args, **self.kwargs)


def pos(a):
    return +a


_abs = abs


def abs(a):
    return _abs(a)


def index(a):
    if isinstance(a, int):
        return int(a)
    f = getattr(type(a), "__index__", None)
    if f is None:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(a).__name__)
    return f(a)


def inv(a):
    return ~a


invert = inv


def lshift(a, b):
    return a << b


def rshift(a, b):
    return a >> b


def xor(a, b):
    return a ^ b


def is_(a, b):
    return a is b


def is_not(a, b):
    return a is not b


def setitem(a, b, c):
    a[b] = c


def delitem(a, b):
    del a[b]


def countOf(a, b):
    return sum(1 for x in a if x is b or x == b)


def indexOf(a, b):
    for i, x in enumerate(a):
        if x is b or x == b:
            return i
    raise ValueError("sequence.index(x): x not in sequence")


def length_hint(obj, default=0):
    try:
        return len(obj)
    except TypeError:
        return default


def iadd(a, b):
    a += b
    return a


def isub(a, b):
    a -= b
    return a


def imul(a, b):
    a *= b
    return a


def iconcat(a, b):
    a += b
    return a


__add__ = add
__sub__ = sub
__mul__ = mul
__getitem__ = getitem
