rows = []
for line in context.splitlines():
    if line.startswith("NOTE"):
        continue
    kv = dict(t.split("=", 1) for t in line.split()[:6])
    rows.append(kv)

def validate(row):
    assert row["label"] in {"ham", "spam", "promo", "alert"}, f"bad label {row['label']}"
    amt = float(row["amount"])
    assert 0 < amt < 200, f"amount out of range: {amt}"
    assert row["ts"].startswith("2024-"), "wrong year"
    return True

print(all(validate(r) for r in rows), len(rows))
bad = dict(rows[0], amount="250.00")
try:
    validate(bad)
except AssertionError as e:
    print("AssertionError:", e)
try:
    assert len(rows) == 200, "expected 200 records"
except AssertionError as e:
    print("count check failed:", e.args)
try:
    assert rows[0]["user"] == "bob"
except AssertionError as e:
    print("bare assert:", repr(e), str(e) == "")
ids = [int(r["id"]) for r in rows]
assert ids == sorted(ids)
print("ids sorted; gaps at", [b for a, b in zip(ids, ids[1:]) if b - a > 1])
