import heapq

recs = []
for line in context.splitlines():
    if line.startswith("id="):
        kv = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
        recs.append({"id": int(kv["id"]), "user": kv["user"], "amount": float(kv["amount"]), "ts": kv["ts"]})

print([(r["id"], r["amount"]) for r in heapq.nlargest(4, recs, key=lambda r: r["amount"])])
print([(r["id"], r["amount"]) for r in heapq.nsmallest(3, recs, key=lambda r: (r["amount"], r["id"]))])

heap = []
for r in recs:
    item = (r["amount"], r["id"])
    if len(heap) < 5:
        heapq.heappush(heap, item)
    else:
        heapq.heappushpop(heap, item)
print(sorted(heap, reverse=True))
print(heap[0])

per_user = {}
for r in sorted(recs, key=lambda r: r["ts"]):
    per_user.setdefault(r["user"], []).append((r["ts"], r["id"]))
merged = list(heapq.merge(per_user["alice"], per_user["frank"]))
print(len(merged), merged[:3])

tasks = [(2, "summarize eu"), (0, "flag alerts"), (1, "count spam"), (0, "check notes")]
heapq.heapify(tasks)
order = []
while tasks:
    prio, name = heapq.heappop(tasks)
    order.append(f"{prio}:{name}")
print(order)
h = [5, 1, 8, 3]
heapq.heapify(h)
print(h, heapq.heapreplace(h, 4), h)
