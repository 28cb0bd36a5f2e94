def perms(items):
    if len(items) <= 1:
        yield list(items)
        return
    for i, x in enumerate(items):
        for rest in perms(items[:i] + items[i + 1:]):
            yield [x] + rest

def subsets(items):
    if not items:
        yield []
        return
    for s in subsets(items[1:]):
        yield s
        yield [items[0]] + s

def partitions(n, max_part=None):
    max_part = max_part or n
    if n == 0:
        yield []
        return
    for k in range(min(n, max_part), 0, -1):
        for rest in partitions(n - k, k):
            yield [k] + rest

print(["".join(p) for p in perms("abc")])
print(sorted(subsets([1, 2, 3]), key=lambda s: (len(s), s)))
print(list(partitions(5)))
print(sum(1 for _ in partitions(10)))
