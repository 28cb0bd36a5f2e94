def tasks():
    raise ExceptionGroup("batch", [
        ValueError("bad value in row 3"),
        KeyError("missing column"),
        ValueError("bad value in row 9"),
        ZeroDivisionError("rate is zero"),
    ])

handled = []
try:
    try:
        tasks()
    except* ValueError as eg:
        handled.extend(str(e) for e in eg.exceptions)
    except* KeyError as eg:
        handled.append(f"keys: {len(eg.exceptions)}")
except ExceptionGroup as rest:
    print("unhandled:", rest.message, [type(e).__name__ for e in rest.exceptions])
print(handled)

try:
    raise ExceptionGroup("single", [RuntimeError("r")])
except* RuntimeError as eg:
    print(type(eg).__name__, eg.message, len(eg.exceptions))

try:
    try:
        raise TypeError("plain")
    except* TypeError as eg:
        print("plain wrapped:", type(eg).__name__, repr(eg.exceptions[0]))
except Exception:
    print("not reached")
