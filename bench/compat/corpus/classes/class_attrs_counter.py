class Node:
    created = 0
    def __init__(self, v, children=None):
        self.v = v
        self.children = children or []
        Node.created += 1
    def total(self):
        return self.v + sum(c.total() for c in self.children)
tree = Node(1, [Node(2), Node(3, [Node(4)])])
print(tree.total(), Node.created)
