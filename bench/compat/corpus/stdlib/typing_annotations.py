from typing import Dict, List, Optional, Tuple, Union, Any, Callable, NamedTuple, TypedDict

def parse(line: str, sep: str = "=") -> Dict[str, str]:
    return dict(p.split(sep, 1) for p in line.split() if sep in p)

def first(xs: List[int], default: Optional[int] = None) -> Optional[int]:
    return xs[0] if xs else default

class Pair(NamedTuple):
    key: str
    value: int = 0

class Cfg(TypedDict):
    name: str
    n: int

Handler = Callable[[str], Union[int, str]]
h: Handler = len
print(parse("a=1 b=2 c"), first([]), first([], -1), first([7]))
print(Pair("k"), Pair("k", 3).value, Pair._fields)
c: Cfg = {"name": "x", "n": 1}
print(c, h("abc"))
print(parse.__annotations__["return"] == Dict[str, str], first.__name__)
