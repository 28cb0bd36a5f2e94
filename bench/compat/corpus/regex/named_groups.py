import re
pat = re.compile(r"id=(?P<id>\d+) user=(?P<user>\w+)")
m = pat.search(context)
print(m.group("id"), m.group("user"))
print(m.groupdict())
