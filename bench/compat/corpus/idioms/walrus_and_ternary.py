import re
data = ["id=5", "bad", "id=17", "id=x", "id=42"]
ids = [int(m.group(1)) for s in data if (m := re.fullmatch(r"id=(\d+)", s))]
print(ids)
n = 0
while (n := n + 7) < 30:
    print(n, end=" ")
print()
vals = [3, -1, 0, 8]
print(["pos" if v > 0 else "neg" if v < 0 else "zero" for v in vals])
if (big := max(vals)) > 5:
    print("big:", big)
print([y for x in range(6) if (y := x * x) % 2 == 0])
