import json
print(json.dumps({1: "a", 2: "b"}))
print(json.dumps({"t": (1, 2)}))
