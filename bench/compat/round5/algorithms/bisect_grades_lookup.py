import bisect
breakpoints = [60, 70, 80, 90]
grades = "FDCBA"
def grade(score):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 60, 69, 70, 89, 90, 100]])
sorted_ids = [3, 8, 15, 23, 42, 57, 91]
def contains(xs, x):
    i = bisect.bisect_left(xs, x)
    return i < len(xs) and xs[i] == x
print([contains(sorted_ids, x) for x in (3, 4, 42, 100)])
print(bisect.bisect_left(sorted_ids, 23), bisect.bisect_right(sorted_ids, 23), bisect.bisect(sorted_ids, 0))
lo, hi = bisect.bisect_left(sorted_ids, 10), bisect.bisect_right(sorted_ids, 50)
print("in [10, 50]:", sorted_ids[lo:hi])
events = [(1, "boot"), (5, "login"), (9, "query"), (14, "logout")]
times = [t for t, _ in events]
print(events[bisect.bisect_right(times, 10) - 1])
bisect.insort(sorted_ids, 20)
print(sorted_ids, bisect.bisect_left([1, 2, 3], 2, key=None))
