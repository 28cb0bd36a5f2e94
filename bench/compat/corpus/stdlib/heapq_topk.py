import heapq, re
amounts = [(float(a), int(i)) for i, a in re.findall(r"id=(\d+) .*?amount=([\d.]+)", context)]
print(heapq.nlargest(3, amounts))
print(heapq.nsmallest(3, amounts, key=lambda t: t[0]))
h = []
for a, i in amounts[:20]:
    heapq.heappush(h, (a, i))
    if len(h) > 5:
        heapq.heappop(h)
print(sorted(h, reverse=True))
nums = [5, 1, 8, 3, 9, 2]
heapq.heapify(nums)
print(nums[0], [heapq.heappop(nums) for _ in range(3)], nums)
print(heapq.heappushpop([1, 5, 7], 3), list(heapq.merge([1, 4, 9], [2, 3, 10])))
