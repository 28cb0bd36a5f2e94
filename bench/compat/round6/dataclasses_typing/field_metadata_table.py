from dataclasses import dataclass, field, fields

@dataclass
class Metric:
    name: str = field(metadata={"width": 10, "align": "<"})
    value: float = field(metadata={"width": 9, "align": ">", "fmt": ".3f"})
    unit: str = field(default="", metadata={"width": 5, "align": "^"})

def render(rows):
    fs = fields(Metric)
    head = " ".join(f"{f.name:{f.metadata['align']}{f.metadata['width']}}" for f in fs)
    print(head)
    print("-" * len(head))
    for r in rows:
        cells = []
        for f in fs:
            v = getattr(r, f.name)
            spec = f"{f.metadata['align']}{f.metadata['width']}{f.metadata.get('fmt', '')}"
            cells.append(format(v, spec))
        print(" ".join(cells))

render([Metric("latency", 12.3456, "ms"), Metric("throughput", 1520.5, "rps"), Metric("errors", 0.0021)])
print(dict(fields(Metric)[1].metadata))
