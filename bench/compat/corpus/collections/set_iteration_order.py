print({2024, 2023}, {33, 2, 100}, {5, 3, 1, 100, 33}, set([2023, 2024, 2022, 1999, 77, 8, 16]))
a = set(range(0, 100, 7)); b = {i * 3 for i in range(40)}
print(a | b)
print(a & b, b & a)
print(a - b, b - a)
print(a ^ b, b ^ a)
print(a.union([1000, 64, 9]), a.intersection(range(50)), a.difference([7, 14], {21}))
s = {100, 200, 300, 400, 500, 600, 700}
s.discard(300); s.add(1234); s.add(-5); s.add(-1)
print(s, s.pop(), s.pop(), s)
t = {(0, 1), (1, 0), (2, 2), (10, -3)}
print(t)
f = frozenset([1.5, 2.0, 3, 1e20, -0.25])
print(f, {True, 2, 1.0})
d = {k: 1 for k in [900, 17, 42, 4096]}
print(set(d), set(d.keys()) | {5}, d.keys() & {17, 4096})
x = set()
for i in [64, 32, 16, 8, 4, 2, 1, 128, 256]:
    x.add(i * 37)
print(x, list(x)[:3], sorted(x)[:3])
u = {1001, 1002, 1003}
u |= {4000, 5000}
u -= {1002}
u &= {1001, 4000, 5000, 9}
print(u, {10**20, 2**64, -(2**70)})
print({i for i in range(100, 0, -9)})
