from collections import deque

recent = deque(maxlen=5)
spikes = []
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    rid = int(line.split()[0][3:])
    amt = float(line.split("amount=")[1].split()[0])
    if len(recent) == recent.maxlen and amt > 2 * (sum(recent) / len(recent)):
        spikes.append((rid, amt, round(sum(recent) / len(recent), 2)))
    recent.append(amt)

print("spike count:", len(spikes))
for s in spikes[:6]:
    print("  ", s)
print("final window:", recent)
recent.rotate(2)
print("rotated:", list(recent))
recent.appendleft(0.0)
print(recent, recent.maxlen)
q = deque([1, 2, 3])
q.extendleft([9, 8])
print(q, q.popleft(), q.pop(), q)
try:
    deque().pop()
except IndexError as e:
    print(type(e).__name__, e)
