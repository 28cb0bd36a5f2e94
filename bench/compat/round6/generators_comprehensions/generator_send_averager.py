def averager():
    total = count = 0
    avg = None
    while True:
        value = yield avg
        if value is None:
            break
        total += value
        count += 1
        avg = total / count
    return (count, avg)

g = averager()
next(g)
for v in [10, 20, 60, 5]:
    print("avg now", g.send(v))
try:
    g.send(None)
except StopIteration as stop:
    print("final", stop.value)

def delegator(results):
    while True:
        results.append((yield from averager()))

results = []
d = delegator(results)
next(d)
for batch in ([1, 2, 3], [100], []):
    for v in batch:
        d.send(v)
    d.send(None)
print(results)
