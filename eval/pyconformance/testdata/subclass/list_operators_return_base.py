class L(list):
    pass
a = L([1, 2])
print(type(a + [3]).__name__, type(a * 2).__name__, type(a[:1]).__name__, type(a.copy()).__name__)
print(a + [3], a * 2, [0] + a)
a += [9]
print(type(a).__name__, a)
