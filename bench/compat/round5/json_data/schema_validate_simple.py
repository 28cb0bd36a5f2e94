import json
schema = {"id": int, "name": str, "email": str, "age": (int, type(None)), "roles": list}
raw = """[
 {"id": 1, "name": "Ann", "email": "ann@x.io", "age": 34, "roles": ["admin"]},
 {"id": "2", "name": "Bob", "email": "bob@x.io", "age": null, "roles": []},
 {"id": 3, "name": "Cy", "age": 19, "roles": "user"},
 {"id": 4, "name": "Di", "email": "di@x.io", "age": 41.5, "roles": [], "extra": 1}
]"""
for rec in json.loads(raw):
    errors = []
    for field, typ in schema.items():
        if field not in rec:
            errors.append(f"missing {field}")
        elif not isinstance(rec[field], typ):
            errors.append(f"{field}: expected {typ.__name__ if isinstance(typ, type) else '/'.join(t.__name__ for t in typ)}, got {type(rec[field]).__name__}")
    extra = sorted(set(rec) - set(schema))
    if extra:
        errors.append(f"unexpected {extra}")
    print(rec.get("id"), "OK" if not errors else "; ".join(errors))
