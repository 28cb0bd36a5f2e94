import math
from decimal import Decimal

amounts = [float(l.split()[3][7:]) for l in context.splitlines() if l.startswith("id=")]
naive = 0.0
for a in amounts:
    naive += a
print(naive, math.fsum(amounts), round(naive, 2) == round(math.fsum(amounts), 2))
cents = sum(round(a * 100) for a in amounts)
print(cents / 100, Decimal(cents) / 100)
print(0.1 + 0.2 == 0.3, abs(0.1 + 0.2 - 0.3) < 1e-9, 0.1 * 3, 1.1 * 1.1, 3 * 1.1)
print((0.1).as_integer_ratio(), (0.5).as_integer_ratio(), (2.0).is_integer(), (2.5).is_integer())
print(float.hex(0.1), float.fromhex("0x1.8p1"), 1e308 * 10, -1e308 * 10, 5e-324 / 2)
print(2 ** 53 + 1.0 == 2 ** 53, float(2 ** 53 + 1), int(float(2 ** 53 + 1)), 9007199254740993)
print(round(0.5), round(1.5), round(2.5), round(0.15, 1), round(0.25, 1), round(0.35, 1))
print(1.0 / 3 * 3 == 1.0, sum([0.1] * 10), math.fsum([0.1] * 10), 0.1 * 10)
nan = float("nan")
print(nan != nan, nan in [nan], [nan] == [nan], max(1, nan), max(nan, 1), sorted([3, 1, 2]))
print(str(1.0), str(100.0), str(1e100), repr(1.5e-5), repr(123456789012345678.0), 1e15 + 0.3)
print(-0.0 == 0.0, str(-0.0), math.copysign(1, -0.0), 0.0 * -1, abs(-0.0))
print(int("7") + 0.0, 7 / 7, type(7 / 7).__name__, 2 ** 0.5 * 2 ** 0.5, 10 ** -2)
