import json

print(json.dumps([None, True, False, 1.0, 1e100, -0.0, 3, "x"]))
print(json.dumps(float("inf")), json.dumps(float("nan")), json.dumps(-float("inf")))
try:
    json.dumps(float("nan"), allow_nan=False)
except ValueError as e:
    print("ValueError", e)
print(json.dumps("café ✓ \u2028 \n \t \" \\"))
print(json.dumps("café ✓", ensure_ascii=False))
print(json.dumps("😀"))
print(json.dumps({1: "int key", 2.5: "float", True: "bool", None: "none"}))
print(json.dumps((1, 2)), json.dumps([]), json.dumps({}), json.dumps(""))
print(json.loads('"\\ud83d\\ude00"'), json.loads("[1, 2.0, -3e2, null]"))
print(json.loads('{"a": 1, "a": 2}'))
print(repr(json.loads("NaN")), json.loads("Infinity"), json.loads(' "  spaced" '))
print(json.dumps({"k": [1, [2, [3, []]]]}, indent=1))
print(json.dumps([1, {}], indent=2))
