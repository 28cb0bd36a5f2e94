import json
import re

first = re.search(r'id=(\d+) user=(\w+) label=(\w+) amount=([\d.]+) ts=(\S+) region=(\S+) msg="([^"]*)"', context)
rec = dict(zip(["id", "user", "label", "amount", "ts", "region", "msg"], first.groups()))
rec["id"] = int(rec["id"])
rec["amount"] = float(rec["amount"])
rec["tags"] = ("late", "order")
rec["meta"] = {"verified": False, "score": None, "ratio": 1 / 3, "big": 10**20, "neg": -0.0}

s = json.dumps(rec)
print(s)
print(json.dumps(rec, indent=4, sort_keys=True)[:160])
back = json.loads(s)
print(back == rec, type(back["tags"]).__name__, back["meta"]["ratio"])
print(json.dumps("naïve “quotes” \n tab\t"), json.dumps("naïve", ensure_ascii=False))
print(json.dumps([1.0, 2.5e-7, 1e16, float("inf")]))
try:
    json.dumps({"s": {1, 2}})
except TypeError as e:
    print("TypeError:", e)
try:
    json.loads('{"a": 1,}')
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e.msg, e.pos)
print(json.dumps({1: "int key", "x": [], "y": {}}, indent=1))
