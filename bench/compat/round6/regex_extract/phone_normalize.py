import re

context = """Ana: (415) 555-0132
Ben: 415.555.0199 ext 12
Cy: +1 415 555 0100
Dee: 5550123
Eve: 1-800-FLOWERS
Fay: +44 20 7946 0958"""

pat = re.compile(r"^(?P<name>\w+):\s*(?P<raw>.+)$", re.M)
for m in pat.finditer(context):
    raw = m["raw"]
    ext = re.search(r"ext\.?\s*(\d+)", raw)
    digits = re.sub(r"\D", "", raw.split("ext")[0])
    if raw.startswith("+") and not raw.startswith("+1"):
        out = f"intl +{digits}"
    elif len(digits) == 11 and digits[0] == "1":
        out = f"({digits[1:4]}) {digits[4:7]}-{digits[7:]}"
    elif len(digits) == 10:
        out = f"({digits[:3]}) {digits[3:6]}-{digits[6:]}"
    else:
        out = f"unrecognised ({len(digits)} digits)"
    if ext:
        out += f" x{ext.group(1)}"
    print(f"{m['name']:<4} {raw:<22} -> {out}")
