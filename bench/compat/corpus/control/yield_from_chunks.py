def chunk(seq, size):
    for i in range(0, len(seq), size):
        yield seq[i:i + size]

def flatten(nested):
    for item in nested:
        if isinstance(item, (list, tuple)):
            yield from flatten(item)
        else:
            yield item

def delegator():
    total = yield from counter(3)
    print("  sub-generator returned", total)
    yield "after"

def counter(n):
    for i in range(n):
        yield i
    return n * 10

lines = context.splitlines()
sizes = [len(c) for c in chunk(lines, 30)]
print(sizes)
ids = [[l.split()[0] for l in c[:2]] for c in chunk(lines, 50)]
print(ids)
print(list(flatten([1, [2, [3, (4, 5)]], [[6]], "ab"])))
print(list(delegator()))
g = counter(2)
print(next(g), next(g))
try:
    next(g)
except StopIteration as e:
    print("StopIteration value:", e.value)
