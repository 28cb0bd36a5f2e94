import json
data = {"user": {"id": 7, "profile": {"name": "Eve", "langs": ["py", "go"]}}, "active": True, "meta": {}}

def flatten(obj, prefix=""):
    flat = {}
    if isinstance(obj, dict):
        if not obj and prefix:
            flat[prefix] = {}
        for k, v in obj.items():
            flat.update(flatten(v, f"{prefix}.{k}" if prefix else k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            flat.update(flatten(v, f"{prefix}[{i}]"))
    else:
        flat[prefix] = obj
    return flat

flat = flatten(data)
for k, v in flat.items():
    print(f"{k} = {v!r}")

def unflatten_simple(flat):
    out = {}
    for key, v in flat.items():
        if "[" in key:
            continue
        parts = key.split(".")
        d = out
        for p in parts[:-1]:
            d = d.setdefault(p, {})
        d[parts[-1]] = v
    return out
print(json.dumps(unflatten_simple(flat), sort_keys=True))
