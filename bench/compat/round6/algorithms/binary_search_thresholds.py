import bisect

grades = [(90, "A"), (80, "B"), (70, "C"), (60, "D")]
cutoffs = sorted(g for g, _ in grades)
letters = ["F"] + [l for _, l in sorted(grades)]

def grade(score):
    return letters[bisect.bisect_right(cutoffs, score)]

scores = [55, 60, 69.9, 70, 85, 90, 100, 79.5]
for s in scores:
    print(f"{s:>6} -> {grade(s)}")

def first_true(lo, hi, pred):
    while lo < hi:
        mid = (lo + hi) // 2
        if pred(mid):
            hi = mid
        else:
            lo = mid + 1
    return lo

# smallest capacity that ships packages within D days
weights = [3, 2, 2, 4, 1, 4, 7, 3, 5]
def days_needed(cap):
    days, cur = 1, 0
    for w in weights:
        if cur + w > cap:
            days, cur = days + 1, 0
        cur += w
    return days

for d in (1, 3, 5, 9):
    cap = first_true(max(weights), sum(weights), lambda c: days_needed(c) <= d)
    print(f"days={d} capacity={cap}")

sorted_ts = [100, 105, 105, 110, 130, 150]
print(bisect.bisect_left(sorted_ts, 105), bisect.bisect_right(sorted_ts, 105))
bisect.insort(sorted_ts, 120)
print(sorted_ts)
