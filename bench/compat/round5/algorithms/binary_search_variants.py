def first_true(lo, hi, pred):
    while lo < hi:
        mid = (lo + hi) // 2
        if pred(mid):
            hi = mid
        else:
            lo = mid + 1
    return lo
nums = [1, 3, 3, 3, 5, 8, 13, 21]
print(first_true(0, len(nums), lambda i: nums[i] >= 3), first_true(0, len(nums), lambda i: nums[i] > 3))
print(first_true(0, 10 ** 6, lambda x: x * x >= 200000))
def search_rotated(a, t):
    lo, hi = 0, len(a) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if a[mid] == t:
            return mid
        if a[lo] <= a[mid]:
            if a[lo] <= t < a[mid]:
                hi = mid - 1
            else:
                lo = mid + 1
        else:
            if a[mid] < t <= a[hi]:
                lo = mid + 1
            else:
                hi = mid - 1
    return -1
rot = [15, 18, 22, 3, 6, 9, 11]
print([search_rotated(rot, t) for t in (6, 15, 11, 7)])
pages = [120, 80, 200, 150, 90, 60]
def can_split(limit, k=3):
    parts, cur = 1, 0
    for p in pages:
        if cur + p > limit:
            parts, cur = parts + 1, 0
        cur += p
    return parts <= k
print("min max-load:", first_true(max(pages), sum(pages), can_split))
