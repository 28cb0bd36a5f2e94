def simplify(e):
    match e:
        case ("+", x, 0) | ("+", 0, x):
            return simplify(x)
        case ("*", x, 1) | ("*", 1, x):
            return simplify(x)
        case ("*", _, 0) | ("*", 0, _):
            return 0
        case ("-", x, y) if x == y:
            return 0
        case (op, x, y):
            sx, sy = simplify(x), simplify(y)
            if isinstance(sx, int) and isinstance(sy, int):
                return {"+": sx + sy, "-": sx - sy, "*": sx * sy}[op]
            if (sx, sy) != (x, y):
                return simplify((op, sx, sy))
            return (op, sx, sy)
        case _:
            return e
def show(e):
    match e:
        case (op, x, y):
            return f"({show(x)} {op} {show(y)})"
        case _:
            return str(e)
exprs = [("+", "x", 0), ("*", ("+", "y", 0), 1), ("*", "z", ("-", "a", "a")), ("+", ("*", 2, 3), "w"), ("-", ("+", 1, 2), ("*", 1, 3)), ("+", "p", "q")]
for e in exprs:
    print(f"{show(e):<22} => {show(simplify(e))}")
