amounts = [float(l.split()[3][7:]) for l in context.splitlines() if l.startswith("id=")]
mean = sum(amounts) / len(amounts)
dev = [a - mean for a in amounts]

def kadane(vals):
    best = cur = vals[0]
    start = best_start = best_end = 0
    for i in range(1, len(vals)):
        if cur + vals[i] < vals[i]:
            cur = vals[i]
            start = i
        else:
            cur += vals[i]
        if cur > best:
            best, best_start, best_end = cur, start, i
    return best, best_start, best_end

best, s, e = kadane(dev)
print(f"hottest stretch: records {s}..{e} ({e - s + 1} long), excess {best:.3f}")
print(f"stretch mean {sum(amounts[s:e + 1]) / (e - s + 1):.3f} vs overall {mean:.3f}")
worst, s2, e2 = kadane([-d for d in dev])
print(f"coldest stretch: {s2}..{e2}, deficit {worst:.3f}")
print(kadane([-3, -1, -2]), kadane([2, -1, 2, -5, 4]), kadane([5]))

prefix = [0.0]
for d in dev:
    prefix.append(prefix[-1] + d)
brute = max((prefix[j] - prefix[i], i, j - 1) for i in range(len(dev)) for j in range(i + 1, len(dev) + 1))
print("brute force agrees:", abs(brute[0] - best) < 1e-9, brute[1:] == (s, e))
