class S(set):
    pass
a, b = S([1, 2, 3]), S([2, 3, 4])
for r in [a | b, a & b, a - b, a ^ b, a.union([9]), a.copy()]:
    print(type(r).__name__, sorted(r))
