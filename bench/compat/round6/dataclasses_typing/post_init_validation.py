from dataclasses import dataclass, field

@dataclass
class Shipment:
    tracking: str
    weight_kg: float
    dims_cm: tuple
    volume_l: float = field(init=False)
    tags: list = field(default_factory=list, repr=False)

    def __post_init__(self):
        if not self.tracking.isalnum():
            raise ValueError(f"bad tracking id {self.tracking!r}")
        if self.weight_kg <= 0:
            raise ValueError("weight must be positive")
        l, w, h = self.dims_cm
        self.volume_l = round(l * w * h / 1000, 2)

    @property
    def billable_kg(self):
        return max(self.weight_kg, self.volume_l / 5)

raw = [("ZX81", 2.5, (30, 20, 10)), ("AB-1", 1, (1, 1, 1)), ("Q7", 0, (5, 5, 5)), ("LONG9", 1.2, (60, 40, 40))]
good = []
for args in raw:
    try:
        good.append(Shipment(*args))
    except ValueError as e:
        print("rejected:", e)
for s in good:
    print(s, f"billable={s.billable_kg:.2f}")
print(Shipment("T1", 1.0, (10, 10, 10), tags=["fragile"]).tags)
