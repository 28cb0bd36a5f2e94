import statistics
from decimal import Decimal, InvalidOperation

by_label = {}
for line in context.splitlines():
    if line.startswith("id="):
        lab = line.split()[2][6:]
        by_label.setdefault(lab, []).append(float(line.split()[3][7:]))

queries = ["ham", "spam", "fraud", "alert"]
for q in queries:
    vals = by_label.get(q, [])
    try:
        print(q, round(statistics.mean(vals), 3), round(statistics.stdev(vals), 3))
    except statistics.StatisticsError as e:
        print(q, "->", type(e).__name__, e)

for bad in [[5.0], []]:
    try:
        statistics.stdev(bad)
    except statistics.StatisticsError as e:
        print("stdev", bad, type(e).__name__, e)
try:
    statistics.median([])
except statistics.StatisticsError as e:
    print("median:", e)
for raw in ["12.50", "n/a", "1e2", ""]:
    try:
        print(repr(raw), Decimal(raw))
    except InvalidOperation as e:
        print(repr(raw), "invalid", type(e).__name__)
for a, b in [(10, 4), (1, 0), (2.0, 0.0)]:
    try:
        print(a / b)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
ratios = {lab: len(v) / len(by_label["ham"]) for lab, v in by_label.items()}
print({k: round(v, 3) for k, v in ratios.items()})
fraud_share = len(by_label.get("fraud", [])) / sum(len(by_label[k]) for k in by_label if k == "fraud")
