class Percent(float):
    def __new__(cls, value):
        if isinstance(value, str) and value.endswith("%"):
            value = float(value[:-1]) / 100
        v = super().__new__(cls, value)
        if not 0 <= v <= 1:
            raise ValueError(f"percent out of range: {float(v):.2%}")
        return v

    def __str__(self):
        return f"{float(self):.1%}"

    def __repr__(self):
        return f"Percent({float(self)!r})"

    def of(self, amount):
        return amount * float(self)

rates = [Percent("12.5%"), Percent(0.3), Percent("100%"), Percent("0%")]
print(rates, [str(r) for r in rates])
print(rates[0].of(200), rates[0] + 0.1, type(rates[0] + 0.1).__name__, rates[0] * 2)
print(max(rates), sum(rates), round(rates[0], 2), f"{rates[1]:.3f}", f"{rates[1]}")
for bad in ["150%", -0.1]:
    try:
        Percent(bad)
    except ValueError as e:
        print("ValueError:", e)
print(isinstance(rates[0], float), rates[0] == 0.125, Percent(0.5).is_integer())
