import math
amounts = [float(l.split("amount=")[1].split()[0]) for l in context.splitlines() if l.startswith("id=")]
mean = sum(amounts) / len(amounts)
var = sum((a - mean) ** 2 for a in amounts) / (len(amounts) - 1)
sd = math.sqrt(var)
print(f"mean={mean:.4f} sd={sd:.4f}")
z = [(a - mean) / sd for a in amounts]
outliers = [(i, round(v, 3)) for i, v in enumerate(z) if abs(v) > 1.6]
print("outliers:", outliers[:6], len(outliers))
print(math.log(sum(amounts)), math.log10(1000), math.log2(1024), math.log(8, 2), math.exp(1))
print(math.pi, math.e, math.tau, math.inf, -math.inf, math.isnan(float("nan")))
print(math.gcd(84, 36), math.lcm(4, 6), math.factorial(10), math.comb(10, 3), math.perm(5, 2))
print(math.hypot(3, 4), math.dist((0, 0), (1, 1)), math.prod([1, 2, 3, 4]), math.isqrt(99))
print(math.copysign(3, -0.0), math.fabs(-2), math.fmod(-7, 3), math.remainder(7, 3), math.modf(3.75))
print(math.degrees(math.pi / 2), round(math.sin(math.radians(30)), 10), math.atan2(1, 1))
geo = math.exp(sum(math.log(a) for a in amounts) / len(amounts))
print("geo mean:", round(geo, 4))
print(2 ** 100, 2 ** -2, pow(3, 4, 5), pow(2, 0.5), (-8) ** (1 / 3) if False else abs(-8) ** (1 / 3))
print(10 ** 20 // 3, 7.0 // 2, -0.0, 0.0 == -0.0, float("inf") > 1e308)
