from itertools import islice, takewhile

def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b

def collatz(n):
    while n != 1:
        yield n
        n = n // 2 if n % 2 == 0 else 3 * n + 1
    yield 1

def ids(prefix, start=1):
    n = start
    while True:
        yield f"{prefix}-{n:04d}"
        n += 1

print(list(islice(fib(), 12)))
print(list(takewhile(lambda x: x < 500, fib()))[-1])
print(len(list(collatz(27))), max(collatz(27)))
gen = ids("TKT", 998)
print([next(gen) for _ in range(4)])
evens = (x for x in fib() if x % 2 == 0)
print(list(islice(evens, 6)))
