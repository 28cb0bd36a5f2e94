import functools
@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info().hits > 0)
add3 = functools.partial(lambda a, b, c: a * 100 + b * 10 + c, 1, c=3)
print(add3(2), add3.args, sorted(add3.keywords))
print(functools.reduce(lambda acc, x: acc * 2 + x, [1, 0, 1, 1], 0))
print(functools.reduce(lambda a, b: a | b, [{1}, {2}, {1, 3}]))
def cmp(a, b):
    return (len(a) > len(b)) - (len(a) < len(b)) or (a > b) - (a < b)
print(sorted(["bb", "a", "ccc", "ab", "b"], key=functools.cmp_to_key(cmp)))
@functools.wraps(fib)
def wrapper(*a):
    return fib(*a)
print(wrapper.__name__, wrapper(10))
