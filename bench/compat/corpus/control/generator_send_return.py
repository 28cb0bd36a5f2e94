def accumulator():
    total = 0
    while True:
        x = yield total
        if x is None:
            return total
        total += x

g = accumulator()
print(next(g))
for v in [5, 10, 20]:
    print(g.send(v))
try:
    g.send(None)
except StopIteration as e:
    print("returned", e.value)

def chain_gen(*its):
    for it in its:
        yield from it
    return "done"
print(list(chain_gen([1, 2], "ab", range(2))))
