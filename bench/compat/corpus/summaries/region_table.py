from collections import defaultdict

stats = defaultdict(lambda: {"n": 0, "sum": 0.0, "max": 0.0, "min": float("inf")})
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    kv = dict(t.split("=", 1) for t in line.split(" msg=")[0].split())
    s = stats[kv["region"]]
    a = float(kv["amount"])
    s["n"] += 1
    s["sum"] += a
    s["max"] = max(s["max"], a)
    s["min"] = min(s["min"], a)

header = f"{'region':<8} | {'n':>3} | {'total':>9} | {'avg':>7} | {'min':>6} | {'max':>6}"
print(header)
print("-" * len(header))
for region, s in sorted(stats.items(), key=lambda kv: -kv[1]["sum"]):
    print(f"{region:<8} | {s['n']:>3} | {s['sum']:>9,.2f} | {s['sum']/s['n']:>7.2f} | {s['min']:>6.2f} | {s['max']:>6.2f}")
grand = sum(s["sum"] for s in stats.values())
print("-" * len(header))
print(f"{'ALL':<8} | {sum(s['n'] for s in stats.values()):>3} | {grand:>9,.2f}")
