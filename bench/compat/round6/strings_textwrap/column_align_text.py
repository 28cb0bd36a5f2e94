context = """apple 3 0.5
banana 12 0.25
cherry 200 0.1
dragonfruit 1 4.75"""

rows = [line.split() for line in context.splitlines()]
widths = [max(len(r[i]) for r in rows) for i in range(3)]
for r in rows:
    print(r[0].ljust(widths[0]), r[1].rjust(widths[1]), r[2].rjust(widths[2]))
print()
for name, qty, price in rows:
    print(f"{name:.<15}{int(qty):.>6}{float(price):>8.2f}")
print()
cols = list(zip(*rows))
print(" | ".join(c.center(widths[i]) for i, c in enumerate(["name", "qty", "price"])))
print("-+-".join("-" * w for w in widths))
print("\n".join(" | ".join(v.center(widths[i]) for i, v in enumerate(r)) for r in rows))
