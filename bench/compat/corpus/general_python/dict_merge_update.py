defaults = {"min_amount": 0.0, "labels": ["spam", "ham"], "region": None, "limit": 5}
overrides = {"min_amount": 50.0, "region": "eu"}
cfg = {**defaults, **overrides}
print(cfg)
cfg2 = defaults | {"limit": 3}
print(cfg2)
cfg2 |= {"region": "apac"}
print(cfg2["region"], defaults["region"])
picked = []
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    f = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
    if cfg["region"] and f["region"] != cfg["region"]:
        continue
    if float(f["amount"]) < cfg["min_amount"] or f["label"] not in cfg["labels"]:
        continue
    picked.append(f)
print(len(picked), [p["id"] for p in picked[:cfg["limit"]]])
d = dict.fromkeys(["a", "b", "c"], 0)
d.update(b=2, c=3)
d.update([("d", 4)])
print(d, d.pop("a"), d.pop("zz", "missing"), d.popitem(), d)
print(d.setdefault("e", 9), d, list(d.keys()), list(d.values()))
inv = {v: k for k, v in d.items()}
print(inv, "b" in d, 2 in d.values())
del d["b"]
print(d, d.get("b"), d.get("b", -1))
