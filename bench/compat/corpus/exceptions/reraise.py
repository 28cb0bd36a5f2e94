def g():
    try:
        raise RuntimeError("inner")
    except RuntimeError:
        print("logging")
        raise
try:
    g()
except RuntimeError as e:
    print("outer", e)
