totals = {}
counts = {}
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    user = line.split()[1].split("=")[1]
    totals[user] = totals.get(user, 0.0) + float(line.split()[3].split("=")[1])
    counts[user] = counts.get(user, 0) + 1

lo, hi = min(totals.values()), max(totals.values())
norm = {u: (t - lo) / (hi - lo) for u, t in totals.items()}
ranked = sorted(totals, key=totals.get, reverse=True)
print(f"{'rank':<5}{'user':<7}{'total':>10}{'norm':>7}  bar")
for rank, user in enumerate(ranked, 1):
    bar = "█" * int(norm[user] * 20) or "·"
    print(f"{rank:<5}{user:<7}{totals[user]:>10.2f}{norm[user]:>7.3f}  {bar}")

avg = {u: totals[u] / counts[u] for u in totals}
dense = {}
for r, v in enumerate(sorted(set(round(a, -1) for a in avg.values()), reverse=True), 1):
    dense[v] = r
print({u: (round(avg[u], 2), dense[round(avg[u], -1)]) for u in sorted(avg)})
total_all = sum(totals.values())
pct = {u: 100 * t / total_all for u, t in totals.items()}
print(" | ".join(f"{u}:{p:.1f}%" for u, p in sorted(pct.items(), key=lambda kv: -kv[1])))
print(f"check: {sum(pct.values()):.10f}")
