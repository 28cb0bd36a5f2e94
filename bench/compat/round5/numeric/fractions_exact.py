from fractions import Fraction as F
a, b = F(1, 3), F(2, 7)
print(a + b, a - b, a * b, a / b, a ** 2, -a, abs(F(-3, 4)))
print(F("0.125"), F("3/9"), F(0.5), F(1.1).limit_denominator(100), F(3.14159).limit_denominator(10))
print(sum(F(1, n) for n in range(1, 7)))
print(F(7, 3).numerator, F(7, 3).denominator, float(F(7, 3)), int(F(7, 3)), round(F(7, 2)), round(F(5, 2)))
print(F(1, 3) == 1 / 3, F(1, 2) == 0.5, F(2, 4) == F(1, 2), F(1, 3) < F(1, 2), sorted([F(2, 3), F(1, 2), F(5, 8)]))
harm = [F(1, 2) ** k for k in range(6)]
print(harm, sum(harm))
try:
    F(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(F(10, 4).as_integer_ratio(), str(F(6, 3)), repr(F(6, 4)))
