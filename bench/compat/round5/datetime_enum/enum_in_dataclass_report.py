from enum import Enum
from dataclasses import dataclass, field
class Severity(Enum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3
    CRITICAL = 4
@dataclass(order=True)
class Issue:
    severity_rank: int = field(init=False, repr=False)
    title: str
    severity: Severity
    def __post_init__(self):
        self.severity_rank = -self.severity.value
issues = [Issue("typo in docs", Severity.LOW), Issue("data loss", Severity.CRITICAL), Issue("slow query", Severity.MEDIUM),
          Issue("auth bypass", Severity.CRITICAL), Issue("crash on empty", Severity.HIGH)]
for i in sorted(issues):
    print(f"{i.severity.name:<9}{i.title}")
counts = {s.name: sum(1 for i in issues if i.severity is s) for s in Severity}
print(counts)
print(issues[0])
