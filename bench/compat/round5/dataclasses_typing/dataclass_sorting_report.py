from dataclasses import dataclass, field
from operator import attrgetter
@dataclass
class Run:
    model: str
    task: str
    score: float
    cost: float
    tags: tuple[str, ...] = ()
runs = [
    Run("small", "qa", 0.61, 0.02), Run("large", "qa", 0.78, 0.40, ("best",)), Run("small", "sum", 0.55, 0.03),
    Run("large", "sum", 0.70, 0.52), Run("medium", "qa", 0.70, 0.11), Run("medium", "sum", 0.66, 0.15),
]
for r in sorted(runs, key=attrgetter("task", "score"), reverse=True):
    print(f"{r.task:<4}{r.model:<7}{r.score:.2f} ${r.cost:.2f} {list(r.tags)}")
eff = sorted(runs, key=lambda r: r.score / r.cost, reverse=True)
print([f"{r.model}/{r.task}={r.score / r.cost:.1f}" for r in eff[:3]])
by_model = {}
for r in runs:
    by_model.setdefault(r.model, []).append(r.score)
print({m: round(sum(v) / len(v), 3) for m, v in sorted(by_model.items())})
