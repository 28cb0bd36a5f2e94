def validate(record):
    problems = []
    if not record.get("id"):
        problems.append(KeyError("id"))
    if not isinstance(record.get("qty"), int):
        problems.append(TypeError(f"qty must be int, got {type(record.get('qty')).__name__}"))
    elif record["qty"] < 0:
        problems.append(ValueError(f"qty {record['qty']} is negative"))
    if problems:
        raise ExceptionGroup(f"record {record.get('id', '?')} invalid", problems)

records = [{"id": "a", "qty": 3}, {"id": "", "qty": "2"}, {"id": "c", "qty": -1}, {"qty": 5}]
for r in records:
    try:
        validate(r)
        print("ok", r)
    except* KeyError as eg:
        print("missing keys:", [str(e) for e in eg.exceptions])
    except* (TypeError, ValueError) as eg:
        print(eg.message, "->", [f"{type(e).__name__}: {e}" for e in eg.exceptions])

eg = ExceptionGroup("many", [ValueError(1), TypeError(2), ValueError(3)])
vals, rest = eg.split(ValueError)
print(len(vals.exceptions), len(rest.exceptions), rest.exceptions[0])
print(eg.subgroup(lambda e: isinstance(e, TypeError)).exceptions)
