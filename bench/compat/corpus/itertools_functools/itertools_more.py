import itertools
pairs = list(itertools.combinations(range(4), 2))
print(len(pairs), pairs[:3])
print(list(itertools.product([0, 1], repeat=2)))
for k, g in itertools.groupby(sorted("banana")):
    print(k, len(list(g)), end="; ")
print()
print(list(itertools.chain.from_iterable([[1, 2], [3]])), list(itertools.islice("abcdef", 1, None, 2)))
