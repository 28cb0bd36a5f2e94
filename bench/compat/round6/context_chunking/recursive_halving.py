context = " ".join(f"w{i}" for i in range(300))
calls = []

def process(text, depth=0, limit=250):
    calls.append((depth, len(text)))
    if len(text) <= limit:
        return [text.split()[0] + ".." + text.split()[-1]]
    mid = len(text) // 2
    cut = text.rfind(" ", 0, mid)
    if cut == -1:
        cut = mid
    return process(text[:cut], depth + 1, limit) + process(text[cut + 1:], depth + 1, limit)

leaves = process(context)
print(len(leaves), "leaves")
print(leaves)
print("max depth:", max(d for d, _ in calls), "calls:", len(calls))
for d in range(max(d for d, _ in calls) + 1):
    sizes = [n for dd, n in calls if dd == d]
    print(f"depth {d}: {len(sizes)} pieces, avg {sum(sizes) / len(sizes):.1f} chars")
