from itertools import product, combinations, permutations, combinations_with_replacement

sizes, colors = ["S", "M", "L"], ["red", "blue"]
skus = [f"{s}-{c}" for s, c in product(sizes, colors)]
print(len(skus), skus[:4])
print(list(product([0, 1], repeat=3))[:5])
team = ["ann", "bob", "cy", "dee"]
pairs = list(combinations(team, 2))
print(len(pairs), pairs[:3])
print(sum(1 for _ in permutations(team, 3)), list(permutations("abc"))[:3])
print(list(combinations_with_replacement([1, 5, 10], 2)))
prices = {"tea": 3, "cake": 5, "soup": 7, "bread": 2}
budget = 10
combos = [c for r in range(1, 4) for c in combinations(sorted(prices), r) if sum(prices[i] for i in c) == budget]
print(combos)
