from typing import NamedTuple, Optional
class Hit(NamedTuple):
    doc: str
    line: int
    score: float = 0.0
    note: Optional[str] = None
    def label(self) -> str:
        return f"{self.doc}:{self.line}"
hits = [Hit("a.txt", 10, 0.9), Hit("b.txt", 3), Hit("a.txt", 2, 0.95, "exact")]
for h in sorted(hits, key=lambda h: -h.score):
    print(h.label(), h.score, h.note)
print(hits[1], hits[1]._asdict())
print(Hit._fields, Hit._field_defaults)
print(Hit.__annotations__)
doc, line, *_ = hits[2]
print(doc, line, hits[0] < hits[2], tuple(hits[0]))
