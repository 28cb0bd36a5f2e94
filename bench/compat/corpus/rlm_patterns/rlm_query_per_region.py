from collections import defaultdict

by_region = defaultdict(list)
for line in context.splitlines():
    if line.startswith("id="):
        region = line.split("region=")[1].split()[0]
        by_region[region].append(line)

pairs = []
for region in sorted(by_region):
    sub = "\n".join(by_region[region])
    pairs.append((sub, f"Which {region} records look fraudulent?"))
    print(f"{region}: {len(by_region[region])} records, {len(sub)} chars")

results = rlm_query_batched(pairs)
report = {region: res for region, res in zip(sorted(by_region), results)}
for region, res in report.items():
    print(f"- {region:8} => {res}")
single = rlm_query(context, "Overall fraud summary")
print(single)
print(len(report), all(r.startswith("rlm:") for r in report.values()))
