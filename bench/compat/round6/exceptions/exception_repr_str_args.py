excs = [
    ValueError(),
    ValueError("one"),
    ValueError("one", 2),
    KeyError("key"),
    KeyError("a", "b"),
    OSError(2, "No such file"),
    StopIteration(5),
    UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte"),
    SystemExit(3),
]
for e in excs:
    print(f"{type(e).__name__:<20} str={str(e)!r:<40} args={e.args!r}")
print(OSError(2, "No such file").errno, StopIteration(5).value, SystemExit(3).code)
print(isinstance(KeyError(), LookupError), issubclass(UnicodeDecodeError, ValueError))
print([c.__name__ for c in ZeroDivisionError.__mro__])
