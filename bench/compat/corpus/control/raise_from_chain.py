def load(key, store):
    try:
        return store[key]
    except KeyError as e:
        raise LookupError(f"cannot load {key!r}") from e

try:
    load("x", {})
except LookupError as e:
    print(type(e).__name__, e, "| cause:", type(e.__cause__).__name__, repr(e.__cause__))
try:
    try:
        int("x")
    except ValueError:
        raise RuntimeError("wrapped")
except RuntimeError as e:
    print(e, type(e.__context__).__name__, e.__cause__ is None, e.__suppress_context__)
try:
    raise ValueError("a") from None
except ValueError as e:
    print(e.__cause__, e.__suppress_context__)
