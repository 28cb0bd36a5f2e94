import json
context = '[{"city": "Oslo", "temp": -3.5, "rain": 12}, {"city": "Lisbon", "temp": 17.25, "rain": 0}, {"city": "Nairobi", "temp": 24, "rain": 55}, {"city": "Reykjavík", "temp": 1.1, "rain": 30}]'
rows = json.loads(context)
cols = list(rows[0].keys())
widths = {c: max(len(c), *(len(str(r[c])) for r in rows)) for c in cols}
line = "+" + "+".join("-" * (widths[c] + 2) for c in cols) + "+"
print(line)
print("|" + "|".join(f" {c.upper():^{widths[c]}} " for c in cols) + "|")
print(line)
for r in sorted(rows, key=lambda r: r["temp"]):
    cells = []
    for c in cols:
        v = r[c]
        cells.append(f" {v:>{widths[c]}} " if isinstance(v, (int, float)) else f" {v:<{widths[c]}} ")
    print("|" + "|".join(cells) + "|")
print(line)
