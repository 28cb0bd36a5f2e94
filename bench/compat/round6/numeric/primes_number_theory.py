import math

def is_prime(n):
    if n < 2:
        return False
    if n % 2 == 0:
        return n == 2
    for d in range(3, math.isqrt(n) + 1, 2):
        if n % d == 0:
            return False
    return True

def totient(n):
    result, m, p = n, n, 2
    while p * p <= m:
        if m % p == 0:
            while m % p == 0:
                m //= p
            result -= result // p
        p += 1
    if m > 1:
        result -= result // m
    return result

print([n for n in range(90, 130) if is_prime(n)])
print([totient(n) for n in range(1, 16)])
print(pow(7, totient(40), 40), math.gcd(7, 40))
perfect = [6, 28, 496, 8128]
print(all(sum(d for d in range(1, n) if n % d == 0) == n for n in perfect[:3]))
def ext_gcd(a, b):
    if b == 0:
        return a, 1, 0
    g, x, y = ext_gcd(b, a % b)
    return g, y, x - (a // b) * y
print(ext_gcd(240, 46), pow(17, -1, 3120))
