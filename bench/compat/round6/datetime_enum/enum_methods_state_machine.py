from enum import Enum

class Order(Enum):
    NEW = "new"
    PAID = "paid"
    SHIPPED = "shipped"
    DELIVERED = "delivered"
    CANCELLED = "cancelled"

    def can_go(self, other):
        return other in TRANSITIONS[self]

    @property
    def final(self):
        return not TRANSITIONS[self]

TRANSITIONS = {
    Order.NEW: {Order.PAID, Order.CANCELLED},
    Order.PAID: {Order.SHIPPED, Order.CANCELLED},
    Order.SHIPPED: {Order.DELIVERED},
    Order.DELIVERED: set(),
    Order.CANCELLED: set(),
}

context = "o1:paid,shipped,delivered o2:shipped o3:paid,cancelled,paid o4:cancelled"
for spec in context.split():
    oid, steps = spec.split(":")
    state = Order.NEW
    for s in steps.split(","):
        nxt = Order(s)
        if not state.can_go(nxt):
            print(f"{oid}: illegal {state.value} -> {nxt.value}")
            break
        state = nxt
    print(f"{oid}: ends {state.name} final={state.final}")
print([o.name for o in Order if o.final])
