def sieve(n):
    is_p = [True] * (n + 1)
    is_p[0:2] = [False, False]
    for i in range(2, int(n ** 0.5) + 1):
        if is_p[i]:
            is_p[i * i::i] = [False] * len(is_p[i * i::i])
    return [i for i, p in enumerate(is_p) if p]

def factorize(n):
    f, d = {}, 2
    while d * d <= n:
        while n % d == 0:
            f[d] = f.get(d, 0) + 1
            n //= d
        d += 1
    if n > 1:
        f[n] = f.get(n, 0) + 1
    return f

ps = sieve(100)
print(len(ps), ps[-5:], sum(ps))
for n in [360, 97, 1001, 2 ** 10 * 3 ** 5, 600851475143]:
    f = factorize(n)
    print(n, "=", " * ".join(f"{p}^{e}" if e > 1 else str(p) for p, e in f.items()))
gaps = [b - a for a, b in zip(ps, ps[1:])]
print(max(gaps), gaps.index(max(gaps)))
