def fetch(container, key):
    try:
        return container[key]
    except LookupError as e:
        return f"{type(e).__name__} (LookupError) for {key!r}"

print(fetch([1, 2], 5), fetch({"a": 1}, "b"), fetch("abc", 1), fetch({"a": 1}, "a"))
print(issubclass(KeyError, LookupError), issubclass(IndexError, LookupError), issubclass(UnicodeDecodeError, ValueError))
print(issubclass(FileNotFoundError, OSError), issubclass(ZeroDivisionError, ArithmeticError), issubclass(bool, int))
print(issubclass(StopIteration, Exception), issubclass(KeyboardInterrupt, Exception), issubclass(GeneratorExit, BaseException))
def safe_int(s, default=None):
    try:
        return int(s)
    except (TypeError, ValueError) as e:
        return default if default is not None else type(e).__name__
print([safe_int(v) for v in ["5", " 7 ", "3.2", None, [], "0x1f"]], safe_int("q", 0))
