prices = [12, 3, 7, 25, 18, 9, 4, 15, 21, 6]
target = 30

s = sorted(prices)
lo, hi = 0, len(s) - 1
pairs = []
while lo < hi:
    total = s[lo] + s[hi]
    if total == target:
        pairs.append((s[lo], s[hi]))
        lo += 1; hi -= 1
    elif total < target:
        lo += 1
    else:
        hi -= 1
print("pairs summing to", target, pairs)

# longest window with sum <= budget
budget = 40
best = (0, 0, 0)
left = running = 0
for right, p in enumerate(prices):
    running += p
    while running > budget:
        running -= prices[left]
        left += 1
    if right - left + 1 > best[0]:
        best = (right - left + 1, left, right)
n, l, r = best
print(f"longest window: {n} items {prices[l:r + 1]} sum={sum(prices[l:r + 1])}")

# dedupe sorted in place
data = [1, 1, 2, 3, 3, 3, 4, 7, 7, 9]
w = 1
for i in range(1, len(data)):
    if data[i] != data[w - 1]:
        data[w] = data[i]
        w += 1
print("unique prefix:", data[:w], "length", w)
