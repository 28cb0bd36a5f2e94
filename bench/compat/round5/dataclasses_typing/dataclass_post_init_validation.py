from dataclasses import dataclass, field
@dataclass
class Order:
    order_id: str
    quantity: int
    unit_price: float
    discount: float = 0.0
    total: float = field(init=False)
    def __post_init__(self):
        if self.quantity <= 0:
            raise ValueError(f"{self.order_id}: quantity must be positive")
        if not 0 <= self.discount < 1:
            raise ValueError(f"{self.order_id}: discount {self.discount} out of range")
        self.total = round(self.quantity * self.unit_price * (1 - self.discount), 2)

rows = [("A1", 3, 9.99, 0.1), ("A2", 0, 5.0, 0.0), ("A3", 2, 100.0, 1.5), ("A4", 10, 0.5, 0.0)]
orders = []
for r in rows:
    try:
        orders.append(Order(*r))
    except ValueError as e:
        print("skip:", e)
for o in orders:
    print(o)
print(sum(o.total for o in orders))
