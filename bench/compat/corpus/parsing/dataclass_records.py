from dataclasses import dataclass, field, asdict
import re

@dataclass(order=True)
class Record:
    amount: float
    id: int
    user: str = field(compare=False)
    label: str = field(compare=False)
    tags: list = field(default_factory=list, compare=False)

    @classmethod
    def from_line(cls, line):
        kv = dict(re.findall(r"(\w+)=([^\s\"]+)", line))
        rec = cls(float(kv["amount"]), int(kv["id"]), kv["user"], kv["label"])
        if "prize" in line:
            rec.tags.append("prize")
        if "overdue" in line:
            rec.tags.append("overdue")
        return rec

recs = [Record.from_line(l) for l in context.splitlines() if l.startswith("id=")]
print(len(recs), recs[0])
top = sorted(recs, reverse=True)[:3]
for r in top:
    print(asdict(r))
print(min(recs) < max(recs), min(recs).id)
tagged = [r for r in recs if r.tags]
print("tagged:", len(tagged), tagged[0].tags)
