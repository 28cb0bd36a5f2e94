import re
from collections import OrderedDict

context = """2024-05-01
09:12 deploy api
11:40 incident opened
2024-05-02
08:00 standup
2024-05-03
10:15 incident closed
14:00 deploy web
16:30 retro
2024-05-04
"""

days = OrderedDict()
current = None
for line in context.splitlines():
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", line):
        current = line
        days[current] = []
    elif line.strip() and current:
        days[current].append(line)
for day, entries in days.items():
    kinds = [e.split(" ", 1)[1].split()[0] for e in entries]
    print(f"{day}: {len(entries)} entries {kinds}")
nonempty = {d: e for d, e in days.items() if e}
pairs = [(d1, d2) for d1, d2 in zip(nonempty, list(nonempty)[1:])]
print("consecutive:", pairs)
print("incident span:", [d for d, e in days.items() if any("incident" in x for x in e)])
