import bisect
def grade(score, breakpoints=(60, 70, 80, 90), grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100, 60, 59]])
xs = []
for v in [5, 1, 4, 4, 2, 8]:
    bisect.insort(xs, v)
print(xs, bisect.bisect_left(xs, 4), bisect.bisect_right(xs, 4))
words = sorted(["pear", "apple", "fig", "kiwi"])
i = bisect.bisect_left(words, "grape")
print(words, i, words[i])
print(bisect.bisect_left([1, 3, 5], 10), bisect.bisect([], 1))
