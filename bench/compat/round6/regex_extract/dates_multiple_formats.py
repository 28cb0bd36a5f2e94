import re
from datetime import date

context = """Signed 2024-03-15 by A. Filed 03/18/2024. Reviewed 19 Mar 2024.
Amended on March 21, 2024 and again 2024/4/2. Invalid: 2024-13-01, 31/31/2024."""

MONTHS = {m: i for i, m in enumerate("jan feb mar apr may jun jul aug sep oct nov dec".split(), 1)}
patterns = [
    (r"\b(\d{4})[-/](\d{1,2})[-/](\d{1,2})\b", lambda g: (g[0], g[1], g[2])),
    (r"\b(\d{1,2})/(\d{1,2})/(\d{4})\b", lambda g: (g[2], g[0], g[1])),
    (r"\b(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})\b", lambda g: (g[2], MONTHS[g[1].lower()], g[0])),
    (r"\b([A-Z][a-z]+) (\d{1,2}), (\d{4})\b", lambda g: (g[2], MONTHS[g[0][:3].lower()], g[1])),
]
found = []
for pat, order in patterns:
    for m in re.finditer(pat, context):
        y, mo, d = (int(x) for x in order(m.groups()))
        try:
            found.append((m.start(), date(y, mo, d), m.group()))
        except ValueError as e:
            print(f"invalid {m.group()!r}: {e}")
for pos, d, text in sorted(found):
    print(f"{pos:>4} {d.isoformat()} <- {text!r}")
