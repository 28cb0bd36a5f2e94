class ParseFailure(ValueError):
    def __init__(self, line, column, reason):
        self.line, self.column, self.reason = line, column, reason
        super().__init__(f"{line}:{column}: {reason}")

class Warning_(UserWarning):
    pass

errors = []
source = ["x = 1", "y = = 2", "z = 3", "w 4"]
for n, text in enumerate(source, 1):
    try:
        if text.count("=") != 1:
            col = text.find("=", text.find("=") + 1) + 1 if text.count("=") > 1 else len(text)
            raise ParseFailure(n, col, "expected exactly one '='")
    except ValueError as e:
        errors.append(e)
for e in errors:
    print(repr(e), "|", e, "|", e.args, e.line, e.column)
print(issubclass(Warning_, Warning), Warning_("careful").args)

class Empty(Exception):
    pass
print(repr(Empty()), str(Empty()), repr(Empty("a", 1)), str(Empty("a", 1)))
