import json
d = {"b": [1, 2], "a": {"x": 1.0, "y": None}, "c": "é"}
print(json.dumps(d, indent=2))
print(json.dumps(d, sort_keys=True))
