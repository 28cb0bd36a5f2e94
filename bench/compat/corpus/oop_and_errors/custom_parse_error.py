class ParseError(Exception):
    def __init__(self, lineno, reason):
        super().__init__(f"line {lineno}: {reason}")
        self.lineno = lineno
        self.reason = reason

def parse_amount(lineno, line):
    if line.startswith("NOTE"):
        raise ParseError(lineno, "checkpoint note, not a record")
    for tok in line.split():
        if tok.startswith("amount="):
            return float(tok[len("amount="):])
    raise ParseError(lineno, "no amount field")

total = 0.0
errors = []
for i, line in enumerate(context.splitlines(), start=1):
    try:
        total += parse_amount(i, line)
    except ParseError as e:
        errors.append(e)

print(f"total amount: {total:.2f}")
print("errors:", len(errors))
for e in errors[:3]:
    print(" ", e, "| lineno =", e.lineno)
print(isinstance(errors[0], Exception), errors[0].args)

try:
    parse_amount(999, "id=999 user=nobody")
except ParseError as e:
    print(type(e).__name__, e.reason)
