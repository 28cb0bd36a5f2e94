from functools import cache

# Bucket amounts (rounded to whole units) and ask: how many ways to split spam
# totals into two near-equal groups? Use a memoised subset-sum.
spam = [round(float(l.split("amount=")[1].split()[0])) for l in context.splitlines()
        if "label=spam" in l][:18]
print("values:", spam)
total = sum(spam)
print("total:", total)

@cache
def best(i, remaining):
    """Largest subset sum of spam[i:] that does not exceed remaining."""
    if i == len(spam) or remaining == 0:
        return 0
    skip = best(i + 1, remaining)
    if spam[i] <= remaining:
        return max(skip, spam[i] + best(i + 1, remaining - spam[i]))
    return skip

half = best(0, total // 2)
print("best half:", half, "other half:", total - half, "diff:", total - 2 * half)
print("cache entries:", best.cache_info().currsize > 0)

def fib(n, memo={0: 0, 1: 1}):
    if n not in memo:
        memo[n] = fib(n - 1) + fib(n - 2)
    return memo[n]

print([fib(n) for n in range(0, 60, 7)])
