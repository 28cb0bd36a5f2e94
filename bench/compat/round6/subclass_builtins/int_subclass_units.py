class Cents(int):
    def __new__(cls, value):
        if isinstance(value, str):
            dollars, _, cents = value.replace("$", "").partition(".")
            value = int(dollars) * 100 + int((cents + "00")[:2])
        return super().__new__(cls, value)

    def __add__(self, other):
        return Cents(int(self) + int(other))

    __radd__ = __add__

    def __mul__(self, k):
        return Cents(round(int(self) * k))

    def __str__(self):
        return f"${int(self) // 100}.{int(self) % 100:02d}"

    def __repr__(self):
        return f"Cents({int(self)})"

prices = [Cents("$4.99"), Cents("12.5"), Cents(250), Cents("$0.05")]
print(prices, [str(p) for p in prices])
total = sum(prices)
print(total, repr(total), type(total).__name__, total > 2000, int(total))
print(Cents("3.10") * 3, Cents(999) * 0.5, Cents(100) - 1, type(Cents(100) - 1).__name__)
print(sorted(prices), max(prices), f"{prices[0]:>8}", f"{prices[0]:d}")
print(isinstance(total, int), Cents(5) == 5, hash(Cents(5)) == hash(5), [10, 20, 30][Cents(1)])
