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

    def __repr__(self):
        if self.maxlen is None:
            return "deque(" + repr(self._items) + ")"
        return "deque(" + repr(self._items) + ", maxlen=" + repr(self.maxlen) + ")"


def _nt___init__(self, *args, **kwargs):
    fields = self._fields
    if len(args) > len(fields):
        raise TypeError("%s() takes %d positional arguments but %d were given" % (type(self).__name__, len(fields), len(args)))
    vals = list(args)
    for name in fields[len(args):]:
        if name in kwargs:
            vals.append(kwargs[name])
        elif name in self._field_defaults:
            vals.append(self._field_defaults[name])
        else:
            raise TypeError("%s() missing required argument: '%s'" % (type(self).__name__, name))
    self._values = tuple(vals)
    for i in range(len(fields)):
        setattr(self, fields[i], vals[i])

def _nt___getitem__(self, i):
    return self._values[i]

def _nt___iter__(self):
    return iter(self._values)

def _nt___len__(self):
    return len(self._values)

def _nt___eq__(self, other):
    if hasattr(other, "_values"):
        return self._values == other._values
    return self._values == other

def _nt___ne__(self, other):
    return not self.__eq__(other)

def _nt___lt__(self, other):
    return self._values < tuple(other)

def _nt___hash__(self):
    return hash(self._values)

def _nt___repr__(self):
    parts = []
    for i in range(len(self._fields)):
        parts.append(self._fields[i] + "=" + repr(self._values[i]))
    return type(self).__name__ + "(" + ", ".join(parts) + ")"

def _nt__replace(self, **kwargs):
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

def _nt_index(self, x):
    return self._values.index(x)


def namedtuple(typename, field_names, defaults=None, rename=False, module=None):
    if isinstance(field_names, str):
        field_names = field_names.replace(",", " ").split()
    fields = tuple(field_names)
    field_defaults = {}
    if defaults is not None:
        defaults = list(defaults)
        for name, value in zip(fields[len(fields) - len(defaults):], defaults):
            field_defaults[name] = value

    # gpython finds special methods only in a class's own dict, not its
    # bases', so every method is bound here rather than inherited.
    class _NT(object):
        __init__ = _nt___init__
        __getitem__ = _nt___getitem__
        __iter__ = _nt___iter__
        __len__ = _nt___len__
        __eq__ = _nt___eq__
        __ne__ = _nt___ne__
        __lt__ = _nt___lt__
        __hash__ = _nt___hash__
        __repr__ = _nt___repr__
        _replace = _nt__replace
        _asdict = _nt__asdict
        count = _nt_count
        index = _nt_index
        _make = classmethod(_make)

    _NT._fields = fields
    _NT._field_defaults = field_defaults
    _NT.__pylib_virtual_bases__ = (tuple,)  # isinstance(p, tuple)
    _NT.__name__ = typename
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
