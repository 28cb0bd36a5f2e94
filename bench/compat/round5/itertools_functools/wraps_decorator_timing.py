from functools import wraps

calls = []
def logged(prefix):
    def deco(fn):
        @wraps(fn)
        def wrapper(*args, **kwargs):
            calls.append(fn.__name__)
            result = fn(*args, **kwargs)
            print(f"{prefix} {fn.__name__}{args} {kwargs if kwargs else ''}-> {result!r}")
            return result
        return wrapper
    return deco

@logged("[trace]")
def add(a, b=0):
    """Add two numbers."""
    return a + b

@logged("[trace]")
def shout(s):
    return s.upper()

add(2, 3)
add(1, b=9)
shout("hey")
print(add.__name__, add.__doc__, add.__wrapped__(10, 5))
print(calls)
