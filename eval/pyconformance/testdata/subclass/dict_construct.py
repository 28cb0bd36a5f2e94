class D(dict):
    pass
d = D(a=1, b=2)
e = D([('x', 1)])
print(d, e, D(), len(d))
print(type(d).__name__, isinstance(d, dict), issubclass(D, dict), type(d) is dict)
