class Meters:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return f"{self.v}m"
    def __add__(self, other):
        if isinstance(other, Meters):
            return Meters(self.v + other.v)
        if isinstance(other, (int, float)):
            return Meters(self.v + other)
        return NotImplemented
    def __radd__(self, other):
        return self.__add__(other)
    def __lt__(self, other):
        return self.v < (other.v if isinstance(other, Meters) else other)
    def __eq__(self, other):
        return self.v == (other.v if isinstance(other, Meters) else other)
    def __iadd__(self, other):
        self.v += other.v if isinstance(other, Meters) else other
        return self

parts = [Meters(3), Meters(1.5), Meters(7)]
print(sum(parts), sum(parts, Meters(0)))
print(5 + Meters(2), Meters(2) + 5, sorted(parts))
m = Meters(1)
alias = m
m += 4
print(m, alias, m is alias)
print(Meters(2) == 2, Meters(3) > Meters(1), max(parts))
try:
    Meters(1) + "x"
except TypeError as e:
    print("TypeError:", e)
