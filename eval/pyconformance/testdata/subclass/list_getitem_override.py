class OneBased(list):
    def __getitem__(self, i):
        if isinstance(i, int):
            return super().__getitem__(i - 1)
        return super().__getitem__(i)
xs = OneBased(['a', 'b', 'c'])
print(xs[1], xs[3], xs[0:2])
try:
    xs[10]
except IndexError as e:
    print('IndexError', e)
