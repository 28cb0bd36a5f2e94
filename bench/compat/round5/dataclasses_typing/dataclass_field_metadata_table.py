from dataclasses import dataclass, field, fields
@dataclass
class Metric:
    name: str = field(metadata={"header": "Metric", "width": 12})
    value: float = field(metadata={"header": "Value", "width": 9, "fmt": ".3f"})
    n: int = field(metadata={"header": "N", "width": 5, "fmt": ","})
rows = [Metric("accuracy", 0.8123, 1500), Metric("f1", 0.77, 1500), Metric("latency_s", 1.2345, 12000)]
fs = fields(Metric)
print(" ".join(f"{f.metadata['header']:<{f.metadata['width']}}" for f in fs))
for r in rows:
    cells = []
    for f in fs:
        v = getattr(r, f.name)
        spec = f.metadata.get("fmt", "")
        cells.append(f"{format(v, spec):<{f.metadata['width']}}")
    print(" ".join(cells).rstrip())
print(dict(fs[1].metadata))
