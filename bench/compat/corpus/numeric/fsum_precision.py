import math
import re

vals = [0.1] * 10
print(sum(vals), math.fsum(vals), sum(vals) == 1.0, math.fsum(vals) == 1.0)
big = [1e16, 1.0, -1e16]
print(sum(big), math.fsum(big))
amounts = [float(a) for a in re.findall(r"amount=([\d.]+)", context)]
s1, s2 = sum(amounts), math.fsum(amounts)
print(s1, s2, s1 == s2, abs(s1 - s2))
print(sum(sorted(amounts)), sum(sorted(amounts, reverse=True)))
cents = sum(int(a.replace(".", "")) for a in re.findall(r"amount=([\d.]+)", context))
print(cents, cents / 100, f"{cents // 100}.{cents % 100:02d}")
acc = 0.0
for a in amounts:
    acc += a
print(acc, round(acc, 2) == round(s2, 2))
print(sum([1, 2, 3], 10), sum([[1], [2, 3]], []), sum(x / 10 for x in range(11)))
print(sum([0.1, 0.2, 0.3]), 0.1 + 0.2 + 0.3, 0.3 + 0.2 + 0.1, math.fsum([0.1, 0.2, 0.3]))
mean = s2 / len(amounts)
print(f"{mean:.10f}", mean * len(amounts) == s2)
