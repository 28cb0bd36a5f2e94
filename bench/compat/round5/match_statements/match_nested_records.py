records = [
    ("order", 1, {"items": [("apple", 3), ("pear", 1)], "paid": True}),
    ("order", 2, {"items": [], "paid": False}),
    ("refund", 1, {"amount": 4.5}),
    ("order", 3, {"items": [("plum", 12)], "paid": False}),
    ("note", "free text"),
]
open_orders, revenue_items, notes = [], 0, []
for rec in records:
    match rec:
        case ("order", oid, {"items": []}):
            print(f"order {oid}: empty, ignoring")
        case ("order", oid, {"items": [(name, qty), *more], "paid": True}):
            revenue_items += qty + sum(q for _, q in more)
            print(f"order {oid}: paid, first item {name} x{qty}, {len(more)} more")
        case ("order", oid, {"paid": False}):
            open_orders.append(oid)
            print(f"order {oid}: awaiting payment")
        case ("refund", oid, {"amount": float(a) | int(a)}):
            print(f"refund for {oid}: {a:.2f}")
        case (kind, *payload):
            notes.append((kind, payload))
print(open_orders, revenue_items, notes)
