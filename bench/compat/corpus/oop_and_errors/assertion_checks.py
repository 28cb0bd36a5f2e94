def parse(line):
    head, _, msg = line.partition(' msg="')
    rec = dict(p.split("=", 1) for p in head.split())
    rec["msg"] = msg.rstrip('"')
    return rec

records = [parse(l) for l in context.splitlines() if l.startswith("id=")]

def check(rec):
    assert rec["label"] in {"ham", "spam", "promo", "alert"}, f"bad label {rec['label']}"
    assert 0 < float(rec["amount"]) < 200, f"amount out of range: {rec['amount']}"
    assert rec["ts"].startswith("2024-"), "wrong year"
    return True

ok = sum(check(r) for r in records)
print("validated", ok)

ids = [int(r["id"]) for r in records]
gaps = [b for a, b in zip(ids, ids[1:]) if b - a != 1]
print("non-contiguous ids after note lines:", gaps)

records[10]["amount"] = "250.00"
records[20]["label"] = "phish"
failures = []
for r in records:
    try:
        check(r)
    except AssertionError as e:
        failures.append((r["id"], str(e)))
print(failures)
try:
    assert len(records) == 200, f"expected 200 records, found {len(records)}"
except AssertionError as e:
    print("AssertionError:", e.args[0])
try:
    assert False
except AssertionError as e:
    print(repr(e), e.args)
