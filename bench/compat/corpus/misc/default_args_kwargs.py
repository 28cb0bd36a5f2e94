def f(a, b=2, *args, c=3, **kw):
    return (a, b, args, c, sorted(kw.items()))
print(f(1))
print(f(1, 5, 6, 7, c=8, z=9, y=0))
def g(*, key):
    return key
print(g(key="k"))
