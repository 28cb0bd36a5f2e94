evens = set(range(0, 20, 2))
threes = {x for x in range(20) if x % 3 == 0}
print(sorted(evens & threes), sorted(evens - threes)[:4], len(evens | threes), sorted(evens ^ threes)[:5])
print({1, 2} <= {1, 2, 3}, {1, 2} < {1, 2}, {1, 2}.isdisjoint({3}), {1, 2, 3} >= {3})
s = {3, 1, 2}
s.add(0); s.discard(99); s.update([5, 4]); s -= {1}
print(sorted(s), s.pop() in range(10), len(s))
fs = frozenset([1, 2, 2, 3])
print(fs, {fs: "ok"}[frozenset({3, 2, 1})], set() == frozenset())
print({5, 3, 1, 4}, {100, 2, 33})
