names = ["ann", "bob", "cy"]
scores = [88, 92, 75]
for rank, (name, score) in enumerate(sorted(zip(names, scores), key=lambda p: -p[1]), start=1):
    print(f"#{rank} {name:<4}{score}")
print(dict(zip(names, scores)), list(zip(*[(1, "a"), (2, "b")])))
first, *middle, last = range(6)
print(first, middle, last)
(a, b), c = (1, 2), 3
print(a, b, c)
print(list(zip(names, scores, strict=True)) if True else None)
for i, ch in enumerate("abc", 10):
    print(i, ch, end="; ")
print()
