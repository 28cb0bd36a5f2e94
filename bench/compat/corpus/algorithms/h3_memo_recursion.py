from functools import lru_cache, cache
import sys

@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(fib(80), fib.cache_info())

amount_cents = [round(float(l.split()[3][7:]) * 100) for l in context.splitlines() if l.startswith("id=")]
target = amount_cents[2] % 400
coins = (1, 5, 10, 25, 100)

@cache
def ways(remaining, idx):
    if remaining == 0:
        return 1
    if remaining < 0 or idx == len(coins):
        return 0
    return ways(remaining - coins[idx], idx) + ways(remaining, idx + 1)

print(f"ways to make {target} cents:", ways(target, 0))

def min_coins(total, memo=None):
    if memo is None:
        memo = {}
    if total == 0:
        return 0
    if total in memo:
        return memo[total]
    best = min((min_coins(total - c, memo) + 1 for c in coins if c <= total), default=float("inf"))
    memo[total] = best
    return best

for c in amount_cents[:5]:
    print(c, "->", min_coins(c % 200), "coins for", c % 200)
ways.cache_clear()
print(ways.cache_info().currsize)

@lru_cache(maxsize=2)
def square(x):
    return x * x

for v in [1, 2, 1, 3, 1, 2]:
    square(v)
print(square.cache_info())
print(sys.getrecursionlimit() >= 1000)
