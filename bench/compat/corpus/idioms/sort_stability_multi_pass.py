import re
recs = [dict(re.findall(r"(\w+)=([\w.-]+)", l)) for l in context.splitlines()[:30] if l.startswith("id=")]
recs.sort(key=lambda r: float(r["amount"]), reverse=True)
recs.sort(key=lambda r: r["label"])
for r in recs[:8]:
    print(r["label"], r["amount"], r["id"])
print([r["id"] for r in sorted(recs, key=lambda r: r["user"])][:10])
