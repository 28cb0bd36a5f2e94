# typing for gpython, in Python: enough for annotations to evaluate and
# compare; nothing is checked.


class _Alias(object):
    def __init__(self, name, args=()):
        self._name = name
        self.__args__ = args

    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        return _Alias(self._name, params)

    def __call__(self, *args, **kwargs):
        raise TypeError("Type %s cannot be instantiated" % self._name)

    def __eq__(self, other):
        return isinstance(other, _Alias) and self._name == other._name and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self._name, self.__args__))

    def __repr__(self):
        if not self.__args__:
            return "typing." + self._name
        return "typing.%s[%s]" % (self._name, ", ".join(getattr(a, "__name__", repr(a)) for a in self.__args__))


Any = _Alias("Any")
Union = _Alias("Union")
Optional = _Alias("Optional")
List = _Alias("List")
Dict = _Alias("Dict")
Set = _Alias("Set")
FrozenSet = _Alias("FrozenSet")
Tuple = _Alias("Tuple")
Callable = _Alias("Callable")
Iterable = _Alias("Iterable")
Iterator = _Alias("Iterator")
Generator = _Alias("Generator")
Sequence = _Alias("Sequence")
Mapping = _Alias("Mapping")
MutableMapping = _Alias("MutableMapping")
Type = _Alias("Type")
Literal = _Alias("Literal")
ClassVar = _Alias("ClassVar")
Final = _Alias("Final")
DefaultDict = _Alias("DefaultDict")
Counter = _Alias("Counter")
Deque = _Alias("Deque")
Pattern = _Alias("Pattern")
Match = _Alias("Match")
NoReturn = _Alias("NoReturn")
AnyStr = _Alias("AnyStr")
Text = str
TYPE_CHECKING = False


def TypeVar(name, *constraints, **kwargs):
    return _Alias(name)


def NewType(name, tp):
    def new_type(x):
        return x
    new_type.__name__ = name
    return new_type


def cast(typ, val):
    return val


def overload(func):
    return func


def final(f):
    return f


class Generic(object):
    pass


class Protocol(object):
    pass


TypedDict = dict


def get_type_hints(obj):
    return dict(getattr(obj, "__annotations__", {}))


class _FieldsOf(object):
    # Pair._fields, computed from the class it is read through.
    def __get__(self, obj, cls=None):
        return tuple(_nt_fields(cls if cls is not None else type(obj)))


class NamedTuple(object):
    # Fields are the annotations pylib.Rewrite records in the class body.
    _fields = _FieldsOf()

    def _replace(self, **kwargs):
        vals = [kwargs.pop(n) if n in kwargs else getattr(self, n) for n in _nt_fields(type(self))]
        return type(self)(*vals)

    def __init__(self, *args, **kwargs):
        names = _nt_fields(type(self))
        for i, n in enumerate(names):
            if i < len(args):
                v = args[i]
            elif n in kwargs:
                v = kwargs[n]
            elif hasattr(type(self), n):
                v = getattr(type(self), n)
            else:
                raise TypeError("__new__() missing 1 required positional argument: '%s'" % n)
            setattr(self, n, v)

    def __repr__(self):
        return type(self).__name__ + "(" + ", ".join(n + "=" + repr(getattr(self, n)) for n in _nt_fields(type(self))) + ")"

    def __iter__(self):
        return iter([getattr(self, n) for n in _nt_fields(type(self))])

    def __getitem__(self, i):
        return tuple(self)[i]

    def __len__(self):
        return len(_nt_fields(type(self)))

    def __eq__(self, other):
        return tuple(self) == tuple(other)

    def __hash__(self):
        return hash(tuple(self))

    def _asdict(self):
        return dict((n, getattr(self, n)) for n in _nt_fields(type(self)))


def _nt_fields(cls):
    return tuple(cls.__dict__.get("__pylib_fields__", []))
