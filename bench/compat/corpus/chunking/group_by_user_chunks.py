import re
by_user = {}
for line in context.splitlines():
    m = re.search(r"user=(\w+)", line)
    if not m:
        continue
    by_user.setdefault(m.group(1), []).append(line)
for u in sorted(by_user):
    text = "\n".join(by_user[u])
    print(u, len(by_user[u]), len(text))
