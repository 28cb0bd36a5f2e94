class Money:
    __slots__ = ("cents", "currency")

    def __init__(self, cents, currency="USD"):
        self.cents = int(cents)
        self.currency = currency

    @classmethod
    def parse(cls, text, currency="USD"):
        whole, _, frac = text.partition(".")
        return cls(int(whole) * 100 + int((frac + "00")[:2]), currency)

    def __add__(self, other):
        if isinstance(other, Money):
            if other.currency != self.currency:
                raise ValueError(f"currency mismatch: {self.currency} vs {other.currency}")
            return Money(self.cents + other.cents, self.currency)
        if other == 0:
            return self
        return NotImplemented

    __radd__ = __add__

    def __mul__(self, k):
        return Money(round(self.cents * k), self.currency)

    def __bool__(self):
        return self.cents != 0

    def __repr__(self):
        return f"Money({self.cents // 100}.{self.cents % 100:02d} {self.currency})"

amounts = [Money.parse(tok[7:]) for line in context.splitlines()
           for tok in line.split() if tok.startswith("amount=")]
print(len(amounts), amounts[:3])
total = sum(amounts)
print("total:", total)
print("sum of first 10 * 1.5:", sum(amounts[:10]) * 1.5)
print(bool(Money(0)), bool(amounts[0]), Money.parse("7.5"), Money.parse("12"))
try:
    Money(100) + Money(100, "EUR")
except ValueError as e:
    print("ValueError:", e)
try:
    Money(100) + 2.5
except TypeError as e:
    print("TypeError:", e)
