rows = [
    ("Widget", 1250, 3.5, 0.123),
    ("Gadget Pro Max", 87, 129.99, -0.045),
    ("Thing", 0, 0.0, 0.0),
    ("Doohickey", 45321, 12.25, 1.5),
]
headers = ("Product", "Units", "Price", "Growth")
w0 = max(len(headers[0]), *(len(r[0]) for r in rows))
print(f"{headers[0]:<{w0}}  {headers[1]:>8}  {headers[2]:>9}  {headers[3]:>8}")
print("-" * (w0 + 31))
for name, units, price, growth in rows:
    print(f"{name:<{w0}}  {units:>8,}  {price:>9.2f}  {growth:>+8.1%}")
print("-" * (w0 + 31))
total_units = sum(r[1] for r in rows)
revenue = sum(r[1] * r[2] for r in rows)
print(f"{'TOTAL':<{w0}}  {total_units:>8,}  {revenue:>9,.0f}")
