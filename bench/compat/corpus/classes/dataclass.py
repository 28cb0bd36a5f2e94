from dataclasses import dataclass, field
@dataclass
class Item:
    name: str
    qty: int = 0
    tags: list = field(default_factory=list)
i = Item("pen", 2)
print(i)
print(i == Item("pen", 2), i.tags)
