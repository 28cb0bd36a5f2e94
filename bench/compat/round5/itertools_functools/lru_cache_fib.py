from functools import lru_cache, cache

@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print([fib(i) for i in range(15)])
print(fib(90))
info = fib.cache_info()
print(info.hits, info.misses, info.currsize)
fib.cache_clear()
print(fib.cache_info().currsize)

@cache
def ways(n, coins=(1, 2, 5)):
    if n == 0:
        return 1
    if n < 0 or not coins:
        return 0
    return ways(n - coins[0], coins) + ways(n, coins[1:])

print(ways(10), ways(50))

@lru_cache(maxsize=2)
def sq(x):
    return x * x
for x in [1, 2, 1, 3, 2, 1]:
    sq(x)
print(sq.cache_info())
