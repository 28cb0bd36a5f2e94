vals = [0.5, 1.5, 2.5, -0.5, -1.5, 2.675, 1.005, 0.125, 0.375]
print([round(v) for v in vals])
print([round(v, 2) for v in vals])
print(round(1234.5678, -2), round(1234, -2), round(-1250, -2), round(1350, -2))
import math
print([math.floor(v) for v in vals[:5]], [math.ceil(v) for v in vals[:5]], [math.trunc(v) for v in vals[:5]])
print(int(-2.7), int(2.7), -7 // 2, -7 % 2, 7 // -2, 7 % -2, divmod(-7, 2), divmod(7.5, 2))
amounts = [float(l.split("amount=")[1].split()[0]) for l in context.splitlines() if "amount=" in l]
total = sum(amounts)
print(total, round(total, 2), f"{total:.2f}", math.fsum(amounts))
cents = sum(round(a * 100) for a in amounts)
print("cents:", cents, cents / 100, f"{cents // 100}.{cents % 100:02d}")
print(0.1 + 0.2, 0.1 + 0.2 == 0.3, math.isclose(0.1 + 0.2, 0.3), round(0.1 + 0.2, 10))
print(1e16 + 1, 2**53 + 1.0, float(2**53 + 1), 1 / 3, 2 / 3, 10 / 4, 10 // 4)
print(format(2.5, ".0f"), format(3.5, ".0f"), "%.0f" % 0.5, f"{1e-7:.3g}", f"{123456789.0:.3e}")
