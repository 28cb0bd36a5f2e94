items = [
    ("laptop stand", 35, 6),
    ("monitor", 180, 9),
    ("keyboard", 60, 5),
    ("mouse", 25, 3),
    ("webcam", 70, 4),
    ("headset", 90, 7),
    ("chair mat", 40, 2),
]
budget = 250

best = [[0] * (budget + 1) for _ in range(len(items) + 1)]
for i, (name, cost, value) in enumerate(items, 1):
    for b in range(budget + 1):
        best[i][b] = best[i - 1][b]
        if cost <= b and best[i - 1][b - cost] + value > best[i][b]:
            best[i][b] = best[i - 1][b - cost] + value

chosen = []
b = budget
for i in range(len(items), 0, -1):
    if best[i][b] != best[i - 1][b]:
        chosen.append(items[i - 1])
        b -= items[i - 1][1]

print("max value:", best[-1][budget])
for name, cost, value in reversed(chosen):
    print(f"  {name:<13}${cost:>4}  value {value}")
print("spent:", sum(c for _, c, _ in chosen), "of", budget)
