import re

amts = [float(x) for x in re.findall(r"amount=([\d.]+)", context)]
ids = [int(x) for x in re.findall(r"^id=(\d+)", context, re.M)]
print(len(ids), sum(ids), sum(ids) / len(ids), sum(ids) // len(ids), type(sum(ids) / len(ids)))
print(7 / 2, 7 // 2, 7 % 2, -7 / 2, 2 ** -1, 2 ** 0.5, (-8) ** (1 / 3))
print(10 / 5, type(10 / 5), 3 * 1.0, 1 + True, True + True, 5 // 2.0, 2 ** 10, 2.0 ** 10)
print(abs(-3), abs(-3.5), abs(3 + 4j), pow(2, 10), pow(2.0, -2), pow(-2, 3))
print(int(3.9), int(-3.9), int("-17"), float(7), complex(1, 2) * 1j)
print(1_000_000 * 1.1, 0.1 * 3, 1.1 * 1.1, 100 * 1.15, 19.99 * 100)
print(max(amts) - min(amts), max(amts) / min(amts), sum(a > 100 for a in amts))
scaled = [int(a * 100) for a in amts[:8]]
exact = [round(a * 100) for a in amts[:8]]
print(scaled)
print(exact, [s == e for s, e in zip(scaled, exact)])
print(7.0 == 7, hash(7.0) == hash(7), 1 == 1.0 == True, 0.5 + 0.25 == 0.75)
x = 10
x += 2.5
x //= 2
x **= 2
print(x, type(x).__name__)
