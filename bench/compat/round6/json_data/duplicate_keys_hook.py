import json

def strict_pairs(pairs):
    seen = {}
    dups = []
    for k, v in pairs:
        if k in seen:
            dups.append(k)
        seen[k] = v
    if dups:
        seen["__duplicates__"] = dups
    return seen

context = '{"name": "svc", "port": 80, "port": 8080, "env": {"A": 1, "A": 2, "B": 3}}'
print(json.loads(context))
print(json.loads(context, object_pairs_hook=strict_pairs))
print(json.loads(context, object_pairs_hook=list))
from collections import OrderedDict
od = json.loads('{"z": 1, "a": 2}', object_pairs_hook=OrderedDict)
print(type(od).__name__, list(od))
