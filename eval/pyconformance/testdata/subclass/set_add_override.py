class Lowered(set):
    def add(self, item):
        super().add(item.lower())
s = Lowered()
for w in ['A', 'b', 'a', 'B']:
    s.add(w)
print(sorted(s), len(s))
