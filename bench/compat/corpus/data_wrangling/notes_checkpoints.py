import re

notes = []
for lineno, line in enumerate(context.splitlines(), 1):
    m = re.match(r"NOTE checkpoint (\d+): (\d+) errors, see ticket #(\d+)", line)
    if m:
        cp, errs, ticket = map(int, m.groups())
        notes.append({"line": lineno, "checkpoint": cp, "errors": errs, "ticket": ticket})

for n in notes:
    print(n)
deltas = [b["errors"] - a["errors"] for a, b in zip(notes, notes[1:])]
print("deltas:", deltas)
flat = [n["checkpoint"] for n, d in zip(notes[1:], deltas) if d == 0]
print("no new errors at:", flat)
assert all(n["ticket"] == 4000 + n["checkpoint"] for n in notes)
print("line==checkpoint for all:", all(n["line"] == n["checkpoint"] for n in notes))
lines = context.splitlines()
segments = {}
prev = 0
for n in notes:
    seg = lines[prev:n["line"] - 1]
    segments[n["checkpoint"]] = sum(1 for l in seg if "label=alert" in l)
    prev = n["line"]
print("alerts per segment:", segments)
