from typing import NamedTuple, Optional

class Row(NamedTuple):
    id: int
    user: str
    amount: float
    region: str = "unknown"
    note: Optional[str] = None

    @property
    def cents(self) -> int:
        return round(self.amount * 100)

    def with_tax(self, rate: float) -> "Row":
        return self._replace(amount=round(self.amount * (1 + rate), 2))

rows = []
for line in context.splitlines():
    if line.startswith("id="):
        kv = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
        rows.append(Row(int(kv["id"]), kv["user"], float(kv["amount"]), kv["region"]))

print(rows[0])
print(rows[0]._asdict())
print(rows[1].with_tax(0.2), rows[1].cents)
rid, user, *rest = rows[2]
print(rid, user, rest)
print(Row._fields, Row._field_defaults)
print(Row(7, "x", 1.5))
print(sum(r.cents for r in rows if r.region == "eu"))
print(max(rows, key=lambda r: r.amount).user, rows[5] < rows[6], rows[0] == (1, "alice", 142.36, "us-west", None))
try:
    rows[0].amount = 0
except AttributeError as e:
    print("AttributeError:", e)
try:
    Row(1)
except TypeError as e:
    print("TypeError:", e)
