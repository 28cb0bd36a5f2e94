import itertools as it
print(list(it.combinations("abcd", 2)))
print(list(it.permutations([1, 2, 3], 2))[:4])
print(list(it.product("ab", repeat=2)), len(list(it.product(range(3), range(4)))))
print(list(it.combinations_with_replacement("xy", 3)))
print(list(it.accumulate([3, 1, 4, 1, 5], max)), list(it.accumulate([1, 2, 3], initial=10)))
print(list(it.pairwise("abcd")) if hasattr(it, "pairwise") else None)
print(list(it.compress("abcdef", [1, 0, 1, 0, 1, 1])), list(it.filterfalse(str.isdigit, "a1b2")))
