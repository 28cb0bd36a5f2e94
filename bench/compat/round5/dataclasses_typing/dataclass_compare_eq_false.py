from dataclasses import dataclass, field
@dataclass(eq=False)
class Node:
    name: str
    children: list = field(default_factory=list)
    def add(self, *kids):
        self.children.extend(kids)
        return self
a, b = Node("x"), Node("x")
print(a == b, a == a, len({a, b}))
@dataclass
class Item:
    name: str
    price: float = field(compare=False)
    qty: int = field(default=1, repr=False)
print(Item("pen", 1.0) == Item("pen", 2.5), Item("pen", 1.0, 5))
@dataclass(unsafe_hash=True)
class Key:
    a: int
    b: str
print(len({Key(1, "x"), Key(1, "x"), Key(2, "x")}))
tree = Node("root").add(Node("l").add(Node("ll")), Node("r"))
def depth(n):
    return 1 + max((depth(c) for c in n.children), default=0)
print(depth(tree), [c.name for c in tree.children])
