import re

events = []
for line in context.splitlines():
    m = re.match(r"id=(\d+) user=(\w+) label=(\w+) amount=([\d.]+) ts=(\S+)", line)
    if m:
        events.append((m.group(5), m.group(2), m.group(3), float(m.group(4))))
events.sort()
print("first:", events[0])
print("last:", events[-1])

balance = {}
history = {}
for ts, user, label, amt in events:
    sign = -1 if label in ("spam", "alert") else 1
    balance[user] = round(balance.get(user, 0) + sign * amt, 2)
    history.setdefault(user, []).append(balance[user])

for user in sorted(balance):
    h = history[user]
    print(f"{user:6} final={balance[user]:9.2f} low={min(h):9.2f} high={max(h):9.2f} steps={len(h)}")
neg = [u for u, b in balance.items() if b < 0]
print("negative:", sorted(neg))
print("ranked:", sorted(balance.items(), key=lambda kv: kv[1], reverse=True))
