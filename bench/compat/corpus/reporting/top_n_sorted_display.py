import re

rows = [
    (int(i), u, float(a), m)
    for i, u, a, m in re.findall(r'id=(\d+) user=(\w+) label=\w+ amount=([\d.]+) .*?msg="([^"]*)"', context)
]

print("Top 10 by amount")
print(f"{'#':>2}  {'id':>4}  {'user':<6} {'amount':>8}  message")
for rank, (rid, user, amt, msg) in enumerate(sorted(rows, key=lambda r: r[2], reverse=True)[:10], 1):
    print(f"{rank:>2}. {rid:>4}  {user:<6} {amt:>8.2f}  {msg[:24]:<24}|")

print("\nBottom 5 (ties broken by id)")
for rid, user, amt, msg in sorted(rows, key=lambda r: (r[2], r[0]))[:5]:
    print(f"    {rid:>4}  {user:<6} {amt:>8.2f}")

by_user_then_amt = sorted(rows, key=lambda r: (r[1], -r[2]))
print("\nFirst of each user (highest amount):")
seen = set()
for rid, user, amt, _ in by_user_then_amt:
    if user not in seen:
        seen.add(user)
        print(f"  {user}: id {rid} ({amt})")
