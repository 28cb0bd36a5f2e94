from collections.abc import Iterable, Mapping, Sequence
print(isinstance([1], Iterable), isinstance({}, Mapping), isinstance("s", Sequence), isinstance(3, Iterable))
import collections.abc
print(collections.abc.Sized)
from collections.abc import Iterable, Iterator, Mapping, MutableMapping, Sequence, Callable, Sized, Container, Generator, Hashable, Set
import collections.abc as cabc
def flatten(x):
    for item in x:
        if isinstance(item, Iterable) and not isinstance(item, (str, bytes)):
            yield from flatten(item)
        else:
            yield item
print(list(flatten([1, [2, (3, [4])], "ab", {5: 6}])))
class Bag:
    def __init__(self, items): self.items = list(items)
    def __len__(self): return len(self.items)
    def __iter__(self): return iter(self.items)
    def __contains__(self, x): return x in self.items
print(isinstance(Bag([1]), Sized), isinstance(Bag([1]), Iterable), isinstance(Bag([]), cabc.Collection), isinstance(Bag([]), Sequence))
print(isinstance(len, Callable), isinstance(lambda: 1, Callable), isinstance(3, Callable), callable(Bag))
print(isinstance({}, Mapping), isinstance({}, MutableMapping), isinstance([], Mapping), isinstance((x for x in []), Generator), isinstance(iter([]), Iterator))
print(isinstance(3, Hashable), isinstance([], Hashable), isinstance(frozenset(), Set), issubclass(list, Sequence), issubclass(dict, Sequence))
class Registry(Mapping):
    def __init__(self): self._d = {"a": 1, "b": 2}
    def __getitem__(self, k): return self._d[k]
    def __iter__(self): return iter(self._d)
    def __len__(self): return len(self._d)
r = Registry()
print(r["a"], r.get("z", 0), "b" in r, len(r), sorted(r))
try:
    Mapping()
except TypeError as e:
    print("TypeError", e)
