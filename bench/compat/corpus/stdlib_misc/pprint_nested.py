from pprint import pprint, pformat

summary = {}
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    kv = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
    u = summary.setdefault(kv["user"], {"n": 0, "regions": {}, "max": 0.0, "ids": []})
    u["n"] += 1
    u["regions"][kv["region"]] = u["regions"].get(kv["region"], 0) + 1
    u["max"] = max(u["max"], float(kv["amount"]))
    if len(u["ids"]) < 12:
        u["ids"].append(int(kv["id"]))

pprint(summary["alice"])
pprint(summary["bob"], width=40)
pprint({k: summary[k]["n"] for k in summary})
pprint({k: summary[k]["n"] for k in summary}, sort_dicts=False)
text = pformat(summary, depth=2, compact=True)
print(text[:300])
print(text.count("\n"), "newlines")
pprint(list(range(30)), compact=True, width=50)
pprint(("a" * 30, ["b" * 25, {"c": "d" * 20}]), indent=2, width=30)
pprint(context.splitlines()[24])
pprint([context.splitlines()[0]], width=60)
