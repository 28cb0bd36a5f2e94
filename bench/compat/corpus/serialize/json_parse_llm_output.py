import json, re
raw = 'Sure! Here is the result:\n```json\n{"answer": "spam", "confidence": 0.87, "ids": [4, 8, 9]}\n```\nLet me know.'
m = re.search(r"```(?:json)?\s*(\{.*?\})\s*```", raw, re.S)
obj = json.loads(m.group(1))
print(obj["answer"], obj["confidence"], sum(obj["ids"]))
bad = '{"a": 1,}'
try:
    json.loads(bad)
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e.msg, e.lineno, e.colno)
print(json.loads("[1, 2]"), json.loads('"str"'), json.loads("3.5"), json.loads("null"))
