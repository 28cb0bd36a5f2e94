from __future__ import annotations
from typing import Optional, Union, Iterable, Iterator, Callable, TypedDict, Any

class Rec(TypedDict):
    id: int
    user: str
    amount: float
    label: str

def parse_line(line: str) -> Optional[Rec]:
    if not line.startswith("id="):
        return None
    kv = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
    return Rec(id=int(kv["id"]), user=kv["user"], amount=float(kv["amount"]), label=kv["label"])

def iter_records(text: str) -> Iterator[Rec]:
    for line in text.splitlines():
        rec = parse_line(line)
        if rec is not None:
            yield rec

def total_by(recs: Iterable[Rec], key: Callable[[Rec], str]) -> dict[str, float]:
    out: dict[str, float] = {}
    for r in recs:
        k = key(r)
        out[k] = round(out.get(k, 0.0) + r["amount"], 2)
    return out

def to_number(x: Union[str, int, float], default: Any = None) -> float | None:
    try:
        return float(x)
    except (TypeError, ValueError):
        return default

recs = list(iter_records(context))
print(len(recs), recs[0], type(recs[0]).__name__)
print(total_by(recs, lambda r: r["label"]))
print(total_by((r for r in recs if r["amount"] > 100), key=lambda r: r["user"]))
print([to_number(x) for x in ["3.5", 7, "n/a", None]], to_number("x", default=0.0))
print(parse_line("NOTE checkpoint"), parse_line.__annotations__)
print(total_by.__annotations__["return"], list(Rec.__annotations__))
