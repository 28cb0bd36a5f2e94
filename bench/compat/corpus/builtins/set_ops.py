a = {1, 2, 3}
b = {2, 3, 4}
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b))
a.add(9)
a.discard(1)
print(sorted(a), 2 in a, len(a), a.issubset({2, 3, 9, 10}))
