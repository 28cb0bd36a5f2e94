users_in_order = [l.split()[1][5:] for l in context.splitlines() if l.startswith("id=")]
print(len(users_in_order), users_in_order[:8])
unique = list(dict.fromkeys(users_in_order))
print("first-seen order:", unique)

seen = set()
first_rows = []
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    key = (line.split()[2], line.split()[5])
    if key in seen:
        continue
    seen.add(key)
    first_rows.append(int(line.split()[0][3:]))
print(len(first_rows), "unique label/region combos first at:", first_rows)

last_seen = {}
for i, u in enumerate(users_in_order):
    last_seen[u] = i
print("last index:", last_seen)
print("by last appearance:", sorted(last_seen, key=last_seen.get))
codes = [l.rsplit(" ", 1)[1].rstrip('"') for l in context.splitlines() if "win a prize" in l]
suffixes = [c[-2:] for c in codes]
dupes = {s for s in suffixes if suffixes.count(s) > 1}
print(len(codes), len(set(codes)), len(set(suffixes)), sorted(dupes))
