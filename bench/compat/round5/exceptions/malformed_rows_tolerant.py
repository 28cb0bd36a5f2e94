context = """id,name,qty,price
1,apple,3,0.5
2,banana,,0.25
3,cherry,ten,3.0
4,date,2
5,elder,1,1e2
six,fig,1,1
7,grape,4,-1
"""
good, errors = [], []
for lineno, line in enumerate(context.strip().splitlines()[1:], start=2):
    fields = line.split(",")
    try:
        if len(fields) != 4:
            raise ValueError(f"expected 4 fields, got {len(fields)}")
        rid, name, qty, price = fields
        rec = {"id": int(rid), "name": name, "qty": int(qty), "price": float(price)}
        if rec["price"] < 0:
            raise ValueError(f"negative price {rec['price']}")
        good.append(rec)
    except ValueError as e:
        errors.append((lineno, str(e)))
print("good rows:", [(r["id"], r["name"], r["qty"] * r["price"]) for r in good])
for ln, msg in errors:
    print(f"line {ln}: {msg}")
print(f"{len(good)}/{len(good) + len(errors)} rows loaded")
