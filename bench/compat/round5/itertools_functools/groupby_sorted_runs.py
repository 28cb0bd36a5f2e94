from itertools import groupby
from operator import itemgetter
events = [("2024-01-01", "login"), ("2024-01-01", "view"), ("2024-01-02", "view"), ("2024-01-01", "logout"), ("2024-01-03", "login")]
for day, grp in groupby(sorted(events), key=itemgetter(0)):
    acts = [a for _, a in grp]
    print(day, len(acts), acts)
s = "aaabccddddde"
print([(k, len(list(g))) for k, g in groupby(s)])
print("".join(f"{k}{len(list(g))}" for k, g in groupby(s)))
nums = [1, 2, 3, 7, 8, 10, 11, 12, 13, 20]
ranges = []
for _, g in groupby(enumerate(nums), key=lambda t: t[1] - t[0]):
    run = [v for _, v in g]
    ranges.append(f"{run[0]}-{run[-1]}" if len(run) > 1 else str(run[0]))
print(", ".join(ranges))
