from collections import defaultdict

def parse_amount(s):
    s = s.strip()
    if not s:
        raise ValueError("empty amount")
    if s.startswith("(") and s.endswith(")"):
        return -parse_amount(s[1:-1])
    return float(s.replace(",", "").lstrip("$"))

context = ["$1,200.50", "(300)", "", "12x", "$", "45", "(  )", "1e3", None]
errors = defaultdict(list)
total = 0.0
for i, raw in enumerate(context):
    try:
        total += parse_amount(raw)
    except (ValueError, AttributeError) as e:
        errors[type(e).__name__].append((i, str(e)))
print(f"total = {total:,.2f}")
for kind, items in errors.items():
    print(kind, len(items))
    for i, msg in items:
        print(f"   #{i}: {msg}")
