# functools for gpython, in Python.

_missing = object()


def reduce(function, iterable, initial=_missing):
    it = iter(iterable)
    if initial is _missing:
        try:
            value = next(it)
        except StopIteration:
            raise TypeError("reduce() of empty iterable with no initial value")
    else:
        value = initial
    for x in it:
        value = function(value, x)
    return value


class partial(object):
    def __init__(self, func, *args, **kwargs):
        self.func = func
        self.args = args
        self.keywords = kwargs

    def __call__(self, *args, **kwargs):
        kw = dict(self.keywords)
        kw.update(kwargs)
        return self.func(*(self.args + args), **kw)


class _Cached(object):
    def __init__(self, func):
        self.func = func
        self.cache = {}
        self.__name__ = getattr(func, "__name__", "cached")
        self.__doc__ = getattr(func, "__doc__", None)

    def __call__(self, *args):
        if args in self.cache:
            return self.cache[args]
        v = self.func(*args)
        self.cache[args] = v
        return v

    def cache_clear(self):
        self.cache = {}


def lru_cache(maxsize=128, typed=False):
    if callable(maxsize) and not isinstance(maxsize, int):
        return _Cached(maxsize)

    def deco(func):
        return _Cached(func)
    return deco


def cache(func):
    return _Cached(func)


class _Key(object):
    def __init__(self, cmp, obj):
        self.cmp = cmp
        self.obj = obj

    def __lt__(self, other):
        return self.cmp(self.obj, other.obj) < 0

    def __gt__(self, other):
        return self.cmp(self.obj, other.obj) > 0

    def __eq__(self, other):
        return self.cmp(self.obj, other.obj) == 0


def cmp_to_key(mycmp):
    def key(obj):
        return _Key(mycmp, obj)
    return key


def wraps(wrapped, assigned=None, updated=None):
    def deco(f):
        try:
            f.__name__ = wrapped.__name__
            f.__doc__ = wrapped.__doc__
        except Exception:
            pass
        return f
    return deco


def total_ordering(cls):
    return cls
