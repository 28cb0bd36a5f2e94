import re
for s in ["id=5", "x=5", ""]:
    m = re.match(r"id=(\d+)", s)
    print(s, m.group(1) if m else None)
