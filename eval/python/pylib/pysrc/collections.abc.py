# collections.abc for gpython, on pylib's abc. The one-trick ABCs
# (Iterable, Sized, ...) recognise a Python class by the methods its MRO
# defines, as CPython's __subclasshook__s do; built-in types are
# registered, since gpython's do not show their methods in __dict__.
from abc import ABCMeta, abstractmethod


def _check_methods(C, *methods):
    mro = C.__mro__
    for method in methods:
        for B in mro:
            if method in B.__dict__:
                if B.__dict__[method] is None:
                    return NotImplemented
                break
        else:
            return NotImplemented
    return True


# gpython's built-in types do not show CPython's __hash__ = None in their
# __dict__: the ones CPython makes unhashable are named here instead.
_unhashable = (list, dict, set, bytearray, slice, type({}.keys()), type({}.items()))


def _check_hashable(C):
    for B in C.__mro__:
        if B in _unhashable:
            return NotImplemented
        if "__hash__" in B.__dict__:
            return True if B.__dict__["__hash__"] is not None else NotImplemented
    return True


def _one_trick(name, method, extra=()):
    def __subclasshook__(cls, C):
        if cls is ns[name]:
            if method == "__hash__":
                return _check_hashable(C)
            return _check_methods(C, method, *extra)
        return NotImplemented

    def meth(self, *args):
        raise NotImplementedError
    meth.__isabstractmethod__ = True
    body = {method: meth, "__subclasshook__": classmethod(__subclasshook__), "__slots__": (), "__module__": __name__}
    for m in extra:
        body[m] = meth
    return ABCMeta(name, (), body)


ns = {}
for _name, _method, _extra in (
        ("Hashable", "__hash__", ()), ("Awaitable", "__await__", ()), ("AsyncIterable", "__aiter__", ()),
        ("Iterable", "__iter__", ()), ("Sized", "__len__", ()), ("Container", "__contains__", ()),
        ("Callable", "__call__", ()), ("Reversible", "__reversed__", ("__iter__",)),
        ("Iterator", "__next__", ("__iter__",))):
    ns[_name] = _one_trick(_name, _method, _extra)
Hashable = ns["Hashable"]
Awaitable = ns["Awaitable"]
AsyncIterable = ns["AsyncIterable"]
Iterable = ns["Iterable"]
Sized = ns["Sized"]
Container = ns["Container"]
Callable = ns["Callable"]
Reversible = ns["Reversible"]
Iterator = ns["Iterator"]


class Generator(Iterator):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Generator:
            return _check_methods(C, "__iter__", "__next__", "send", "throw", "close")
        return NotImplemented


class Collection(Sized, Iterable, Container):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Collection:
            return _check_methods(C, "__len__", "__iter__", "__contains__")
        return NotImplemented


# The mixin methods below are written after CPython's _collections_abc: a
# class that defines the abstract methods gets the rest from them.

_marker = object()


class Sequence(Reversible, Collection):
    @abstractmethod
    def __getitem__(self, index):
        raise IndexError

    def __iter__(self):
        i = 0
        try:
            while True:
                v = self[i]
                yield v
                i += 1
        except IndexError:
            return

    def __contains__(self, value):
        for v in self:
            if v is value or v == value:
                return True
        return False

    def __reversed__(self):
        for i in reversed(range(len(self))):
            yield self[i]

    def index(self, value, start=0, stop=None):
        if start is not None and start < 0:
            start = max(len(self) + start, 0)
        if stop is not None and stop < 0:
            stop += len(self)
        i = start
        while stop is None or i < stop:
            try:
                v = self[i]
            except IndexError:
                break
            if v is value or v == value:
                return i
            i += 1
        raise ValueError

    def count(self, value):
        return sum(1 for v in self if v is value or v == value)


class MutableSequence(Sequence):
    @abstractmethod
    def __setitem__(self, index, value):
        raise IndexError

    @abstractmethod
    def __delitem__(self, index):
        raise IndexError

    @abstractmethod
    def insert(self, index, value):
        raise IndexError

    def append(self, value):
        self.insert(len(self), value)

    def clear(self):
        try:
            while True:
                self.pop()
        except IndexError:
            pass

    def reverse(self):
        n = len(self)
        for i in range(n // 2):
            self[i], self[n - i - 1] = self[n - i - 1], self[i]

    def extend(self, values):
        if values is self:
            values = list(values)
        for v in values:
            self.append(v)

    def pop(self, index=-1):
        v = self[index]
        del self[index]
        return v

    def remove(self, value):
        del self[self.index(value)]

    def __iadd__(self, values):
        self.extend(values)
        return self


class Set(Collection):
    def __le__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        if len(self) > len(other):
            return False
        for elem in self:
            if elem not in other:
                return False
        return True

    def __lt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) < len(other) and self.__le__(other)

    def __gt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) > len(other) and self.__ge__(other)

    def __ge__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        if len(self) < len(other):
            return False
        for elem in other:
            if elem not in self:
                return False
        return True

    def __eq__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) == len(other) and self.__le__(other)

    @classmethod
    def _from_iterable(cls, it):
        return cls(it)

    def __and__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable(value for value in other if value in self)

    __rand__ = __and__

    def isdisjoint(self, other):
        for value in other:
            if value in self:
                return False
        return True

    def __or__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable(e for s in (self, other) for e in s)

    __ror__ = __or__

    def __sub__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable(value for value in self if value not in other)

    def __rsub__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable(value for value in other if value not in self)

    def __xor__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return (self - other) | (other - self)

    __rxor__ = __xor__

    def _hash(self):
        MAX = 9223372036854775807
        MASK = 2 * MAX + 1
        n = len(self)
        h = 1927868237 * (n + 1)
        h &= MASK
        for x in self:
            hx = hash(x)
            h ^= (hx ^ (hx << 16) ^ 89869747) * 3644798167
            h &= MASK
        h ^= (h >> 11) ^ (h >> 25)
        h = h * 69069 + 907133923
        h &= MASK
        if h > MAX:
            h -= MASK + 1
        if h == -1:
            h = 590923713
        return h


class MutableSet(Set):
    @abstractmethod
    def add(self, value):
        raise NotImplementedError

    @abstractmethod
    def discard(self, value):
        raise NotImplementedError

    def remove(self, value):
        if value not in self:
            raise KeyError(value)
        self.discard(value)

    def pop(self):
        it = iter(self)
        try:
            value = next(it)
        except StopIteration:
            raise KeyError from None
        self.discard(value)
        return value

    def clear(self):
        try:
            while True:
                self.pop()
        except KeyError:
            pass

    def __ior__(self, it):
        for value in it:
            self.add(value)
        return self

    def __iand__(self, it):
        for value in (self - it):
            self.discard(value)
        return self

    def __ixor__(self, it):
        if it is self:
            self.clear()
        else:
            if not isinstance(it, Set):
                it = self._from_iterable(it)
            for value in it:
                if value in self:
                    self.discard(value)
                else:
                    self.add(value)
        return self

    def __isub__(self, it):
        if it is self:
            self.clear()
        else:
            for value in it:
                self.discard(value)
        return self


class Mapping(Collection):
    @abstractmethod
    def __getitem__(self, key):
        raise KeyError

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key):
        try:
            self[key]
        except KeyError:
            return False
        return True

    def keys(self):
        return KeysView(self)

    def items(self):
        return ItemsView(self)

    def values(self):
        return ValuesView(self)

    def __eq__(self, other):
        if not isinstance(other, Mapping):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    __reversed__ = None


class MutableMapping(Mapping):
    @abstractmethod
    def __setitem__(self, key, value):
        raise KeyError

    @abstractmethod
    def __delitem__(self, key):
        raise KeyError

    def pop(self, key, default=_marker):
        try:
            value = self[key]
        except KeyError:
            if default is _marker:
                raise
            return default
        else:
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
        try:
            while True:
                self.popitem()
        except KeyError:
            pass

    def update(self, *args, **kwds):
        if len(args) > 1:
            raise TypeError("update expected at most 1 argument, got %d" % len(args))
        if args:
            other = args[0]
            if isinstance(other, Mapping):
                for key in other:
                    self[key] = other[key]
            elif hasattr(other, "keys"):
                for key in other.keys():
                    self[key] = other[key]
            else:
                for key, value in other:
                    self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default


class MappingView(Sized):
    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return "{0.__class__.__name__}({0._mapping!r})".format(self)


class KeysView(MappingView, Set):
    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        yield from self._mapping


class ItemsView(MappingView, Set):
    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, item):
        key, value = item
        try:
            v = self._mapping[key]
        except KeyError:
            return False
        return v is value or v == value

    def __iter__(self):
        for key in self._mapping:
            yield (key, self._mapping[key])


class ValuesView(MappingView, Collection):
    def __contains__(self, value):
        for key in self._mapping:
            v = self._mapping[key]
            if v is value or v == value:
                return True
        return False

    def __iter__(self):
        for key in self._mapping:
            yield self._mapping[key]


class ByteString(Sequence):
    pass


for _t in (str, tuple, range, bytes, list, bytearray):
    Sequence.register(_t)
for _t in (list, bytearray):
    MutableSequence.register(_t)
for _t in (bytes, bytearray):
    ByteString.register(_t)
for _t in (frozenset, set):
    Set.register(_t)
MutableSet.register(set)
MutableMapping.register(dict)
for _t in (type({}.keys()), type({}.values()), type({}.items())):
    (KeysView if "keys" in _t.__name__ else ValuesView if "values" in _t.__name__ else ItemsView).register(_t)
for _t in (str, tuple, range, bytes, list, bytearray, frozenset, set, dict, type({}.keys()),
           type({}.values()), type({}.items())):
    Collection.register(_t)
    Iterable.register(_t)
    Sized.register(_t)
    Container.register(_t)
for _t in (str, tuple, range, bytes, list, dict, type({}.keys()), type({}.items()), type({}.values())):
    Reversible.register(_t)
for _t in (int, float, complex, str, bytes, tuple, frozenset, type(None), bool, type):
    Hashable.register(_t)
for _t in (type(iter([])), type(iter(())), type(iter("")), type(iter(range(1))), type(iter({})),
           type(iter(set())), type(x for x in ()), type(enumerate([])), type(zip()), type(map(len, [])),
           type(filter(None, [])), type(reversed([]))):
    Iterator.register(_t)
    Iterable.register(_t)
Generator.register(type(x for x in ()))
for _t in (type(len), type(lambda: 0)):
    Callable.register(_t)
del _t, _name, _method, _extra
