import re
lines = ["id=5 ok", "bad line", "id=x nope", "id=12 fine"]
ids = []
for l in lines:
    m = re.match(r"id=(\d+)", l)
    if m is None:
        print("skip:", l)
        continue
    ids.append(int(m.group(1)))
print(ids)
m = re.search(r"(?P<a>z)?q", "q")
print(m.group("a"), m.groups(), m.groupdict(default="-"))
