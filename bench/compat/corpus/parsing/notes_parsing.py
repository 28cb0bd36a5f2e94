import re

notes = []
for line in context.splitlines():
    if not line.startswith("NOTE"):
        continue
    m = re.fullmatch(r"NOTE checkpoint (\d+): (\d+) errors?, see ticket #(\d+)", line)
    if not m:
        print("skipping weird note:", line)
        continue
    cp, errs, ticket = (int(x) for x in m.groups())
    notes.append({"checkpoint": cp, "errors": errs, "ticket": ticket})

for n in notes:
    flag = "!" if n["errors"] >= 10 else " "
    print(f"{flag} cp {n['checkpoint']:>3}  errors {n['errors']:>2}  ticket #{n['ticket']}")

consistent = all(n["ticket"] == 4000 + n["checkpoint"] for n in notes)
print("ticket = 4000 + checkpoint:", consistent)
print("monotonic:", all(a["errors"] <= b["errors"] for a, b in zip(notes, notes[1:])))
