from collections import deque

amounts = [float(l.split("amount=")[1].split()[0]) for l in context.splitlines() if "amount=" in l]
window = deque(maxlen=5)
peaks = []
for i, a in enumerate(amounts[:30]):
    window.append(a)
    if len(window) == window.maxlen:
        avg = sum(window) / len(window)
        if a > 1.5 * avg:
            peaks.append((i, a, round(avg, 2)))
print("peaks:", peaks)
print("final window:", window)

dq = deque(range(8))
dq.rotate(3)
print(dq)
dq.rotate(-5)
print(dq)
dq.appendleft(-1)
dq.extend([100, 101])
dq.extendleft("ab")
print(dq, len(dq))
print(dq.popleft(), dq.pop(), dq[2], dq.index(4))
recent = deque(maxlen=3)
for user in [l.split()[1][5:] for l in context.splitlines()[:10] if l.startswith("id")]:
    recent.append(user)
    print(list(recent))
print(deque([1, 2, 3], maxlen=2))
