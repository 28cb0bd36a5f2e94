stats = {"calls": 0}
def work(x):
    stats["calls"] += 1
    return x * 2
res = list(map(work, range(5)))
print(res, stats)
