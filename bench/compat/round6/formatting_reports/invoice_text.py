from decimal import Decimal, ROUND_HALF_UP

items = [("Consulting (hours)", 12, Decimal("150.00")), ("Travel", 1, Decimal("432.18")),
         ("Software license - annual, enterprise tier", 2, Decimal("1999.99")), ("Discount", 1, Decimal("-250"))]
width = 60
print("INVOICE #2024-117".center(width))
print("Bill to: Northwind Traders".center(width, " "))
print("-" * width)
print(f"{'Description':<32}{'Qty':>5}{'Unit':>11}{'Amount':>12}")
subtotal = Decimal(0)
for desc, qty, unit in items:
    amount = qty * unit
    subtotal += amount
    d = desc if len(desc) <= 30 else desc[:27] + "..."
    print(f"{d:<32}{qty:>5}{unit:>11,.2f}{amount:>12,.2f}")
print("-" * width)
vat = (subtotal * Decimal("0.2")).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
for label, value in [("Subtotal", subtotal), ("VAT 20%", vat), ("TOTAL", subtotal + vat)]:
    print(f"{label:>48}{value:>12,.2f}")
print(f"{'Amount due in words: see attached':^{width}}".rstrip())
