from typing import Optional, TypedDict, Literal, Final

MAX_ROWS: Final = 5

class Row(TypedDict):
    id: int
    user: str
    amount: float

def parse(line: str) -> Row | None:
    if not line.startswith("id="):
        return None
    p = line.split()
    return Row(id=int(p[0][3:]), user=p[1][5:], amount=float(p[3][7:]))

def bucket(amount: float | int) -> Literal["low", "mid", "high"]:
    return "low" if amount < 50 else "mid" if amount < 150 else "high"

def first_match(rows: list[Row], user: str) -> Optional[Row]:
    return next((r for r in rows if r["user"] == user), None)

rows: list[Row] = [r for l in context.splitlines() if (r := parse(l)) is not None]
print(len(rows), rows[:2])
hist: dict[str, int] = {}
for r in rows:
    hist[bucket(r["amount"])] = hist.get(bucket(r["amount"]), 0) + 1
print(hist)
print(first_match(rows, "frank"), first_match(rows, "zoe"))
print(parse.__annotations__["line"], sorted(parse.__annotations__), first_match.__annotations__["user"])
print(bucket.__annotations__["return"], type(rows[0]).__name__)
print(isinstance(3, int | float), isinstance("x", int | None), int | str)
