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
        self.__wrapped__ = func
        self.hits = 0
        self.misses = 0
        self.maxsize = None

    def __call__(self, *args, **kwargs):
        key = args
        if kwargs:
            key = args + (_missing,) + tuple(sorted(kwargs.items()))
        if key in self.cache:
            self.hits += 1
            return self.cache[key]
        self.misses += 1
        v = self.func(*args, **kwargs)
        self.cache[key] = v
        return v

    def cache_clear(self):
        self.cache = {}
        self.hits = self.misses = 0

    def cache_info(self):
        return _CacheInfo(self.hits, self.misses, self.maxsize, len(self.cache))


def _CacheInfo(hits, misses, maxsize, currsize):
    return _CacheInfoT(hits, misses, maxsize, currsize)


class _CacheInfoT(object):
    def __init__(self, hits, misses, maxsize, currsize):
        self.hits = hits
        self.misses = misses
        self.maxsize = maxsize
        self.currsize = currsize

    def __repr__(self):
        return "CacheInfo(hits=%d, misses=%d, maxsize=%r, currsize=%d)" % (self.hits, self.misses, self.maxsize, self.currsize)


def lru_cache(maxsize=128, typed=False):
    if callable(maxsize) and not isinstance(maxsize, int):
        return _Cached(maxsize)

    def deco(func):
        c = _Cached(func)
        c.maxsize = maxsize
        return c
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
            f.__wrapped__ = wrapped
        except Exception:
            pass
        return f
    return deco


def _own(cls, name):
    for base in cls.__mro__:
        if base is object:
            return None
        if name in base.__dict__:
            return base.__dict__[name]
    return None


def total_ordering(cls):
    lt, le, gt, ge = (_own(cls, n) for n in ("__lt__", "__le__", "__gt__", "__ge__"))
    if lt is not None:
        def __gt__(self, other):
            r = lt(self, other)
            return r if r is NotImplemented else (not r and self != other)
        def __le__(self, other):
            r = lt(self, other)
            return r if r is NotImplemented else (r or self == other)
        def __ge__(self, other):
            r = lt(self, other)
            return r if r is NotImplemented else not r
        fill = {"__gt__": __gt__, "__le__": __le__, "__ge__": __ge__}
    elif gt is not None:
        def __lt__(self, other):
            r = gt(self, other)
            return r if r is NotImplemented else (not r and self != other)
        def __ge__(self, other):
            r = gt(self, other)
            return r if r is NotImplemented else (r or self == other)
        def __le__(self, other):
            r = gt(self, other)
            return r if r is NotImplemented else not r
        fill = {"__lt__": __lt__, "__ge__": __ge__, "__le__": __le__}
    elif le is not None:
        def __lt__(self, other):
            r = le(self, other)
            return r if r is NotImplemented else (r and self != other)
        def __gt__(self, other):
            r = le(self, other)
            return r if r is NotImplemented else not r
        def __ge__(self, other):
            r = le(self, other)
            return r if r is NotImplemented else (not r or self == other)
        fill = {"__lt__": __lt__, "__gt__": __gt__, "__ge__": __ge__}
    elif ge is not None:
        def __gt__(self, other):
            r = ge(self, other)
            return r if r is NotImplemented else (r and self != other)
        def __lt__(self, other):
            r = ge(self, other)
            return r if r is NotImplemented else not r
        def __le__(self, other):
            r = ge(self, other)
            return r if r is NotImplemented else (not r or self == other)
        fill = {"__gt__": __gt__, "__lt__": __lt__, "__le__": __le__}
    else:
        raise ValueError("must define at least one ordering operation: < > <= >=")
    for name in fill:
        if _own(cls, name) is None:
            setattr(cls, name, fill[name])
    return cls
