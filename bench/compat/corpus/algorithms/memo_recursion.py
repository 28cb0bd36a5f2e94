from functools import lru_cache, cache
import sys

@lru_cache(maxsize=128)
def edit_distance(a, b):
    if not a:
        return len(b)
    if not b:
        return len(a)
    if a[0] == b[0]:
        return edit_distance(a[1:], b[1:])
    return 1 + min(edit_distance(a[1:], b), edit_distance(a, b[1:]), edit_distance(a[1:], b[1:]))

users = sorted(set(l.split()[1][5:] for l in context.splitlines() if l.startswith("id=")))
for u in users:
    print(u, [edit_distance(u, v) for v in users])
print(edit_distance.cache_info().maxsize)

memo = {}
def partitions(n, k):
    if n == 0:
        return 1
    if n < 0 or k == 0:
        return 0
    if (n, k) not in memo:
        memo[(n, k)] = partitions(n - k, k) + partitions(n, k - 1)
    return memo[(n, k)]
print([partitions(n, n) for n in range(1, 15)], len(memo))

@cache
def collatz_len(n):
    return 1 if n == 1 else 1 + collatz_len(n // 2 if n % 2 == 0 else 3 * n + 1)
best = max(range(1, 3000), key=collatz_len)
print(best, collatz_len(best))
def flatten(x):
    return [y for item in x for y in flatten(item)] if isinstance(x, list) else [x]
print(flatten([1, [2, [3, [4, []]], 5], [[6]]]))
