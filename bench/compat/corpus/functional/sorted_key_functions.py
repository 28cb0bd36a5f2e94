from operator import itemgetter, attrgetter
from collections import namedtuple

R = namedtuple("R", "id user label amount ts")
recs = []
for line in context.splitlines():
    if line.startswith("id="):
        kv = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
        recs.append(R(int(kv["id"]), kv["user"], kv["label"], float(kv["amount"]), kv["ts"]))

top = sorted(recs, key=attrgetter("amount"), reverse=True)[:3]
print([(r.id, r.amount) for r in top])
by_user_then_amount = sorted(recs, key=lambda r: (r.user, -r.amount))
print([(r.user, r.amount) for r in by_user_then_amount[:4]])
latest = sorted(recs, key=attrgetter("ts"))[-3:]
print([(r.id, r.ts) for r in latest])
print([r.id for r in sorted(recs, key=attrgetter("label", "id"))[:5]])

totals = {}
for r in recs:
    totals[r.user] = totals.get(r.user, 0) + r.amount
ranking = sorted(totals.items(), key=itemgetter(1), reverse=True)
for rank, (u, t) in enumerate(ranking, 1):
    print(f"{rank}. {u:<6}{t:>9.2f}")

words = "Spam promo HAM alert spam Alert ham".split()
print(sorted(words))
print(sorted(words, key=str.lower))
print(sorted(words, key=lambda w: (len(w), w.lower()), reverse=True))
print(sorted(set(w.lower() for w in words)))
stable = sorted([("b", 2), ("a", 2), ("c", 1), ("a", 1)], key=itemgetter(1))
print(stable)
print(min(recs, key=attrgetter("amount")).id, max(totals, key=totals.get))
