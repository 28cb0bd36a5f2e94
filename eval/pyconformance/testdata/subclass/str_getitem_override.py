class Rev(str):
    def __getitem__(self, i):
        return str.__getitem__(str(self)[::-1], i)
r = Rev('abc')
print(r[0], r[1:], len(r), str(r))
