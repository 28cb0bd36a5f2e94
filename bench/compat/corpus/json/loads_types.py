import json
for s in ['1', '1.5', '"s"', 'true', 'null', '[1, [2]]', '{"a": {"b": 1}}', '1e3', '-0.0']:
    v = json.loads(s)
    print(s, type(v).__name__, v)
