from dataclasses import dataclass, field, asdict, astuple, fields
from typing import Optional

@dataclass
class Stats:
    n: int = 0
    total: float = 0.0
    max_id: Optional[int] = None

@dataclass
class RegionReport:
    region: str
    by_label: dict = field(default_factory=dict)
    overall: Stats = field(default_factory=Stats)

reports: dict[str, RegionReport] = {}
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    kv = dict(t.split("=", 1) for t in line.split()[:6])
    rep = reports.setdefault(kv["region"], RegionReport(kv["region"]))
    st = rep.by_label.setdefault(kv["label"], Stats())
    for s in (st, rep.overall):
        s.n += 1
        s.total = round(s.total + float(kv["amount"]), 2)
        s.max_id = int(kv["id"])

print([f.name for f in fields(RegionReport)])
eu = reports["eu"]
print(eu.overall, astuple(eu.overall))
print(asdict(eu)["by_label"]["ham"])
for r in sorted(reports.values(), key=lambda r: r.region):
    print(f"{r.region:8} {r.overall.n:3d} {r.overall.total:9.2f}", sorted(r.by_label))
print(RegionReport("x") == RegionReport("x"), Stats() == Stats(0, 0.0, None))
