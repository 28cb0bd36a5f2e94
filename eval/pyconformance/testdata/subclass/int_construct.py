class I(int):
    pass
i = I(5)
print(i, repr(i), type(i).__name__, isinstance(i, int), I('12'), I('ff', 16), I(), I(3.9))
