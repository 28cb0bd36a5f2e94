from functools import singledispatch
from datetime import datetime
from decimal import Decimal

@singledispatch
def render(value):
    return f"<{type(value).__name__}>"

@render.register
def _(value: float):
    return f"{value:,.2f}"

@render.register
def _(value: int):
    return f"{value:d}"

@render.register
def _(value: str):
    return value if len(value) <= 18 else value[:15] + "..."

@render.register(list)
@render.register(tuple)
def _(value):
    return "[" + ", ".join(render(v) for v in value) + "]"

@render.register
def _(value: datetime):
    return value.strftime("%b %d %H:%M")

line = context.splitlines()[7]
head, msg = line.split(' msg="')
kv = dict(p.split("=", 1) for p in head.split())
row = [int(kv["id"]), kv["user"], float(kv["amount"]) * 1000, datetime.fromisoformat(kv["ts"]), msg.rstrip('"')]
print(" | ".join(render(v) for v in row))
print(render(row))
print(render((1, 2.5, "x")), render(None), render(True), render(Decimal("1.5")))
print(render.dispatch(bool).__name__, render.dispatch(float) is render.registry[float])
print(sorted(t.__name__ for t in render.registry))
