from typing import TypeVar, Generic, Protocol, Iterable, Iterator, runtime_checkable
T = TypeVar("T")
class Stack(Generic[T]):
    def __init__(self) -> None:
        self._items: list[T] = []
    def push(self, item: T) -> None:
        self._items.append(item)
    def pop(self) -> T:
        return self._items.pop()
    def __len__(self) -> int:
        return len(self._items)
@runtime_checkable
class Sized(Protocol):
    def __len__(self) -> int: ...
@runtime_checkable
class Closeable(Protocol):
    def close(self) -> None: ...
def first(xs: Iterable[T]) -> T | None:
    for x in xs:
        return x
    return None
s: Stack[int] = Stack()
s.push(1); s.push(2)
print(s.pop(), len(s), isinstance(s, Sized), isinstance(s, Closeable), isinstance("abc", Sized))
print(first([9, 8]), first([]), first("xyz"))
print(Stack[int].__origin__ is Stack, T.__name__)
def squares(n: int) -> Iterator[int]:
    yield from (i * i for i in range(n))
print(list(squares(5)))
