import heapq
import re

rows = [(float(a), int(i), u) for i, u, a in
        re.findall(r"id=(\d+) user=(\w+) label=\w+ amount=([\d.]+)", context)]
print("rows:", len(rows))
print("top 5:", heapq.nlargest(5, rows))
print("bottom 3:", heapq.nsmallest(3, rows, key=lambda r: r[0]))

by_user = {}
for amt, rid, user in rows:
    h = by_user.setdefault(user, [])
    heapq.heappush(h, (amt, rid))
    if len(h) > 2:
        heapq.heappop(h)

for user in sorted(by_user):
    best = sorted(by_user[user], reverse=True)
    print(f"{user}: " + ", ".join(f"#{rid}={amt:.2f}" for amt, rid in best))
