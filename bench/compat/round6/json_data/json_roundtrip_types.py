import json

value = {"int": 1, "float": 2.5, "big": 10**20, "neg": -0.0, "tuple": (1, 2), "none": None,
         "bool": [True, False], "nested": {"k": [{"x": []}]}, "unicode": "é✓", 3: "int key", "esc": "a\"b\\c\n\t"}
text = json.dumps(value)
print(text)
back = json.loads(text)
print(back["tuple"], back["3"], type(back["big"]).__name__, back["neg"])
print(back == value, sorted(back) == sorted(str(k) for k in value))
print(json.dumps("\u0000\u001f\u007f"), json.loads('"\\u00e9\\ud83d\\ude00"'))
print(json.loads("1e400"), json.loads("-1e-400"), json.loads(" [ ] "), json.loads("123.0"))
try:
    json.dumps({"s": {1, 2}})
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps({(1, 2): "x"})
except TypeError as e:
    print("TypeError:", e)
print(json.dumps(float("inf")), json.dumps({"a": 1}, indent="--"))
