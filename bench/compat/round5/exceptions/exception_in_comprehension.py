raw = ["10", "20", "x", "40", None, "5.5", "60"]

def try_int(v):
    try:
        return int(v), None
    except (ValueError, TypeError) as e:
        return None, f"{v!r}: {type(e).__name__}"

pairs = [try_int(v) for v in raw]
values = [v for v, err in pairs if err is None]
errors = [err for _, err in pairs if err]
print(values, sum(values))
print(errors)
try:
    total = sum(int(v) for v in raw)
except ValueError as e:
    print("generator failed:", e)
def first_error(items):
    for i, v in enumerate(items):
        try:
            int(v)
        except Exception as e:
            return i, type(e).__name__
    return None
print(first_error(raw), first_error(["1", "2"]))
