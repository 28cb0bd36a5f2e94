from dataclasses import dataclass, field, asdict, astuple, replace

@dataclass
class Record:
    id: int
    user: str
    amount: float = 0.0
    tags: list = field(default_factory=list)

r = Record(1, "alice", 12.5)
r.tags.append("vip")
print(r)
print(asdict(r), astuple(r))
r2 = replace(r, amount=99.0)
print(r2, r == r2, r == Record(1, "alice", 12.5, ["vip"]))
print(Record(2, "bob").tags is Record(3, "c").tags)
