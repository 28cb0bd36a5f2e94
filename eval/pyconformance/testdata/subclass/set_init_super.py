class Seen(set):
    def __init__(self, items=()):
        super().__init__(x for x in items if x)
        self.count = len(self)
s = Seen([0, 1, '', 'a', None, 1])
print(sorted(s, key=str), s.count)
