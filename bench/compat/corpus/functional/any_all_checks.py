recs = []
for line in context.splitlines():
    if line.startswith("id="):
        head, msg = line.split(' msg="')
        d = dict(p.split("=", 1) for p in head.split())
        d["msg"] = msg.rstrip('"')
        recs.append(d)

print(all(r["ts"].startswith("2024") for r in recs))
print(any(float(r["amount"]) > 199 for r in recs))
print(any(float(r["amount"]) > 200 for r in recs))
print(all(r["label"] in ("ham", "spam", "promo", "alert") for r in recs))

by_user = {}
for r in recs:
    by_user.setdefault(r["user"], []).append(r)
for user, rs in by_user.items():
    flags = (
        any(r["label"] == "alert" for r in rs),
        all(float(r["amount"]) < 199 for r in rs),
        any("password" in r["msg"] for r in rs if r["region"] == "eu"),
    )
    print(f"{user:<6} alert={flags[0]!s:<5} all<199={flags[1]!s:<5} eu_pw={flags[2]}")

print(all([]), any([]))
keywords = ["refund", "overdue"]
hits = [r["id"] for r in recs if any(k in r["msg"] for k in keywords) and r["label"] == "spam"]
print(len(hits), hits[:10])
print(next((r["id"] for r in recs if r["user"] == "frank" and r["label"] == "promo"), None))
