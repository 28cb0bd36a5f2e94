def convert(values):
    out = []
    for v in values:
        try:
            out.append(int(v))
        except ValueError:
            try:
                out.append(int(float(v)))
            except ValueError:
                raise TypeError(f"cannot convert {v!r}")
    return out

print(convert(["1", "2.7", "3"]))
try:
    convert(["4", "x"])
except TypeError as e:
    print("TypeError:", e)
    ctx = e.__context__
    print("context:", type(ctx).__name__, ctx)
    print("context of context:", type(ctx.__context__).__name__, ctx.__context__)
    print("cause:", e.__cause__)

try:
    try:
        raise KeyError("inner")
    finally:
        print("finally runs before propagation")
except KeyError as e:
    print("caught", repr(e), e.__context__)
