def convert(tok):
    key, _, val = tok.partition("=")
    if not val:
        raise LookupError(f"no value for {key!r}")
    if key == "amount":
        return float(val)
    if key == "id":
        return int(val)
    if key == "ts":
        y, m, d = val[:10].split("-")
        return (int(y), int(m), int(d))
    return val

samples = ["amount=12.5", "id=x7", "ts=2024-13", "region=", "user=alice", "ts=2024-02-10T10:10", "amount=1e3", "id=", "amount=nan"]
for s in samples:
    try:
        v = convert(s)
    except (ValueError, TypeError) as e:
        print(f"{s:22} value/type error: {e}")
    except LookupError as e:
        print(f"{s:22} lookup: {e}")
    else:
        print(f"{s:22} -> {v!r}")

first_line = context.splitlines()[0]
parsed = {}
for tok in first_line.split()[:6]:
    try:
        parsed[tok.split("=")[0]] = convert(tok)
    except Exception as e:
        parsed[tok] = f"ERR {type(e).__name__}"
print(parsed)
