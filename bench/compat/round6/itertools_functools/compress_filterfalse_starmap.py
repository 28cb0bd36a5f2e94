from itertools import compress, filterfalse, starmap, dropwhile, takewhile, count, cycle, repeat

names = ["ann", "bob", "cy", "dee", "eve"]
active = [1, 0, 1, 1, 0]
print(list(compress(names, active)))
print(list(filterfalse(lambda n: len(n) > 2, names)))
print(list(starmap(pow, [(2, 5), (3, 2), (10, 3)])))
print(list(starmap(lambda n, q: f"{n}x{q}", zip(names, count(1)))))
header_then_data = ["# a", "# b", "1", "2", "# c", "3"]
print(list(dropwhile(lambda l: l.startswith("#"), header_then_data)))
print(list(takewhile(lambda l: l.startswith("#"), header_then_data)))
colors = cycle(["red", "green"])
print([(n, next(colors)) for n in names])
print(list(repeat("x", 3)), list(zip(count(10, 5), "abc")))
