import json
blob = json.loads('{"a": {"b": {"c": [10, 20, 30]}}}')
print(blob["a"]["b"]["c"][-1], list(blob["a"].keys()), blob.get("z", "missing"))
