import math

print(math.sqrt(2), math.isqrt(99), math.hypot(3, 4), math.dist((0, 0), (1, 1)))
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.5), round(-2.5), round(3.5), round(2.675, 2))
print(math.gcd(84, 36, 120), math.lcm(4, 6, 10), math.factorial(20), math.comb(10, 3), math.perm(5, 2))
print(math.log(1000, 10), math.log10(1000), math.log2(1024), math.log1p(1e-10), math.exp(1) == math.e)
print(math.isclose(0.1 + 0.2, 0.3), math.isclose(1e-10, 0, abs_tol=1e-9), math.fsum([0.1] * 10), sum([0.1] * 10))
print(math.degrees(math.pi), round(math.sin(math.radians(30)), 12), math.atan2(1, -1))
print(math.inf > 1e308, math.isnan(float("nan")), math.copysign(3, -0.0), math.fmod(-7, 3), -7 % 3)
print(math.prod([1, 2, 3, 4]), math.prod([]), math.modf(3.75), math.frexp(8.0), math.ldexp(0.5, 4))
for x in (0.5, 1, 2, 10):
    print(f"{x:>4} {math.sqrt(x):.6f} {math.exp(x):12.6f} {math.log(x):+.6f} {math.tanh(x):.6f}")
