import pprint
from collections import defaultdict

tree = defaultdict(lambda: defaultdict(lambda: defaultdict(float)))
for line in context.splitlines():
    if line.startswith("id="):
        kv = dict(t.split("=", 1) for t in line.split(" msg=")[0].split())
        tree[kv["region"]][kv["user"]][kv["label"]] += float(kv["amount"])

plain = {r: {u: {l: round(a, 2) for l, a in sorted(labs.items())} for u, labs in sorted(us.items())}
         for r, us in sorted(tree.items())}
pprint.pprint(plain["eu"], width=70)
pprint.pprint({"apac": {u: sum(v.values()) > 150 for u, v in plain["apac"].items()}}, compact=True)
print(pprint.pformat(list(range(30)), width=40, compact=True))

def walk(node, prefix=""):
    for key, val in node.items():
        if isinstance(val, dict):
            print(f"{prefix}{key}/")
            walk(val, prefix + "    ")
        else:
            print(f"{prefix}{key}: {val:.2f}")

walk({"us-west": plain["us-west"]["alice"], "apac": {"dave": plain["apac"]["dave"]}})
