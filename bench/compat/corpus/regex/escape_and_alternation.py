import re

terms = ["order", "refund", "a.b", "c+d", "room 7113"]
alt = "|".join(map(re.escape, sorted(terms, key=len, reverse=True)))
print(alt)
rx = re.compile(rf"\b(?:{alt})\b")
print(rx.findall("refund requested for order 42 in room 7113; a.b and c+d"))
print(re.escape("price: $5.00 (approx)"))
users = ["alice", "bob", "erin"]
rx_users = re.compile(r"user=(" + "|".join(users) + r")\b")
c = {}
for m in rx_users.finditer(context):
    c[m.group(1)] = c.get(m.group(1), 0) + 1
print(c)
print(re.findall(r"(?:ab)+", "ababab abab a"))
print(re.search(r"(\d+)\s+\1", "order 12 12 done").group(0))
print(re.findall(r"colou?r", "color colour colr"))
