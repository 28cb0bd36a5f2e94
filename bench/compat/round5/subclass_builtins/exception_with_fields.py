class ParseError(Exception):
    def __init__(self, line, col, msg):
        super().__init__(f"{msg} at {line}:{col}")
        self.line, self.col, self.msg = line, col, msg

class FieldError(ParseError):
    def __init__(self, line, field):
        super().__init__(line, 0, f"bad field {field!r}")
        self.field = field

errors = []
for i, row in enumerate(["a=1", "b", "c=x", "=5"], 1):
    try:
        if "=" not in row:
            raise ParseError(i, len(row), "missing '='")
        k, v = row.split("=")
        if not k:
            raise FieldError(i, k)
        int(v)
    except FieldError as e:
        errors.append(("field", e.line, e.field, str(e)))
    except ParseError as e:
        errors.append(("parse", e.line, e.col, str(e)))
    except ValueError as e:
        errors.append(("value", i, None, str(e)))
for e in errors:
    print(e)
err = FieldError(9, "zz")
print(err.args, repr(err), isinstance(err, ParseError))
