def running_avg():
    total = 0.0
    n = 0
    avg = None
    try:
        while True:
            value = yield avg
            if value is None:
                continue
            total += value
            n += 1
            avg = round(total / n, 3)
    except GeneratorExit:
        print(f"  closing after {n} values")
        raise

amounts = [float(t.split("=")[1]) for t in context.split() if t.startswith("amount=")]
g = running_avg()
print(next(g))
for a in amounts[:5]:
    print(g.send(a), end=" ")
print()
print(g.send(None))
g.close()
try:
    g.send(1.0)
except StopIteration:
    print("closed generator raises StopIteration")

def windowed(seq, n):
    from collections import deque
    win = deque(maxlen=n)
    for x in seq:
        win.append(x)
        if len(win) == n:
            yield tuple(win)
peaks = [w[1] for w in windowed(amounts, 3) if w[1] > w[0] and w[1] > w[2] and w[1] > 190]
print(peaks)
