def classify(tokens):
    match tokens:
        case ["refund", "requested", "for", "order", num]:
            return ("refund", int(num))
        case ["order", num, "shipped", *rest]:
            return ("shipping", " ".join(rest))
        case ["win", "a", "prize", *_, code]:
            return ("prize", code)
        case ["invoice", num, "overdue", "by", days, "days"] if int(days) > 2:
            return ("overdue", int(days))
        case [first, *_] if first in ("meeting", "delivery"):
            return (first, None)
        case _:
            return ("other", tokens[0])

counts = {}
samples = {}
for line in context.splitlines():
    if 'msg="' not in line:
        continue
    msg = line.split('msg="')[1].rstrip('"')
    kind, val = classify(msg.split())
    counts[kind] = counts.get(kind, 0) + 1
    samples.setdefault(kind, val)
print(counts)
print(samples)

def describe(obj):
    match obj:
        case {"user": str(u), "amount": float(a)} if a > 100:
            return f"big spender {u}"
        case {"user": u}:
            return f"user {u}"
        case (x, y):
            return f"pair {x},{y}"
        case int() | float() as n:
            return f"number {n}"
        case _:
            return "unknown"
for o in [{"user": "bob", "amount": 150.0}, {"user": "amy", "amount": 5.0}, (1, 2), 3.5, "s"]:
    print(describe(o))
