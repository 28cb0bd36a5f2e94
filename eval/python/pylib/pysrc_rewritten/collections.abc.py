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


def _one_trick(name, method, extra=()):
    def __subclasshook__(cls, C):
        if cls is ns[name]:
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
        for i in range(start, len(self) if stop is None else stop):
            v = self[i]
            if v is value or v == value:
                return i
        raise ValueError

    def count(self, value):
        return sum(1 for v in self if v is value or v == value)


class MutableSequence(Sequence):
    pass


class Set(Collection):
    pass


class MutableSet(Set):
    pass


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
        return list(self)

    def items(self):
        return [(k, self[k]) for k in self]

    def values(self):
        return [self[k] for k in self]


class MutableMapping(Mapping):
    pass


class MappingView(Sized):
    pass


class KeysView(MappingView, Set):
    pass


class ItemsView(MappingView, Set):
    pass


class ValuesView(MappingView, Collection):
    pass


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
