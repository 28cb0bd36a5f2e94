from __future__ import annotations
from dataclasses import dataclass, field
@dataclass
class Section:
    title: str
    words: int = 0
    children: list[Section] = field(default_factory=list)
    def total(self) -> int:
        return self.words + sum(c.total() for c in self.children)
    def outline(self, depth: int = 0) -> list[str]:
        lines = [f"{'  ' * depth}{self.title} ({self.total()})"]
        for c in self.children:
            lines.extend(c.outline(depth + 1))
        return lines
    def find(self, title: str) -> Section | None:
        if self.title == title:
            return self
        for c in self.children:
            if (hit := c.find(title)):
                return hit
        return None
doc = Section("Report", 50, [
    Section("Intro", 120),
    Section("Methods", 30, [Section("Data", 200), Section("Models", 310, [Section("Baselines", 90)])]),
    Section("Results", 400),
])
print("\n".join(doc.outline()))
print(doc.find("Models"), doc.find("Nope"))
print(Section.__annotations__)
