from collections import deque

def windows(seq, n):
    win = deque(maxlen=n)
    for x in seq:
        win.append(x)
        if len(win) == n:
            yield tuple(win)

def moving_average(seq, n):
    for w in windows(seq, n):
        yield sum(w) / n

prices = [10, 11, 12, 11, 15, 18, 17, 16, 20, 22]
print(list(windows(prices, 3))[:3])
print([round(v, 2) for v in moving_average(prices, 3)])
ups = sum(1 for a, b in windows(prices, 2) if b > a)
print("up days:", ups)
peaks = [w[1] for w in windows(prices, 3) if w[1] > w[0] and w[1] > w[2]]
print("local peaks:", peaks)
