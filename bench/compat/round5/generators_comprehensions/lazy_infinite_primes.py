from itertools import islice, count, takewhile

def primes():
    found = []
    for n in count(2):
        if all(n % p for p in takewhile(lambda p: p * p <= n, found)):
            found.append(n)
            yield n

print(list(islice(primes(), 15)))
print(sum(takewhile(lambda p: p < 100, primes())))
twin = [(p, q) for p, q in islice(zip(primes(), islice(primes(), 1, None)), 30) if q - p == 2]
print(twin)
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
print(next(x for x in fib() if x > 1000))
print([x for x in islice(fib(), 20) if x % 2 == 0])
