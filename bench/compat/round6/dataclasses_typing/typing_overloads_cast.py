from typing import Any, cast, Optional, Sequence, Mapping, Final, ClassVar, get_type_hints

MAX_ITEMS: Final = 3

class Config:
    defaults: ClassVar[dict] = {"retries": 2}
    name: str
    retries: int

    def __init__(self, name: str, retries: Optional[int] = None):
        self.name = name
        self.retries = retries if retries is not None else self.defaults["retries"]

def first_n(seq: Sequence[Any], n: int = MAX_ITEMS) -> list:
    return list(seq[:n])

def lookup(m: Mapping[str, int], key: str) -> int:
    return m.get(key, -1)

raw: Any = "42"
num = int(cast(str, raw))
print(num + 1, first_n("abcdef"), first_n([1, 2]))
print(lookup({"a": 1}, "a"), lookup({}, "z"))
c = Config("svc")
print(c.name, c.retries, Config("x", 0).retries)
hints = get_type_hints(Config)
print(sorted(hints))
print(get_type_hints(first_n)["n"].__name__)
