import re

def tokenize(s):
    for num, op in re.findall(r"\s*(?:(\d+\.?\d*)|(.))", s):
        if num:
            yield ("num", float(num) if "." in num else int(num))
        elif op.strip():
            yield ("op", op)

def evaluate(expr):
    stack = []
    for tok in tokenize(expr):
        match tok:
            case ("num", value):
                stack.append(value)
            case ("op", "+" | "-" | "*" | "/" as op) if len(stack) >= 2:
                b, a = stack.pop(), stack.pop()
                match op:
                    case "+": stack.append(a + b)
                    case "-": stack.append(a - b)
                    case "*": stack.append(a * b)
                    case "/": stack.append(a / b if b else float("nan"))
            case ("op", "dup") | ("op", "d") if stack:
                stack.append(stack[-1])
            case ("op", other):
                raise ValueError(f"cannot apply {other!r} to stack {stack}")
    match stack:
        case [result]:
            return result
        case []:
            raise ValueError("empty expression")
        case [*_, last]:
            raise ValueError(f"{len(stack)} values left, top {last}")

for e in ["3 4 +", "5 1 2 + 4 * + 3 -", "2 3 4", "1 +", "", "7 d *", "1.5 2 *", "4 0 /", "2 3 ^"]:
    try:
        print(f"{e!r:<22} = {evaluate(e)}")
    except ValueError as err:
        print(f"{e!r:<22} ! {err}")
