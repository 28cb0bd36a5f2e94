class I(int):
    pass
a = I(7)
for r in [a + 1, a * 2, -a, a // 2, a % 3, a ** 2, abs(I(-3)), a & 3, a << 1]:
    print(type(r).__name__, r)
