from itertools import product
grid = {"lr": [0.1, 0.01], "depth": [2, 4, 8], "reg": ["l1", "l2"]}

def score(lr, depth, reg):
    s = 1.0 - abs(lr - 0.05) * 4 - abs(depth - 4) * 0.03
    return round(s + (0.02 if reg == "l2" else 0.0), 4)

keys = list(grid)
results = []
for combo in product(*grid.values()):
    params = dict(zip(keys, combo))
    results.append((score(**params), params))
results.sort(key=lambda t: (-t[0], t[1]["depth"]))
print(len(results), "configs")
for s, p in results[:4]:
    print(f"{s:.4f} {p}")
print("worst:", results[-1])
