principal = 10_000.0
rates = [0.03, 0.05, 0.07]
years = [1, 5, 10, 20, 30]
print("year " + "".join(f"{r:>12.0%}" for r in rates))
for y in years:
    print(f"{y:>4} " + "".join(f"{principal * (1 + r) ** y:>12,.2f}" for r in rates))
import math
for r in rates:
    double = math.log(2) / math.log(1 + r)
    print(f"{r:.0%}: doubles in {double:.2f} years (rule of 72: {72 / (r * 100):.1f})")
monthly = 0.05 / 12
n = 30 * 12
loan = 300_000
payment = loan * monthly / (1 - (1 + monthly) ** -n)
print(f"mortgage payment: {payment:,.2f}; total interest: {payment * n - loan:,.2f}")
