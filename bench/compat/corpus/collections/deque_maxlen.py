from collections import deque
last = deque(maxlen=3)
for line in context.splitlines():
    last.append(line[:8])
print(list(last))
