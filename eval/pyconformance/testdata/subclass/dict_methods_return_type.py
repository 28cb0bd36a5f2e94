class D(dict):
    pass
d = D(a=1)
print(type(d.copy()).__name__, type(d | {'b': 2}).__name__, type(D.fromkeys('ab', 0)).__name__)
print(D.fromkeys('ab', 0))
d |= {'c': 3}
print(type(d).__name__, d)
