import re

pat = re.compile(r'user=(?P<user>\w+) label=spam amount=(?P<amt>\d+\.\d\d)')
hits = list(pat.finditer(context))
print("spam hits:", len(hits))
first = hits[0]
print(first.span(), first.group("user"), first.group(0))
line_starts = [0] + [m.end() for m in re.finditer("\n", context)]

import bisect
for m in hits[:5]:
    lineno = bisect.bisect_right(line_starts, m.start())
    print(f"line {lineno:3}: {m['user']:<6} {float(m['amt']):>7.2f}")

# re.sub with a function to mask amounts on one line
sample = context.splitlines()[7]
print(re.sub(r"amount=(\d+)\.(\d+)", lambda m: f"amount={'*' * len(m[1])}.{m[2]}", sample))
print(re.split(r"\s+(?=\w+=)", sample)[:4])
