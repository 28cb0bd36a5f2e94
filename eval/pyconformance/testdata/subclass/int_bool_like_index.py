class Idx(int):
    pass
xs = ['a', 'b', 'c']
print(xs[Idx(1)], list(range(Idx(3))), bool(Idx(0)), hex(Idx(255)), Idx(2) == 2, hash(Idx(9)) == 9)
