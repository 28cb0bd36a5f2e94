class Money:
    def __init__(self, cents, cur="USD"):
        self.cents, self.cur = cents, cur
    def __str__(self):
        return f"{self.cents / 100:.2f} {self.cur}"
    def __repr__(self):
        return f"Money({self.cents!r}, {self.cur!r})"
    def __format__(self, spec):
        if spec == "short":
            return f"{self.cents // 100}{self.cur[0]}"
        return format(str(self), spec)
    def __int__(self):
        return self.cents // 100
    def __float__(self):
        return self.cents / 100
    def __round__(self, n=0):
        return round(self.cents / 100, n)

m = Money(123456)
print(m)
print(repr(m), [m])
print(f"{m:short}|{m:>16}|{m:*<16}|")
print(int(m), float(m), round(m), round(m, 1))
print(str(Money(5, "EUR")), "{}".format(Money(99)))
