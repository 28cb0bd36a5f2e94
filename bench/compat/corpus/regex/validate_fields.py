import re

checks = {
    "id": r"[1-9]\d*",
    "user": r"[a-z]+",
    "label": r"ham|spam|promo|alert",
    "amount": r"\d{1,3}\.\d{2}",
    "ts": r"2024-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d",
    "region": r"(us-(east|west))|eu|apac",
}
bad = []
total = 0
for line in context.splitlines():
    if line.startswith("NOTE"):
        continue
    for key, val in re.findall(r'(\w+)=(\S+)', line.split(' msg=')[0]):
        total += 1
        if not re.fullmatch(checks[key], val):
            bad.append((key, val))
print("checked", total, "fields; bad:", bad)
samples = ["2024-13-01T00:00", "2024-02-30T10:10", "2024-12-31T23:59", "2024-1-01T00:00"]
for s in samples:
    print(s, bool(re.fullmatch(checks["ts"], s)))
print(re.match(checks["label"], "hammer"), bool(re.fullmatch(checks["label"], "hammer")))
try:
    re.compile(r"(unclosed")
except re.error as e:
    print(type(e).__name__, e)
