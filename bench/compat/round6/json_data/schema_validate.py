import json

schema = {"id": int, "name": str, "price": (int, float), "tags": list, "active": bool}
required = {"id", "name", "price"}
context = """[
 {"id": 1, "name": "lamp", "price": 19.99, "tags": ["home"], "active": true},
 {"id": "2", "name": "desk", "price": 120},
 {"id": 3, "price": 5},
 {"id": 4, "name": "pen", "price": "cheap", "active": 1},
 {"id": 5, "name": "cup", "price": 3, "color": "red"}
]"""

for rec in json.loads(context):
    problems = []
    for field in sorted(required - rec.keys()):
        problems.append(f"missing {field}")
    for k, v in rec.items():
        if k not in schema:
            problems.append(f"unknown field {k}")
        elif isinstance(v, bool) and schema[k] is not bool:
            problems.append(f"{k} is bool")
        elif not isinstance(v, schema[k]):
            want = schema[k].__name__ if isinstance(schema[k], type) else "/".join(t.__name__ for t in schema[k])
            problems.append(f"{k} should be {want}, got {type(v).__name__}")
    print(rec.get("id"), "valid" if not problems else problems)
