def classify(value):
    match value:
        case bool() as b:
            return f"bool {b}"
        case int() | float() as n if n < 0:
            return f"negative {type(n).__name__}"
        case int(n):
            return f"int {n}"
        case float(f):
            return f"float {f:.2f}"
        case str() as s if s.isdigit():
            return f"numeric string {int(s)}"
        case str(s):
            return f"string of {len(s)}"
        case (1, _) | [1, _] as pair:
            return f"pair starting with 1: {list(pair)}"
        case {"id": int(i), **others} as d:
            return f"record {i} (+{len(others)} fields)"
        case bytes(b):
            return f"{len(b)} bytes"
        case _:
            return f"other {type(value).__name__}"

for v in [True, -3, -0.5, 7, 2.718, "123", "hello", (1, 9), [1, "x"], {"id": 5, "a": 1, "b": 2}, b"ab", None, {"x": 1}]:
    print(f"{v!r:<28} {classify(v)}")
