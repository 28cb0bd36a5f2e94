rows = []
for line in context.splitlines():
    if line.startswith("NOTE"):
        continue
    d = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
    d["amount"] = float(d["amount"])
    rows.append(d)

by_user_then_amt = sorted(rows, key=lambda r: (r["user"], -r["amount"]))
for r in by_user_then_amt[:6]:
    print(r["user"], r["amount"], r["id"])
print("---")
by_ts = sorted(rows, key=lambda r: r["ts"])
print("earliest:", [(r["id"], r["ts"]) for r in by_ts[:3]])
print("latest:", [(r["id"], r["ts"]) for r in by_ts[-3:]])
rows.sort(key=lambda r: r["amount"])
print("cheapest:", [r["amount"] for r in rows[:5]])
rows.sort(key=lambda r: r["region"], reverse=True)
print("stable region order first ids:", [r["id"] for r in rows[:5]])
words = "order shipped Late invoice Meeting refund apple".split()
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len))
print(sorted(words, key=lambda w: (len(w), w.lower()), reverse=True))
