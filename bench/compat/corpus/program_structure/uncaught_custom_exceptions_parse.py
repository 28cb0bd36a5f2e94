class ParseError(Exception):
    def __init__(self, lineno, reason):
        super().__init__(f"line {lineno}: {reason}")
        self.lineno = lineno
        self.reason = reason

class NoteLine(ParseError):
    pass

REQUIRED = ("id", "user", "label", "amount", "ts", "region")

def parse_line(lineno, line):
    if line.startswith("NOTE"):
        raise NoteLine(lineno, "checkpoint note, not a record")
    head = line.split(" msg=")[0]
    kv = dict(t.split("=", 1) for t in head.split())
    missing = [k for k in REQUIRED if k not in kv]
    if missing:
        raise ParseError(lineno, f"missing {', '.join(missing)}")
    return kv

good, notes, errors = [], [], []
lines = context.splitlines() + ["id=999 user=zed amount=1.00", "id=1000 garbage"]
for n, line in enumerate(lines, 1):
    try:
        good.append(parse_line(n, line))
    except NoteLine as e:
        notes.append(e.lineno)
    except ParseError as e:
        errors.append(e)
    except ValueError as e:
        errors.append(e)

print(len(good), "records;", len(notes), "notes at", notes)
for e in errors:
    print(type(e).__name__, "->", e, getattr(e, "lineno", None))
print(issubclass(NoteLine, ParseError), isinstance(NoteLine(1, "x"), Exception))
print(repr(ParseError(3, "oops")), ParseError(3, "oops").args)
raise ParseError(len(lines), "deliberate stop after report")
