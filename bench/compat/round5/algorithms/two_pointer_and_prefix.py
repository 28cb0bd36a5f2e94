def two_sum_sorted(xs, target):
    i, j = 0, len(xs) - 1
    while i < j:
        s = xs[i] + xs[j]
        if s == target:
            return xs[i], xs[j]
        if s < target:
            i += 1
        else:
            j -= 1
    return None
xs = sorted([8, 3, 11, 5, 1, 14, 7])
print(xs, two_sum_sorted(xs, 19), two_sum_sorted(xs, 100))
def subarray_sum_count(nums, k):
    seen = {0: 1}
    total = count = 0
    for n in nums:
        total += n
        count += seen.get(total - k, 0)
        seen[total] = seen.get(total, 0) + 1
    return count
print(subarray_sum_count([1, 2, 3, -1, 1, 2], 3))
def longest_unique(s):
    last, start, best = {}, 0, (0, 0)
    for i, ch in enumerate(s):
        if last.get(ch, -1) >= start:
            start = last[ch] + 1
        last[ch] = i
        if i + 1 - start > best[1] - best[0]:
            best = (start, i + 1)
    return s[best[0]:best[1]]
print([longest_unique(s) for s in ["abcabcbb", "bbbbb", "pwwkew", ""]])
prefix = [0]
for v in [4, -1, 2, 7, -3, 5]:
    prefix.append(prefix[-1] + v)
print(prefix, prefix[5] - prefix[2])
