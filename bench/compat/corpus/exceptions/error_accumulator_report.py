from collections import defaultdict

errors = defaultdict(list)
good = 0

def check(line_no, line):
    fields = dict(t.split("=", 1) for t in line.split() if "=" in t and not t.startswith('msg'))
    if "id" not in fields:
        raise KeyError("id")
    amt = float(fields["amount"])
    if amt < 5:
        raise ValueError(f"tiny amount {amt}")
    if fields["region"] == "apac" and fields["label"] == "alert":
        raise RuntimeError(f"apac alert in #{fields['id']}")

for i, line in enumerate(context.splitlines(), 1):
    try:
        check(i, line)
    except Exception as exc:
        errors[type(exc).__name__].append((i, str(exc)))
    else:
        good += 1

print("good:", good)
for name, items in sorted(errors.items()):
    print(f"{name}: {len(items)}")
    for i, msg in items[:2]:
        print(f"   line {i}: {msg}")
print(sum(map(len, errors.values())) + good == len(context.splitlines()))
