class Key(tuple):
    pass
d = {Key((1, 2)): 'x'}
print(d[(1, 2)], Key((1, 2)) in d, {(1, 2): 'y'}[Key((1, 2))])
