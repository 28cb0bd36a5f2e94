results = [
    {"task": "needle-1M", "model": "small", "score": 0.82, "cost": 0.41},
    {"task": "needle-1M", "model": "large", "score": 0.97, "cost": 3.10},
    {"task": "oolong", "model": "small", "score": 0.35, "cost": 0.22},
    {"task": "oolong", "model": "large", "score": 0.61, "cost": 2.05},
    {"task": "browse", "model": "small", "score": 0.50, "cost": 0.90},
]
cols = ["task", "model", "score", "cost"]
fmt = {"score": "{:.0%}", "cost": "${:.2f}"}
cells = [[fmt.get(c, "{}").format(r[c]) for c in cols] for r in results]
widths = [max(len(c), *(len(row[i]) for row in cells)) for i, c in enumerate(cols)]
lines = ["| " + " | ".join(c.ljust(w) for c, w in zip(cols, widths)) + " |",
         "|" + "|".join(("-" * (w + 1) + ":") if c in fmt else ("-" * (w + 2)) for c, w in zip(cols, widths)) + "|"]
for row in cells:
    lines.append("| " + " | ".join(v.rjust(w) if c in fmt else v.ljust(w) for v, c, w in zip(row, cols, widths)) + " |")
report = "## Results\n\n" + "\n".join(lines) + f"\n\n_{len(results)} runs, total cost ${sum(r['cost'] for r in results):.2f}_"
print(report)
