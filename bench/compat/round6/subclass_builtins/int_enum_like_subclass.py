class Priority(int):
    NAMES = {0: "low", 1: "normal", 2: "high", 3: "urgent"}

    def __new__(cls, value):
        if isinstance(value, str):
            lookup = {v: k for k, v in cls.NAMES.items()}
            if value.lower() not in lookup:
                raise ValueError(f"unknown priority {value!r}")
            value = lookup[value.lower()]
        if value not in cls.NAMES:
            raise ValueError(f"priority {value} out of range")
        return super().__new__(cls, value)

    @property
    def name(self):
        return self.NAMES[int(self)]

    def __repr__(self):
        return f"Priority.{self.name.upper()}"

tasks = [("deploy", "urgent"), ("lint", 0), ("review", "High"), ("docs", "normal"), ("party", "extreme"), ("x", 7)]
ok = []
for name, p in tasks:
    try:
        ok.append((Priority(p), name))
    except ValueError as e:
        print("skip:", e)
ok.sort(reverse=True)
print(ok)
print([p.name for p, _ in ok], sum(p for p, _ in ok), Priority(2) > 1, Priority("low") + 1)
print(type(Priority(2) + 1).__name__, bool(Priority(0)), str(Priority(3)), format(Priority(3), "03d"))
