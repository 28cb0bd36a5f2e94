from dataclasses import dataclass, field, asdict
import shlex

@dataclass
class Record:
    id: int
    user: str
    label: str
    amount: float
    region: str
    msg: str = ""
    tags: list = field(default_factory=list)

    @classmethod
    def from_line(cls, line):
        parts = dict(tok.split("=", 1) for tok in shlex.split(line))
        return cls(int(parts["id"]), parts["user"], parts["label"],
                   float(parts["amount"]), parts["region"], parts.get("msg", ""))

records = [Record.from_line(l) for l in context.splitlines() if l.startswith("id=")]
print(len(records))
print(records[0])
print(asdict(records[1]))
big = [r for r in records if r.amount > 190]
for r in big:
    r.tags.append("large")
print([(r.id, r.user, r.tags) for r in big])
print(records[2] == Record(3, "carol", "promo", 9.59, "eu", "order 6471 shipped late"))
