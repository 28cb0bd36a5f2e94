from functools import singledispatch
from decimal import Decimal
from datetime import date

@singledispatch
def render(value):
    return f"<{type(value).__name__}>"

@render.register
def _(value: int):
    return f"{value:,}"

@render.register
def _(value: float):
    return f"{value:.2f}"

@render.register(Decimal)
def _(value):
    return f"${value:,.2f}"

@render.register
def _(value: list):
    return "[" + "; ".join(render(v) for v in value) + "]"

@render.register
def _(value: date):
    return value.strftime("%d %b %Y")

@render.register(type(None))
def _(value):
    return "—"

for v in [1234567, 3.14159, Decimal("1999.5"), [1, 2.5, None], date(2024, 2, 29), None, "text", True]:
    print(f"{type(v).__name__:<8} {render(v)}")
print(render.dispatch(bool).__name__, len(render.registry) >= 7)
