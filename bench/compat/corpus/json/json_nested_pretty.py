import json
data = {"users": [{"name": "a", "tags": ["x", "y"], "score": 1.5}, {"name": "b", "tags": [], "score": None}]}
s = json.dumps(data, indent=2)
print(s)
print(json.loads(s) == data)
