from collections import defaultdict, OrderedDict
groups = defaultdict(list)
nested = defaultdict(lambda: defaultdict(float))
for l in context.splitlines():
    if not l.startswith("id="):
        continue
    f = dict(p.split("=", 1) for p in l.split(" msg=")[0].split())
    groups[f["region"]].append(int(f["id"]))
    nested[f["region"]][f["label"]] += float(f["amount"])
for region, ids in sorted(groups.items()):
    print(region, len(ids), ids[:6])
for region in sorted(nested):
    inner = {k: round(v, 2) for k, v in sorted(nested[region].items())}
    print(region, inner)
print(type(groups).__name__, groups.default_factory.__name__, "missing" in groups)
_ = groups["missing"]
print("missing" in groups, groups["missing"])
counts = defaultdict(int)
for ch in "hello world":
    counts[ch] += 1
print(dict(counts))
od = OrderedDict()
for r in ["eu", "apac", "us-east"]:
    od[r] = len(groups[r])
od.move_to_end("eu")
print(od, list(od), od.popitem(last=False))
