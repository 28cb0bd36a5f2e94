from dataclasses import dataclass, field
from decimal import Decimal

@dataclass
class Line:
    sku: str
    qty: int
    unit: Decimal

    @property
    def total(self) -> Decimal:
        return self.qty * self.unit

@dataclass
class Invoice:
    number: str
    customer: str
    lines: list = field(default_factory=list)
    tax_rate: Decimal = Decimal("0.08")

    def add(self, sku, qty, unit):
        self.lines.append(Line(sku, qty, Decimal(unit)))
        return self

    @property
    def subtotal(self):
        return sum((l.total for l in self.lines), Decimal("0"))

    @property
    def tax(self):
        return (self.subtotal * self.tax_rate).quantize(Decimal("0.01"))

inv = Invoice("INV-7", "Acme").add("bolt", 100, "0.15").add("nut", 250, "0.05").add("gear", 3, "12.99")
for l in inv.lines:
    print(f"{l.sku:<5} {l.qty:>4} x {l.unit:>6} = {l.total:>8}")
print(f"subtotal {inv.subtotal}  tax {inv.tax}  total {inv.subtotal + inv.tax}")
print(inv.lines[0])
print(Invoice("INV-8", "Beta"))
print(inv == Invoice("INV-7", "Acme", list(inv.lines)))
