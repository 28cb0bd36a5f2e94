from functools import singledispatch
from decimal import Decimal

@singledispatch
def render(x):
    return f"<{type(x).__name__}>"

@render.register
def _(x: int):
    return f"int:{x:,}"

@render.register
def _(x: float):
    return f"float:{x:.3f}"

@render.register(list)
def _(x):
    return "[" + ", ".join(render(i) for i in x) + "]"

@render.register(dict)
def _(x):
    return "{" + ", ".join(f"{k}={render(v)}" for k, v in x.items()) + "}"

print(render(1234567))
print(render(3.14159))
print(render([1, 2.5, "s"]))
print(render({"a": [1000], "b": None}))
print(render(True), render(Decimal("1.5")))
