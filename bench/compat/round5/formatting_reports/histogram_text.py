from collections import Counter
scores = [72, 85, 91, 66, 78, 88, 95, 59, 73, 81, 84, 77, 69, 90, 100, 62, 87, 79]
bins = Counter((s // 10) * 10 for s in scores)
scale = 2
for b in range(50, 110, 10):
    n = bins.get(b, 0)
    label = f"{b}-{b + 9}" if b < 100 else "100"
    print(f"{label:>6} | {'*' * (n * scale):<12} {n}")
print(f"n={len(scores)} mean={sum(scores) / len(scores):.2f}")
vals = {"a": 3, "bb": 7, "ccc": 0, "dddd": 12}
m = max(vals.values())
for k, v in vals.items():
    print(f"{k:>5} {'▇' * round(v / m * 20)} {v}")
