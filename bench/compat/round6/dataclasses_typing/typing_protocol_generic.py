from typing import Protocol, TypeVar, Generic, Iterable, Optional, Callable

T = TypeVar("T")

class HasScore(Protocol):
    score: float

class Stack(Generic[T]):
    def __init__(self) -> None:
        self._items: list[T] = []

    def push(self, item: T) -> None:
        self._items.append(item)

    def pop(self) -> Optional[T]:
        return self._items.pop() if self._items else None

    def __len__(self) -> int:
        return len(self._items)

class Player:
    def __init__(self, name: str, score: float):
        self.name, self.score = name, score

def best(items: Iterable[HasScore], key: Callable[[HasScore], float] = lambda x: x.score) -> Optional[HasScore]:
    items = list(items)
    return max(items, key=key) if items else None

s: Stack[int] = Stack()
for i in range(3):
    s.push(i * i)
print(len(s), s.pop(), s.pop(), s.pop(), s.pop())
players = [Player("kim", 7.5), Player("lee", 9.25), Player("max", 8.0)]
print(best(players).name, best([]))
print(Stack.__parameters__, T.__name__)
print(best.__annotations__["return"])
