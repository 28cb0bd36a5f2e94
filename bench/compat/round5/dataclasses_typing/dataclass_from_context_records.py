from dataclasses import dataclass, field
import re
context = """[user:alice] score=91 tags=admin,dev
[user:bob] score=78 tags=
[user:carol] score=n/a tags=dev
[user:dave] score=85 tags=ops,dev,oncall
bad line here"""
@dataclass
class User:
    name: str
    score: int | None
    tags: list[str] = field(default_factory=list)
    @property
    def is_dev(self) -> bool:
        return "dev" in self.tags
rx = re.compile(r"\[user:(\w+)\] score=(\S+) tags=(\S*)")
users, bad = [], []
for line in context.splitlines():
    m = rx.fullmatch(line)
    if not m:
        bad.append(line)
        continue
    name, score, tags = m.groups()
    users.append(User(name, int(score) if score.isdigit() else None, [t for t in tags.split(",") if t]))
for u in users:
    print(u, u.is_dev)
scored = [u for u in users if u.score is not None]
print("avg:", sum(u.score for u in scored) / len(scored), "bad:", bad)
