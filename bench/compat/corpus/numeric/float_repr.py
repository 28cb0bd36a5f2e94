xs = [0.1 + 0.2, 1 / 3, 2 / 3, 1e16, 1e15 + 0.3, 123456789.123456789, 1e-7, 0.00001, 1.0, -0.0,
      1e22, 1.5e300 * 1e10, 2 ** 0.5, 100.0 / 3, 5e-324]
for x in xs:
    print(repr(x), str(x), f"{x}", f"{x:g}", f"{x:.3e}")
print(0.1 + 0.2 == 0.3, abs(0.1 + 0.2 - 0.3) < 1e-9)
print(float("1e3"), float(" -12.50 "), float("1_000.5"), int(float("3.99")))
print(3.0, 3.10, 1e5, 1e16, 12345678901234567.0)
print(str(1 / 7)[:10], len(repr(1 / 7)))
print((0.1).as_integer_ratio(), (2.5).is_integer(), (3.0).is_integer(), 0.1.hex())
amounts = [float(v) for v in __import__("re").findall(r"amount=([\d.]+)", context)]
print(amounts[:5], sum(amounts[:5]))
print([a * 3 for a in amounts[:4]])
