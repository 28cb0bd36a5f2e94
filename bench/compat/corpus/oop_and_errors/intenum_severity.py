from enum import IntEnum, auto

class Severity(IntEnum):
    LOW = auto()
    MEDIUM = auto()
    HIGH = auto()
    CRITICAL = auto()

    @classmethod
    def for_record(cls, label, amount):
        base = {"ham": cls.LOW, "promo": cls.LOW, "spam": cls.MEDIUM, "alert": cls.HIGH}[label]
        if amount > 150:
            base = cls(min(base + 1, cls.CRITICAL))
        return base

buckets = {s: [] for s in Severity}
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    kv = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
    sev = Severity.for_record(kv["label"], float(kv["amount"]))
    buckets[sev].append(int(kv["id"]))

for sev, ids in buckets.items():
    print(f"{sev.name:<9}{int(sev)} {len(ids):>3} first={ids[:4]}")

print(Severity.HIGH > Severity.LOW, Severity.MEDIUM == 2, Severity(4).name)
print(sorted([Severity.HIGH, Severity.LOW, Severity.CRITICAL]))
print(Severity.HIGH + 1, max(Severity).name, str(Severity.LOW), f"{Severity.MEDIUM}")
urgent = [i for s in Severity if s >= Severity.HIGH for i in buckets[s]]
print(len(urgent), sorted(urgent)[:10])
try:
    Severity(9)
except ValueError as e:
    print("ValueError:", e)
