import re
from string import Template

tmpl = Template("""Dear $name,
You have $n record(s) totalling $$${total}.
Your most recent message: "$last".
-- ${team} team""")

users = {}
for user, amt, ts, msg in re.findall(r'user=(\w+) label=\w+ amount=([\d.]+) ts=(\S+) region=\S+ msg="([^"]*)"', context):
    u = users.setdefault(user, {"n": 0, "total": 0.0, "last": ("", "")})
    u["n"] += 1
    u["total"] += float(amt)
    if ts > u["last"][0]:
        u["last"] = (ts, msg)

for name in ["alice", "dave"]:
    u = users[name]
    print(tmpl.substitute(name=name.title(), n=u["n"], total=f"{u['total']:.2f}", last=u["last"][1], team="Billing"))
    print()

print(tmpl.safe_substitute(name="Zed"))
try:
    tmpl.substitute(name="Zed")
except KeyError as e:
    print("KeyError:", e)
print("%-8s|%6.1f|%04d|%s" % ("bob", 3.14159, 42, [1, 2]))
print("{:>8}|{:^8}|{:<8}|".format("r", "c", "l"), "{0}{1}{0}".format("ab", "-"))
