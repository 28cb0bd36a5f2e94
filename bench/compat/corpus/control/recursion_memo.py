import sys
def flatten(x):
    if isinstance(x, (list, tuple)):
        out = []
        for y in x:
            out.extend(flatten(y))
        return out
    return [x]
print(flatten([1, [2, (3, [4, [5]])], "ab", []]))
memo = {}
def ways(n, coins=(1, 5, 10, 25)):
    if n == 0:
        return 1
    if n < 0 or not coins:
        return 0
    key = (n, coins)
    if key not in memo:
        memo[key] = ways(n - coins[0], coins) + ways(n, coins[1:])
    return memo[key]
print(ways(100), len(memo) > 10)
def depth(d):
    return 1 + max((depth(v) for v in d.values() if isinstance(v, dict)), default=0)
print(depth({"a": {"b": {"c": 1}}, "d": 2}))
