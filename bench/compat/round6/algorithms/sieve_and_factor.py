def sieve(n):
    is_p = bytearray([1]) * (n + 1)
    is_p[0:2] = b"\x00\x00"
    for i in range(2, int(n ** 0.5) + 1):
        if is_p[i]:
            is_p[i * i :: i] = bytearray(len(is_p[i * i :: i]))
    return [i for i, v in enumerate(is_p) if v]

primes = sieve(100)
print(len(primes), primes[:10], primes[-3:])

def factor(n):
    out = {}
    for p in primes:
        if p * p > n:
            break
        while n % p == 0:
            out[p] = out.get(p, 0) + 1
            n //= p
    if n > 1:
        out[n] = out.get(n, 0) + 1
    return out

for n in (360, 97, 1001, 2**10, 9973 * 3):
    f = factor(n)
    text = " * ".join(f"{p}^{e}" if e > 1 else str(p) for p, e in sorted(f.items()))
    divisors = 1
    for e in f.values():
        divisors *= e + 1
    print(f"{n:>6} = {text:<14} divisors={divisors}")

twins = [(p, p + 2) for p in primes if p + 2 in set(primes)]
print("twin primes:", twins)
