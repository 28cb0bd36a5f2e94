from collections import defaultdict

groups = defaultdict(list)
for line in context.splitlines():
    if "region=" in line:
        region = line.split("region=")[1].split()[0]
        groups[region].append(line)

pairs = []
for region in sorted(groups):
    sub = "\n".join(groups[region])
    pairs.append((sub, f"Which user in {region} has the most refund requests?"))

results = rlm_query_batched(pairs)
for (sub, q), res in zip(pairs, results):
    print(f"[{len(sub):>5} chars] {res}")

# Ground truth computed directly
print("--- direct count ---")
for region in sorted(groups):
    counts = defaultdict(int)
    for l in groups[region]:
        if "refund requested" in l:
            counts[l.split("user=")[1].split()[0]] += 1
    best = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    print(region, best[:2])
