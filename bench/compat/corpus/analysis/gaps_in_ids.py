ids = []
notes = []
for i, line in enumerate(context.splitlines(), start=1):
    if line.startswith("id="):
        ids.append(int(line.split()[0][3:]))
    elif line.startswith("NOTE"):
        notes.append(i)

print("record count:", len(ids))
print("id range:", ids[0], "to", ids[-1])
expected = set(range(ids[0], ids[-1] + 1))
missing = sorted(expected - set(ids))
print("missing ids:", missing)
print("NOTE line numbers:", notes)
print("missing ids coincide with NOTE lines:", missing == notes[:len(missing)])
dupes = [x for x in ids if ids.count(x) > 1]
print("duplicate ids:", dupes or "none")
in_order = all(a < b for a, b in zip(ids, ids[1:]))
print("strictly increasing:", in_order)
