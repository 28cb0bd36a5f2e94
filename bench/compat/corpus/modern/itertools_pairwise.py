from itertools import pairwise, accumulate, groupby, islice, chain, starmap
import operator

rows = []
for line in context.splitlines():
    if line.startswith("id="):
        p = line.split()
        rows.append((int(p[0][3:]), p[1][5:], float(p[3][7:])))

amounts = [a for _, _, a in rows]
deltas = [round(b - a, 2) for a, b in pairwise(amounts[:8])]
print(deltas)
print(list(pairwise("abcd")), list(pairwise([1])))
gaps = [(a[0], b[0]) for a, b in pairwise(rows) if b[0] - a[0] > 1]
print(gaps)
run = list(accumulate(amounts[:6], operator.add, initial=0))
print([round(x, 2) for x in run])
print(list(accumulate([3, 1, 4, 1, 5, 9, 2], max)))
users = [u for _, u, _ in rows[:30]]
streaks = [(k, len(list(g))) for k, g in groupby(users)]
print([s for s in streaks if s[1] > 1])
print(list(islice(chain.from_iterable(pairwise(range(5))), 6)))
print(list(starmap(pow, [(2, 5), (3, 2)])))
