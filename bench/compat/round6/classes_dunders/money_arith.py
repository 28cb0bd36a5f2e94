from functools import total_ordering

@total_ordering
class Money:
    __slots__ = ("cents", "currency")

    def __init__(self, amount, currency="USD"):
        self.cents = round(amount * 100) if isinstance(amount, float) else amount * 100
        self.currency = currency

    @classmethod
    def from_cents(cls, cents, currency="USD"):
        m = cls(0, currency)
        m.cents = cents
        return m

    def _check(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        if other.currency != self.currency:
            raise ValueError(f"currency mismatch: {self.currency} vs {other.currency}")
        return other

    def __add__(self, other):
        if other == 0:
            return self
        self._check(other)
        return Money.from_cents(self.cents + other.cents, self.currency)

    __radd__ = __add__

    def __mul__(self, k):
        return Money.from_cents(round(self.cents * k), self.currency)

    __rmul__ = __mul__

    def __eq__(self, other):
        if isinstance(other, int) and other == 0:
            return self.cents == 0
        if not isinstance(other, Money):
            return NotImplemented
        return (self.cents, self.currency) == (other.cents, other.currency)

    def __lt__(self, other):
        self._check(other)
        return self.cents < other.cents

    def __hash__(self):
        return hash((self.cents, self.currency))

    def __repr__(self):
        return f"Money({self.cents // 100}.{self.cents % 100:02d} {self.currency})"

    def __str__(self):
        sign = "-" if self.cents < 0 else ""
        c = abs(self.cents)
        return f"{sign}${c // 100:,}.{c % 100:02d}"

lines = [Money(19.99), Money(5), Money(0.01) * 3, 2 * Money(1250.5)]
total = sum(lines)
print(total, repr(total))
print(sorted(lines))
print(max(lines), min(lines))
print(Money(5) == Money(5.0), Money(5) > Money(4.99), Money(3) <= Money(3))
try:
    Money(1) + Money(1, "EUR")
except ValueError as e:
    print("error:", e)
print(len({Money(1), Money(1.0), Money(2)}))
