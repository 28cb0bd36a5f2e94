from dataclasses import dataclass, field, asdict, fields
from typing import List
@dataclass
class UserSummary:
    user: str
    ids: List[int] = field(default_factory=list)
    amounts: List[float] = field(default_factory=list, repr=False)
    total: float = field(init=False, default=0.0)
    tags: dict = field(default_factory=dict)

    def add(self, rid, amount, label):
        self.ids.append(rid)
        self.amounts.append(amount)
        self.total = round(self.total + amount, 2)
        self.tags[label] = self.tags.get(label, 0) + 1

@dataclass
class FlaggedSummary(UserSummary):
    threshold: float = 150.0
    flagged: List[int] = field(default_factory=list)

    def __post_init__(self):
        if self.threshold <= 0:
            raise ValueError("threshold must be positive")

    def add(self, rid, amount, label):
        super().add(rid, amount, label)
        if amount >= self.threshold:
            self.flagged.append(rid)

summaries = {}
for line in context.splitlines()[:80]:
    if line.startswith("NOTE"):
        continue
    kv = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
    s = summaries.setdefault(kv["user"], FlaggedSummary(kv["user"], threshold=120))
    s.add(int(kv["id"]), float(kv["amount"]), kv["label"])

alice = summaries["alice"]
print(alice)
d = asdict(alice)
print(sorted(d.keys()), d["tags"], d["total"])
print([f.name for f in fields(FlaggedSummary)])
print({u: len(s.flagged) for u, s in sorted(summaries.items())})
print(UserSummary("zed") == UserSummary("zed"), UserSummary("zed") == FlaggedSummary("zed"))
try:
    FlaggedSummary("bad", threshold=0)
except ValueError as e:
    print("ValueError:", e)
