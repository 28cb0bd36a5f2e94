# functools for gpython, in Python.

from collections import namedtuple as _namedtuple

_missing = object()

WRAPPER_ASSIGNMENTS = ("__module__", "__name__", "__qualname__", "__doc__", "__annotations__")
WRAPPER_UPDATES = ("__dict__",)


def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    for attr in assigned:
        try:
            value = getattr(wrapped, attr)
        except AttributeError:
            continue
        try:
            setattr(wrapper, attr, value)
        except (AttributeError, TypeError):
            pass
    for attr in updated:
        try:
            getattr(wrapper, attr).update(getattr(wrapped, attr, {}))
        except (AttributeError, TypeError):
            pass
    wrapper.__wrapped__ = wrapped
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    def deco(wrapper):
        return update_wrapper(wrapper, wrapped, assigned, updated)
    return deco


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
    def __init__(self, func, *args, **keywords):
        if not callable(func):
            raise TypeError("the first argument must be callable")
        if isinstance(func, partial):
            args = func.args + args
            merged = dict(func.keywords)
            merged.update(keywords)
            keywords = merged
            func = func.func
        self.func = func
        self.args = tuple(args)
        self.keywords = dict(keywords)

    def __call__(self, *args, **keywords):
        kw = dict(self.keywords)
        kw.update(keywords)
        return self.func(*(self.args + args), **kw)

    def __repr__(self):
        parts = [repr(self.func)]
        parts.extend(repr(a) for a in self.args)
        parts.extend("%s=%r" % (k, v) for k, v in self.keywords.items())
        return "functools.partial(" + ", ".join(parts) + ")"


class partialmethod(object):
    # partial for methods: the instance goes first, then the frozen args.
    def __init__(self, func, *args, **keywords):
        self.func = func
        self.args = args
        self.keywords = keywords

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        func, args, keywords = self.func, self.args, self.keywords

        def bound(*more, **kw):
            merged = dict(keywords)
            merged.update(kw)
            return func(obj, *(args + more), **merged)
        return bound


CacheInfo = _namedtuple("CacheInfo", ["hits", "misses", "maxsize", "currsize"])


class _BoundCache(object):
    # A cached function read through an instance: calls pass the
    # instance first; cache_info and the rest come from the function.
    def __init__(self, wrapper, obj):
        self.__func__ = wrapper
        self.__self__ = obj

    def __call__(self, *args, **kwargs):
        return self.__func__(self.__self__, *args, **kwargs)

    def __getattr__(self, name):
        return getattr(self.__func__, name)

    def __repr__(self):
        return "<bound method %s of %r>" % (getattr(self.__func__, "__qualname__", "?"), self.__self__)


class _lru_cache_wrapper(object):
    def __init__(self, func, maxsize, typed):
        self.__wrapped__ = func
        self._maxsize = maxsize
        self._typed = typed
        self._cache = {}
        self._hits = 0
        self._misses = 0
        for attr in WRAPPER_ASSIGNMENTS:
            try:
                setattr(self, attr, getattr(func, attr))
            except AttributeError:
                pass

    def _key(self, args, kwargs):
        key = args
        if kwargs:
            key = key + (_missing,)
            for k in sorted(kwargs):
                key = key + (k, kwargs[k])
        if self._typed:
            key = key + tuple(type(a) for a in args) + tuple(type(kwargs[k]) for k in sorted(kwargs))
        return key

    def __call__(self, *args, **kwargs):
        if self._maxsize == 0:
            self._misses += 1
            return self.__wrapped__(*args, **kwargs)
        key = self._key(args, kwargs)
        cache = self._cache
        if key in cache:
            self._hits += 1
            value = cache.pop(key)
            cache[key] = value  # most recently used goes last
            return value
        self._misses += 1
        value = self.__wrapped__(*args, **kwargs)
        cache[key] = value
        if self._maxsize is not None and len(cache) > self._maxsize:
            del cache[next(iter(cache))]
        return value

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        return _BoundCache(self, obj)

    def cache_info(self):
        return CacheInfo(self._hits, self._misses, self._maxsize, len(self._cache))

    def cache_clear(self):
        self._cache = {}
        self._hits = self._misses = 0

    def cache_parameters(self):
        return {"maxsize": self._maxsize, "typed": self._typed}

    def __repr__(self):
        return repr(self.__wrapped__)


def lru_cache(maxsize=128, typed=False):
    if callable(maxsize) and not isinstance(maxsize, int):
        return _lru_cache_wrapper(maxsize, 128, typed)
    if maxsize is not None:
        if not isinstance(maxsize, int):
            raise TypeError("Expected first argument to be an integer, a callable, or None")
        if maxsize < 0:
            maxsize = 0

    def deco(func):
        return _lru_cache_wrapper(func, maxsize, typed)
    return deco


def cache(user_function):
    return _lru_cache_wrapper(user_function, None, False)


class cached_property(object):
    # Computed on first read, then kept in the instance's __dict__, which
    # later reads find first.
    def __init__(self, func):
        self.func = func
        self.attrname = None
        self.__doc__ = getattr(func, "__doc__", None)

    def __set_name__(self, owner, name):
        if self.attrname is None:
            self.attrname = name
        elif name != self.attrname:
            raise TypeError("Cannot assign the same cached_property to two different names (%r and %r)." % (
                self.attrname, name))

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        name = self.attrname if self.attrname is not None else self.func.__name__
        try:
            cache = instance.__dict__
        except AttributeError:
            raise TypeError("No '__dict__' attribute on %r instance to cache %r property." % (
                type(instance).__name__, name))
        if name in cache:
            return cache[name]
        value = self.func(instance)
        cache[name] = value
        return value


class _Key(object):
    __slots__ = ("obj", "cmp")

    def __init__(self, cmp, obj):
        self.cmp = cmp
        self.obj = obj

    def __lt__(self, other):
        return self.cmp(self.obj, other.obj) < 0

    def __gt__(self, other):
        return self.cmp(self.obj, other.obj) > 0

    def __eq__(self, other):
        return self.cmp(self.obj, other.obj) == 0

    def __le__(self, other):
        return self.cmp(self.obj, other.obj) <= 0

    def __ge__(self, other):
        return self.cmp(self.obj, other.obj) >= 0

    __hash__ = None


def cmp_to_key(mycmp):
    def key(obj):
        return _Key(mycmp, obj)
    return key


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


def _dispatch_type(arg):
    # The first annotation of a function registered without a class.
    anns = getattr(arg, "__annotations__", None) or {}
    for name in anns:
        if name != "return":
            return anns[name]
    return None


def _union_members(cls):
    args = getattr(cls, "__args__", None)
    if args is not None and type(cls).__name__ in ("UnionType", "_UnionAlias"):
        return args
    return None


class _SingleDispatch(object):
    def __init__(self, func):
        self._default = func
        self.registry = {object: func}
        self._cache = {}
        for attr in WRAPPER_ASSIGNMENTS:
            try:
                setattr(self, attr, getattr(func, attr))
            except AttributeError:
                pass
        self.__wrapped__ = func

    def register(self, cls, func=None):
        if func is None:
            if isinstance(cls, type) or _union_members(cls) is not None:
                def deco(f):
                    self.register(cls, f)
                    return f
                return deco
            func = cls
            cls = _dispatch_type(func)
            if cls is None:
                raise TypeError(
                    "Invalid first argument to `register()`: %r. Use either `@register(some_class)` or plain "
                    "`@register` on an annotated function." % (func,))
        members = _union_members(cls)
        for c in members if members is not None else (cls,):
            if not isinstance(c, type):
                raise TypeError("Invalid annotation for %r. %r is not a class." % (
                    getattr(func, "__name__", "arg"), c))
            self.registry[c] = func
        self._cache = {}
        return func

    def dispatch(self, cls):
        if cls in self._cache:
            return self._cache[cls]
        best = None
        mro = list(cls.__mro__)
        for t in self.registry:
            if t is object or not issubclass(cls, t):
                continue
            if best is None or issubclass(t, best) or (t in mro and best in mro and mro.index(t) < mro.index(best)):
                best = t
        impl = self.registry[best] if best is not None else self._default
        self._cache[cls] = impl
        return impl

    def __call__(self, *args, **kwargs):
        if not args:
            raise TypeError("%s requires at least 1 positional argument" % getattr(self, "__name__", "singledispatch function"))
        return self.dispatch(type(args[0]))(*args, **kwargs)

    def _clear_cache(self):
        self._cache = {}


def singledispatch(func):
    return _SingleDispatch(func)


class singledispatchmethod(object):
    # Dispatch on the type of the first argument after self.
    def __init__(self, func):
        self.dispatcher = _SingleDispatch(func)
        self.func = func

    def register(self, cls, method=None):
        return self.dispatcher.register(cls, method)

    def __get__(self, obj, cls=None):
        dispatcher = self.dispatcher

        def method(*args, **kwargs):
            impl = dispatcher.dispatch(type(args[0]))
            if obj is None:
                return impl(*args, **kwargs)
            return impl(obj, *args, **kwargs)
        method.register = dispatcher.register
        return method
