from functools import wraps

call_log = []

def logged(tag):
    def deco(fn):
        @wraps(fn)
        def wrapper(*args, **kwargs):
            call_log.append(f"[{tag}] {fn.__name__}{args}")
            result = fn(*args, **kwargs)
            call_log.append(f"[{tag}] -> {result!r}")
            return result
        return wrapper
    return deco

def validate_positive(fn):
    @wraps(fn)
    def wrapper(*args):
        bad = [a for a in args if isinstance(a, (int, float)) and a < 0]
        if bad:
            raise ValueError(f"{fn.__name__}: negative arguments {bad}")
        return fn(*args)
    return wrapper

@logged("math")
@validate_positive
def area(w, h):
    """Area of a rectangle."""
    return w * h

print(area(3, 4), area(2.5, 2))
try:
    area(-1, 5)
except ValueError as e:
    print(e)
print(area.__name__, area.__doc__, area.__wrapped__.__name__)
print("\n".join(call_log))
