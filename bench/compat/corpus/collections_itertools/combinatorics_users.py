from itertools import combinations, permutations, product, combinations_with_replacement
import re

users = sorted(set(re.findall(r"user=(\w+)", context)))
print(users)
pairs = list(combinations(users, 2))
print(len(pairs), pairs[:4])
regions_of = {}
for u, reg in re.findall(r"user=(\w+).*?region=(\S+)", context):
    regions_of.setdefault(u, set()).add(reg)
overlap = {f"{a}-{b}": len(regions_of[a] & regions_of[b]) for a, b in pairs[:5]}
print(overlap)
print(list(permutations("abc", 2)))
print(len(list(permutations(range(5)))), len(list(permutations(range(5), 3))))
grid = list(product(["eu", "apac"], ["ham", "spam"], repeat=1))
print(grid)
print(list(product([0, 1], repeat=3))[:5])
print(list(combinations_with_replacement("xy", 3)))
triples = [t for t in combinations(range(1, 10), 3) if sum(t) == 12]
print(len(triples), triples)
