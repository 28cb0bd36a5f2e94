import json
d = {"name": "alice", "n": 3, "ok": True, "none": None, "xs": [1, 2.5, "x"]}
print(json.dumps(d))
print(json.dumps([1, "two", {"a": []}]))
