class C:
    a = 1
c = C()
c.b = 2
print(getattr(c, "a"), getattr(c, "zz", "dflt"), hasattr(c, "b"), hasattr(c, "q"))
setattr(c, "d", 4)
print(c.d, sorted(k for k in vars(c)))
