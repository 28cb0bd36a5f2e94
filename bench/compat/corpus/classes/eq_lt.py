class V:
    def __init__(self, n):
        self.n = n
    def __eq__(self, o):
        return self.n == o.n
    def __lt__(self, o):
        return self.n < o.n
    def __repr__(self):
        return "V%d" % self.n
vs = [V(3), V(1), V(2)]
print(sorted(vs), V(1) == V(1), V(1) != V(2), min(vs))
