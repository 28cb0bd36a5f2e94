from itertools import starmap, cycle, islice, repeat, count, tee, pairwise

pairs = [(2, 5), (3, 2), (10, 3)]
print(list(starmap(pow, pairs)))
print(list(starmap(divmod, [(17, 5), (-17, 5), (17, -5)])))
workers = cycle(["w1", "w2", "w3"])
lines = [l for l in context.splitlines() if l.startswith("id=")][:8]
assignment = {}
for line, w in zip(lines, workers):
    assignment.setdefault(w, []).append(int(line.split()[0][3:]))
print(assignment)
print(list(islice(cycle("AB"), 5)))
print(list(repeat("x", 3)), list(zip(count(), "abc")))
a, b = tee(range(5))
print(list(a), sum(b))
ts = [l.split("ts=")[1].split()[0] for l in lines]
gaps = [(x[:10], y[:10], x < y) for x, y in pairwise(ts)]
for g in gaps[:4]:
    print(g)
print(list(starmap(lambda u, n: f"{u}:{n}", [("a", 1), ("b", 2)])))
print(list(map(pow, [2, 3], repeat(2))))
