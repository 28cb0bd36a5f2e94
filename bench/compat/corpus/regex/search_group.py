import re
m = re.search(r"amount=(\d+)\.(\d+)", context)
print(m.group(0), m.group(1), m.group(2), m.groups())
print(m.start(), m.end(), m.span())
