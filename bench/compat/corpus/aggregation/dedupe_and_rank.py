import re

msgs = re.findall(r'user=(\w+).*?msg="([^"]+)"', context)
templates = {}
for user, msg in msgs:
    tmpl = re.sub(r"\d+", "<N>", msg)
    templates.setdefault(tmpl, set()).add(user)

ranked = sorted(templates.items(), key=lambda kv: (-len(kv[1]), kv[0]))
for tmpl, users in ranked:
    print(f"{len(users)} {tmpl!r:40} {sorted(users)}")

first_seen = {}
for i, (user, msg) in enumerate(msgs):
    first_seen.setdefault(user, i)
print(first_seen)
order = sorted(first_seen, key=first_seen.get)
print(" -> ".join(order))
unique_users_per_tmpl = {t: len(u) for t, u in templates.items()}
print(sum(unique_users_per_tmpl.values()), max(unique_users_per_tmpl.values()))
