# collections for gpython: Counter, defaultdict and OrderedDict come from Go
# (module globals); the rest is plain Python.


class deque(object):
    def __init__(self, iterable=(), maxlen=None):
        self.maxlen = maxlen
        self._items = []
        for x in iterable:
            self.append(x)

    def append(self, x):
        self._items.append(x)
        if self.maxlen is not None and len(self._items) > self.maxlen:
            del self._items[0]

    def appendleft(self, x):
        self._items.insert(0, x)
        if self.maxlen is not None and len(self._items) > self.maxlen:
            self._items.pop()

    def pop(self):
        if not self._items:
            raise IndexError("pop from an empty deque")
        return self._items.pop()

    def popleft(self):
        if not self._items:
            raise IndexError("pop from an empty deque")
        return self._items.pop(0)

    def extend(self, it):
        for x in it:
            self.append(x)

    def extendleft(self, it):
        for x in it:
            self.appendleft(x)

    def rotate(self, n=1):
        if self._items:
            n = n % len(self._items)
            self._items = self._items[-n:] + self._items[:-n]

    def clear(self):
        self._items = []

    def count(self, x):
        return self._items.count(x)

    def __len__(self):
        return len(self._items)

    def __iter__(self):
        return iter(list(self._items))

    def __getitem__(self, i):
        return self._items[i]

    def __setitem__(self, i, v):
        self._items[i] = v

    def __bool__(self):
        return len(self._items) > 0

    def __contains__(self, x):
        return x in self._items

    def index(self, x, *args):
        return self._items.index(x, *args)

    def count(self, x):
        return self._items.count(x)

    def insert(self, i, x):
        if self.maxlen is not None and len(self._items) >= self.maxlen:
            raise IndexError("deque already at its maximum size")
        self._items.insert(i, x)

    def remove(self, x):
        self._items.remove(x)

    def __eq__(self, other):
        return isinstance(other, deque) and self._items == other._items

    def __copy__(self):
        return deque(self._items, self.maxlen)

    def __deepcopy__(self, memo):
        import copy
        out = deque((), self.maxlen)
        memo[id(self)] = out
        out._items = copy.deepcopy(self._items, memo)
        return out

    def __repr__(self):
        if self.maxlen is None:
            return "deque(" + repr(self._items) + ")"
        return "deque(" + repr(self._items) + ", maxlen=" + repr(self.maxlen) + ")"


def _nt___init__(self, *args, **kwargs):
    fields = self._fields
    name = type(self).__name__
    if len(args) > len(fields):
        least = len(fields) - len(self._field_defaults)
        if least == len(fields):
            takes = "%d" % (len(fields) + 1)
        else:
            takes = "from %d to %d" % (least + 1, len(fields) + 1)
        raise TypeError("%s.__new__() takes %s positional arguments but %d were given" % (name, takes, len(args) + 1))
    for k in kwargs:
        if k not in fields:
            raise TypeError("%s.__new__() got an unexpected keyword argument '%s'" % (name, k))
        if fields.index(k) < len(args):
            raise TypeError("%s.__new__() got multiple values for argument '%s'" % (name, k))
    vals = list(args)
    missing = []
    for name_ in fields[len(args):]:
        if name_ in kwargs:
            vals.append(kwargs[name_])
        elif name_ in self._field_defaults:
            vals.append(self._field_defaults[name_])
        else:
            missing.append(name_)
    if missing:
        raise TypeError("%s.__new__() missing %d required positional argument%s: %s" % (name, len(missing), "" if len(missing) == 1 else "s", _quoted_list(missing)))
    # Instances are immutable (__setattr__ refuses), so the fields go
    # straight into the instance dict.
    d = self.__dict__
    d["_values"] = tuple(vals)
    for i in range(len(fields)):
        d[fields[i]] = vals[i]


def _quoted_list(names):
    # CPython's "'a', 'b' and 'c'" for missing-argument messages.
    q = ["'%s'" % n for n in names]
    if len(q) == 1:
        return q[0]
    return ", ".join(q[:-1]) + (", and " if len(q) > 2 else " and ") + q[-1]


def _nt___setattr__(self, name, value):
    if name in self._fields:
        raise AttributeError("can't set attribute")
    raise AttributeError("'%s' object has no attribute '%s'" % (type(self).__name__, name))


def _nt___getitem__(self, i):
    return self._values[i]


def _nt___iter__(self):
    return iter(self._values)


def _nt___len__(self):
    return len(self._values)


def _nt___contains__(self, x):
    return x in self._values


def _nt_values(o):
    # The plain tuple behind a namedtuple, or o itself.
    return o._values if hasattr(o, "_values") and hasattr(o, "_fields") else o


def _nt___eq__(self, other):
    other = _nt_values(other)
    if not isinstance(other, tuple):
        return NotImplemented
    return self._values == other


def _nt___ne__(self, other):
    other = _nt_values(other)
    if not isinstance(other, tuple):
        return NotImplemented
    return self._values != other


def _nt___lt__(self, other):
    return self._values < tuple(other)


def _nt___le__(self, other):
    return self._values <= tuple(other)


def _nt___gt__(self, other):
    return self._values > tuple(other)


def _nt___ge__(self, other):
    return self._values >= tuple(other)


def _nt___add__(self, other):
    if not isinstance(other, tuple):
        return NotImplemented
    return self._values + tuple(other)


def _nt___radd__(self, other):
    if not isinstance(other, tuple):
        return NotImplemented
    return tuple(other) + self._values


def _nt___mul__(self, n):
    return self._values * n


def _nt___hash__(self):
    return hash(self._values)


def _nt___bool__(self):
    return len(self._values) > 0


def _nt___repr__(self):
    parts = []
    for i in range(len(self._fields)):
        parts.append(self._fields[i] + "=" + repr(self._values[i]))
    return type(self).__name__ + "(" + ", ".join(parts) + ")"


def _nt___getnewargs__(self):
    return self._values


def _nt__replace(self, **kwargs):
    unknown = [k for k in kwargs if k not in self._fields]
    if unknown:
        raise ValueError("Got unexpected field names: %r" % unknown)
    vals = []
    for i in range(len(self._fields)):
        name = self._fields[i]
        vals.append(kwargs[name] if name in kwargs else self._values[i])
    return type(self)(*vals)


def _nt__asdict(self):
    d = {}
    for i in range(len(self._fields)):
        d[self._fields[i]] = self._values[i]
    return d


def _nt_count(self, x):
    return self._values.count(x)


def _nt_index(self, x, *args):
    return self._values.index(x, *args)


_NT_METHODS = [
    ("__init__", _nt___init__), ("__getitem__", _nt___getitem__), ("__iter__", _nt___iter__),
    ("__len__", _nt___len__), ("__contains__", _nt___contains__), ("__eq__", _nt___eq__),
    ("__ne__", _nt___ne__), ("__lt__", _nt___lt__), ("__le__", _nt___le__), ("__gt__", _nt___gt__),
    ("__ge__", _nt___ge__), ("__add__", _nt___add__), ("__radd__", _nt___radd__),
    ("__mul__", _nt___mul__), ("__rmul__", _nt___mul__), ("__hash__", _nt___hash__),
    ("__bool__", _nt___bool__), ("__repr__", _nt___repr__), ("__getnewargs__", _nt___getnewargs__),
    ("_replace", _nt__replace), ("_asdict", _nt__asdict), ("count", _nt_count), ("index", _nt_index),
]

_KEYWORDS = frozenset(["False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield"])


def _nt_field_names(typename, field_names, rename):
    if isinstance(field_names, str):
        field_names = field_names.replace(",", " ").split()
    names = [str(n) for n in field_names]
    if rename:
        seen = set()
        for i, n in enumerate(names):
            if not n.isidentifier() or n in _KEYWORDS or n.startswith("_") or n in seen:
                names[i] = "_%d" % i
            seen.add(names[i])
    for n in [typename] + names:
        if not isinstance(n, str):
            raise TypeError("Type names and field names must be strings")
        if not n.isidentifier():
            raise ValueError("Type names and field names must be valid identifiers: %r" % n)
        if n in _KEYWORDS:
            raise ValueError("Type names and field names cannot be a keyword: %r" % n)
    seen = set()
    for n in names:
        if n.startswith("_") and not rename:
            raise ValueError("Field names cannot start with an underscore: %r" % n)
        if n in seen:
            raise ValueError("Encountered duplicate field name: %r" % n)
        seen.add(n)
    return tuple(names)


def namedtuple(typename, field_names, defaults=None, rename=False, module=None):
    fields = _nt_field_names(typename, field_names, rename)
    field_defaults = {}
    if defaults is not None:
        defaults = list(defaults)
        if len(defaults) > len(fields):
            raise TypeError("Got more default values than field names")
        for name, value in zip(fields[len(fields) - len(defaults):], defaults):
            field_defaults[name] = value

    class _NT(object):
        pass

    # gpython finds special methods only in a class's own dict, not its
    # bases', so every method is set on the class rather than inherited;
    # __setattr__ goes last, as it refuses assignments on the class too.
    for k, v in _NT_METHODS:
        setattr(_NT, k, v)
    _NT._fields = fields
    _NT._field_defaults = field_defaults
    _NT.__match_args__ = fields
    _NT.__pylib_virtual_bases__ = (tuple,)  # isinstance(p, tuple)
    _NT.__name__ = typename
    _NT.__qualname__ = typename
    _NT.__doc__ = "%s(%s)" % (typename, ", ".join(fields))
    if module is not None:
        _NT.__module__ = module
    _NT._make = classmethod(_make)
    _NT.__setattr__ = _nt___setattr__
    # isinstance(p, tuple) holds in CPython; gpython's tuple cannot be
    # subclassed, so tuple joins the class's MRO without being its base.
    _tuple_in_mro(_NT)
    return _NT


def _make(cls, iterable):
    return cls(*iterable)


class ChainMap(object):
    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __getitem__(self, key):
        for m in self.maps:
            if key in m:
                return m[key]
        raise KeyError(key)

    def get(self, key, default=None):
        for m in self.maps:
            if key in m:
                return m[key]
        return default

    def __contains__(self, key):
        for m in self.maps:
            if key in m:
                return True
        return False

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def keys(self):
        seen = {}
        for m in reversed(self.maps):
            for k in m:
                seen[k] = True
        return list(seen)

    def __iter__(self):
        return iter(self.keys())

    def __len__(self):
        return len(self.keys())

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError("Key not found in the first mapping: %r" % (key,))

    def values(self):
        return [self[k] for k in self.keys()]

    def items(self):
        return [(k, self[k]) for k in self.keys()]

    def new_child(self, m=None):
        if m is None:
            m = {}
        return ChainMap(m, *self.maps)

    @property
    def parents(self):
        return ChainMap(*self.maps[1:])

    def pop(self, key, *default):
        if key in self.maps[0]:
            return self.maps[0].pop(key)
        if default:
            return default[0]
        raise KeyError("Key not found in the first mapping: %r" % (key,))

    def copy(self):
        return ChainMap(dict(self.maps[0]), *self.maps[1:])

    def __bool__(self):
        return any(self.maps)

    def __repr__(self):
        return "ChainMap(" + ", ".join(repr(m) for m in self.maps) + ")"


# UserDict, UserList and UserString: wrappers around a real dict, list or
# str kept in .data, made to be subclassed. Every mutation goes through
# the wrapper's own methods (update calls self[key] = value), so a
# subclass overriding one special method sees every change.

_MISSING = object()


class UserDict(object):
    def __init__(self, dict=None,  **kwargs):
        self.data = {}
        if dict is not None:
            self.update(dict)
        if kwargs:
            self.update(kwargs)
    __init__ = __import__("_pylib_rt").posonly(__init__, 2)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        if key in self.data:
            return self.data[key]
        if hasattr(self.__class__, "__missing__"):
            return self.__class__.__missing__(self, key)
        raise KeyError(key)

    def __setitem__(self, key, item):
        self.data[key] = item

    def __delitem__(self, key):
        del self.data[key]

    def __iter__(self):
        return iter(self.data)

    def __contains__(self, key):
        return key in self.data

    def __repr__(self):
        return repr(self.data)

    def __eq__(self, other):
        if isinstance(other, UserDict):
            other = other.data
        if not isinstance(other, dict):
            return NotImplemented
        return self.data == other

    __hash__ = None

    def __or__(self, other):
        if isinstance(other, UserDict):
            return self.__class__(self.data | other.data)
        if isinstance(other, dict):
            return self.__class__(self.data | other)
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, UserDict):
            return self.__class__(other.data | self.data)
        if isinstance(other, dict):
            return self.__class__(other | self.data)
        return NotImplemented

    def __ior__(self, other):
        self.update(other)
        return self

    def get(self, key, default=None):
        if key in self:
            return self[key]
        return default

    def keys(self):
        return self.data.keys()

    def items(self):
        return self.data.items()

    def values(self):
        return self.data.values()

    def update(self, other=(),  **kwds):
        if isinstance(other, (dict, UserDict)) or hasattr(other, "keys"):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value
    update = __import__("_pylib_rt").posonly(update, 2)

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default

    def pop(self, key, default=_MISSING):
        try:
            value = self[key]
        except KeyError:
            if default is _MISSING:
                raise
            return default
        del self[key]
        return value

    def popitem(self):
        try:
            key = next(iter(self))
        except StopIteration:
            raise KeyError from None
        value = self[key]
        del self[key]
        return key, value

    def clear(self):
        self.data.clear()

    def copy(self):
        if self.__class__ is UserDict:
            return UserDict(self.data.copy())
        import copy
        return copy.copy(self)

    def fromkeys(cls, iterable, value=None):
        d = cls()
        for key in iterable:
            d[key] = value
        return d
    fromkeys = classmethod(fromkeys)


class UserList(object):
    def __init__(self, initlist=None):
        self.data = []
        if initlist is not None:
            if isinstance(initlist, UserList):
                self.data[:] = initlist.data[:]
            else:
                self.data = list(initlist)

    def __repr__(self):
        return repr(self.data)

    def _cast(self, other):
        return other.data if isinstance(other, UserList) else other

    def __lt__(self, other):
        return self.data < self._cast(other)

    def __le__(self, other):
        return self.data <= self._cast(other)

    def __eq__(self, other):
        return self.data == self._cast(other)

    def __gt__(self, other):
        return self.data > self._cast(other)

    def __ge__(self, other):
        return self.data >= self._cast(other)

    __hash__ = None

    def __contains__(self, item):
        return item in self.data

    def __len__(self):
        return len(self.data)

    def __iter__(self):
        return iter(self.data)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self.__class__(self.data[i])
        return self.data[i]

    def __setitem__(self, i, item):
        self.data[i] = item

    def __delitem__(self, i):
        del self.data[i]

    def __add__(self, other):
        if isinstance(other, UserList):
            return self.__class__(self.data + other.data)
        if isinstance(other, list):
            return self.__class__(self.data + other)
        return self.__class__(self.data + list(other))

    def __radd__(self, other):
        if isinstance(other, UserList):
            return self.__class__(other.data + self.data)
        if isinstance(other, list):
            return self.__class__(other + self.data)
        return self.__class__(list(other) + self.data)

    def __iadd__(self, other):
        if isinstance(other, UserList):
            self.data += other.data
        else:
            self.data += list(other)
        return self

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self.data *= n
        return self

    def append(self, item):
        self.data.append(item)

    def insert(self, i, item):
        self.data.insert(i, item)

    def pop(self, i=-1):
        return self.data.pop(i)

    def remove(self, item):
        self.data.remove(item)

    def clear(self):
        self.data.clear()

    def copy(self):
        return self.__class__(self)

    def count(self, item):
        return self.data.count(item)

    def index(self, item, *args):
        return self.data.index(item, *args)

    def reverse(self):
        self.data.reverse()

    def sort(self,  *args, **kwds):
        self.data.sort(*args, **kwds)
    sort = __import__("_pylib_rt").posonly(sort, 1)

    def extend(self, other):
        if isinstance(other, UserList):
            self.data.extend(other.data)
        else:
            self.data.extend(other)


class UserString(object):
    def __init__(self, seq):
        if isinstance(seq, str):
            self.data = seq
        elif isinstance(seq, UserString):
            self.data = seq.data[:]
        else:
            self.data = str(seq)

    def __str__(self):
        return str(self.data)

    def __repr__(self):
        return repr(self.data)

    def __int__(self):
        return int(self.data)

    def __float__(self):
        return float(self.data)

    def __hash__(self):
        return hash(self.data)

    def _cast(self, other):
        return other.data if isinstance(other, UserString) else other

    def __eq__(self, other):
        return self.data == self._cast(other)

    def __lt__(self, other):
        return self.data < self._cast(other)

    def __le__(self, other):
        return self.data <= self._cast(other)

    def __gt__(self, other):
        return self.data > self._cast(other)

    def __ge__(self, other):
        return self.data >= self._cast(other)

    def __contains__(self, char):
        return self._cast(char) in self.data

    def __len__(self):
        return len(self.data)

    def __iter__(self):
        return iter(self.data)

    def __getitem__(self, index):
        return self.__class__(self.data[index])

    def __add__(self, other):
        if isinstance(other, UserString):
            return self.__class__(self.data + other.data)
        if isinstance(other, str):
            return self.__class__(self.data + other)
        return self.__class__(self.data + str(other))

    def __radd__(self, other):
        if isinstance(other, str):
            return self.__class__(other + self.data)
        return self.__class__(str(other) + self.data)

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __mod__(self, args):
        return self.__class__(self.data % args)


def _userstring_method(name):
    # A str method whose str results come back as the wrapper's class.
    def method(self, *args, **kwargs):
        args = [a.data if isinstance(a, UserString) else a for a in args]
        r = getattr(self.data, name)(*args, **kwargs)
        if isinstance(r, str):
            return self.__class__(r)
        return r
    method.__name__ = name
    return method


for _name in ("capitalize", "casefold", "center", "ljust", "rjust", "lower", "upper", "swapcase",
              "title", "strip", "lstrip", "rstrip", "replace", "zfill", "expandtabs",
              "removeprefix", "removesuffix", "translate", "format", "format_map", "join",
              "count", "find", "rfind", "index", "rindex", "startswith", "endswith",
              "isalpha", "isalnum", "isdigit", "isdecimal", "isnumeric", "isspace",
              "islower", "isupper", "istitle", "isidentifier", "isprintable", "isascii",
              "split", "rsplit", "splitlines", "partition", "rpartition", "encode"):
    setattr(UserString, _name, _userstring_method(_name))
del _name
