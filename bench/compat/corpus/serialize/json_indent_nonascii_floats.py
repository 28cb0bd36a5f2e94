import json
data = {"name": "Zoë", "emoji": "✓", "vals": [1.0, 2.50, 1e-7, 123456789.123, -0.0], "nested": {"empty": [], "obj": {}}}
print(json.dumps(data, indent=4))
print(json.dumps(data, ensure_ascii=False, indent="\t")[:40])
print(json.dumps([], indent=2), json.dumps({}, indent=2), json.dumps([[]], indent=2))
