from functools import lru_cache

coins = (1, 5, 10, 25)

@lru_cache(maxsize=None)
def ways(amount, i=0):
    if amount == 0:
        return 1
    if amount < 0 or i == len(coins):
        return 0
    return ways(amount - coins[i], i) + ways(amount, i + 1)

def fewest(amount):
    best = [0] + [None] * amount
    pick = [None] * (amount + 1)
    for a in range(1, amount + 1):
        for c in coins:
            if c <= a and best[a - c] is not None:
                cand = best[a - c] + 1
                if best[a] is None or cand < best[a]:
                    best[a], pick[a] = cand, c
    used = []
    while amount:
        used.append(pick[amount])
        amount -= pick[amount]
    return used

for amt in (0, 11, 30, 63, 100):
    used = fewest(amt)
    print(f"{amt:>4}: {ways(amt):>4} ways, fewest {len(used)} coins {sorted(used, reverse=True)}")
print(ways.cache_info().hits > 0)
