ids = []
note_positions = []
for idx, line in enumerate(context.splitlines(), start=1):
    if line.startswith("NOTE"):
        note_positions.append(idx)
        continue
    ids.append(int(line[3:line.index(" ")]))

print("first/last id:", ids[0], ids[-1], "count:", len(ids))
expected = set(range(ids[0], ids[-1] + 1))
missing = sorted(expected - set(ids))
print("missing ids:", missing)
print("note line numbers:", note_positions)
print("missing == note lines?", missing == note_positions)
dupes = [i for i in ids if ids.count(i) > 1]
print("duplicates:", dupes)
print("is sorted:", all(a < b for a, b in zip(ids, ids[1:])))
