rows = [dict(p.split("=", 1) for p in l.split(" msg=")[0].split())
        for l in context.splitlines() if l.startswith("id=")]
big = [int(r["id"]) for r in rows if float(r["amount"]) > 180]
print("big:", big)
by_region = {reg: [r["id"] for r in rows if r["region"] == reg] for reg in ("eu", "apac")}
print({k: len(v) for k, v in by_region.items()})
print(by_region["apac"][:10])
pairs = [(r["user"], r["label"]) for r in rows[:8]]
print(pairs)
flat = [ch for r in rows[:3] for ch in r["user"]]
print("".join(flat))
nested = [[int(r["id"]) for r in rows[i:i+5]] for i in range(0, 20, 5)]
print(nested)
spam_users = {r["user"] for r in rows if r["label"] == "spam"}
print(sorted(spam_users), len(spam_users))
gen_total = sum(float(r["amount"]) for r in rows if r["user"] == "bob")
print(round(gen_total, 2))
print(any(r["label"] == "alert" and r["region"] == "eu" for r in rows),
      all(r["amount"].count(".") == 1 for r in rows))
