import re

orders = {}
for line in context.splitlines():
    m = re.search(r'id=(\d+) user=(\w+).*msg="(?:refund requested for order|order) (\d+)', line)
    if m:
        orders.setdefault(m.group(3), []).append((int(m.group(1)), m.group(2)))
print(len(orders), list(orders.items())[:3])

dupes = {k: v for k, v in orders.items() if len(v) > 1}
print("duplicated order numbers:", dupes)

to_verify = sorted(orders)[:6]
pairs = [("\n".join(l for l in context.splitlines() if o in l), f"Verify order {o}") for o in to_verify]
verdicts = rlm_query_batched(pairs)
table = []
for o, v in zip(to_verify, verdicts):
    n_chars = int(v.rsplit(" over ", 1)[1].split()[0])
    table.append((o, orders[o][0][1], n_chars))
print(f"{'order':>6} | {'user':6} | chars")
for row in table:
    print(f"{row[0]:>6} | {row[1]:6} | {row[2]}")
