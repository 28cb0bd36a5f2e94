vals = [0.1, 0.2, 0.1 + 0.2, 1 / 3, 2 / 3, 1e16, 1e16 + 1, 123456789.0123456789, 5e-324, 1.7976931348623157e308]
for v in vals:
    print(repr(v), str(v), f"{v:.3g}")
print(0.1 + 0.2 == 0.3, round(0.1 + 0.2, 10) == 0.3, abs((0.1 + 0.2) - 0.3) < 1e-9)
print((0.1).as_integer_ratio(), (0.5).as_integer_ratio(), 2.5.hex(), float.fromhex("0x1.8p1"))
print(float("1e500"), float("-inf") < -1e308, float("nan") != float("nan"))
print(1e308 * 10, -1e308 * 10, 1.5.is_integer(), (3.0).is_integer())
print(round(2.5), round(3.5), round(0.125, 2), round(0.375, 2), round(1.005, 2))
print(sum([1e100, 1.0, -1e100]), 10 / 4, 10 // 4, -10 / 4, -10 // 4, 7.5 // 2, 7.5 % 2)
print(int(1e20), float(2 ** 53 + 1), 2 ** 53 + 1.0 == 2 ** 53)
