from itertools import product, permutations, combinations
print(list(product("ab", [1, 2])))
print(list(permutations([1, 2, 3], 2)))
print(list(combinations("abcd", 2)))
print(len(list(product(range(3), repeat=3))))
