import json
src = '{"n": 1, "f": 1.0, "e": 1e3, "big": 12345678901234567890, "s": "a\\u00e9\\n", "l": [], "o": {}, "t": true, "z": null}'
obj = json.loads(src)
print(obj)
print({k: type(v).__name__ for k, v in obj.items()})
back = json.dumps(obj)
print(back)
print(json.loads(back) == obj, json.dumps(1e16), json.dumps(0.1 + 0.2), json.dumps(float("inf")))
print(json.dumps({1: "a", 2.5: "b", True: "c", None: "d"}))
