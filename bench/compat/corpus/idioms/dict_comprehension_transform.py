import re
recs = re.findall(r"user=(\w+) label=(\w+) amount=([\d.]+)", context)
totals = {}
for u, lab, amt in recs:
    totals[u] = totals.get(u, 0.0) + float(amt)
rounded = {u: round(t, 1) for u, t in sorted(totals.items(), key=lambda kv: kv[1], reverse=True)}
print(rounded)
inv = {}
for u, lab, _ in recs:
    inv.setdefault(lab, set()).add(u)
print({lab: len(us) for lab, us in sorted(inv.items())})
top = {k: v for k, v in rounded.items() if v > 2900}
print(top, len(top))
