from itertools import groupby
from operator import itemgetter

context = """u1 09:00 view
u1 09:02 click
u2 09:03 view
u1 09:40 view
u2 09:05 buy
u3 10:00 view
u1 09:41 buy"""

events = sorted((l.split() for l in context.splitlines()), key=itemgetter(0, 1))
for user, evs in groupby(events, key=itemgetter(0)):
    evs = list(evs)
    sessions, last = [], None
    for _, ts, action in evs:
        h, m = map(int, ts.split(":"))
        t = h * 60 + m
        if last is None or t - last > 30:
            sessions.append([])
        sessions[-1].append(action)
        last = t
    print(user, len(evs), "events", sessions)
runs = [(k, len(list(g))) for k, g in groupby("aaabbbbccaaa")]
print(runs)
print([k for k, _ in groupby(sorted("mississippi"))])
