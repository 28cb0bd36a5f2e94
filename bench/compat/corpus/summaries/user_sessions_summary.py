from collections import defaultdict
from datetime import datetime

events = defaultdict(list)
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    f = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
    events[f["user"]].append((datetime.fromisoformat(f["ts"]), f["label"]))

summary = []
for user, evs in events.items():
    evs.sort()
    first, last = evs[0][0], evs[-1][0]
    gaps = [(b[0] - a[0]).days for a, b in zip(evs, evs[1:])]
    summary.append({
        "user": user,
        "events": len(evs),
        "active_days": (last - first).days,
        "max_gap": max(gaps),
        "avg_gap": round(sum(gaps) / len(gaps), 1),
        "last_label": evs[-1][1],
    })
summary.sort(key=lambda s: (s["max_gap"], s["user"]))
for s in summary:
    print("{user:<6} ev={events:<3} span={active_days:<4} maxgap={max_gap:<3} avg={avg_gap:<5} last={last_label}".format(**s))
