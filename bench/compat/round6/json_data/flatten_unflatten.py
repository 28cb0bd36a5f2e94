import json

nested = {"db": {"host": "h", "port": 5432, "pool": {"min": 1, "max": 10}}, "debug": False, "hosts": ["a", "b"]}

def flatten(d, parent=""):
    out = {}
    for k, v in d.items():
        key = f"{parent}.{k}" if parent else k
        if isinstance(v, dict) and v:
            out.update(flatten(v, key))
        else:
            out[key] = v
    return out

def unflatten(flat):
    root = {}
    for key, v in flat.items():
        node = root
        *parents, leaf = key.split(".")
        for p in parents:
            node = node.setdefault(p, {})
        node[leaf] = v
    return root

flat = flatten(nested)
for k, v in flat.items():
    print(f"{k:<12} = {json.dumps(v)}")
print(unflatten(flat) == nested)
env = {k.upper().replace(".", "_"): str(v) for k, v in flat.items()}
print(env)
