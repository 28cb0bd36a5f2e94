from dataclasses import dataclass, field
from typing import Optional

@dataclass(frozen=True)
class Citation:
    author: str
    year: int
    title: str = field(compare=False)
    page: Optional[int] = field(default=None, compare=False)

    def short(self):
        return f"{self.author} ({self.year})"

context = """Smith|2019|Deep things|12
Lee|2021|Wide things|
Smith|2019|Deep Things (reprint)|40
Garcia|2020|Long things|7
Lee|2021|Wide things|3"""

cites = []
for line in context.splitlines():
    author, year, title, page = line.split("|")
    cites.append(Citation(author, int(year), title, int(page) if page else None))
unique = list(dict.fromkeys(cites))
print(len(cites), "->", len(unique))
for c in sorted(unique, key=lambda c: (c.year, c.author)):
    print(c.short(), "|", c.title, "| page", c.page)
print(Citation("A", 1, "x") == Citation("A", 1, "y"), hash(Citation("A", 1, "x")) == hash(Citation("A", 1, "y")))
