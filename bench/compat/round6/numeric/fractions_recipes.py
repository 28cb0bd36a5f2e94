from fractions import Fraction

recipe = {"flour": "3/4", "sugar": "1/3", "butter": "1/2", "eggs": "2", "milk": "2/3"}
scale = Fraction(5, 2)
for item, qty in recipe.items():
    q = Fraction(qty) * scale
    whole, rem = divmod(q.numerator, q.denominator)
    mixed = f"{whole} {rem}/{q.denominator}" if whole and rem else (str(whole) if not rem else f"{rem}/{q.denominator}")
    print(f"{item:<7} {qty:>4} x 5/2 = {str(q):>5} = {mixed:<7} ({float(q):.3f})")
total = sum(Fraction(q) for q in recipe.values())
print(total, float(total), total.limit_denominator(10))
print(Fraction(0.1), Fraction("0.1"), Fraction(3.75), Fraction(22, 7) - Fraction(355, 113))
print(Fraction(1, 3) + Fraction(1, 6) == Fraction(1, 2), Fraction(6, 4), Fraction(-3, 9))
print(round(Fraction(7, 2)), round(Fraction(5, 2)), Fraction(7, 3).__floor__(), int(Fraction(-7, 3)))
