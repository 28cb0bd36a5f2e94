import json
vals = [0, -1, 2**53 + 1, 10**30, 1.0, 1.25e-5, 123456.789, 1e16, 1.5e300, 0.1]
s = json.dumps(vals)
print(s)
back = json.loads(s)
print(back == vals, [type(v).__name__ for v in back])
print(json.loads("12345678901234567890123"), json.loads("1.7976931348623157e308"))
print(json.loads("1e400"), json.loads("-1e400"))
try:
    json.dumps(float("nan"), allow_nan=False)
except ValueError as e:
    print("ValueError:", e)
print(json.dumps([float("inf"), float("nan")]))
