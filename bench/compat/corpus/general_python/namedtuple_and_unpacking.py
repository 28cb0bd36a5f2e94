from typing import NamedTuple

class Event(NamedTuple):
    id: int
    user: str
    amount: float
    region: str = "unknown"

events = []
for line in context.splitlines():
    if line.startswith("id="):
        f = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
        events.append(Event(int(f["id"]), f["user"], float(f["amount"]), f["region"]))
print(events[0])
first, second, *rest = events
print(first.user, second.amount, len(rest))
*_, last = events
print(last._asdict())
print(last._replace(amount=0.0))
ev_id, user, *others = events[5]
print(ev_id, user, others)
print(Event(0, "x", 1.5), Event._fields, Event._field_defaults)
(a, b), c = ("p", "q"), "r"
print(a, b, c)
x, y = 1, 2
x, y = y, x + y
print(x, y)
print(sum(e.amount for e in events if e.region == "apac").__round__(2))
