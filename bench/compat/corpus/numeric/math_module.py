import math

amounts = [float(a.split("=")[1]) for a in context.split() if a.startswith("amount=")]
print(math.floor(amounts[0]), math.ceil(amounts[0]), math.trunc(-amounts[0]), round(-amounts[0]))
print(math.sqrt(sum(a * a for a in amounts)), math.hypot(3, 4), math.hypot(*amounts[:3]))
print(math.log(1000, 10), math.log10(1000), math.log2(1024), math.log(math.e), math.exp(1))
print(math.gcd(84, 36), math.gcd(0, 0), math.lcm(4, 6, 10), math.factorial(20), math.comb(10, 3), math.perm(5, 2))
print(math.isclose(0.1 + 0.2, 0.3), math.isclose(1.0, 1.001, rel_tol=1e-2), math.isclose(0, 1e-12, abs_tol=1e-9))
print(math.pi, math.tau, math.degrees(math.pi / 3), math.radians(180))
print(round(math.sin(math.pi / 6), 12), math.cos(0), math.atan2(1, 1), math.copysign(3, -0.0))
print(math.prod([1, 2, 3, 4]), math.prod(amounts[:3]), math.isqrt(99), math.dist((0, 0), (3, 4)))
print(math.fabs(-2), math.fmod(-7, 3), -7 % 3, math.remainder(7, 4), math.modf(3.75), math.frexp(8.0), math.ldexp(0.5, 4))
geo = math.exp(sum(math.log(a) for a in amounts) / len(amounts))
print(f"geometric mean {geo:.4f} arithmetic {sum(amounts) / len(amounts):.4f}")
bins = [math.floor(math.log10(a)) for a in amounts]
print({b: bins.count(b) for b in sorted(set(bins))})
