class Temperature:
    def __init__(self, celsius):
        self.celsius = celsius

    def __repr__(self):
        return f"Temperature({self.celsius!r})"

    def __str__(self):
        return f"{self.celsius:.1f}°C"

    def __format__(self, spec):
        if spec.endswith("F"):
            return format(self.celsius * 9 / 5 + 32, spec[:-1] or ".1f") + "°F"
        if spec.endswith("K"):
            return format(self.celsius + 273.15, spec[:-1] or ".2f") + "K"
        return format(str(self), spec)

t = Temperature(21.456)
print(t)
print(repr(t))
print([t, Temperature(-3)])
print(f"{t:F} {t:.0F} {t:K} {t:>12} [{t:^12}]")
print("{!r} / {!s} / {:8.3K}".format(t, t, t))
print(f"{t=}")
print(str([t]), "%s and %r" % (t, t))
