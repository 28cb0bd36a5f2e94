import json
old = json.loads('{"name": "svc", "replicas": 2, "env": {"LOG": "info", "DB": "pg"}, "ports": [80, 443], "debug": true}')
new = json.loads('{"name": "svc", "replicas": 3, "env": {"LOG": "debug", "CACHE": "redis"}, "ports": [80, 443]}')

def diff(a, b, path=""):
    out = []
    for k in sorted(set(a) | set(b)):
        p = f"{path}.{k}" if path else k
        if k not in b:
            out.append(("-", p, a[k]))
        elif k not in a:
            out.append(("+", p, b[k]))
        elif isinstance(a[k], dict) and isinstance(b[k], dict):
            out.extend(diff(a[k], b[k], p))
        elif a[k] != b[k]:
            out.append(("~", p, f"{json.dumps(a[k])} -> {json.dumps(b[k])}"))
    return out

for op, path, val in diff(old, new):
    print(op, path, val if isinstance(val, str) else json.dumps(val))
