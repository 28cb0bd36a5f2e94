from collections import deque

readings = [12, 15, 11, 30, 29, 31, 8, 7, 25, 26, 27, 5]
window = deque(maxlen=4)
for i, r in enumerate(readings):
    window.append(r)
    if len(window) == window.maxlen:
        avg = sum(window) / len(window)
        flag = " spike" if r > 1.5 * avg else ""
        print(f"t={i:>2} window={list(window)} avg={avg:6.2f}{flag}")

# sliding max with a monotonic deque
def sliding_max(xs, k):
    dq, out = deque(), []
    for i, x in enumerate(xs):
        while dq and xs[dq[-1]] <= x:
            dq.pop()
        dq.append(i)
        if dq[0] <= i - k:
            dq.popleft()
        if i >= k - 1:
            out.append(xs[dq[0]])
    return out

print(sliding_max(readings, 3))
d = deque("abcdef")
d.rotate(2)
print("".join(d))
d.rotate(-3)
print("".join(d), d[0], d[-1])
d.extendleft("xy")
print(list(d), d.count("a"), d.index("c"))
