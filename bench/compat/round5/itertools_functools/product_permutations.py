from itertools import product, permutations, combinations, combinations_with_replacement
print(list(product("ab", [1, 2])))
print(len(list(product(range(3), repeat=3))))
print(["".join(p) for p in permutations("abc")])
print(list(permutations(range(4), 2))[:5])
print(list(combinations("abcd", 2)))
print(list(combinations_with_replacement("xy", 3)))
coins = [1, 5, 10, 25]
ways = [c for r in range(1, 4) for c in combinations_with_replacement(coins, r) if sum(c) == 30]
print(ways)
grid = {(x, y) for x, y in product(range(3), range(3)) if x != y}
print(sorted(grid))
