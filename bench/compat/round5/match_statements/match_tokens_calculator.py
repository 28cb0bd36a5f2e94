import re
def tokenize(s):
    for num, op in re.findall(r"\s*(?:(\d+\.?\d*)|(.))", s):
        if num:
            yield ("NUM", float(num))
        elif op.strip():
            yield ("OP", op)
def rpn(tokens):
    prec = {"+": 1, "-": 1, "*": 2, "/": 2}
    out, ops = [], []
    for tok in tokens:
        match tok:
            case ("NUM", v):
                out.append(v)
            case ("OP", "("):
                ops.append("(")
            case ("OP", ")"):
                while ops[-1] != "(":
                    out.append(ops.pop())
                ops.pop()
            case ("OP", op) if op in prec:
                while ops and ops[-1] != "(" and prec[ops[-1]] >= prec[op]:
                    out.append(ops.pop())
                ops.append(op)
            case ("OP", bad):
                raise SyntaxError(f"bad operator {bad!r}")
    return out + ops[::-1]
def evaluate(rp):
    st = []
    for t in rp:
        match t:
            case float():
                st.append(t)
            case "+" | "-" | "*" | "/" as op:
                b, a = st.pop(), st.pop()
                st.append({"+": a + b, "-": a - b, "*": a * b, "/": a / b}[op])
    return st[0]
for expr in ["1 + 2 * 3", "(1 + 2) * 3", "10 / 4 - 1", "2 * (3 + 4) * 5", "2 ^ 3"]:
    try:
        r = rpn(tokenize(expr))
        print(f"{expr:<18} rpn={' '.join(str(x) for x in r):<28} = {evaluate(r)}")
    except SyntaxError as e:
        print(f"{expr:<18} SyntaxError: {e}")
