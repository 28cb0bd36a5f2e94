amount_by_id = {}
label_of = {}
for line in context.splitlines():
    if line.startswith("id="):
        parts = line.split()
        rid = int(parts[0][3:])
        amount_by_id[rid] = float(parts[3].split("=")[1])
        label_of[rid] = parts[2].split("=")[1]

keys = amount_by_id.keys()
vals = amount_by_id.values()
items = amount_by_id.items()
print(len(keys), 25 in keys, 26 in keys, (1, 142.36) in items)
print(type(keys).__name__, type(vals).__name__, type(items).__name__)
print(sorted(keys - {i for i in range(1, 190)}))
amount_by_id[999] = 0.0
print(len(keys), list(keys)[-2:])
del amount_by_id[999]
print(amount_by_id.get(25), amount_by_id.get(25, "missing"), amount_by_id.get(26))
counts = {}
for rid, lab in label_of.items():
    counts[lab] = counts.setdefault(lab, 0) + 1
print(counts)
print(max(items, key=lambda kv: kv[1]), min(vals))
lookups = [24, 25, 26]
for rid in lookups:
    try:
        print(rid, label_of[rid])
    except KeyError as e:
        print("KeyError for", e, repr(e))
missing = [cp for cp in range(25, 201, 25) if cp not in label_of]
print("checkpoint ids have no record:", missing)
print(label_of[missing[0]])
