import math

amounts = [float(l.split()[3][7:]) for l in context.splitlines() if l.startswith("id=")]
print(sum(amounts), math.fsum(amounts), sum(amounts) == math.fsum(amounts))
print("log-mean:", round(math.exp(sum(math.log(a) for a in amounts) / len(amounts)), 4))
rms = math.sqrt(sum(a * a for a in amounts) / len(amounts))
print("rms:", round(rms, 4), "hypot of first 3:", round(math.hypot(*amounts[:3]), 4))
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.5), math.floor(2.999), math.ceil(2.001))
print(math.gcd(1885, 6471), math.gcd(84, 36, 120), math.lcm(4, 6, 10), math.isqrt(200), math.sqrt(200))
print(math.comb(6, 2), math.perm(6, 2), math.factorial(10), math.prod([1, 2, 3, 4]), math.prod([]))
print(math.isclose(0.1 + 0.2, 0.3), math.isclose(100, 101, rel_tol=0.02), math.isclose(0, 1e-10, abs_tol=1e-9))
print(math.pi, round(math.e, 5), math.tau / 2 == math.pi, math.inf > 1e308, math.isnan(math.nan), math.nan == math.nan)
print(math.log10(1000), math.log2(1024), math.log(8, 2), round(math.log1p(0.01), 8), math.pow(2, 0.5))
print(round(math.degrees(math.pi / 3), 6), round(math.sin(math.radians(30)), 12), math.atan2(1, 1) * 4)
print(math.copysign(3, -0.0), math.fabs(-4), math.fmod(-7, 3), math.remainder(7, 4), math.modf(3.75))
print(math.dist((0, 0), (3, 4)), math.isfinite(1e308 * 10), math.frexp(8.0), math.ldexp(0.5, 4))
try:
    math.sqrt(-1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    math.log(0)
except ValueError as e:
    print(type(e).__name__, e)
