from dataclasses import dataclass

class ValidationError(ValueError):
    def __init__(self, errors):
        self.errors = errors
        super().__init__(f"{len(errors)} validation error(s): " + "; ".join(errors))

@dataclass
class Order:
    id: int
    amount: float
    region: str

    def __post_init__(self):
        errs = []
        if self.amount <= 0:
            errs.append(f"amount must be positive, got {self.amount}")
        if self.region not in ("eu", "apac", "us-east", "us-west"):
            errs.append(f"unknown region {self.region!r}")
        if errs:
            raise ValidationError(errs)

orders = []
for line in context.splitlines()[:10]:
    kv = dict(t.split("=", 1) for t in line.split()[:6])
    orders.append(Order(int(kv["id"]), float(kv["amount"]), kv["region"]))
print(len(orders), orders[-1])

for args in [(1, -2.0, "eu"), (2, 5.0, "latam"), (3, 0, "moon"), (4, 1.0, "apac")]:
    try:
        print("ok", Order(*args))
    except ValidationError as e:
        print(e)
        print("  ->", e.errors, isinstance(e, ValueError))
