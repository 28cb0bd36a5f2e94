import heapq
recs = []
for l in context.splitlines():
    if l.startswith("id="):
        f = dict(p.split("=", 1) for p in l.split(" msg=")[0].split())
        recs.append((float(f["amount"]), int(f["id"]), f["user"]))
print("top5:", heapq.nlargest(5, recs))
print("bottom3:", heapq.nsmallest(3, recs))
print("top by id:", heapq.nlargest(3, recs, key=lambda r: r[1]))
heap = []
for amt, rid, user in recs:
    if len(heap) < 4:
        heapq.heappush(heap, (amt, rid))
    else:
        heapq.heappushpop(heap, (amt, rid))
print("manual top4:", sorted(heap, reverse=True))
h = [5, 3, 8, 1, 9, 2]
heapq.heapify(h)
print(h, heapq.heappop(h), heapq.heappop(h), h)
print(heapq.heapreplace(h, 7), h)
by_user = {}
for amt, rid, user in recs:
    by_user.setdefault(user, []).append(amt)
streams = [sorted(v)[:3] for k, v in sorted(by_user.items())]
print(list(heapq.merge(*streams))[:8])
tasks = [(2, "write"), (1, "parse"), (3, "report"), (1, "chunk")]
heapq.heapify(tasks)
print([heapq.heappop(tasks)[1] for _ in range(len(tasks))])
