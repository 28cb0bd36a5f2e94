fs = [lambda x, i=i: x + i for i in range(3)]
print([f(10) for f in fs])
adders = {name: (lambda k: (lambda v: v * k))(k) for name, k in [("dbl", 2), ("tri", 3)]}
print(adders["dbl"](5), adders["tri"](5))
