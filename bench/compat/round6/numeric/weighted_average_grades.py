from fractions import Fraction
from decimal import Decimal, ROUND_HALF_UP

weights = {"homework": Fraction(1, 5), "midterm": Fraction(3, 10), "final": Fraction(1, 2)}
students = {
    "ana": {"homework": 92, "midterm": 85, "final": 88},
    "ben": {"homework": 70, "midterm": 95, "final": 79.5},
    "cy": {"homework": 100, "midterm": 60},
}
assert sum(weights.values()) == 1
for name, scores in students.items():
    got = {k: v for k, v in scores.items() if k in weights}
    w = sum(weights[k] for k in got)
    avg = sum(Fraction(str(v)) * weights[k] for k, v in got.items()) / w
    rounded = Decimal(avg.numerator) / Decimal(avg.denominator)
    print(f"{name:<4} weight={str(w):<5} exact={str(avg):<8} ~{float(avg):.4f} rounded={rounded.quantize(Decimal('0.1'), ROUND_HALF_UP)}")
