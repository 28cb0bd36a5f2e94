import json
original = {"int": 1, "float": 1.5, "tuple": (1, 2), "none": None, "nested": {"k": [True, False]}, "big": 2**64, "neg": -7}
text = json.dumps(original)
back = json.loads(text)
print(text)
for k in original:
    same = original[k] == back[k]
    print(f"{k:<7} {type(original[k]).__name__:<6} -> {type(back[k]).__name__:<6} equal={same}")
print(json.dumps(3.0), json.dumps(0.1 + 0.2), json.dumps(1/3), json.dumps(1e-7), json.dumps(100.0 ** 10))
print(repr(json.loads("1.0")), repr(json.loads("1E2")), repr(json.loads("-0")))
