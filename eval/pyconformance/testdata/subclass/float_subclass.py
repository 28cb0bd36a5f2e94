class Meters(float):
    def __repr__(self):
        return '%gm' % self
m = Meters(2.5)
print(m, repr(m), m + 1, type(m + 1).__name__, m * 2, round(m), isinstance(m, float))
print(sorted([Meters(3), Meters(1.5)]), sum([Meters(1), Meters(2)]))
