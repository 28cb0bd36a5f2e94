import json

context = json.dumps({
    "a": [1, 2, {"b": None, "c": [True, "x"]}],
    "d": {"e": {"f": {"g": 1.5}}},
    "h": "",
    "i": [],
})

def walk(node, depth=0, stats=None):
    stats = stats if stats is not None else {"max_depth": 0, "types": {}}
    stats["max_depth"] = max(stats["max_depth"], depth)
    name = type(node).__name__
    stats["types"][name] = stats["types"].get(name, 0) + 1
    if isinstance(node, dict):
        for v in node.values():
            walk(v, depth + 1, stats)
    elif isinstance(node, list):
        for v in node:
            walk(v, depth + 1, stats)
    return stats

s = walk(json.loads(context))
print(s["max_depth"], dict(sorted(s["types"].items())))
print(len(context), context[:40])
