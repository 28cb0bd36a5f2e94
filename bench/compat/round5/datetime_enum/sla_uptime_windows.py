from datetime import datetime, timedelta
outages = [
    (datetime(2024, 4, 1, 2, 0), datetime(2024, 4, 1, 2, 45)),
    (datetime(2024, 4, 10, 23, 30), datetime(2024, 4, 11, 1, 0)),
    (datetime(2024, 4, 11, 0, 30), datetime(2024, 4, 11, 1, 30)),
    (datetime(2024, 4, 29, 12, 0), datetime(2024, 4, 29, 12, 5)),
]
merged = []
for s, e in sorted(outages):
    if merged and s <= merged[-1][1]:
        merged[-1] = (merged[-1][0], max(e, merged[-1][1]))
    else:
        merged.append((s, e))
for s, e in merged:
    print(s.strftime("%m-%d %H:%M"), "->", e.strftime("%m-%d %H:%M"), e - s)
period = datetime(2024, 5, 1) - datetime(2024, 4, 1)
down = sum((e - s for s, e in merged), timedelta())
uptime = 1 - down / period
print(f"downtime {down}, uptime {uptime:.4%}, SLA 99.9% met: {uptime >= 0.999}")
budget = period * 0.001
print("error budget", budget, "remaining", budget - down)
