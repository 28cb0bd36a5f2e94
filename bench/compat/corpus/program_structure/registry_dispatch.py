HANDLERS = {}

def handles(*prefixes):
    def register(fn):
        for p in prefixes:
            HANDLERS[p] = fn
        return fn
    return register

@handles("refund", "invoice")
def billing(rec):
    return ("billing", rec["amount"])

@handles("order", "delivery")
def shipping(rec):
    return ("shipping", rec["amount"])

@handles("password")
def security(rec):
    return ("security", rec["amount"])

def fallback(rec):
    return ("other", rec["amount"])

totals = {}
for line in context.splitlines():
    if 'msg="' not in line:
        continue
    msg = line.split('msg="')[1][:-1]
    rec = {"amount": float(line.split("amount=")[1].split()[0]), "msg": msg}
    handler = HANDLERS.get(msg.split()[0], fallback)
    dept, amt = handler(rec)
    n, s = totals.get(dept, (0, 0.0))
    totals[dept] = (n + 1, s + amt)

for dept, (n, s) in sorted(totals.items()):
    print(f"{dept:<9} {n:>3} {s:>9.2f}")
print(sorted(HANDLERS))
print({k: v.__name__ for k, v in HANDLERS.items()})
