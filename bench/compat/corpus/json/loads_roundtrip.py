import json
s = '{"users": [{"name": "bob", "age": 30}, {"name": "eve", "age": 25.5}], "ok": false, "x": null}'
d = json.loads(s)
print(d["users"][1]["name"], d["users"][1]["age"], d["ok"], d["x"])
print(json.dumps(d) == s)
