from functools import total_ordering

@total_ordering
class Item:
    def __init__(self, name, score):
        self.name, self.score = name, score
    def __eq__(self, other):
        if not isinstance(other, Item):
            return NotImplemented
        return (self.score, self.name) == (other.score, other.name)
    def __lt__(self, other):
        return (self.score, self.name) < (other.score, other.name)
    def __repr__(self):
        return f"Item({self.name!r}, {self.score})"

items = [Item("b", 2), Item("a", 2), Item("c", 1)]
print(sorted(items))
print(Item("a", 1) <= Item("a", 1), Item("z", 0) >= Item("a", 1), Item("a", 1) == "a")
print(max(items), min(items, key=lambda i: i.name))
