import json
data = {"name": "Zoë", "values": [1, 2.5, None, True], "nested": {"b": 1, "a": [{}, []]}, "emoji": "☃"}
print(json.dumps(data))
print(json.dumps(data, ensure_ascii=False))
print(json.dumps(data, sort_keys=True, separators=(",", ":")))
print(json.dumps(data, indent=4, sort_keys=True, ensure_ascii=False))
print(json.dumps([1, [2, [3]]], indent=1))
print(json.dumps("line1\nline2\t\"quoted\""))
print(json.dumps({"x": 1e20, "y": 1.0, "z": -0.0, "w": 123456789012345678}))
print(json.dumps((1, 2)), json.dumps({1: "int key", True: "bool"}))
