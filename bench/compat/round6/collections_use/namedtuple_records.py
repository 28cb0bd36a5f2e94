from collections import namedtuple

Row = namedtuple("Row", "sku name qty price")
context = """SKU-001,Widget,4,2.50
SKU-002,Gadget,1,10.00
SKU-003,Doohickey,12,0.75
SKU-004,Gizmo,0,99.99"""

rows = [Row(*(f(v) for f, v in zip((str, str, int, float), line.split(","))))
        for line in context.splitlines()]
print(rows[0])
print(rows[0]._fields, rows[1]._asdict())
restocked = [r._replace(qty=10) if r.qty == 0 else r for r in rows]
for r in restocked:
    print(f"{r.sku} {r.name:<10} {r.qty:>3} x {r.price:>6.2f} = {r.qty * r.price:>8.2f}")
Point = namedtuple("Point", ["x", "y"], defaults=[0])
print(Point(1), Point(1, 2), Point._make([5, 6]))
x, y = Point(3, 4)
print(x + y, Point(3, 4) == (3, 4), max(rows, key=lambda r: r.price).name)
print(sorted(rows, key=lambda r: r.qty * r.price, reverse=True)[0].sku)
