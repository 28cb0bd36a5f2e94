from functools import reduce, lru_cache, partial, cmp_to_key, wraps, total_ordering
import operator
amounts = [float(l.split("amount=")[1].split()[0]) for l in context.splitlines() if l.startswith("id=")]
print(round(reduce(operator.add, amounts), 2), reduce(lambda a, b: a if a > b else b, amounts))
print(reduce(operator.mul, range(1, 8), 1), reduce(lambda acc, x: acc + [x * 2], [1, 2, 3], []))
@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info())
parse_int16 = partial(int, base=16)
print(parse_int16("ff"), parse_int16("10"), parse_int16.func.__name__, parse_int16.keywords)
def compare(a, b):
    return (len(a) > len(b)) - (len(a) < len(b)) or (a > b) - (a < b)
users = sorted({l.split()[1][5:] for l in context.splitlines() if l.startswith("id=")})
print(sorted(users, key=cmp_to_key(compare)))
def logged(fn):
    @wraps(fn)
    def inner(*args, **kwargs):
        result = fn(*args, **kwargs)
        print(f"call {fn.__name__}{args} -> {result}")
        return result
    return inner
@logged
def scale(x, factor=2):
    """Scale a number."""
    return x * factor
scale(21)
print(scale.__name__, scale.__doc__)
@total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))
    def __eq__(self, o):
        return self.parts == o.parts
    def __lt__(self, o):
        return self.parts < o.parts
print(Version("1.10.0") > Version("1.9.3"), Version("2.0") >= Version("2.0"), Version("1.0") <= Version("0.9"))
