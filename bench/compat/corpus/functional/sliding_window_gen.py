from collections import deque

def sliding(iterable, n):
    win = deque(maxlen=n)
    for x in iterable:
        win.append(x)
        if len(win) == n:
            yield tuple(win)

def amounts(text):
    for line in text.splitlines():
        if "amount=" in line:
            yield float(line.split("amount=")[1].split()[0])

avgs = [round(sum(w) / len(w), 2) for w in sliding(amounts(context), 5)]
print(len(avgs), avgs[:6])
peak = max(range(len(avgs)), key=avgs.__getitem__)
print("peak window starts at", peak, "avg", avgs[peak])

def spikes(values, factor=1.8, n=10):
    hist = deque(maxlen=n)
    for i, v in enumerate(values):
        if len(hist) == n and v > factor * (sum(hist) / n):
            yield i, v
        hist.append(v)

found = list(spikes(amounts(context)))
print(len(found), found[:5])
print(list(sliding("abcde", 3)))
print(list(sliding([1, 2], 3)))

def running_label_share(text, label, every=40):
    seen = hits = 0
    for line in text.splitlines():
        if not line.startswith("id="):
            continue
        seen += 1
        hits += f"label={label} " in line
        if seen % every == 0:
            yield seen, f"{hits / seen:.1%}"

print(list(running_label_share(context, "spam")))
