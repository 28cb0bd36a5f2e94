from functools import total_ordering

@total_ordering
class Money:
    __slots__ = ("cents",)

    def __init__(self, value):
        self.cents = round(float(value) * 100)

    def __eq__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        return self.cents == other.cents

    def __lt__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        return self.cents < other.cents

    def __add__(self, other):
        m = Money(0)
        m.cents = self.cents + other.cents
        return m

    __radd__ = lambda self, other: self if other == 0 else NotImplemented

    def __repr__(self):
        return f"Money({self.cents / 100:.2f})"

    def __str__(self):
        return f"${self.cents // 100:,}.{self.cents % 100:02d}"

amounts = [Money(t[7:]) for t in context.split() if t.startswith("amount=")]
print(len(amounts), max(amounts), min(amounts))
print(str(sum(amounts)), repr(sum(amounts[:3])))
print(Money("1.10") >= Money(1.1), Money(2) <= Money(1), Money(3) != Money(3))
print(sorted(amounts[:6]))
print(Money(5) == 5)
try:
    Money(1).extra = 2
except AttributeError as e:
    print("AttributeError", type(e).__name__)
