from dataclasses import dataclass, field

@dataclass(order=True)
class Job:
    priority: int
    deadline: str
    name: str = field(compare=False)
    notes: str = field(default="", compare=False, repr=False)

context = """3|2024-05-02|backup db|nightly
1|2024-05-01|rotate keys|
2|2024-05-03|reindex|slow
1|2024-04-30|patch kernel|reboot needed
3|2024-05-01|clean tmp|"""

jobs = [Job(int(p), d, n, notes) for p, d, n, notes in (l.split("|") for l in context.splitlines())]
for j in sorted(jobs):
    print(j)
print(Job(1, "x", "a") == Job(1, "x", "b"))
print([j.name for j in sorted(jobs, key=lambda j: j.name)])
print(sum(1 for j in jobs if j.notes))
