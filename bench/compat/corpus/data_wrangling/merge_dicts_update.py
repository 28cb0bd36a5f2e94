totals_a, totals_b = {}, {}
for idx, line in enumerate(context.splitlines()):
    if not line.startswith("id="):
        continue
    user = line.split()[1].split("=")[1]
    amt = float(line.split()[3].split("=")[1])
    target = totals_a if idx < 100 else totals_b
    target[user] = round(target.get(user, 0) + amt, 2)

print("first half :", totals_a)
print("second half:", totals_b)
merged = {k: round(totals_a.get(k, 0) + totals_b.get(k, 0), 2) for k in totals_a.keys() | totals_b.keys()}
print("merged sorted:", dict(sorted(merged.items())))
override = totals_a | {"alice": 0.0, "zed": 1.5}
print("override:", override)
copy = dict(totals_a)
copy.update(bob=-1, carol=-2)
copy.update([("dave", -3)])
print("updated:", copy)
removed = copy.pop("erin")
print("popped erin:", removed, "default:", copy.pop("nobody", "n/a"))
print(copy.popitem(), len(copy))
base = {"a": 1}
base |= {"b": 2}
print(base, list(base.items()))
