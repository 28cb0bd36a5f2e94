def validate(rec):
    errs = []
    if not rec.get("name"):
        errs.append(ValueError("name is empty"))
    if not isinstance(rec.get("age"), int):
        errs.append(TypeError(f"age must be int, got {type(rec.get('age')).__name__}"))
    if "id" not in rec:
        errs.append(KeyError("id"))
    if errs:
        raise ExceptionGroup(f"record {rec.get('id', '?')} invalid", errs)
    return True

for rec in [{"id": 1, "name": "a", "age": 3}, {"id": 2, "name": "", "age": "x"}, {"name": "b", "age": 1.5}]:
    try:
        validate(rec)
        print("valid", rec)
    except* ValueError as eg:
        print("value errors:", [str(e) for e in eg.exceptions])
    except* TypeError as eg:
        print("type errors:", [str(e) for e in eg.exceptions], "| group msg:", eg.message)
    except* KeyError as eg:
        print("key errors:", [repr(e) for e in eg.exceptions])
