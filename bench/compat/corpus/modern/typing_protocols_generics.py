from typing import Protocol, TypeVar, Generic, Callable, Iterable, runtime_checkable

T = TypeVar("T")
K = TypeVar("K")

@runtime_checkable
class HasAmount(Protocol):
    amount: float

class Rec:
    def __init__(self, user: str, amount: float) -> None:
        self.user, self.amount = user, amount
    def __repr__(self) -> str:
        return f"Rec({self.user}, {self.amount})"

class GroupBy(Generic[K, T]):
    def __init__(self, key: Callable[[T], K]) -> None:
        self.key = key
        self.groups: dict[K, list[T]] = {}
    def feed(self, items: Iterable[T]) -> "GroupBy[K, T]":
        for it in items:
            self.groups.setdefault(self.key(it), []).append(it)
        return self

def total(items: Iterable[HasAmount]) -> float:
    return round(sum(i.amount for i in items), 2)

recs = [Rec(l.split()[1][5:], float(l.split()[3][7:])) for l in context.splitlines() if l.startswith("id=")]
g = GroupBy[str, Rec](lambda r: r.user).feed(recs)
print({k: (len(v), total(v)) for k, v in g.groups.items()})
print(isinstance(recs[0], HasAmount), isinstance("x", HasAmount))
print(g.groups["alice"][:2], GroupBy.__parameters__)
print(list[int], dict[str, list[float]], Callable[[int], str])
