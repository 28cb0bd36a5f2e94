from collections import deque
import re

amts = [float(a) for a in re.findall(r"amount=([\d.]+)", context)][:25]
k = 4
dq, out = deque(), []
for i, a in enumerate(amts):
    while dq and amts[dq[-1]] <= a:
        dq.pop()
    dq.append(i)
    if dq[0] <= i - k:
        dq.popleft()
    if i >= k - 1:
        out.append(amts[dq[0]])
print(out)
brute = [max(amts[i:i + k]) for i in range(len(amts) - k + 1)]
print(out == brute, len(out))
# maximum subarray (Kadane) on deviations from the mean
mean = sum(amts) / len(amts)
dev = [a - mean for a in amts]
best = cur = 0.0
bs = be = s = 0
for i, d in enumerate(dev):
    if cur <= 0:
        cur, s = d, i
    else:
        cur += d
    if cur > best:
        best, bs, be = cur, s, i
print(round(mean, 3), round(best, 3), bs, be, amts[bs:be + 1])
prefix = [0]
for a in amts:
    prefix.append(prefix[-1] + a)
print(round(prefix[10] - prefix[5], 2), round(sum(amts[5:10]), 2))
