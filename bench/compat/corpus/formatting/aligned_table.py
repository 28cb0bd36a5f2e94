from collections import defaultdict

stats = defaultdict(lambda: {"n": 0, "sum": 0.0, "max": 0.0})
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    f = dict(t.split("=", 1) for t in line.split(" msg=")[0].split())
    s = stats[f["region"]]
    a = float(f["amount"])
    s["n"] += 1
    s["sum"] += a
    s["max"] = max(s["max"], a)

headers = ["region", "count", "total", "mean", "max"]
table = [[r, str(s["n"]), f"{s['sum']:.2f}", f"{s['sum']/s['n']:.2f}", f"{s['max']:.2f}"]
         for r, s in sorted(stats.items())]
widths = [max(len(h), *(len(row[i]) for row in table)) for i, h in enumerate(headers)]
sep = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
print(sep)
print("| " + " | ".join(h.center(w) for h, w in zip(headers, widths)) + " |")
print(sep.replace("-", "="))
for row in table:
    cells = [row[0].ljust(widths[0])] + [c.rjust(w) for c, w in zip(row[1:], widths[1:])]
    print("| " + " | ".join(cells) + " |")
print(sep)
grand = sum(s["sum"] for s in stats.values())
print(f"{'TOTAL':<{widths[0]}}   {sum(s['n'] for s in stats.values()):>{widths[1]}}   {grand:>{widths[2]}.2f}")
