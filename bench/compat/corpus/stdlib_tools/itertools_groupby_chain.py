import itertools as it
recs = []
for l in context.splitlines():
    if l.startswith("id="):
        f = dict(p.split("=", 1) for p in l.split(" msg=")[0].split())
        recs.append((f["user"], f["label"], float(f["amount"]), f["ts"][:7]))
recs.sort(key=lambda r: r[0])
for user, grp in it.groupby(recs, key=lambda r: r[0]):
    g = list(grp)
    print(f"{user:<6} {len(g):>3} {sum(x[2] for x in g):9.2f}")
runs = [(k, len(list(g))) for k, g in it.groupby(l.split()[2][6:] for l in context.splitlines() if l.startswith("id="))]
longest = max(runs, key=lambda kv: kv[1])
print("longest label run:", longest, "num runs:", len(runs))
print(list(it.chain([1, 2], (3, 4), "ab")), list(it.chain.from_iterable([[1], [2, 3]])))
print(list(it.islice(recs, 2, 4)))
print(list(it.accumulate([3, 1, 4, 1, 5])), list(it.accumulate([3, 1, 4, 1, 5], max)))
print(list(it.combinations("abcd", 2)), len(list(it.permutations(range(4), 3))))
print(list(it.product("ab", [0, 1])), list(it.repeat("x", 3)))
print(list(it.zip_longest("abc", [1], fillvalue="-")), list(it.compress("abcdef", [1, 0, 1, 0, 1, 1])))
print(list(it.takewhile(lambda x: x < 4, [1, 3, 5, 2])), list(it.dropwhile(lambda x: x < 4, [1, 3, 5, 2])))
print(list(it.starmap(pow, [(2, 3), (3, 2)])), list(it.pairwise("abcd")), list(it.islice(it.count(10, 5), 4)))
print(list(it.filterfalse(str.isdigit, "a1b2c3")), list(it.islice(it.cycle("xy"), 5)))
