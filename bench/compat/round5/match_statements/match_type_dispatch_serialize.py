from datetime import date
from decimal import Decimal
def to_text(v, indent=0):
    pad = "  " * indent
    match v:
        case None:
            return "null"
        case bool(b):
            return "yes" if b else "no"
        case int(i):
            return f"{i:,}"
        case float(f):
            return f"{f:.3g}"
        case Decimal() as d:
            return f"D{d}"
        case str(s):
            return repr(s)
        case date() as d:
            return d.isoformat()
        case dict() as m:
            inner = "".join(f"\n{pad}  {k}: {to_text(x, indent + 1)}" for k, x in m.items())
            return "{" + inner + f"\n{pad}}}"
        case list() | tuple() as xs:
            return "[" + ", ".join(to_text(x, indent) for x in xs) + "]"
        case _:
            return f"<{type(v).__name__}>"
doc = {"n": 1234567, "ok": True, "pi": 3.14159, "price": Decimal("9.90"), "when": date(2024, 1, 2),
       "tags": ("a", None, 2.5e-7), "nested": {"deep": [False, {"x": 1}]}, "obj": object}
print(to_text(doc))
