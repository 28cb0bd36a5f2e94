from functools import lru_cache, cache

calls = {"n": 0}

@lru_cache(maxsize=3)
def slow_square(n):
    calls["n"] += 1
    return n * n

for n in [1, 2, 3, 1, 4, 1, 2, 5]:
    slow_square(n)
print(calls["n"], slow_square.cache_info())
slow_square.cache_clear()
print(slow_square.cache_info())

@cache
def grid_paths(r, c):
    if r == 0 or c == 0:
        return 1
    return grid_paths(r - 1, c) + grid_paths(r, c - 1)

print(grid_paths(10, 10), grid_paths(16, 16))
print(grid_paths.cache_info().currsize)

@lru_cache(maxsize=None)
def partitions(n, k):
    if n == 0:
        return 1
    if n < 0 or k == 0:
        return 0
    return partitions(n - k, k) + partitions(n, k - 1)
print([partitions(n, n) for n in range(1, 13)])
