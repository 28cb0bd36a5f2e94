import json

old = json.loads('{"name": "svc", "replicas": 2, "env": {"LOG": "info", "TZ": "UTC"}, "ports": [80], "beta": true}')
new = json.loads('{"name": "svc", "replicas": 3, "env": {"LOG": "debug", "REGION": "eu"}, "ports": [80, 443]}')

def diff(a, b, path=""):
    changes = []
    for k in sorted(a.keys() | b.keys()):
        p = f"{path}/{k}"
        if k not in b:
            changes.append(("removed", p, a[k], None))
        elif k not in a:
            changes.append(("added", p, None, b[k]))
        elif isinstance(a[k], dict) and isinstance(b[k], dict):
            changes += diff(a[k], b[k], p)
        elif a[k] != b[k]:
            changes.append(("changed", p, a[k], b[k]))
    return changes

for kind, path, before, after in diff(old, new):
    print(f"{kind:<8} {path:<12} {json.dumps(before):>8} -> {json.dumps(after)}")
print(json.dumps(diff(old, new)[:2]))
