context = """order=1001 customer=acme item=bolts qty=100
order=1002 customer=globex item=nuts qty=250
order=1003 customer=acme item=nuts qty=40
order=1004 customer=initech item=washers qty=500
order=1005 customer=globex item=bolts qty=75
order=1006 customer=acme item=bolts qty=60"""

records = [dict(kv.split("=") for kv in line.split()) for line in context.splitlines()]
by_customer = {}
for r in records:
    by_customer.setdefault(r["customer"], []).append(r)

for cust, rs in sorted(by_customer.items(), key=lambda kv: -len(kv[1])):
    totals = {}
    for r in rs:
        totals[r["item"]] = totals.get(r["item"], 0) + int(r["qty"])
    print(f"{cust:<8} orders={len(rs)} {totals}")

inverted = {}
for r in records:
    inverted.setdefault(r["item"], set()).add(r["customer"])
print({k: sorted(v) for k, v in sorted(inverted.items())})
merged = {**by_customer, "umbrella": []}
print(list(merged), {k: len(v) for k, v in merged.items()} | {"acme": 0})
