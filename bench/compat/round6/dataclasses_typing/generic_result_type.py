from dataclasses import dataclass
from typing import Generic, TypeVar, Union, Callable

T = TypeVar("T")
E = TypeVar("E")

@dataclass(frozen=True)
class Ok(Generic[T]):
    value: T

@dataclass(frozen=True)
class Err(Generic[E]):
    error: E

Result = Union[Ok[T], Err[E]]

def parse_int(s: str) -> "Result[int, str]":
    try:
        return Ok(int(s))
    except ValueError:
        return Err(f"not an int: {s!r}")

def then(r, f: Callable):
    return f(r.value) if isinstance(r, Ok) else r

def positive(n: int):
    return Ok(n) if n > 0 else Err(f"{n} is not positive")

for s in ["12", "-3", "abc", "0", "7"]:
    r = then(parse_int(s), positive)
    print(f"{s!r:>6} -> {r}")
oks = [r.value for r in map(parse_int, "1 2 x 4".split()) if isinstance(r, Ok)]
print(oks, Ok(1) == Ok(1), Ok(1) == Err(1))
