class PipelineError(Exception):
    """Base for every pipeline failure."""

class ParseError(PipelineError):
    def __init__(self, line_no, text):
        super().__init__(f"line {line_no}: cannot parse {text!r}")
        self.line_no = line_no

class ValidationError(PipelineError):
    pass

class RangeError(ValidationError):
    pass

context = """temp=21.5
temp=abc
humidity=140
pressure=1013
temp=-80
=5"""

results, errors = {}, []
for n, line in enumerate(context.splitlines(), 1):
    try:
        key, _, raw = line.partition("=")
        if not key:
            raise ParseError(n, line)
        try:
            value = float(raw)
        except ValueError as e:
            raise ParseError(n, line) from e
        limits = {"temp": (-50, 60), "humidity": (0, 100), "pressure": (900, 1100)}
        lo, hi = limits[key]
        if not lo <= value <= hi:
            raise RangeError(f"{key}={value} outside [{lo}, {hi}]")
        results[key] = value
    except RangeError as e:
        errors.append(("range", str(e)))
    except PipelineError as e:
        cause = type(e.__cause__).__name__ if e.__cause__ else None
        errors.append((type(e).__name__, str(e), cause))
print(results)
for e in errors:
    print(e)
print(issubclass(RangeError, PipelineError), RangeError.__mro__[1].__name__, PipelineError.__doc__)
