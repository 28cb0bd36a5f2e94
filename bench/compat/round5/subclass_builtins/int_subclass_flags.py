class Percent(int):
    def __new__(cls, value):
        v = int(value)
        if not 0 <= v <= 100:
            raise ValueError(f"percent out of range: {v}")
        return super().__new__(cls, v)
    def __str__(self):
        return f"{int(self)}%"
    def __repr__(self):
        return f"Percent({int(self)})"
    def of(self, total):
        return total * int(self) / 100

p = Percent(45)
print(p, repr(p), p + 5, type(p + 5).__name__, p * 2)
print(p.of(200), p > 40, p == 45, isinstance(p, int))
print(sorted([Percent(90), Percent(5), Percent(50)]), sum([Percent(10), Percent(20)]))
for v in ("99", 101, -1, 12.9):
    try:
        print(repr(Percent(v)))
    except ValueError as e:
        print("ValueError:", e)
print(f"{p:>5d}|{p:05}|", hex(p), str(p))
