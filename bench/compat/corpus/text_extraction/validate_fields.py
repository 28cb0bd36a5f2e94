import re

VALID_LABELS = ("ham", "spam", "promo", "alert")
VALID_REGIONS = ("us-east", "us-west", "eu", "apac")
problems = []
checked = 0
for n, line in enumerate(context.splitlines(), 1):
    if line.startswith("NOTE"):
        continue
    checked += 1
    f = dict(re.findall(r'(\w+)=("[^"]*"|\S+)', line))
    if f.get("label") not in VALID_LABELS:
        problems.append((n, "label", f.get("label")))
    if f.get("region") not in VALID_REGIONS:
        problems.append((n, "region", f.get("region")))
    amt = float(f["amount"])
    if not 5 < amt < 195:
        problems.append((n, "amount", amt))
    if not re.fullmatch(r"2024-(0[1-9]|1[0-2])-[0-3]\d", f["ts"][:10]):
        problems.append((n, "ts", f["ts"]))

print("checked:", checked, "problems:", len(problems))
print(problems[:5])
f = dict(re.findall(r'(\w+)=("[^"]*"|\S+)', context.splitlines()[0]))
print(f)
