from typing import Optional, Union, Iterable, Iterator, Callable, Any, TypedDict
from dataclasses import dataclass

class Row(TypedDict):
    id: int
    user: str
    amount: float

def parse_line(line: str) -> Optional[Row]:
    if not line.startswith("id="):
        return None
    f = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
    return Row(id=int(f["id"]), user=f["user"], amount=float(f["amount"]))

def iter_rows(text: str) -> Iterator[Row]:
    for line in text.splitlines():
        row = parse_line(line)
        if row is not None:
            yield row

def total_by(rows: Iterable[Row], key: Callable[[Row], str]) -> dict[str, float]:
    out: dict[str, float] = {}
    for r in rows:
        out[key(r)] = round(out.get(key(r), 0.0) + r["amount"], 2)
    return out

def describe(x: Union[int, str, list[Any]]) -> str:
    if isinstance(x, int):
        return f"int:{x}"
    elif isinstance(x, str):
        return f"str:{x!r}"
    return f"list of {len(x)}"

rows = list(iter_rows(context))
print(len(rows), rows[0], type(rows[0]).__name__)
print(total_by(rows, lambda r: r["user"]))
print(total_by(rows[:10], key=lambda r: "big" if r["amount"] > 100 else "small"))
print(describe(3), describe("x"), describe([1, 2]))
print(parse_line("NOTE x"), total_by.__annotations__["return"], parse_line.__annotations__["line"].__name__)
gen = iter_rows(context)
print(next(gen)["id"], next(gen)["id"], type(gen).__name__)
