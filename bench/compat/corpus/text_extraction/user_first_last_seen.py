import re

first_seen, last_seen, counts = {}, {}, {}
for m in re.finditer(r"id=(\d+) user=(\w+) .*? ts=(\S+)", context):
    rid, user, ts = int(m.group(1)), m.group(2), m.group(3)
    counts[user] = counts.get(user, 0) + 1
    if user not in first_seen or ts < first_seen[user][1]:
        first_seen[user] = (rid, ts)
    if user not in last_seen or ts > last_seen[user][1]:
        last_seen[user] = (rid, ts)

for user in sorted(counts, key=str.casefold):
    f, l = first_seen[user], last_seen[user]
    print(f"{user:>6}: {counts[user]:2d} records, first {f[1]} (id {f[0]}), last {l[1]} (id {l[0]})")

earliest_user = min(first_seen, key=lambda u: first_seen[u][1])
print("earliest active user:", earliest_user, first_seen[earliest_user])
