rows = []
for line in context.splitlines():
    if "=" not in line.split()[0]:
        continue
    d = dict(p.split("=", 1) for p in line.split()[:7])
    rows.append(d)

by_amount = sorted(rows, key=lambda r: float(r["amount"]), reverse=True)
print("top 5 by amount:")
for r in by_amount[:5]:
    print(f"  #{r['id']:>3} {r['user']:<6} {float(r['amount']):8.2f}")

by_user_then_amount = sorted(rows, key=lambda r: (r["user"], -float(r["amount"])))
print([(r["user"], r["amount"]) for r in by_user_then_amount[:6]])

stable = sorted(rows, key=lambda r: r["region"])
stable = sorted(stable, key=lambda r: r["label"])
print([(r["label"], r["region"], r["id"]) for r in stable[:6]])

latest = sorted(rows, key=lambda r: r["ts"])[-3:]
print("latest:", [(r["id"], r["ts"]) for r in latest])
print("string sort of amounts:", sorted(r["amount"] for r in rows[:8]))
print("numeric sort of amounts:", sorted((r["amount"] for r in rows[:8]), key=float))
