class Safe(tuple):
    def __getitem__(self, i):
        try:
            return super().__getitem__(i)
        except IndexError:
            return None
s = Safe((1, 2))
print(s[0], s[5], s[-1], s[0:1])
