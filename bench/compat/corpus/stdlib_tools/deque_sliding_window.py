from collections import deque, ChainMap
lines = [l for l in context.splitlines() if l.startswith("id=")]
amounts = [float(l.split("amount=")[1].split()[0]) for l in lines]
window = deque(maxlen=5)
best = (0.0, -1)
for i, a in enumerate(amounts):
    window.append(a)
    if len(window) == window.maxlen:
        s = sum(window)
        if s > best[0]:
            best = (round(s, 2), i)
print("best 5-window sum:", best, list(window))
recent_alerts = deque(maxlen=3)
for l in lines:
    if "label=alert" in l:
        recent_alerts.append(l.split()[0])
print("last 3 alerts:", list(recent_alerts))
q = deque([1, 2, 3])
q.appendleft(0)
q.extend([4, 5])
q.rotate(2)
print(q, q.popleft(), q.pop(), q, q[1], len(q))
q.rotate(-1)
print(q, q.count(2), q.index(5))
todo = deque(lines[:3])
done = []
while todo:
    item = todo.popleft()
    done.append(item.split()[0])
print(done)
defaults = {"limit": 10, "label": "spam"}
user_cfg = {"limit": 3}
cm = ChainMap(user_cfg, defaults)
print(cm["limit"], cm["label"], dict(cm), len(cm), cm.maps[1]["limit"])
