class Money:
    def __init__(self, cents):
        self.cents = cents
    def __str__(self):
        return f"${self.cents / 100:.2f}"
    def __repr__(self):
        return f"Money({self.cents})"
    def __format__(self, spec):
        if spec == "short":
            return f"{self.cents // 100}$"
        return format(str(self), spec)

m = Money(12345)
print(m, [m], {"k": m}, (m,))
print(f"{m}|{m!r}|{m:>10}|{m:short}")
print(str([m]), repr(str(m)), "%s %r" % (m, m))
print("{0} {0!r} {0:short}".format(m))
