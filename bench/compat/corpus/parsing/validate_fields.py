VALID_LABELS = {"ham", "spam", "promo", "alert"}
VALID_REGIONS = ("us-east", "us-west", "eu", "apac")

problems = []
count = 0
for lineno, line in enumerate(context.splitlines(), start=1):
    if not line.startswith("id="):
        continue
    count += 1
    parts = dict(p.split("=", 1) for p in line.split('" ')[0].split(" ") if "=" in p)
    checks = [
        (parts.get("label") in VALID_LABELS, "label"),
        (parts.get("region") in VALID_REGIONS, "region"),
        (parts.get("user", "").isalpha(), "user"),
        (len(parts.get("ts", "")) == 16, "ts"),
    ]
    try:
        amt = float(parts["amount"])
        checks.append((0 < amt < 200, "amount-range"))
    except (KeyError, ValueError) as e:
        checks.append((False, f"amount:{type(e).__name__}"))
    for ok, name in checks:
        if not ok:
            problems.append((lineno, name))

print("checked", count, "records")
print("problems:", problems if problems else "none")
assert not problems, problems
print("all valid")
