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
