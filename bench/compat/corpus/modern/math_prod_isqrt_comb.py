import math

counts = {}
for line in context.splitlines():
    if line.startswith("id="):
        lab = line.split()[2][6:]
        counts[lab] = counts.get(lab, 0) + 1
print(counts)
print("product:", math.prod(counts.values()))
print("prod start:", math.prod([1.5, 2], start=2), math.prod([]))
n = sum(counts.values())
print("isqrt:", math.isqrt(n), math.isqrt(n) ** 2 <= n < (math.isqrt(n) + 1) ** 2)
print("pairs of records:", math.comb(n, 2), "ordered triples:", math.perm(n, 3))
print("comb(6,3)", math.comb(6, 3), math.comb(3, 5), math.perm(5))
amounts = [float(t[7:]) for t in context.split() if t.startswith("amount=")]
print("dist:", round(math.dist(amounts[:3], amounts[3:6]), 4))
print("hypot:", round(math.hypot(*amounts[:4]), 4))
print("gcd/lcm:", math.gcd(84, 36, 120), math.lcm(4, 6, 10))
print("fsum vs sum:", math.fsum(amounts), round(sum(amounts), 2))
print(math.isclose(math.fsum(amounts), sum(amounts)), math.floor(-2.5), math.ceil(2.1))
print(math.nextafter(1.0, 2.0) > 1.0, math.ulp(1.0))
