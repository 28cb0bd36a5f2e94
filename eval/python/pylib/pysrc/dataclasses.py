# dataclasses for gpython, in Python. Fields come from the annotations that
# pylib.Rewrite records in the class body (__pylib_fields__), in order.

MISSING = object()


class Field(object):
    def __init__(self, default=MISSING, default_factory=MISSING, repr=True, compare=True, init=True):
        self.default = default
        self.default_factory = default_factory
        self.repr = repr
        self.compare = compare
        self.init = init
        self.name = None


def field(default=MISSING, default_factory=MISSING, repr=True, compare=True, init=True, **kwargs):
    return Field(default, default_factory, repr, compare, init)


def _fields_of(cls):
    names = []
    for base in reversed(cls.__mro__ if hasattr(cls, "__mro__") else (cls,)):
        for n in base.__dict__.get("__pylib_fields__", []) if hasattr(base, "__dict__") else []:
            if n not in names:
                names.append(n)
    out = []
    for n in names:
        v = getattr(cls, n, MISSING)
        if isinstance(v, Field):
            f = v
        else:
            f = Field(default=v)
        f.name = n
        out.append(f)
    return out


def fields(obj):
    cls = obj if isinstance(obj, type) else type(obj)
    return tuple(cls.__dataclass_fields__)


def _process(cls, eq, order, frozen):
    flds = _fields_of(cls)
    cls.__dataclass_fields__ = flds
    for f in flds:
        if isinstance(getattr(cls, f.name, None), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)

    def __init__(self, *args, **kwargs):
        i = 0
        for f in flds:
            if not f.init:
                continue
            if i < len(args):
                v = args[i]
                i += 1
            elif f.name in kwargs:
                v = kwargs[f.name]
            elif f.default_factory is not MISSING:
                v = f.default_factory()
            elif f.default is not MISSING:
                v = f.default
            else:
                raise TypeError("__init__() missing 1 required positional argument: '%s'" % f.name)
            self.__dict__[f.name] = v
        if hasattr(self, "__post_init__"):
            self.__post_init__()

    def __repr__(self):
        parts = []
        for f in flds:
            if f.repr:
                parts.append(f.name + "=" + repr(getattr(self, f.name)))
        return type(self).__name__ + "(" + ", ".join(parts) + ")"

    def _key(self):
        return tuple(getattr(self, f.name) for f in flds if f.compare)

    def __eq__(self, other):
        if type(other) is not type(self):
            return NotImplemented
        return _key(self) == _key(other)

    def __lt__(self, other):
        return _key(self) < _key(other)

    def __le__(self, other):
        return _key(self) <= _key(other)

    def __gt__(self, other):
        return _key(self) > _key(other)

    def __ge__(self, other):
        return _key(self) >= _key(other)

    def __hash__(self):
        return hash(_key(self))

    def __setattr__(self, name, value):
        raise FrozenInstanceError("cannot assign to field '%s'" % name)

    def __delattr__(self, name):
        raise FrozenInstanceError("cannot delete field '%s'" % name)

    if "__init__" not in cls.__dict__:
        cls.__init__ = __init__
    if "__repr__" not in cls.__dict__:
        cls.__repr__ = __repr__
    if eq and "__eq__" not in cls.__dict__:
        cls.__eq__ = __eq__
    if order:
        cls.__lt__ = __lt__
        cls.__le__ = __le__
        cls.__gt__ = __gt__
        cls.__ge__ = __ge__
    if frozen:
        if eq and "__hash__" not in cls.__dict__:
            cls.__hash__ = __hash__
        cls.__delattr__ = __delattr__
        # Last: gpython consults the class's own __setattr__ when assigning
        # class attributes too.
        cls.__setattr__ = __setattr__
    return cls


def dataclass(cls=None, init=True, repr=True, eq=True, order=False, unsafe_hash=False, frozen=False, **kwargs):
    if cls is None:
        def wrap(c):
            return _process(c, eq, order, frozen)
        return wrap
    return _process(cls, eq, order, frozen)


class FrozenInstanceError(AttributeError):
    pass


def replace(obj, **changes):
    changes = dict(changes)
    kwargs = {}
    for f in type(obj).__dataclass_fields__:
        if f.init:
            kwargs[f.name] = changes.pop(f.name) if f.name in changes else getattr(obj, f.name)
    if changes:
        raise TypeError("__init__() got an unexpected keyword argument '%s'" % list(changes)[0])
    return type(obj)(**kwargs)


def asdict(obj):
    d = {}
    for f in type(obj).__dataclass_fields__:
        v = getattr(obj, f.name)
        if hasattr(type(v), "__dataclass_fields__"):
            v = asdict(v)
        d[f.name] = v
    return d


def astuple(obj):
    return tuple(getattr(obj, f.name) for f in type(obj).__dataclass_fields__)


def is_dataclass(obj):
    return hasattr(obj, "__dataclass_fields__")
