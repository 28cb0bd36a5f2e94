from typing import Iterator, Iterable

class Bucket:
    """A small keyed collection of amounts."""

    def __init__(self, name: str, items: Iterable[float] = ()) -> None:
        self.name = name
        self.items: list[float] = list(items)

    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self) -> Iterator[float]:
        return iter(self.items)

    def __getitem__(self, i):
        return self.items[i]

    def __contains__(self, x: float) -> bool:
        return x in self.items

    def __bool__(self) -> bool:
        return any(v > 0 for v in self.items)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.name!r}, {len(self)} items)"

buckets: dict[str, Bucket] = {}
for tok_line in context.splitlines():
    toks = tok_line.split()
    if toks[0] == "NOTE":
        continue
    ts = toks[4][3:]
    month = ts[:7]
    buckets.setdefault(month, Bucket(month)).items.append(float(toks[3][7:]))

for m in sorted(buckets)[:5]:
    b = buckets[m]
    print(b, round(sum(b), 2), b[0], b[-1], b[1:3])
print(bool(Bucket("e")), bool(Bucket("z", [0, 0.5])), 142.36 in buckets["2024-02"])
print(Bucket.__doc__, Bucket.__len__.__annotations__)
print(max(buckets.values(), key=len))
