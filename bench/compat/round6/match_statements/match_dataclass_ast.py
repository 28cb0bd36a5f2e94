from dataclasses import dataclass

@dataclass
class Num:
    v: float

@dataclass
class Var:
    name: str

@dataclass
class BinOp:
    op: str
    left: object
    right: object

def simplify(e):
    match e:
        case BinOp("+", Num(0), x) | BinOp("+", x, Num(0)):
            return simplify(x)
        case BinOp("*", Num(1), x) | BinOp("*", x, Num(1)):
            return simplify(x)
        case BinOp("*", Num(0), _) | BinOp("*", _, Num(0)):
            return Num(0)
        case BinOp(op, Num(a), Num(b)):
            return Num({"+": a + b, "-": a - b, "*": a * b}[op])
        case BinOp(op, l, r):
            l2, r2 = simplify(l), simplify(r)
            if (l2, r2) != (l, r):
                return simplify(BinOp(op, l2, r2))
            return BinOp(op, l2, r2)
        case _:
            return e

def show(e):
    match e:
        case Num(v):
            return f"{v:g}"
        case Var(n):
            return n
        case BinOp(op, l, r):
            return f"({show(l)} {op} {show(r)})"

exprs = [
    BinOp("+", Num(0), Var("x")),
    BinOp("*", BinOp("+", Num(2), Num(3)), Var("y")),
    BinOp("*", Var("z"), BinOp("-", Num(4), Num(4))),
    BinOp("+", BinOp("*", Num(1), Var("a")), BinOp("*", Num(2), Num(5))),
]
for e in exprs:
    print(f"{show(e):<24} => {show(simplify(e))}")
