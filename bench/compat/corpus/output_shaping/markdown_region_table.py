from collections import defaultdict

stats = defaultdict(lambda: {"n": 0, "total": 0.0, "spam": 0})
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    region = line.split("region=")[1].split()[0]
    s = stats[region]
    s["n"] += 1
    s["total"] += float(line.split("amount=")[1].split()[0])
    s["spam"] += "label=spam" in line

headers = ["Region", "Records", "Total ($)", "Avg ($)", "Spam %"]
rows = []
for region, s in sorted(stats.items(), key=lambda kv: -kv[1]["total"]):
    rows.append([region, str(s["n"]), f"{s['total']:,.2f}", f"{s['total'] / s['n']:.2f}",
                 f"{s['spam'] / s['n']:.1%}"])
grand = sum(s["total"] for s in stats.values())
rows.append(["**All**", str(sum(s["n"] for s in stats.values())), f"**{grand:,.2f}**", "", ""])

widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(headers)]
def fmt(cells):
    return "| " + " | ".join(c.ljust(w) if i == 0 else c.rjust(w)
                              for i, (c, w) in enumerate(zip(cells, widths))) + " |"
print(fmt(headers))
print("|" + "|".join(("-" * (w + 1) + ":") if i else (":" + "-" * (w + 1)) for i, w in enumerate(widths)) + "|")
for r in rows:
    print(fmt(r))
