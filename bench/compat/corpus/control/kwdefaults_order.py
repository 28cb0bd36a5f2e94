def f(a, *, z=1, b=2, m=3): return (a, z, b, m)
print(f.__kwdefaults__, f(0, b=5))
f.__kwdefaults__ = {"z": 9, "b": 8, "m": 7}
print(f(1), f.__defaults__)
