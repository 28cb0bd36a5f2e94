import re

rows = [(u, l, float(a)) for u, l, a in re.findall(r"user=(\w+) label=(\w+) amount=([\d.]+)", context)][:10]
print(sorted(rows))
print(sorted(rows, key=lambda r: (r[1], -r[2])))
print(sorted(rows, key=lambda r: (r[1], r[0]), reverse=True)[:4])
print(sorted([(2, "b"), (1, "z"), (2, "a"), (1, "a", 0), (1,)]))
print(sorted([(1, None), (0, None)]), (1, 2) < (1, 2, 0), (2,) > (1, 99), [1, 2] == [1, 2.0])
print(sorted([3, 1.5, True, 0, -2.25, False]))
print(sorted(["b10", "b9", "a100", "B1"]), sorted(["b10", "b9", "a100"], key=lambda s: (s[0], int(s[1:]))))
try:
    sorted([(1, "a"), (1, 2)])
except TypeError as e:
    print("TypeError:", e)
try:
    sorted([3, None, 1])
except TypeError as e:
    print("TypeError:", e)
try:
    print({"a": 1} < {"b": 2})
except TypeError as e:
    print("TypeError:", e)
print(max([("x", 2), ("x", 10), ("w", 99)]), min((r[2], r[0]) for r in rows))
