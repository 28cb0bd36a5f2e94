from enum import Enum
class Weekday(Enum):
    MON = 1
    TUE = 2
    WED = 3
    THU = 4
    FRI = 5
    SAT = 6
    SUN = 7
    @classmethod
    def parse(cls, text):
        t = text.strip().upper()[:3]
        try:
            return cls[t]
        except KeyError:
            raise ValueError(f"not a weekday: {text!r}") from None
    @property
    def is_weekend(self):
        return self in (Weekday.SAT, Weekday.SUN)
context = "Monday, tue, Wednesday , FRI, sunday, Funday, sat"
days = []
for tok in context.split(","):
    try:
        days.append(Weekday.parse(tok))
    except ValueError as e:
        print(e)
print([d.name for d in days], [d.value for d in sorted(days, key=lambda d: d.value)])
print("weekend:", [d.name for d in days if d.is_weekend])
print(Weekday(3), Weekday.THU.value - Weekday.MON.value, Weekday["SUN"].is_weekend)
