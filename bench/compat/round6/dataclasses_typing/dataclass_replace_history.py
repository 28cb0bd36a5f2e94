from dataclasses import dataclass, replace, field
from typing import Tuple

@dataclass(frozen=True)
class Cart:
    items: Tuple[Tuple[str, int], ...] = ()
    coupon: str = ""
    version: int = 0

    def add(self, sku, qty=1):
        d = dict(self.items)
        d[sku] = d.get(sku, 0) + qty
        return replace(self, items=tuple(sorted(d.items())), version=self.version + 1)

    def remove(self, sku):
        return replace(self, items=tuple(i for i in self.items if i[0] != sku), version=self.version + 1)

    def count(self):
        return sum(q for _, q in self.items)

history = [Cart()]
for op, arg in [("add", "pen"), ("add", "ink"), ("add", "pen"), ("remove", "ink"), ("coupon", "SAVE5")]:
    cur = history[-1]
    if op == "coupon":
        history.append(replace(cur, coupon=arg, version=cur.version + 1))
    else:
        history.append(getattr(cur, op)(arg))
for c in history:
    print(c.version, c.items, c.coupon or "-", c.count())
print(history[0] == Cart(), history[2] is history[3])
