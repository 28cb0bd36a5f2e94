intervals = [(1, 3), (2, 6), (8, 10), (15, 18), (17, 20), (6, 7), (21, 21)]
def merge(iv):
    out = []
    for s, e in sorted(iv):
        if out and s <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], e))
        else:
            out.append((s, e))
    return out
m = merge(intervals)
print(m, sum(e - s for s, e in m))
def gaps(merged, lo, hi):
    res, cur = [], lo
    for s, e in merged:
        if s > cur:
            res.append((cur, s))
        cur = max(cur, e)
    if cur < hi:
        res.append((cur, hi))
    return res
print(gaps(m, 0, 25))
def max_overlap(iv):
    events = sorted([(s, 1) for s, _ in iv] + [(e, -1) for _, e in iv], key=lambda t: (t[0], t[1]))
    cur = best = 0
    for _, d in events:
        cur += d
        best = max(best, cur)
    return best
print(max_overlap(intervals))
