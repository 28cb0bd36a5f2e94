lens = [len(l) for l in context.splitlines()]
print("min", min(lens), "max", max(lens), "avg", round(sum(lens) / len(lens), 2))
longest = max(range(len(lens)), key=lens.__getitem__)
print("longest line index:", longest)
width_hist = {}
for n in lens:
    b = n // 10 * 10
    width_hist[b] = width_hist.get(b, 0) + 1
print(sorted(width_hist.items()))
