a = {x for x in range(20) if x % 2 == 0}
b = {x for x in range(20) if x % 3 == 0}
print(sorted(a & b), sorted(a - b)[:4], sorted(a ^ b)[:5])
print(len(a | b), a.isdisjoint({1, 3}), {0, 6} <= a, a >= {2, 4})
c = set()
c.update([5, 3], (7,))
c.discard(99)
c.add(1)
print(sorted(c), c.pop() in {1, 3, 5, 7}, len(c))
words = "the quick brown the lazy quick dog".split()
seen, dups = set(), set()
for w in words:
    (dups if w in seen else seen).add(w)
print(sorted(dups), len(seen))
print(sorted(frozenset([3, 1, 2])), {1, 2} == frozenset({2, 1}))
print(sorted({abs(x) for x in range(-3, 4)}), sorted({(x % 3, x % 2) for x in range(6)}))
