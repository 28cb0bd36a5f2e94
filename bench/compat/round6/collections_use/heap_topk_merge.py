import heapq

scores = {"ann": 88, "bo": 93, "cy": 71, "di": 93, "ed": 60, "flo": 85, "gus": 99}
print(heapq.nlargest(3, scores.items(), key=lambda kv: kv[1]))
print(heapq.nsmallest(2, scores, key=scores.get))

streams = [
    [(1, "a1"), (4, "a4"), (9, "a9")],
    [(2, "b2"), (3, "b3"), (10, "b10")],
    [(5, "c5"), (6, "c6")],
]
print([label for _, label in heapq.merge(*streams)])

tasks = []
for pri, name in [(3, "write"), (1, "urgent fix"), (2, "review"), (1, "deploy"), (5, "lunch")]:
    heapq.heappush(tasks, (pri, name))
order = [heapq.heappop(tasks)[1] for _ in range(3)]
print(order, len(tasks))
heapq.heappushpop(tasks, (0, "hotfix"))
print(tasks[0], sorted(tasks))
h = [9, 4, 7, 1, 8]
heapq.heapify(h)
print(h[0], heapq.heapreplace(h, 6), sorted(h))
