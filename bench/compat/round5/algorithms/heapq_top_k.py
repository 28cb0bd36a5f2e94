import heapq
scores = {"doc%02d" % i: (i * 37) % 101 / 100 for i in range(30)}
print(heapq.nlargest(5, scores.items(), key=lambda kv: kv[1]))
print(heapq.nsmallest(3, scores, key=scores.get))
heap = []
for name, s in scores.items():
    if len(heap) < 4:
        heapq.heappush(heap, (s, name))
    elif s > heap[0][0]:
        heapq.heapreplace(heap, (s, name))
print(sorted(heap, reverse=True))
nums = [9, 4, 7, 1, 8, 2]
heapq.heapify(nums)
print(nums[0], [heapq.heappop(nums) for _ in range(3)], nums)
print(heapq.heappushpop([5, 6], 1), list(heapq.merge([1, 4, 9], [2, 3, 10], [0])))
