class F(frozenset):
    def __repr__(self):
        return 'F' + repr(sorted(self))
f = F([2, 1])
print(f, len(f), 1 in f, {f: 'v'}[frozenset([1, 2])], f == frozenset({1, 2}))
