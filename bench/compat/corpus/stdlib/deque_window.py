from collections import deque
d = deque(maxlen=3)
for i in range(6):
    d.append(i)
    print(list(d), sum(d) / len(d))
d.appendleft(-1)
print(d, d.maxlen)
q = deque([1, 2, 3, 4, 5])
q.rotate(2)
print(q)
q.rotate(-3)
print(q, q.popleft(), q.pop(), q)
q.extendleft([9, 8])
print(q, q.index(8), q.count(9))
