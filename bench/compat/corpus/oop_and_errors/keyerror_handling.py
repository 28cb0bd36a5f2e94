rows = []
for line in context.splitlines():
    if line.startswith("id="):
        rows.append(dict(p.split("=", 1) for p in line.split(" msg=")[0].split()))

rates = {"us-west": 1.0, "us-east": 1.0, "eu": 1.08}
converted, missing = 0.0, {}
for r in rows:
    try:
        converted += float(r["amount"]) * rates[r["region"]]
    except KeyError as e:
        missing[e.args[0]] = missing.get(e.args[0], 0) + 1

print(f"converted total: {converted:,.2f}")
print("missing rates:", missing)

def lookup(d, *path):
    cur = d
    for p in path:
        try:
            cur = cur[p]
        except (KeyError, IndexError, TypeError) as e:
            return f"{type(e).__name__}: {e}"
    return cur

nested = {"users": [{"name": "alice", "ids": [1, 11]}, {"name": "bob"}]}
print(lookup(nested, "users", 0, "ids", 1))
print(lookup(nested, "users", 1, "ids"))
print(lookup(nested, "users", 5))
print(lookup(nested, "users", "0"))
print(lookup(nested, "users", 0, "name", 0))
try:
    {}["x"]
except LookupError as e:
    print(repr(e), str(e), isinstance(e, KeyError))
err = KeyError("a", "b")
print(str(err), err.args)
