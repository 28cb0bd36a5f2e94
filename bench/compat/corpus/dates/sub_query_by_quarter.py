from datetime import datetime

quarters = {}
for line in context.splitlines():
    if "ts=" not in line:
        continue
    dt = datetime.strptime(line.split("ts=")[1][:16], "%Y-%m-%dT%H:%M")
    key = f"{dt.year}Q{(dt.month - 1) // 3 + 1}"
    quarters.setdefault(key, []).append(line)

pairs = [("\n".join(v), f"What went wrong in {k}?") for k, v in sorted(quarters.items())]
for (ctx, q), ans in zip(pairs, rlm_query_batched(pairs)):
    first = min(datetime.fromisoformat(l.split("ts=")[1][:16]) for l in ctx.splitlines())
    last = max(datetime.fromisoformat(l.split("ts=")[1][:16]) for l in ctx.splitlines())
    print(q, "|", first.strftime("%b %d"), "->", last.strftime("%b %d"), "|", ans)
