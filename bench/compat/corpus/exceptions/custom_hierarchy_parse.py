class ParseError(Exception):
    """Base class for record parsing problems."""

class MissingFieldError(ParseError):
    def __init__(self, field, line_no):
        super().__init__(f"line {line_no}: missing field {field!r}")
        self.field = field
        self.line_no = line_no

class BadAmountError(ParseError):
    pass

def parse(line, line_no):
    if line.startswith("NOTE"):
        raise MissingFieldError("id", line_no)
    kv = dict(t.split("=", 1) for t in line.split()[:6])
    try:
        amt = float(kv["amount"])
    except ValueError as e:
        raise BadAmountError(f"line {line_no}: {kv['amount']!r}") from e
    return kv["user"], amt

lines = context.splitlines()
lines[3] = lines[3].replace("amount=56.43", "amount=56,43")
ok, errors = [], {}
for i, line in enumerate(lines, 1):
    try:
        ok.append(parse(line, i))
    except MissingFieldError as e:
        errors.setdefault("missing", []).append(e.line_no)
    except ParseError as e:
        errors.setdefault(type(e).__name__, []).append(str(e))
        print("cause:", type(e.__cause__).__name__, e.__cause__)
print(len(ok), errors)
print(MissingFieldError.__mro__[1].__name__, issubclass(BadAmountError, Exception))
e = MissingFieldError("user", 7)
print(e.args, repr(e))
