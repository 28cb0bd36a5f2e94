from enum import Enum
from functools import total_ordering

@total_ordering
class Severity(Enum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3
    CRITICAL = 4

    def __lt__(self, other):
        if self.__class__ is other.__class__:
            return self.value < other.value
        return NotImplemented

    @classmethod
    def parse(cls, text):
        text = text.strip().upper()
        aliases = {"MED": "MEDIUM", "CRIT": "CRITICAL", "HI": "HIGH"}
        return cls[aliases.get(text, text)]

context = "db:crit, api:low, web:Med, cache:hi, auth:HIGH, queue:low"
issues = [(svc, Severity.parse(sev)) for svc, sev in (p.split(":") for p in context.split(","))]
for svc, sev in sorted(issues, key=lambda x: (-x[1].value, x[0].strip())):
    print(f"{svc.strip():<6} {sev.name}")
print(max(s for _, s in issues), Severity.LOW < Severity.HIGH, Severity.MEDIUM >= Severity.MEDIUM)
print(sum(1 for _, s in issues if s >= Severity.HIGH))
try:
    Severity.parse("extreme")
except KeyError as e:
    print("KeyError:", e)
