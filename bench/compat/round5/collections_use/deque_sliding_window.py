from collections import deque
readings = [3, 8, 1, 9, 4, 7, 7, 2, 10, 5, 6, 1]
window = deque(maxlen=4)
for r in readings:
    window.append(r)
    if len(window) == window.maxlen:
        print(f"window={list(window)} avg={sum(window) / len(window):.2f} max={max(window)}")
d = deque([1, 2, 3, 4, 5])
d.rotate(2)
print(d)
d.rotate(-3)
print(d)
d.appendleft(0)
d.extendleft([-2, -1])
print(d, d.popleft(), d.pop())
print(d.index(3), d.count(3), 3 in d)
print(deque("abc", maxlen=2))
