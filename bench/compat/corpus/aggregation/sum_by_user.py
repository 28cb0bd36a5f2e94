import re
totals = {}
for user, amt in re.findall(r"user=(\w+) label=\w+ amount=([\d.]+)", context):
    totals[user] = totals.get(user, 0) + float(amt)
for u, t in sorted(totals.items(), key=lambda kv: -kv[1]):
    print(f"{u:<6} {t:10.2f}")
