import json
import re

doc = json.loads("""{
  "service": {"name": "api", "replicas": 3,
    "containers": [
      {"name": "web", "ports": [80, 443], "env": {"MODE": "prod"}},
      {"name": "sidecar", "ports": [], "env": {}}
    ]},
  "labels": {"team": "core", "tier": null}
}""")

def get(obj, path, default=None):
    for part in re.findall(r"[^.\[\]]+|\[\d+\]", path):
        try:
            if part.startswith("["):
                obj = obj[int(part[1:-1])]
            else:
                obj = obj[part]
        except (KeyError, IndexError, TypeError):
            return default
    return obj

for p in ["service.name", "service.containers[0].ports[1]", "service.containers[1].env.MODE",
          "service.containers[5].name", "labels.tier", "labels.team.x", "service.replicas"]:
    print(f"{p:<34} -> {get(doc, p, '<missing>')!r}")

def paths(obj, prefix=""):
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from paths(v, f"{prefix}.{k}" if prefix else k)
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from paths(v, f"{prefix}[{i}]")
    else:
        yield prefix, obj
for p, v in paths(doc):
    print(p, "=", json.dumps(v))
