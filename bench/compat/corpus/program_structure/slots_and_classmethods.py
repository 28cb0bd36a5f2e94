class Point:
    __slots__ = ("ts", "amount")

    def __init__(self, ts, amount):
        self.ts = ts
        self.amount = amount

    @classmethod
    def parse(cls, line):
        ts = line.split("ts=")[1].split()[0]
        return cls(ts, float(line.split("amount=")[1].split()[0]))

    @staticmethod
    def month_of(ts):
        return int(ts[5:7])

    def __repr__(self):
        return f"Point({self.ts!r}, {self.amount:.2f})"

    def __hash__(self):
        return hash((self.ts, self.amount))

    def __eq__(self, other):
        return (self.ts, self.amount) == (other.ts, other.amount)

pts = [Point.parse(l) for l in context.splitlines() if "ts=" in l]
print(pts[:2])
by_month = {}
for p in pts:
    by_month.setdefault(Point.month_of(p.ts), []).append(p)
for m in sorted(by_month)[:4]:
    ps = sorted(by_month[m], key=lambda p: p.ts)
    print(m, len(ps), ps[0], ps[-1])
try:
    pts[0].note = "x"
except AttributeError as e:
    print(type(e).__name__, e)
print(hasattr(pts[0], "__dict__"), Point.__slots__)
print(len(set(pts)), pts[0] == Point(pts[0].ts, pts[0].amount))
