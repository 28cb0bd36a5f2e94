from datetime import datetime, date, timedelta
def quarter_of(d):
    return (d.month - 1) // 3 + 1
def quarter_bounds(year, q):
    start = date(year, 3 * q - 2, 1)
    end = date(year + (q == 4), (3 * q) % 12 + 1, 1) - timedelta(days=1)
    return start, end
by_q = {}
for line in context.splitlines():
    if "ts=" not in line:
        continue
    d = datetime.fromisoformat(line.split("ts=")[1].split()[0]).date()
    by_q.setdefault(quarter_of(d), []).append(line)
pairs = []
for q in sorted(by_q):
    s, e = quarter_bounds(2024, q)
    amt = sum(float(l.split("amount=")[1].split()[0]) for l in by_q[q])
    print(f"Q{q} {s}..{e} ({(e - s).days + 1} days) lines={len(by_q[q])} amount={amt:,.2f} per-day={amt / ((e - s).days + 1):.3f}")
    pairs.append(("\n".join(by_q[q]), f"Summarize Q{q} anomalies"))
for ans in rlm_query_batched(pairs):
    print(ans)
sizes = [int(a.split(" over ")[1].split()[0]) for a in rlm_query_batched(pairs)]
print("chunk sizes:", sizes, "total:", sum(sizes), "context:", len(context))
assert sum(len(v) for v in by_q.values()) == 192, "expected 192 records"
assert sum(sizes) + 3 == len(context), f"size mismatch: {sum(sizes) + 3} != {len(context)}"
