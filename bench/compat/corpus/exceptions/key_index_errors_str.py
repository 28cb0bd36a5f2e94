records = {}
for line in context.splitlines():
    if line.startswith("id="):
        kv = dict(t.split("=", 1) for t in line.split()[:6])
        records[int(kv["id"])] = kv

probes = [1, 25, 50, 199, 500]
for rid in probes:
    try:
        r = records[rid]
        print(rid, r["user"], r["amount"])
    except KeyError as e:
        print("KeyError:", e, repr(e), e.args)

users = sorted({r["user"] for r in records.values()})
for idx in (0, 5, 6, -7):
    try:
        print(idx, users[idx])
    except IndexError as e:
        print("IndexError:", str(e))

try:
    records[1]["missing_field"]
except KeyError as e:
    print(f"missing: {e!s} / {e.args[0]}")
try:
    {}.popitem()
except KeyError as e:
    print("popitem:", e)
try:
    [].pop()
except IndexError as e:
    print("pop:", e)
try:
    "abc".index("z")
except ValueError as e:
    print("index:", e)
