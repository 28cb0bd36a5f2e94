class T(tuple):
    pass
t = T([1, 2, 3])
print(t, len(t), t[1], type(t).__name__, isinstance(t, tuple), T(), T('ab'))
