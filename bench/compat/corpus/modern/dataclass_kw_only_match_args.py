from dataclasses import dataclass, field, KW_ONLY

@dataclass(slots=True)
class Event:
    id: int
    user: str
    _: KW_ONLY
    label: str = "ham"
    amount: float = 0.0

@dataclass(kw_only=True)
class Query:
    text: str
    max_tokens: int = 256
    tags: list[str] = field(default_factory=list)

events = []
for line in context.splitlines()[:12]:
    if line.startswith("id="):
        p = line.split()
        events.append(Event(int(p[0][3:]), p[1][5:], label=p[2][6:], amount=float(p[3][7:])))
print(events[:2])
print(Event.__match_args__, hasattr(events[0], "__dict__"))
for ev in events[:6]:
    match ev:
        case Event(_, "carol", label="promo"):
            print("carol promo", ev.id)
        case Event(i, u) if ev.amount > 100:
            print("big", i, u)
q = Query(text="summarize", tags=["a"])
print(q)
try:
    Query("summarize")
except TypeError as e:
    print("TypeError:", e)
try:
    Event(1, "x", "spam")
except TypeError as e:
    print("TypeError:", e)
