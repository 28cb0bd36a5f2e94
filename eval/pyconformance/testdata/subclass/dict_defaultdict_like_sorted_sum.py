class Tally(dict):
    def add(self, k, n=1):
        self[k] = self.get(k, 0) + n
        return self
t = Tally().add('x').add('y', 5).add('x', 2)
print(t, sum(t.values()), sorted(t, key=t.get, reverse=True))
print(max(t, key=lambda k: t[k]))
