class ParseError(ValueError):
    def __init__(self, lineno, reason):
        super().__init__(f"line {lineno}: {reason}")
        self.lineno = lineno

def parse(line, lineno):
    if not line.startswith("id="):
        raise ParseError(lineno, "not a record")
    head = line.split(" msg=")[0]
    fields = dict(p.split("=", 1) for p in head.split())
    try:
        amt = float(fields["amount"])
    except KeyError as e:
        raise ParseError(lineno, f"missing {e}") from e
    if amt > 195:
        raise ParseError(lineno, f"amount too large: {amt}")
    return fields["id"], amt

ok, errors = [], []
for i, line in enumerate(context.splitlines(), 1):
    try:
        ok.append(parse(line, i))
    except ParseError as e:
        errors.append(e)
print(len(ok), "ok;", len(errors), "errors")
for e in errors:
    print(type(e).__name__, e, e.lineno, isinstance(e, ValueError))
bad = ["id=1 user=x", "x=1", "id=2 amount=abc"]
for b in bad:
    try:
        print(parse(b, 0))
    except (ParseError, ValueError) as e:
        print(type(e).__name__, "-", e, "| cause:", type(e.__cause__).__name__)
    finally:
        print("checked", b[:8])
