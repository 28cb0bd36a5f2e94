import json

lines = context.splitlines()
parsed, errors = [], []
for n, line in enumerate(lines, 1):
    try:
        if line.startswith("NOTE"):
            raise ValueError(f"line {n}: not a record")
        fields = dict(tok.split("=", 1) for tok in line.split(" msg=")[0].split())
        parsed.append({"id": int(fields["id"]), "amount": float(fields["amount"])})
    except ValueError as e:
        errors.append(str(e))
    except KeyError as e:
        errors.append(f"missing {e}")
print(len(parsed), len(errors), errors[:2])
def risky(x):
    try:
        return 10 / x
    except ZeroDivisionError as e:
        return f"div: {e}"
    finally:
        print("  checked", x)
print(risky(4), risky(0))
for bad in ['{"a": 1', "[1, 2,]", '{"a": NaN}']:
    try:
        print(json.loads(bad))
    except json.JSONDecodeError as e:
        print(type(e).__name__, e.msg, e.pos)
tests = [lambda: [][1], lambda: {}["k"], lambda: int("x"), lambda: None + 1, lambda: "a" * "b", lambda: undefined_name]
for t in tests:
    try:
        t()
    except Exception as e:
        print(type(e).__name__, "|", e)
try:
    raise RuntimeError("outer") from KeyError("inner")
except RuntimeError as e:
    print(e, repr(e.__cause__), isinstance(e, Exception))
print(json.dumps({"ok": len(parsed), "errs": len(errors), "rate": round(len(errors) / len(lines), 3)}))
raise LookupError("deliberate: no record with id 999")
