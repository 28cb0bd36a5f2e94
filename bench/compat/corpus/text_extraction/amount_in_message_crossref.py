import re

rows = re.findall(r'id=(\d+) user=(\w+) label=(\w+) amount=([\d.]+) ts=\S+ region=\S+ msg="([^"]*)"', context)

def msg_number(msg):
    nums = re.findall(r"\d+", msg)
    return int(nums[0]) if nums else None

refunds = [(int(i), u, float(a), msg_number(m)) for i, u, l, a, m in rows if m.startswith("refund")]
print("refund rows:", len(refunds))
for r in refunds[:5]:
    print("  id=%-4d user=%-6s amount=%7.2f order=%d" % r)

orders_late = {msg_number(m) for *_, m in rows if "shipped late" in m}
orders_refund = {r[3] for r in refunds}
both = sorted(orders_late & orders_refund)
print("orders both late and refunded:", both)
print("late-only count:", len(orders_late - orders_refund))
overdue = [(int(i), int(re.search(r"by (\d+) days", m).group(1))) for i, *_, m in rows if "overdue" in m]
print("overdue days set:", sorted({d for _, d in overdue}), "rows:", len(overdue))
