rows = ["region,product,units,price"]
regions = ["north", "south", "east", "west"]
products = ["widget", "gadget", "doohickey"]
for i in range(48):
    rows.append(f"{regions[i % 4]},{products[i % 3]},{(i * 7) % 23 + 1},{(i % 5) * 2.5 + 9.99:.2f}")
context = "\n".join(rows)

header, *data = context.splitlines()
cols = header.split(",")
records = [dict(zip(cols, r.split(","))) for r in data]
revenue = {}
for r in records:
    key = (r["region"], r["product"])
    revenue[key] = revenue.get(key, 0.0) + int(r["units"]) * float(r["price"])
print(f"{'region':<8}{'product':<11}{'revenue':>10}")
for (reg, prod), rev in sorted(revenue.items()):
    print(f"{reg:<8}{prod:<11}{rev:>10.2f}")
by_region = {}
for (reg, _), rev in revenue.items():
    by_region[reg] = by_region.get(reg, 0) + rev
top = max(by_region, key=by_region.get)
print("top region:", top, round(by_region[top], 2))
