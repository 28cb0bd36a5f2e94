from dataclasses import dataclass, field
from functools import total_ordering

@total_ordering
@dataclass(frozen=True)
class Record:
    id: int
    user: str
    label: str
    amount: float
    tags: tuple = field(default=(), compare=False)

    def __lt__(self, other):
        if not isinstance(other, Record):
            return NotImplemented
        return (self.amount, self.id) < (other.amount, other.id)

    @classmethod
    def from_line(cls, line):
        kv = dict(tok.split("=", 1) for tok in line.split(" msg=")[0].split())
        return cls(int(kv["id"]), kv["user"], kv["label"], float(kv["amount"]))

recs = [Record.from_line(l) for l in context.splitlines() if l.startswith("id=")]
print(recs[0])
print(min(recs))
print(max(recs).id, max(recs).amount)
a = Record(1, "x", "ham", 2.0, tags=("a",))
b = Record(1, "x", "ham", 2.0, tags=("b",))
print(a == b, a <= b, hash(a) == hash(b))
try:
    recs[0].amount = 0
except Exception as e:
    print(type(e).__name__, e)
print(sorted(recs)[:3])
print(a.__lt__(5))
