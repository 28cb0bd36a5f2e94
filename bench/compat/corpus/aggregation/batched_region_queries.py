from collections import defaultdict

by_region = defaultdict(list)
for line in context.splitlines():
    if line.startswith("id="):
        region = line.split("region=")[1].split()[0]
        by_region[region].append(line)

pairs = [("\n".join(lines), f"What is the most common complaint in {reg}?")
         for reg, lines in sorted(by_region.items())]
results = rlm_query_batched(pairs)
for (ctx, q), res in zip(pairs, results):
    print(f"{len(ctx):6d} | {res}")

sizes = {reg: len(v) for reg, v in by_region.items()}
print(dict(sorted(sizes.items(), key=lambda kv: kv[1], reverse=True)))
avg_len = {reg: round(sum(map(len, v)) / len(v), 1) for reg, v in sorted(by_region.items())}
print(avg_len)
combined = llm_query("Merge region answers:\n" + "\n".join(results))
print(combined)
