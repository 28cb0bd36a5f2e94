class Named(list):
    def __init__(self, name, items=()):
        super().__init__(items)
        self.name = name
n = Named('nums', [1, 2])
n.append(3)
print(n.name, n, len(n), sum(n))
