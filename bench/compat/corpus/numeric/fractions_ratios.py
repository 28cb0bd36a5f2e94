from fractions import Fraction
from collections import Counter
import re

labels = Counter(re.findall(r"label=(\w+)", context))
total = sum(labels.values())
shares = {k: Fraction(v, total) for k, v in labels.items()}
for k, f in shares.items():
    print(k, f, float(f), f.numerator, f.denominator)
print("sum:", sum(shares.values()), sum(shares.values()) == 1)
print(Fraction(3, 4) + Fraction(1, 6), Fraction(1, 3) * 3, Fraction(5, 10), Fraction(-6, 4))
print(Fraction("0.125"), Fraction("3/9"), Fraction(0.1), Fraction(0.1).limit_denominator(100))
print(Fraction(1, 3) < 0.34, Fraction(1, 2) == 0.5, Fraction(7, 2) // 1, Fraction(7, 2) % 1, round(Fraction(5, 2)))
print(repr(Fraction(2, 4)), str(Fraction(4, 2)), Fraction(2, 3) ** 2, Fraction(4, 9) ** Fraction(1, 2))
harmonic = sum(Fraction(1, n) for n in range(1, 11))
print(harmonic, f"{float(harmonic):.6f}")
try:
    Fraction(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(max(shares, key=shares.get), min(shares.values()))
