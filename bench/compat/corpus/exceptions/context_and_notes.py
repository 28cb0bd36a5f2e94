def load(cfg):
    try:
        return int(cfg["threshold"])
    except KeyError as e:
        raise LookupError(f"missing key {e}") from None
    except ValueError:
        raise RuntimeError("threshold is not a number")
for cfg in [{"threshold": "5"}, {"limit": 1}, {"threshold": "x"}]:
    try:
        print(load(cfg))
    except Exception as e:
        c = e.__context__
        print(type(e).__name__, e, "| cause:", e.__cause__, "| context:", type(c).__name__ if c else None, "| suppress:", e.__suppress_context__)
try:
    try:
        {}["k"]
    except KeyError as inner:
        raise ValueError("wrapped") from inner
except ValueError as e:
    print(repr(e.__cause__), e.__cause__ is e.__context__)
err = ValueError("bad row")
err.add_note("while scanning context")
err.add_note(f"line {3}")
print(err.__notes__)
try:
    err.add_note(5)
except TypeError as e:
    print("TypeError", e)
