from fractions import Fraction
from collections import Counter

labels = Counter(l.split()[2].split("=")[1] for l in context.splitlines() if l.startswith("id="))
n = sum(labels.values())
shares = {lab: Fraction(c, n) for lab, c in labels.most_common()}
for lab, fr in shares.items():
    print(f"{lab:6} {str(fr):>6}  = {float(fr):.4f}  ({fr.numerator}/{fr.denominator})")
print("sum of shares:", sum(shares.values()), sum(shares.values()) == 1)
spam_vs_ham = shares["spam"] / shares["ham"]
print("spam:ham =", spam_vs_ham, round(float(spam_vs_ham), 3))
print(Fraction("0.125"), Fraction(3.75), Fraction(1, 3) + Fraction(1, 6), Fraction(-4, 6))
print(Fraction(0.1), Fraction(0.1).limit_denominator(100))
print(Fraction(22, 7) > 3.14, Fraction(1, 2) == 0.5, Fraction(5, 4) // 1, Fraction(5, 4) % 1)
print(repr(Fraction(7, 3)), Fraction(7, 3) ** 2, round(Fraction(7, 3), 2))
harmonic = sum(Fraction(1, k) for k in range(1, 11))
print("H10 =", harmonic, f"{float(harmonic):.6f}")
try:
    Fraction(1, 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
